/**
 * Python's whitespace rules, shared with other families from
 * `scorers/python_whitespace.ts` (where they live); named here too, as
 * patterned's tests have always imported them.
 *
 * @module
 */
export {
  pythonCollapse,
  pythonSplit,
  pythonStrip,
} from "../scorers/python_whitespace.ts";
