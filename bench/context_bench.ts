/**
 * Context-building speed: builds the uuid task's prompts for a 5 lengths
 * (4k to 256k) x 5 depths x 2 seeds sweep, on the synthetic haystack and,
 * when present, the Paul Graham essays (NIAH_BENCH_CORPUS, default
 * ../shared/corpora/PaulGrahamEssays; never committed), in cl100k_base
 * (tiktoken, WASM) and deepseek_v3 (JavaScript), whose sweep should take
 * at most twice as long (bench/tokenizer_bench.ts times the tokenizers
 * themselves). Prints figures.
 *
 * Then `style: reference` (the Python tool's construction, counted in
 * cl100k_base): one 256k-token cell of each NIAH task, built from a fresh
 * library (reading and tokenising the haystack included) and again warm;
 * the target is under 1 s each.
 */
import { createBuildContext } from "../src/tasks/build_context.ts";
import { denoCorpusReader } from "../src/cli/deno_io.ts";
import type { HaystackConfig } from "../src/config/run_config.ts";
import { benchHaystacks } from "./bench_haystacks.ts";
import { HaystackLibrary } from "../src/haystack/corpus.ts";
import {
  expandContextLengths,
  expandDepthPercents,
} from "../src/runner/plan/sweep_axis.ts";
import { multiTask } from "../src/tasks/niah/multi.ts";
import { singleTask } from "../src/tasks/niah/single.ts";
import { uuidTask } from "../src/tasks/niah/uuid.ts";
import { uuidChainTask } from "../src/tasks/niah/uuid_chain.ts";
import type { Cell, Task } from "../src/tasks/task.ts";
import { getTokenizer } from "../src/tokenizer/encoding.ts";

const lengths = expandContextLengths({
  min: 4000,
  max: 256000,
  num: 5,
  scale: "linear",
});
const depths = expandDepthPercents({
  min: 0,
  max: 100,
  num: 5,
  scale: "linear",
});
const seeds = [1, 2];

let peakRss = 0;
const sampleRss = () => {
  peakRss = Math.max(peakRss, Deno.memoryUsage().rss);
};

/** The sweep in `encoding`; returns its seconds. */
async function bench(
  label: string,
  haystack: HaystackConfig,
  encoding: string,
): Promise<number> {
  const tokenizer = await getTokenizer(encoding);
  const library = new HaystackLibrary(denoCorpusReader);
  const context = createBuildContext(tokenizer, library, haystack);
  const params = uuidTask.params.parse({ type: "uuid", style: "niah" });
  let index = 0;
  let tokens = 0;
  let at256k = 0;
  let cells256k = 0;
  const started = performance.now();
  for (const length of lengths) {
    for (const depth of depths) {
      for (const seed of seeds) {
        const cell: Cell = {
          cell_id: String(index),
          index: index++,
          axes: { context_length: length, depth_percent: depth },
          params,
          sample_index: 0,
          seed,
        };
        const t0 = performance.now();
        const built = await uuidTask.build(params, cell, context);
        const ms = performance.now() - t0;
        tokens += built.context_tokens;
        if (length === 256000) {
          at256k += ms;
          cells256k++;
        }
        sampleRss();
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  // One plain encoding pass over the same contexts, for comparison.
  const source = await library.source(haystack, tokenizer);
  const t1 = performance.now();
  for (const length of lengths) {
    const text = tokenizer.decode(source.take(length));
    for (let i = 0; i < depths.length * seeds.length; i++) {
      tokenizer.count(text);
    }
  }
  const encodeSeconds = (performance.now() - t1) / 1000;
  console.log(
    `${label} ${encoding}: ${index} cells, ${tokens} tokens in ${
      seconds.toFixed(2)
    } s ` +
      `(${Math.round(tokens / seconds)} tokens/s); ` +
      `per 256k cell ${(at256k / cells256k).toFixed(0)} ms; ` +
      `one encode pass over all contexts ${encodeSeconds.toFixed(2)} s`,
  );
  return seconds;
}

for (const [label, haystack] of await benchHaystacks()) {
  const base = await bench(label, haystack, "cl100k_base");
  const deepseek = await bench(label, haystack, "deepseek_v3");
  console.log(
    `${label}: the deepseek_v3 sweep takes ${
      (deepseek / base).toFixed(2)
    }x the cl100k_base sweep (target: at most 2x)`,
  );
}
/** One 256k reference cell of each task, cold then warm; returns the worst. */
async function benchReference(
  label: string,
  haystack: HaystackConfig,
): Promise<number> {
  let worst = 0;
  for (const task of [singleTask, multiTask, uuidTask, uuidChainTask]) {
    const tokenizer = await getTokenizer("cl100k_base");
    const context = createBuildContext(
      tokenizer,
      new HaystackLibrary(denoCorpusReader),
      haystack,
    );
    const params = (task as Task).params.parse({ type: task.type });
    const cell: Cell = {
      cell_id: "ref",
      index: 0,
      axes: { context_length: 256000, depth_percent: 50 },
      params,
      sample_index: 0,
      seed: 1,
    };
    const times: number[] = [];
    let built;
    for (let i = 0; i < 2; i++) {
      const t0 = performance.now();
      built = await (task as Task).build(params, cell, context);
      times.push(performance.now() - t0);
    }
    sampleRss();
    worst = Math.max(worst, ...times);
    console.log(
      `${label} reference ${task.type} 256k: ${
        (built!.recipe as { final_context_token_count: number })
          .final_context_token_count
      } tokens, cold ${times[0]!.toFixed(0)} ms, warm ${
        times[1]!.toFixed(0)
      } ms (target: under 1000 ms)`,
    );
  }
  return worst;
}

for (const [label, haystack] of await benchHaystacks()) {
  await benchReference(label, haystack);
}
console.log(`peak RSS: ${(peakRss / 2 ** 20).toFixed(0)} MiB`);
