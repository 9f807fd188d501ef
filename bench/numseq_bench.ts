/**
 * num_seq speed: builds the 500 examples of a `style: reference` run
 * (num-seq-env's dataset, one stream drawn in order) through the task, as
 * `niah run` and `niah dataset` do (prompt, recipe, token count), each
 * seed from a cold start (no memoised dataset; the first also pays for
 * compiling the generator). Prints figures; the target is under 1 s per
 * 500.
 */
import { numseqParamsSchema } from "../src/tasks/numseq/numseq_params.ts";
import { numseqTask } from "../src/tasks/numseq/numseq_task.ts";
import type { BuildContext, Cell } from "../src/tasks/task.ts";
import { getTokenizer } from "../src/tokenizer/encoding.ts";

const COUNT = 500;
const tokenizer = await getTokenizer("cl100k_base");
// The tokenizer's first use (loading its tables) is not num_seq's cost.
tokenizer.encode("Here are terms 1 through 11 of a sequence:");
const context: BuildContext = {
  tokenizer,
  haystack: () => Promise.reject(new Error("num_seq needs no haystack")),
};

for (const seed of [42, 7, 123]) {
  const params = numseqParamsSchema.parse({
    type: "num_seq",
    num_examples: COUNT,
    seed,
  });
  const t0 = performance.now();
  for (let i = 0; i < COUNT; i++) {
    const cell: Cell = {
      cell_id: `bench-${i}`,
      index: i,
      axes: {},
      params,
      sample_index: i,
      seed,
    };
    await numseqTask.build(params, cell, context);
  }
  const ms = performance.now() - t0;
  console.log(
    `num_seq style reference, seed ${seed}: ${COUNT} examples built in ${
      ms.toFixed(0)
    } ms (target < 1000 ms)`,
  );
}
