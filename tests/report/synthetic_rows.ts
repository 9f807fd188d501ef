/**
 * Result rows for report tests, shaped like the rows `niah run` writes (and
 * like the Python tool's schema-2 rows), without running a model.
 */

import {
  type Aggregate,
  aggregateRows,
} from "../../src/report/aggregate/aggregate.ts";
import type { ByteReader } from "../../src/store/jsonl_lines.ts";
import { readResults } from "../../src/report/read/read_results.ts";
import { mulberry32 } from "../../src/random/mulberry32.ts";
import {
  loadAllFamilies,
  taskPresentations,
} from "../../src/tasks/registry.ts";

await loadAllFamilies();

/** A reader that hands out `text` a few bytes at a time. */
export function readerOf(text: string, chunk = 7): ByteReader {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return {
    read(buffer) {
      if (at >= bytes.length) return Promise.resolve(null);
      const n = Math.min(chunk, buffer.length, bytes.length - at);
      buffer.set(bytes.subarray(at, at + n));
      at += n;
      return Promise.resolve(n);
    },
  };
}

/** What varies between synthetic niah rows. */
export interface NiahRowSpec {
  run_name?: string | undefined;
  model_id?: string | undefined;
  task_type?: string;
  params: Record<string, unknown>;
  sample_index?: number;
  seed?: number;
  score?: number | null;
  failure_class?: string;
  status?: string;
  cell_id?: string;
  input_tokens?: number;
  output_tokens?: number;
  cost_usd?: number | null;
  needle_metadata?: Record<string, unknown>;
}

/** A row as niah writes it (fields of src/runner/rows/row.ts). */
export function niahRow(spec: NiahRowSpec): Record<string, unknown> {
  const run_name = spec.run_name ?? "grid";
  const model_id = spec.model_id ?? "fake";
  const task_type = spec.task_type ?? "uuid";
  const sample = spec.sample_index ?? 0;
  const seed = spec.seed ?? 1;
  const failure = spec.failure_class ?? (spec.score === 1 ? "ok" : "wrong");
  const status = spec.status ??
    (failure === "provider_error" || failure === "timeout" ? "error" : "ok");
  const answered = status === "ok";
  const cell_id = spec.cell_id ??
    `${run_name}|${model_id}|${JSON.stringify(spec.params)}|${sample}|${seed}`;
  const length = spec.params.context_length;
  const depth = spec.params.depth_percent;
  return {
    schema_version: 2,
    run_name,
    model_id,
    model_request_name: model_id,
    task_type,
    context_length: typeof length === "number" ? length : null,
    target_depth_percent: typeof depth === "number" ? depth : null,
    cell_id,
    fingerprint: "f00d",
    fingerprint_parts: { run: "1", task: "2" },
    params: spec.params,
    sample_index: sample,
    seed,
    tokenizer: "cl100k_base",
    recipe: {
      haystack: { type: "synthetic", seed: 0 },
      encoding: "cl100k_base",
      needle_placements: [],
      final_context_token_count: typeof length === "number" ? length - 2 : null,
    },
    needle_metadata: spec.needle_metadata ??
      { needle: "The secret code is x." },
    expected_answer: "cd613e30-d8f1-4adf-91b7-584a2265b1f5",
    prompt_question: "What is the secret code?",
    response: answered
      ? `The answer is ${failure === "ok" ? "right" : "wrong"}.`
      : null,
    finish_reason: answered
      ? (failure === "truncated" ? "length" : "stop")
      : null,
    score: answered
      ? { value: spec.score ?? (failure === "ok" ? 1 : 0), details: {} }
      : null,
    usage: answered
      ? {
        input_tokens: spec.input_tokens ?? 100,
        output_tokens: spec.output_tokens ?? 10,
      }
      : null,
    token_counts: { context: typeof length === "number" ? length - 2 : null },
    cost_usd: spec.cost_usd === undefined
      ? (answered ? 0.001 : null)
      : spec.cost_usd,
    duration_seconds: 0.1,
    status,
    failure_class: failure,
    ...(answered ? {} : { error: "HTTP 503: overloaded" }),
    attempts: 1,
    timestamp_utc: "2026-01-01T00:00:00.000Z",
  };
}

/** A row as the Python tool (schema 2) writes it: no cell_id, params or failure class. */
export function referenceRow(spec: {
  context_length: number;
  depth: number;
  seed: number;
  score: number | null;
  run_name?: string | undefined;
  model_id?: string | undefined;
}): Record<string, unknown> {
  const ok = spec.score !== null;
  return {
    schema_version: 2,
    run_name: spec.run_name ?? "python-run",
    model_id: spec.model_id ?? "gpt-4o",
    model_request_name: "gpt-4o",
    task_type: "single",
    context_length: spec.context_length,
    target_depth_percent: spec.depth,
    recipe: {
      haystack: { type: "files", path: "PaulGrahamEssays" },
      inserter: "single_depth",
      needle_placements: [{
        text: "The best thing to do in San Francisco is eat a sandwich.",
        insertion_token_index: 10,
        actual_depth_percent: spec.depth,
      }],
      final_context_token_count: spec.context_length,
    },
    needle_metadata: {},
    expected_answer: "eat a sandwich and sit in Dolores Park",
    prompt_question: "What is the best thing to do in San Francisco?",
    response: ok ? "Eat a sandwich." : null,
    score: ok ? { value: spec.score, details: {} } : null,
    usage: ok
      ? { input_tokens: spec.context_length + 20, output_tokens: 8 }
      : null,
    cost_usd: ok ? 0.002 : null,
    duration_seconds: 1.5,
    status: ok ? "ok" : "error",
    error: ok ? null : "RateLimitError",
    timestamp_utc: "2025-01-01T00:00:00",
    seed: spec.seed,
  };
}

/** mulberry32, so the random cases are the same on every run. */
export const random = mulberry32;

/**
 * A NIAH grid whose accuracy falls with length and dips at mid depth, with
 * truncated answers at the longest length's middle depth and a provider
 * error; `shift` lowers every cell's accuracy (a worse run B).
 */
export function niahGrid(
  options: {
    run_name?: string;
    model_id?: string;
    shift?: number;
    seeds?: number;
  } = {},
): Record<string, unknown>[] {
  const rand = random(7);
  const rows: Record<string, unknown>[] = [];
  const lengths = [1000, 8000, 16000, 32000, 64000];
  const depths = [0, 25, 50, 75, 100];
  const seeds = options.seeds ?? 8;
  for (const length of lengths) {
    for (const depth of depths) {
      for (let seed = 1; seed <= seeds; seed++) {
        const params = { context_length: length, depth_percent: depth };
        const base = { run_name: options.run_name, model_id: options.model_id };
        if (length === 64000 && depth === 50) {
          rows.push(
            niahRow({
              ...base,
              params,
              seed,
              failure_class: "truncated",
              score: 0,
            }),
          );
          continue;
        }
        if (length === 32000 && depth === 75 && seed === 1) {
          rows.push(
            niahRow({ ...base, params, seed, failure_class: "provider_error" }),
          );
          continue;
        }
        const p = Math.max(
          0,
          1 - length / 64000 - (depth > 0 && depth < 100 ? 0.15 : 0) -
            (options.shift ?? 0),
        );
        const score = rand() < p ? 1 : 0;
        rows.push(niahRow({ ...base, params, seed, score }));
      }
    }
  }
  return rows;
}

/** Writes rows as JSONL. */
export async function writeRows(
  path: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  await Deno.writeTextFile(
    path,
    rows.map((row) => JSON.stringify(row)).join("\n") + "\n",
  );
}

/** Aggregates rows in memory (through the real reader). */
export async function aggregateOf(
  rows: readonly Record<string, unknown>[],
): Promise<Aggregate> {
  const text = rows.map((r) => JSON.stringify(r)).join("\n") + "\n";
  const presentations = taskPresentations();
  return await aggregateRows(
    readResults("r.jsonl", readerOf(text, 4096), { presentations }),
    { presentations },
  );
}
