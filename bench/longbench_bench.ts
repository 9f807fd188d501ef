/**
 * LongBench v2's prompt building at the real file's size: a synthetic
 * data.json in the reference's schema ($LONGBENCH_ITEMS items, default
 * 503, of contexts averaging $LONGBENCH_CHARS characters, default 900000,
 * about the hub file's 465 MB; English words with some Chinese, the mix of
 * the real file), or the real one when $LONGBENCH_DATA names it, built and
 * middle-truncated to 120000 tokens by `niah dataset` in a fresh process
 * (the fake model: cl100k_base). Prints wall time and the items cut.
 *
 * The reference's side (pred.py's loop with tiktoken) cannot be timed
 * here: PyPI's tiktoken is not installable offline, and the shim in
 * scripts/reference/ sends every text through a pipe to niah's own
 * encoder, which measures the pipe.
 */
const root = new URL("../", import.meta.url).pathname;
const dir = await Deno.makeTempDir({ prefix: "niah-longbench-bench-" });
const items = Number(Deno.env.get("LONGBENCH_ITEMS") ?? 503);
const chars = Number(Deno.env.get("LONGBENCH_CHARS") ?? 900_000);

/** A deterministic context of about `size` characters. */
function context(seed: number, size: number): string {
  const words = ["river", "ledger", "signal", "harbor", "quiet", "measure"];
  const parts: string[] = [];
  let length = 0;
  let state = seed + 1;
  while (length < size) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const word = state % 29 === 0
      ? "长文本理解"
      : words[(state >>> 16) % words.length]!;
    parts.push(word);
    length += word.length + 1;
    if (state % 97 === 0) parts.push("\n\n");
  }
  return parts.join(" ");
}

let data = Deno.env.get("LONGBENCH_DATA");
if (data === undefined) {
  data = `${dir}/data.json`;
  const file = await Deno.open(data, { write: true, create: true });
  const encoder = new TextEncoder();
  await file.write(encoder.encode("["));
  for (let i = 0; i < items; i++) {
    const size = Math.round(chars * (0.2 + 1.6 * ((i * 37) % 100) / 100));
    const item = {
      _id: `bench-${i}`,
      domain: "Single-Document QA",
      sub_domain: "Academic",
      difficulty: i % 3 === 0 ? "easy" : "hard",
      length: ["short", "medium", "long"][i % 3],
      question: `Question ${i}?`,
      choice_A: "a",
      choice_B: "b",
      choice_C: "c",
      choice_D: "d",
      answer: "ABCD"[i % 4],
      context: context(i, size),
    };
    await file.write(encoder.encode((i ? "," : "") + JSON.stringify(item)));
  }
  await file.write(encoder.encode("]"));
  file.close();
}
const bytes = (await Deno.stat(data)).size;
await Deno.writeTextFile(
  `${dir}/run.yaml`,
  `run_name: "bench"
model: "fake"
task: {type: "longbench_v2", dataset: ${
    JSON.stringify(data)
  }, items: ${items}, max_input_tokens: 120000}
store: {path: "${dir}/bench.jsonl"}
`,
);
const started = performance.now();
const out = await new Deno.Command(Deno.execPath(), {
  args: [
    "run",
    "-A",
    `${root}main.ts`,
    "dataset",
    `${dir}/run.yaml`,
    "--out",
    `${dir}/prompts.jsonl`,
  ],
  stdout: "piped",
  stderr: "piped",
}).output();
const seconds = (performance.now() - started) / 1000;
if (!out.success) throw new Error(new TextDecoder().decode(out.stderr));
const cut = (await Deno.readTextFile(`${dir}/prompts.jsonl`)).split("\n")
  .filter((line) => line.includes('"truncated":true')).length;
console.log(
  `LongBench v2 prompts: ${items} items, ${
    (bytes / 2 ** 20).toFixed(0)
  } MiB data.json, built and cut to 120000 tokens in ${
    seconds.toFixed(1)
  } s (${cut} cut)`,
);
if (Deno.env.get("LONGBENCH_KEEP") === undefined) {
  await Deno.remove(dir, { recursive: true });
}
