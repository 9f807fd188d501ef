/**
 * Report aggregation at scale: writes a 1M-row results file (rows shaped
 * like `niah run`'s, about 1.5 KB each: a 20 lengths x 50 depths x 1000
 * seeds NIAH grid with wrong answers, truncations, and provider errors that
 * a later row of the same cell replaces, as a resumed run leaves them) to a
 * temporary folder, then times `aggregateRows` over it, streaming, and
 * prints rows/s and resident memory. The goal: under 10 s, with memory that
 * does not grow with the number of rows. NIAH_BENCH_ROWS changes the count.
 * Then it times one long line (25 MiB and 200 MiB) through the store's line
 * reader and the report's duplicate scan: the time must grow with the
 * length, not its square (it was 0.5 s and 13 s).
 */
import {
  type Aggregate,
  Aggregator,
} from "../src/report/aggregate/aggregate.ts";
import { aggregateInWorkers } from "../src/report/aggregate/parallel_aggregate.ts";
import {
  readResults,
  type ResultRow,
} from "../src/report/read/read_results.ts";
import { lineRuns } from "../src/report/read/line_runs.ts";
import { jsonlLines } from "../src/store/jsonl_lines.ts";

const ROWS = Number(Deno.env.get("NIAH_BENCH_ROWS") ?? 1_000_000);
const LENGTHS = Array.from({ length: 20 }, (_, i) => 1000 + i * 6700);
const DEPTHS = Array.from(
  { length: 50 },
  (_, i) => Math.round(i * 100 / 49 * 100) / 100,
);

/** A realistic row: the fields and sizes of a real uuid-task row. */
function row(index: number, retried: boolean): string {
  const length = LENGTHS[index % LENGTHS.length]!;
  const depth = DEPTHS[Math.floor(index / LENGTHS.length) % DEPTHS.length]!;
  const seed = Math.floor(index / (LENGTHS.length * DEPTHS.length)) + 1;
  // A fixed pseudo-random outcome per cell.
  const h = Math.imul(index ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  const u = (h % 10000) / 10000;
  const errored = !retried && u < 0.005;
  const truncated = !errored && u > 0.99;
  const correct = !errored && !truncated && u < 1 - length / 200000;
  const failure = errored
    ? "provider_error"
    : truncated
    ? "truncated"
    : correct
    ? "ok"
    : "wrong";
  const uuid = `${h.toString(16).padStart(8, "0")}-d8f1-4adf-91b7-584a2265b1f5`;
  const answered = !errored;
  const value = {
    schema_version: 2,
    run_name: "bench",
    model_id: "gpt-4o-mini",
    model_request_name: "gpt-4o-mini-2024-07-18",
    task_type: "uuid",
    context_length: length,
    target_depth_percent: depth,
    cell_id: `c${index.toString(16).padStart(15, "0")}`,
    fingerprint: "13fc5e5d98c55cd1",
    fingerprint_parts: {
      run: "3891bdc4",
      task: "df73217b",
      haystack: "9e2cad7c",
      tokenizer: "3960996f",
      request: "5be043dd",
      generator: "aa2d9735",
    },
    params: { context_length: length, depth_percent: depth },
    sample_index: 0,
    seed,
    tokenizer: "cl100k_base",
    recipe: {
      haystack: {
        type: "files",
        path: "PaulGrahamEssays",
        digest:
          "5f0c1c9f4f7e2b0a8d3c6e9b1a4d7f0c2e5b8a1d4c7f0e3b6a9d2c5f8e1b4a7d",
      },
      encoding: "cl100k_base",
      inserter: "single_depth",
      haystack_token_count: length - 28,
      needle_placements: [{
        text: `The secret code is ${uuid}.`,
        insertion_token_index: Math.floor(length * depth / 100),
        actual_depth_percent: depth,
        pad_before: " ",
        pad_after: " ",
      }],
      question: "What is the secret code?",
      final_context_token_count: length - 2,
      context_sha256:
        "e8e96f565082be9d5c7f83ab931940591a52bf923f320bfb061427eb2a7c6ab4",
    },
    needle_metadata: { needle: `The secret code is ${uuid}.` },
    expected_answer: uuid,
    prompt_question: "What is the secret code?",
    response: answered
      ? correct ? `The secret code is ${uuid}.` : "I could not find a code."
      : null,
    finish_reason: answered ? (truncated ? "length" : "stop") : null,
    score: answered
      ? { value: correct ? 1 : 0, details: { found: correct } }
      : null,
    usage: answered ? { input_tokens: length + 126, output_tokens: 13 } : null,
    token_counts: {
      context: length - 2,
      provider_input: answered ? length + 126 : null,
    },
    cost_usd: answered ? (length + 126) * 0.15e-6 + 13 * 0.6e-6 : null,
    duration_seconds: 1.234,
    status: answered ? "ok" : "error",
    failure_class: failure,
    ...(answered ? {} : { error: "HTTP 503: the server is overloaded" }),
    attempts: answered ? 1 : 3,
    timestamp_utc: "2026-11-29T20:13:39.325Z",
  };
  return JSON.stringify(value);
}

async function writeBenchFile(path: string): Promise<number> {
  const file = await Deno.open(path, { write: true, create: true });
  const encoder = new TextEncoder();
  let batch: string[] = [];
  let written = 0;
  let retried = 0;
  const flush = async () => {
    const bytes = encoder.encode(batch.join(""));
    for (let at = 0; at < bytes.length;) {
      at += await file.write(bytes.subarray(at));
    }
    batch = [];
  };
  // Provider errors are re-run (as resume does) and the new row appended a
  // little later in the file, so the aggregator must replace them.
  const retryQueue: number[] = [];
  for (let i = 0; written < ROWS; i++) {
    const line = row(i, false);
    batch.push(line, "\n");
    written++;
    if (line.includes('"status":"error"')) retryQueue.push(i);
    if (retryQueue.length > 0 && i % 97 === 0 && written < ROWS) {
      batch.push(row(retryQueue.shift()!, true), "\n");
      written++;
      retried++;
    }
    if (batch.length >= 20000) await flush();
  }
  await flush();
  file.close();
  return retried;
}

function mib(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(0)} MiB`;
}

interface Measured {
  seconds: number;
}

/** Times aggregating the file on one thread, or on `threads` (workers and this one). */
async function measure(path: string, threads: number): Promise<Measured> {
  const label = threads === 1 ? "1 thread" : `${threads} threads`;
  const samples: [number, number][] = [];
  let peak = Deno.memoryUsage().rss;
  const sample = (rows: number) => {
    const rss = Deno.memoryUsage().rss;
    peak = Math.max(peak, rss);
    if (rows > 0) samples.push([rows, rss]);
  };
  const timer = setInterval(() => sample(0), 50);
  const file = await Deno.open(path, { read: true });
  const started = performance.now();
  let aggregate: Aggregate | null = null;
  try {
    if (threads >= 2) {
      aggregate = await aggregateInWorkers([{ source: path, reader: file }], {
        workers: threads - 1,
      });
      if (aggregate === null) console.log("workers could not start");
    }
    if (aggregate === null) {
      const aggregator = new Aggregator();
      let n = 0;
      const batches: AsyncIterable<ResultRow[]> = readResults(path, file);
      for await (const batch of batches) {
        for (const r of batch) {
          aggregator.add(r);
          if (++n % 250_000 === 0) sample(n);
        }
      }
      aggregate = aggregator.finish();
    }
  } finally {
    clearInterval(timer);
    file.close();
  }
  const seconds = (performance.now() - started) / 1000;
  sample(0);
  const group = aggregate.groups[0]!;
  console.log(
    `aggregate (${label}): ${aggregate.rows.toLocaleString("en-US")} rows in ${
      seconds.toFixed(2)
    } s (${
      Math.round(aggregate.rows / seconds).toLocaleString("en-US")
    } rows/s); ${group.cells.size} grid points, ${aggregate.superseded} error rows replaced, ${
      aggregate.failureCount.toLocaleString("en-US")
    } failures; peak RSS ${mib(peak)}${
      samples.length > 0
        ? ` (${
          samples.map(([at, rss]) =>
            `${mib(rss)} at ${at.toLocaleString("en-US")} rows`
          ).join(", ")
        })`
        : ""
    }`,
  );
  return { seconds };
}

/**
 * `niah report` end to end, as a user runs it: the row checks, the
 * duplicate scan and the aggregation in one process (wall seconds).
 */
async function measureCli(path: string): Promise<number> {
  const main = new URL("../main.ts", import.meta.url).pathname;
  const started = performance.now();
  const output = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-read",
      "--allow-write",
      "--allow-env",
      main,
      "report",
      path,
    ],
    stdout: "null",
    stderr: "piped",
  }).output();
  const seconds = (performance.now() - started) / 1000;
  if (output.code !== 0) {
    throw new Error(
      `niah report failed: ${new TextDecoder().decode(output.stderr)}`,
    );
  }
  console.log(
    `niah report (CLI, row checks and duplicate scan included): ${
      ROWS.toLocaleString("en-US")
    } rows in ${seconds.toFixed(2)} s`,
  );
  return seconds;
}

/** Writes a file of one JSON line of about `bytes` bytes, in chunks. */
async function writeLongLine(path: string, bytes: number): Promise<void> {
  using file = await Deno.open(path, { write: true, create: true });
  const encoder = new TextEncoder();
  await file.write(encoder.encode('{"response":"'));
  const chunk = encoder.encode("a".repeat(2 ** 20));
  for (let written = 0; written < bytes; written += chunk.length) {
    await file.write(chunk);
  }
  await file.write(encoder.encode('"}\n'));
}

/** Seconds to read one long line through each line reader. */
async function measureLongLine(dir: string, mibs: number): Promise<number> {
  const path = `${dir}/long-${mibs}.jsonl`;
  await writeLongLine(path, mibs * 2 ** 20);
  let started = performance.now();
  {
    using file = await Deno.open(path);
    for await (const _ of jsonlLines(file)) { /* the line is cut out */ }
  }
  const store = (performance.now() - started) / 1000;
  started = performance.now();
  {
    using file = await Deno.open(path);
    for await (const _ of lineRuns(file, undefined)) { /* decoded whole */ }
  }
  const scan = (performance.now() - started) / 1000;
  await Deno.remove(path);
  console.log(
    `one ${mibs} MiB line: store reader ${store.toFixed(2)} s, report scan ${
      scan.toFixed(2)
    } s`,
  );
  return store + scan;
}

/** A 200 MiB line must take about 8 times a 25 MiB one, not 64 times. */
async function measureLongLines(dir: string): Promise<void> {
  const short = await measureLongLine(dir, 25);
  const long = await measureLongLine(dir, 200);
  const ratio = long / short;
  console.log(
    `long lines: 200 MiB took ${ratio.toFixed(1)} times 25 MiB (${
      ratio < 20 ? "ok, linear" : "SLOW, worse than linear"
    })`,
  );
}

const dir = await Deno.makeTempDir({ prefix: "niah-report-bench-" });
try {
  const path = `${dir}/bench.jsonl`;
  const started = performance.now();
  const retried = await writeBenchFile(path);
  const size = (await Deno.stat(path)).size;
  console.log(
    `report bench: wrote ${ROWS.toLocaleString("en-US")} rows (${
      mib(size)
    }, ${retried} retried cells) in ${
      ((performance.now() - started) / 1000).toFixed(1)
    } s`,
  );

  const one = await measure(path, 1);
  const threads = Math.min(4, navigator.hardwareConcurrency ?? 1);
  const many = threads >= 2 ? await measure(path, threads) : null;
  const cli = await measureCli(path);
  const best = many ?? one;
  console.log(
    best.seconds < 10 && cli < 10
      ? "report bench: ok (under 10 s)"
      : "report bench: SLOW (10 s or more)",
  );
  await measureLongLines(dir);
} finally {
  await Deno.remove(dir, { recursive: true });
}
