/**
 * Every tokenizer's load time, memory and encoding speed, each in a fresh
 * process (as a run loads only its own): tokens/s over about 1 MB of
 * synthetic prose and, when present, the Paul Graham essays
 * (NIAH_BENCH_CORPUS), first pass (nothing cached) and second pass (the
 * JavaScript tokenizers cache pieces they have merged). Prints a table,
 * then tiktoken's own WASM encoder of cl100k_base and o200k_base on the
 * same texts, for comparison (niah's encodes ASCII stretches itself:
 * src/tokenizer/mixed_encode.ts; the essays hold 123 characters beyond
 * ASCII).
 *
 *   deno run --allow-read --allow-env --allow-run bench/tokenizer_bench.ts
 */
import { syntheticBlock } from "../src/haystack/synthetic_prose.ts";
import { ENCODINGS, getTokenizer } from "../src/tokenizer/encoding.ts";
import { tiktokenGetEncoding } from "../src/tokenizer/tiktoken_wasm.js";
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

/** The encoder a child times: niah's tokenizer, or tiktoken's WASM one. */
async function encoderOf(
  name: string,
  wasm: boolean,
): Promise<(text: string) => Uint32Array> {
  if (!wasm) {
    const tokenizer = await getTokenizer(name);
    return (text) => tokenizer.encode(text);
  }
  const encoding = tiktokenGetEncoding()(
    name as "cl100k_base" | "o200k_base",
  );
  return (text) => encoding.encode_ordinary(text);
}

async function child(name: string, wasm: boolean): Promise<void> {
  let synthetic = "";
  for (let block = 0; synthetic.length < 1_000_000; block++) {
    synthetic += syntheticBlock(9, block);
  }
  const essays = await corpusText();
  const t0 = performance.now();
  const encode = await encoderOf(name, wasm);
  const loadMs = performance.now() - t0;
  const utf8 = new TextEncoder();
  const passes: Figures["passes"] = [];
  const time = (label: string, text: string) => {
    const t = performance.now();
    const tokens = encode(text).length;
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
  const runs = [
    ...ENCODINGS.map((name) => ({ name, wasm: false })),
    { name: "cl100k_base", wasm: true },
    { name: "o200k_base", wasm: true },
  ];
  for (const { name, wasm } of runs) {
    const output = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "--allow-read",
        "--allow-env",
        self,
        wasm ? "wasm" : "child",
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
    if (wasm && name === "cl100k_base") {
      console.log("tiktoken's WASM encoder alone (encode_ordinary):");
    }
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

if (Deno.args[0] === "child" || Deno.args[0] === "wasm") {
  await child(Deno.args[1]!, Deno.args[0] === "wasm");
} else {
  await main();
}
