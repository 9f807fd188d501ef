/**
 * Task `uuid`: one seeded random UUID planted at a depth; the model must
 * repeat it. Seeds give the same UUIDs as the reference.
 */
import { CODE_SENTENCES } from "../../haystack/distractor_needles.ts";
import { z } from "zod";
import { type Styled, styled } from "../task_style.ts";
import { PythonRandom, pythonUuid4 } from "../../random/python_random.ts";
import { niahTask, placementFields } from "./niah_task.ts";
import { pythonFormat, pythonFormatProblem } from "./python_format.ts";
import { answerContains } from "../scorers/exact_match.ts";

const fields = z.strictObject({
  type: z.literal("uuid"),
  needle_template: z.string().default("The secret code is {uuid}.")
    .refine((t) => t.includes("{uuid}"), {
      message: 'expected a template containing "{uuid}"',
    }),
  question_template: z.string().min(1).default("What is the secret code?"),
  ...placementFields("single_depth"),
});

const params = styled(fields);

/** Parameters of the `uuid` task. */
export type UuidParams = Styled<z.output<typeof fields>>;

/** The UUID the reference draws for `seed`. */
export function uuidForSeed(seed: number): string {
  return pythonUuid4(new PythonRandom(seed));
}

/** The `uuid` task. */
export const uuidTask = niahTask<UuidParams>({
  type: "uuid",
  params,
  distractors: CODE_SENTENCES,
  needles(p, seed) {
    const uuid = uuidForSeed(seed);
    const needle = p.needle_template.replaceAll("{uuid}", uuid);
    return {
      needles: [needle],
      question: p.question_template,
      expected_answer: uuid,
      metadata: { needle },
    };
  },
  // The reference fills the needle with str.format; the question is as written.
  reference(p, seed) {
    const uuid = uuidForSeed(seed);
    return {
      needles: [pythonFormat(p.needle_template, { uuid })],
      question: p.question_template,
      expected_answer: uuid,
      metadata: { uuid },
    };
  },
  referenceProblem: (p) => {
    const problem = pythonFormatProblem(p.needle_template, ["uuid"]);
    return problem && `needle_template: ${problem}`;
  },
  score: (response, built) => answerContains(response, built.expected_answer),
});
