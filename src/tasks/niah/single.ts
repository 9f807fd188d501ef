/**
 * Task `single`: one static fact at a depth, as in the original
 * needle-in-a-haystack test; the answer must contain the fact's key phrase.
 */
import { PLACE_SENTENCES } from "../../haystack/distractor_needles.ts";
import { z } from "zod";
import { type Styled, styled } from "../task_style.ts";
import { niahTask, placementFields } from "./niah_task.ts";
import { answerContains } from "../scorers/exact_match.ts";

const fields = z.strictObject({
  type: z.literal("single"),
  needle: z.string().min(1).default(
    "The best thing to do in San Francisco is eat a sandwich and sit in Dolores Park on a sunny day.",
  ),
  question: z.string().min(1).default(
    "What is the best thing to do in San Francisco?",
  ),
  /** The phrase a right answer contains (case-insensitive). */
  answer: z.string().min(1).default("eat a sandwich and sit in Dolores Park"),
  ...placementFields("single_depth"),
});

const params = styled(fields);

/** Parameters of the `single` task. */
type SingleParams = Styled<z.output<typeof fields>>;

/** The `single` task. */
export const singleTask = niahTask<SingleParams>({
  type: "single",
  params,
  distractors: PLACE_SENTENCES,
  needles: (p) => ({
    needles: [p.needle],
    question: p.question,
    expected_answer: p.answer,
    metadata: { needle: p.needle },
  }),
  // The reference's StaticNeedle: no metadata.
  reference: (p) => ({
    needles: [p.needle],
    question: p.question,
    expected_answer: p.answer,
    metadata: {},
  }),
  score: (response, built) => answerContains(response, built.expected_answer),
});
