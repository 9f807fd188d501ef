/**
 * A continuous-score family that lives only in the tests: `similar_words`
 * asks for `echo_words`' words back and scores the answer by its similarity
 * to them (the shared sequence ratio, difflib's), a value anywhere in 0..1;
 * an answer at 0.75 or above counts as correct (`correctAt`).
 */
import { z } from "zod";
import { sequenceRatio } from "../../../src/tasks/scorers/sequence_ratio.ts";
import type { Task } from "../../../src/tasks/task.ts";
import { type EchoParams, echoParams, echoTask } from "./echo_task.ts";

const similarParams = echoParams.extend({
  type: z.literal("similar_words"),
});

/** The `similar_words` task: `echo_words`' prompts, a similarity score. */
export const similarTask: Task<EchoParams> = {
  ...echoTask,
  type: "similar_words",
  generator: () => "similar_words/1",
  scorer: "similar_words/score/1",
  params: similarParams as unknown as z.ZodType<EchoParams>,
  correctAt: 0.75,
  oracleResponse: (built) => built.expected_answer,
  score(response, built) {
    const value = sequenceRatio(
      response.trim().toLowerCase(),
      built.expected_answer.toLowerCase(),
    );
    return { value, details: { ratio: value } };
  },
};
