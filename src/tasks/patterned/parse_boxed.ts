/**
 * The boxed-answer readers patterned scores with, shared with other
 * families from `scorers/boxed_answer.ts` (where they live); named here
 * too, as patterned's tests have always imported them.
 *
 * @module
 */
export {
  afterThinking,
  boxedAnswer,
  closingBrace,
  lastBoxed,
  referenceBoxed,
} from "../scorers/boxed_answer.ts";
