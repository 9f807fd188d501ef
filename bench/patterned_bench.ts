/**
 * Speed of `style: reference` patterned problems, 1,000 from a fresh
 * stream each time:
 *
 * - generated with their messages (the reference's one-stream generator
 *   and prompts), with the default parameters (target: under 1 s) and,
 *   for the record, in the other two modes (`no_spaces` shuffles the
 *   whole 74,900-word list per problem, as the reference does);
 * - built through the task (adds the cl100k token count of the lines and
 *   the recipe's digests), default parameters.
 *
 * Prints wall and CPU time; the target is judged on CPU time (user +
 * system), which a busy machine inflates far less than wall time. Loading
 * the word list is timed apart.
 *
 *   deno run --allow-read --allow-env bench/patterned_bench.ts
 */
import process from "node:process";
import { patternedNeedleTask as task } from "../src/tasks/patterned/patterned_task.ts";
import { patternedMessages } from "../src/tasks/patterned/prompts.ts";
import { referenceProblem } from "../src/tasks/patterned/reference/stream.ts";
import { nltkWords } from "../src/tasks/patterned/reference/vocabulary.ts";
import type { BuildContext, Cell } from "../src/tasks/task.ts";
import { getTokenizer } from "../src/tokenizer/encoding.ts";

const PROBLEMS = 1000;
const TARGET_MS = 1000;

/** A point in time, wall and CPU. */
interface Mark {
  wall: number;
  cpu: { user: number; system: number };
}

const mark = (): Mark => ({
  wall: performance.now(),
  cpu: process.cpuUsage(),
});

/** Wall and CPU milliseconds since `start`. */
function since(start: Mark): { wall: number; cpu: number } {
  const cpu = process.cpuUsage(start.cpu);
  return {
    wall: performance.now() - start.wall,
    cpu: (cpu.user + cpu.system) / 1000,
  };
}

function report(what: string, start: Mark, target = false): void {
  const { wall, cpu } = since(start);
  const verdict = target
    ? ` (target < ${TARGET_MS} ms: ${cpu < TARGET_MS ? "ok" : "SLOW"})`
    : "";
  console.log(
    `patterned: ${PROBLEMS} style reference problems ${what}: ${
      wall.toFixed(0)
    } ms wall, ${cpu.toFixed(0)} ms CPU${verdict}`,
  );
}

const params = (mode: string) =>
  task.params.parse({ type: "patterned_needle", style: "reference", mode });

let start = mark();
const words = await nltkWords();
console.log(
  `patterned: NLTK word list loaded in ${since(start).wall.toFixed(0)} ms`,
);

for (const [i, mode] of ["spaces", "no_spaces", "alphanumeric"].entries()) {
  const p = params(mode);
  start = mark();
  for (let sample = 0; sample < PROBLEMS; sample++) {
    const problem = referenceProblem(p, 1000 + i, sample, words);
    patternedMessages(p, problem.text);
  }
  report(`generated, ${mode}`, start, i === 0);
}

const context: BuildContext = {
  tokenizer: await getTokenizer("cl100k_base"),
  haystack: () => Promise.reject(new Error("no haystack")),
};
const p = params("spaces");
start = mark();
for (let sample = 0; sample < PROBLEMS; sample++) {
  const cell: Cell = {
    cell_id: "bench",
    index: sample,
    axes: {},
    params: p,
    sample_index: sample,
    seed: 2000,
  };
  await task.build(p, cell, context);
}
report("built through the task (cl100k count, digests), spaces", start);
