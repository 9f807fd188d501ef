/**
 * Predictions RULER made itself, as niah rows: one line of a RULER
 * prediction file (`<root>/<model>/synthetic/<length>/pred/<task>.jsonl`,
 * read by RULER's `evaluate.py`) becomes one row of task `ruler` scored by
 * RULER's scorer, so `niah report` prints the numbers of RULER's
 * `summary.csv` and draws them. A line needs `pred` (a string) and
 * `outputs` (strings; evaluate.py's fallback `[output]` is taken too).
 * Imported rows carry no recipe: `reconstruct` has no prompt to rebuild.
 *
 * @module
 */
import { createHash } from "node:crypto";
import { UsageError } from "../../errors.ts";
import { NOT_RECORDED, type RowFields } from "../row_rules.ts";
import {
  postprocessPred,
  type RulerMetric,
  rulerRowScore,
} from "./ruler_score.ts";

/** The fingerprint an imported row names: it was never built by niah. */
const IMPORTED = "ruler-import";

/** Why a row cannot be rebuilt: an imported one was never recorded. */
export function rulerRebuildRefusal(row: RowFields): string | undefined {
  return row.fingerprint === IMPORTED ? NOT_RECORDED : undefined;
}

/** Where a prediction file's rows belong. */
interface RulerPredSource {
  /** The file, as named on the command line (for errors). */
  path: string;
  text: string;
  /** RULER's task name (the file's name). */
  task: string;
  /** RULER's max_seq_length (the folder above `pred/`, or --length). */
  length: number;
  model_id: string;
  run_name: string;
  /** Rows of this task and length read before (chunk files). */
  first: number;
}

/** RULER's QA tasks score with string_match_part, the rest with _all. */
function metricOf(task: string): RulerMetric {
  return task.startsWith("qa") ? "part" : "all";
}

function fail(source: RulerPredSource, line: number, problem: string): never {
  throw new UsageError(
    `Cannot import ${source.path}: line ${line}: ${problem}`,
  );
}

/** The references of a prediction line, as evaluate.py reads them. */
function referencesOf(
  value: Record<string, unknown>,
  source: RulerPredSource,
  line: number,
): string[] {
  const outputs = "outputs" in value ? value.outputs : [value.output ?? ""];
  if (
    !Array.isArray(outputs) || outputs.length === 0 ||
    !outputs.every((item) => typeof item === "string")
  ) {
    fail(source, line, "key outputs: expected a non-empty list of strings");
  }
  return outputs;
}

/** The rows of one prediction file, in its line order. */
export function rulerPredRows(
  source: RulerPredSource,
): Record<string, unknown>[] {
  const metric = metricOf(source.task);
  const rows: Record<string, unknown>[] = [];
  const lines = source.text.split("\n");
  for (const [at, text] of lines.entries()) {
    if (text.trim() === "") continue;
    const line = at + 1;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      fail(source, line, "not JSON");
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      fail(source, line, "expected a JSON object");
    }
    const record = value as Record<string, unknown>;
    if (typeof record.pred !== "string") {
      fail(source, line, "key pred: expected a string");
    }
    const references = referencesOf(record, source, line);
    const score = rulerRowScore(
      postprocessPred(record.pred),
      references,
      metric,
    );
    const sample = source.first + rows.length;
    const cell = createHash("sha256").update(
      JSON.stringify([source.task, source.length, sample]),
    ).digest("hex").slice(0, 16);
    rows.push({
      schema_version: 2,
      run_name: source.run_name,
      model_id: source.model_id,
      task_type: "ruler",
      context_length: source.length,
      target_depth_percent: null,
      cell_id: cell,
      fingerprint: IMPORTED,
      params: { context_length: source.length, name: source.task },
      sample_index: sample,
      needle_metadata: {
        name: source.task,
        outputs: references,
        metric,
        index: record.index ?? null,
      },
      expected_answer: references.join(", "),
      response: record.pred,
      score: {
        value: score,
        details: { metric, references: references.length },
      },
      scorer: "ruler/score/1",
      status: "ok",
      failure_class: score >= 1 ? "ok" : "wrong",
    });
  }
  return rows;
}
