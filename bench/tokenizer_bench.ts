/**
 * Every tokenizer's load time, memory and encoding speed, each in a fresh
 * process (as a run loads only its own): tokens/s over about 1 MB of
 * synthetic prose and, when present, the Paul Graham essays
 * (NIAH_BENCH_CORPUS), first pass (nothing cached) and second pass (the
 * JavaScript tokenizers cache pieces they have merged). Prints a table.
 *
 *   deno run --allow-read --allow-env --allow-run bench/tokenizer_bench.ts
 */
import { syntheticBlock } from "../src/haystack/synthetic_prose.ts";
import { ENCODINGS, getTokenizer } from "../src/tokenizer/encoding.ts";
import { BENCH_CORPUS } from "./bench_haystacks.ts";

/** What a child reports about its tokenizer. */
interface Figures {
  name: string;
  loadMs: number;
  rssMiB: number;
  passes: { label: string; bytes: number; tokens: number; ms: number }[];
}

const corpusDir = BENCH_CORPUS;

async function corpusText(): Promise<string | null> {
  try {
    const names: string[] = [];
    for await (const entry of Deno.readDir(corpusDir)) {
      if (entry.name.endsWith(".txt")) names.push(entry.name);
    }
    names.sort();
    const parts = await Promise.all(
      names.map((name) => Deno.readTextFile(`${corpusDir}/${name}`)),
    );
    return parts.join("");
  } catch {
    return null;
  }
}

async function child(name: string): Promise<void> {
  let synthetic = "";
  for (let block = 0; synthetic.length < 1_000_000; block++) {
    synthetic += syntheticBlock(9, block);
  }
  const essays = await corpusText();
  const t0 = performance.now();
  const tokenizer = await getTokenizer(name);
  const loadMs = performance.now() - t0;
  const utf8 = new TextEncoder();
  const passes: Figures["passes"] = [];
  const time = (label: string, text: string) => {
    const t = performance.now();
    const tokens = tokenizer.encode(text).length;
    passes.push({
      label,
      bytes: utf8.encode(text).length,
      tokens,
      ms: performance.now() - t,
    });
  };
  time("synthetic", synthetic);
  if (essays !== null) {
    time("essays", essays);
    time("essays again", essays);
  }
  const figures: Figures = {
    name,
    loadMs,
    rssMiB: Deno.memoryUsage().rss / 2 ** 20,
    passes,
  };
  console.log(JSON.stringify(figures));
}

async function main(): Promise<void> {
  const self = new URL(import.meta.url).pathname;
  console.log(
    "tokenizer      load ms  RSS MiB  " +
      "synthetic 1 MB       essays, first pass    essays, again",
  );
  for (const name of ENCODINGS) {
    const output = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "--allow-read",
        "--allow-env",
        self,
        "child",
        name,
      ],
      stderr: "inherit",
    }).output();
    if (!output.success) throw new Error(`${name}: child failed`);
    const figures: Figures = JSON.parse(
      new TextDecoder().decode(output.stdout),
    );
    const cells = figures.passes.map((pass) => {
      const seconds = pass.ms / 1000;
      return `${(pass.tokens / seconds / 1e6).toFixed(2)}M tok/s ${
        (pass.bytes / seconds / 1e6).toFixed(1).padStart(4)
      } MB/s`.padEnd(22);
    });
    console.log(
      `${name.padEnd(12)} ${figures.loadMs.toFixed(0).padStart(8)} ${
        figures.rssMiB.toFixed(0).padStart(8)
      }  ${cells.join("")}`,
    );
  }
  const essays = await corpusText();
  if (essays === null) {
    console.log(`essays: skipped (no corpus at ${corpusDir})`);
  }
}

if (Deno.args[0] === "child") {
  await child(Deno.args[1]!);
} else {
  await main();
}
