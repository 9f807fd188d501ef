/**
 * Task `multi`: several facts spread through the context; the score is the
 * fraction of their key phrases the answer contains.
 */
import { z } from "zod";
import { type Styled, styled } from "../task_style.ts";
import { niahTask, placementFields } from "./niah_task.ts";
import { normaliseAnswer } from "../scorers/exact_match.ts";
import { textList } from "../scored_fields.ts";

const fields = z.strictObject({
  type: z.literal("multi"),
  needles: z.array(z.string().min(1)).min(1).max(1000).default([
    "Figs are one of the secret ingredients needed to build the perfect pizza.",
    "Prosciutto is one of the secret ingredients needed to build the perfect pizza.",
    "Goat cheese is one of the secret ingredients needed to build the perfect pizza.",
  ]),
  question: z.string().min(1).default(
    "What are the secret ingredients needed to build the perfect pizza?",
  ),
  /** Phrases a complete answer contains, one per needle. */
  answers: z.array(z.string().min(1)).min(1).default([
    "figs",
    "prosciutto",
    "goat cheese",
  ]),
  ...placementFields("even_spread"),
});

const params = styled(fields);

/** Parameters of the `multi` task. */
type MultiParams = Styled<z.output<typeof fields>>;

/** The `multi` task. */
export const multiTask = niahTask<MultiParams>({
  type: "multi",
  params,
  // niah's names the phrases `answers`, the reference's `expected_fragments`.
  scoredFields: {
    metadata: {
      answers: textList.optional(),
      expected_fragments: textList.optional(),
    },
  },
  needles: (p) => ({
    needles: [...p.needles],
    question: p.question,
    expected_answer: p.answers.join(", "),
    metadata: { answers: p.answers },
  }),
  // The reference joins the fragments with " / ".
  reference: (p) => ({
    needles: [...p.needles],
    question: p.question,
    expected_answer: p.answers.join(" / "),
    metadata: { expected_fragments: [...p.answers] },
  }),
  score(response, built) {
    const answers = (built.metadata.answers as string[] | undefined) ??
      (built.metadata.expected_fragments as string[] | undefined) ??
      built.expected_answer.split(", ");
    const text = normaliseAnswer(response);
    const found = answers.map((a) => text.includes(normaliseAnswer(a)));
    const hits = found.filter(Boolean).length;
    return {
      value: hits / answers.length,
      correct: hits === answers.length,
      details: { found },
    };
  },
});
