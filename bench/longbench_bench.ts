/**
 * LongBench v2's prompt building at the real file's size, niah beside the
 * reference. A synthetic data.json in the reference's schema is written to
 * a temporary folder ($LONGBENCH_ITEMS items, default 503, the real count;
 * a third short, a third medium, a third long, as the real file, about
 * 150,000 words an item on average, about the hub file's 465 MB, and the
 * longest about 2,000,000 words, as the real file's longest; English words
 * with some Chinese), or the real one is read when $LONGBENCH_DATA names
 * it. niah builds and middle-truncates every prompt to 120000 tokens of
 * o200k_base (the reference's tokenizer for GPT models) with `niah dataset`
 * in a fresh process under the `niah` task's flags, the binary's (start,
 * reading and parsing data.json, building, cutting, writing the prompts).
 * Each side's peak RSS comes from /usr/bin/time where the machine has it. The reference's `pred.py` loop does the
 * same on the same file (scripts/reference/longbench/longbench_bench.py:
 * pred.py run unchanged, PyPI's tiktoken, model calls stubbed) when
 * $LONGBENCH_PYTHON names a python with tiktoken and $LONGBENCH_REFERENCE
 * a checkout of THUDM/LongBench (and the two sets of prompts must be
 * byte-identical, or the bench fails); otherwise it says what it skipped.
 */
import { createHash } from "node:crypto";
import { niahTaskFlags } from "../scripts/compile.ts";

const root = new URL("../", import.meta.url).pathname;
const dir = await Deno.makeTempDir({ prefix: "niah-longbench-bench-" });
const items = Number(Deno.env.get("LONGBENCH_ITEMS") ?? 503);

/** The words of a deterministic context of `count` words. */
function context(seed: number, count: number): string {
  const words = ["river", "ledger", "signal", "harbor", "quiet", "measure"];
  const parts: string[] = [];
  let state = seed + 1;
  for (let i = 0; i < count; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    parts.push(
      state % 29 === 0 ? "长文本理解" : words[(state >>> 16) % words.length]!,
    );
    if (state % 97 === 0) parts.push("\n\n");
  }
  return parts.join(" ");
}

/** Item `i`'s words: short, medium or long as the real file's bins. */
function wordsOf(i: number): number {
  const spread = ((i * 37) % 100) / 100;
  if (i === 2) return 2_000_000;
  const bins: [number, number][] = [
    [8_000, 32_000],
    [32_000, 128_000],
    [128_000, 480_000],
  ];
  const [from, to] = bins[i % 3]!;
  return Math.round(from + (to - from) * spread);
}

/** Writes the data, builds its prompts in niah, then in the reference. */
async function bench(): Promise<void> {
  let data = Deno.env.get("LONGBENCH_DATA");
  if (data === undefined) {
    data = `${dir}/data.json`;
    const file = await Deno.open(data, { write: true, create: true });
    const encoder = new TextEncoder();
    await file.write(encoder.encode("["));
    for (let i = 0; i < items; i++) {
      const item = {
        _id: `bench-${i}`,
        domain: "Single-Document QA",
        sub_domain: "Academic",
        difficulty: i % 4 === 0 ? "easy" : "hard",
        length: ["short", "medium", "long"][i % 3],
        question: `Question ${i}?`,
        choice_A: "a",
        choice_B: "b",
        choice_C: "c",
        choice_D: "d",
        answer: "ABCD"[i % 4],
        context: context(i, wordsOf(i)),
      };
      await file.write(encoder.encode((i ? "," : "") + JSON.stringify(item)));
    }
    await file.write(encoder.encode("]"));
    file.close();
  }
  const bytes = (await Deno.stat(data)).size;
  await Deno.writeTextFile(
    `${dir}/o200k.yaml`,
    `id: "fake-o200k"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake"}
tokenizer: "o200k_base"
`,
  );
  await Deno.writeTextFile(
    `${dir}/run.yaml`,
    `run_name: "bench"
model: "${dir}/o200k.yaml"
task: {type: "longbench_v2", dataset: ${
      JSON.stringify(data)
    }, items: ${items}, max_input_tokens: 120000}
store: {path: "${dir}/bench.jsonl"}
`,
  );
  const started = performance.now();
  const niah = await timed(Deno.execPath(), [
    "run",
    ...niahTaskFlags(),
    `${root}main.ts`,
    "dataset",
    `${dir}/run.yaml`,
    "--out",
    `${dir}/prompts.jsonl`,
  ]);
  const seconds = (performance.now() - started) / 1000;
  if (!niah.output.success) {
    throw new Error(new TextDecoder().decode(niah.output.stderr));
  }
  const lines = (await Deno.readTextFile(`${dir}/prompts.jsonl`)).split("\n")
    .filter((line) => line !== "");
  await Deno.remove(`${dir}/prompts.jsonl`);
  const cut = lines.filter((line) => line.includes('"truncated":true')).length;
  const sha256 = (text: string) =>
    createHash("sha256").update(text).digest("hex");
  // Each prompt's SHA-256, one a line, digested: the reference's must match.
  const promptsSha256 = sha256(
    lines.map((line) =>
      sha256(
        (JSON.parse(line) as { messages: { content: string }[] }).messages[0]!
          .content,
      )
    ).join("\n"),
  );
  lines.length = 0;
  const size = `${items} items, ${(bytes / 2 ** 20).toFixed(0)} MiB data.json`;
  console.log(
    `LongBench v2 prompts, niah: ${size}, built and cut to 120000 o200k_base tokens in ${
      seconds.toFixed(1)
    } s by niah dataset in a fresh process (${cut} cut; peak RSS ${
      peak(niah.rssKb)
    })`,
  );

  const python = Deno.env.get("LONGBENCH_PYTHON");
  const reference = Deno.env.get("LONGBENCH_REFERENCE");
  if (python === undefined || reference === undefined) {
    console.log(
      "LongBench v2 prompts, reference pred.py: skipped (set LONGBENCH_PYTHON to a python with tiktoken and LONGBENCH_REFERENCE to a THUDM/LongBench checkout)",
    );
  } else {
    const ranks = import.meta.resolve("tiktoken/encoders/o200k_base.json");
    const began = performance.now();
    const timedRun = await timed(python, [
      `${root}scripts/reference/longbench/longbench_bench.py`,
      reference,
      data,
      new URL(ranks).pathname,
    ]);
    const ran = timedRun.output;
    const wall = (performance.now() - began) / 1000;
    if (!ran.success) throw new Error(new TextDecoder().decode(ran.stderr));
    const figures = JSON.parse(new TextDecoder().decode(ran.stdout)) as {
      cut: number;
      load_s: number;
      loop_s: number;
      prompts_sha256: string;
    };
    console.log(
      `LongBench v2 prompts, reference pred.py: ${size}, built and cut in ${
        figures.loop_s.toFixed(1)
      } s after json.load took ${
        figures.load_s.toFixed(1)
      } s (${figures.cut} cut; ${
        wall.toFixed(1)
      } s with Python's start; peak RSS ${peak(timedRun.rssKb)}); prompts ${
        figures.prompts_sha256 === promptsSha256
          ? "byte-identical to niah's"
          : "DIFFERENT from niah's"
      }`,
    );
    if (figures.prompts_sha256 !== promptsSha256) Deno.exitCode = 1;
  }
}

/**
 * Runs `program args`, under /usr/bin/time where the machine has it, and
 * returns its output and peak RSS in KiB (null without /usr/bin/time).
 */
async function timed(
  program: string,
  args: string[],
): Promise<{ output: Deno.CommandOutput; rssKb: number | null }> {
  const hasTime = await Deno.stat("/usr/bin/time").then(
    (info) => info.isFile,
    () => false,
  );
  const report = hasTime ? await Deno.makeTempFile() : null;
  try {
    const [exe, ...rest] = report
      ? ["/usr/bin/time", "-f", "%M", "-o", report, program, ...args]
      : [program, ...args];
    const output = await new Deno.Command(exe!, {
      args: rest,
      stdout: "piped",
      stderr: "piped",
    }).output();
    const kb = report
      ? Number((await Deno.readTextFile(report)).trim().split("\n").at(-1))
      : NaN;
    return { output, rssKb: Number.isFinite(kb) ? kb : null };
  } finally {
    if (report) await Deno.remove(report);
  }
}

/** A peak RSS for the line printed. */
function peak(kb: number | null): string {
  return kb === null
    ? "n/a (no /usr/bin/time)"
    : `${(kb / 1024).toFixed(0)} MiB`;
}

// The temporary folder goes whatever happens ($LONGBENCH_KEEP keeps it).
try {
  await bench();
} finally {
  if (Deno.env.get("LONGBENCH_KEEP") === undefined) {
    await Deno.remove(dir, { recursive: true });
  }
}
