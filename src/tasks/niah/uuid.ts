/**
 * Task `uuid`: one seeded random UUID planted at a depth; the model must
 * repeat it. Seeds give the same UUIDs as the Python tool.
 */
import { z } from "zod";
import { PythonRandom, pythonUuid4 } from "../../random/python_random.ts";
import { niahMessages, renderNiahMessages } from "./niah_recipe.ts";
import { buildSingleDepth } from "./single_depth.ts";
import { answerContains } from "./score_answer.ts";
import type { Task } from "../task.ts";

const params = z.strictObject({
  type: z.literal("uuid"),
  needle_template: z.string().default("The secret code is {uuid}.")
    .refine((t) => t.includes("{uuid}"), {
      message: 'expected a template containing "{uuid}"',
    }),
  question_template: z.string().min(1).default("What is the secret code?"),
  snap_to_periods: z.boolean().default(true),
});

/** Parameters of the `uuid` task. */
export type UuidParams = z.output<typeof params>;

/** The UUID the Python tool draws for `seed`. */
export function uuidForSeed(seed: number): string {
  return pythonUuid4(new PythonRandom(seed));
}

/** The `uuid` task. */
export const uuidTask: Task<UuidParams> = {
  type: "uuid",
  params,
  axes: () => [
    { name: "context_length", sweepKey: "context_lengths" },
    { name: "depth_percent", sweepKey: "depth_percents" },
  ],
  usesHaystack: true,
  check() {
    return [];
  },
  async build(p, cell, context) {
    const uuid = uuidForSeed(cell.seed);
    const needle = p.needle_template.replaceAll("{uuid}", uuid);
    const { recipe, text } = await buildSingleDepth({
      source: await context.haystack(),
      contextLength: Number(cell.axes.context_length),
      depthPercent: Number(cell.axes.depth_percent),
      needle,
      question: p.question_template,
      snapToSentenceEnd: p.snap_to_periods,
    }, context);
    return {
      messages: niahMessages(text, recipe.question),
      expected_answer: uuid,
      prompt_question: recipe.question,
      recipe,
      metadata: { needle },
    };
  },
  render: renderNiahMessages,
  score(response, built) {
    return answerContains(response, built.expected_answer);
  },
};
