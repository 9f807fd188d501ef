/**
 * The 2023 needle-in-a-haystack results (gkamradt/LLMTest_NeedleInAHaystack)
 * as niah rows. The tool wrote one JSON file per cell (`model`,
 * `context_length`, `depth_percent`, `version`, `needle`, `model_response`,
 * `score`: a GPT-4 judge's 1-10 grade); GPT-4's 2023 grid is an array of
 * `{token_limit, depth_percent, score}`. Each cell file or array entry is
 * one row of task `llmtest`: the judge's grade is the headline
 * (`score.value` = grade / 10, `score.details.grade`), beside the
 * deterministic reading `score.details.exact` (the needle's answer in the
 * response) where there is a response. A cell met again (`*_results_2.json`,
 * GPT-4's `_2` rerun) is its next sample. Rows name their source and hold
 * no recipe: their prompts were never recorded.
 *
 * @module
 */
import { createHash } from "node:crypto";
import { UsageError } from "../../errors.ts";
import type { ImportedFile } from "../importer.ts";
import { exactReading, needleAnswer } from "./llmtest_score.ts";

/** The scorer imported rows name: the judge's grade, and the exact reading. */
const LLMTEST_SCORER = "llmtest/judge/1";

/** One file to import: its path (for messages and the row's source) and text. */
type LlmtestFile = ImportedFile;

/** What the command line decides. */
interface LlmtestImportOptions {
  runName?: string;
  modelId?: string;
  /** The needle's answer, instead of the part after the needle's " is ". */
  answer?: string;
}

/** One cell's result, from a cell file or an array entry. */
interface LlmtestCell {
  path: string;
  model: string;
  contextLength: number;
  depthPercent: number;
  grade: number;
  needle?: string;
  response?: string;
  extra: Record<string, unknown>;
}

function fail(path: string, where: string, problem: string): never {
  throw new UsageError(`Cannot import ${path}: ${where}${problem}`);
}

function field(
  record: Record<string, unknown>,
  key: string,
  path: string,
  where: string,
  check: (value: unknown) => boolean,
  expected: string,
): unknown {
  const value = record[key];
  if (!check(value)) {
    fail(
      path,
      where,
      `key ${key}: expected ${expected}${
        value === undefined ? ", found nothing" : ""
      }`,
    );
  }
  return value;
}

const isText = (value: unknown) => typeof value === "string";
// Past 2^53 a length is no longer an exact integer (1e308 printed as
// "9007199254740994 tokens"): refused.
const isLength = (value: unknown) =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0;
const isDepth = (value: unknown) =>
  typeof value === "number" && value >= 0 && value <= 100;
const isGrade = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 &&
  value <= 10;

function asRecord(value: unknown, path: string, where: string) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    fail(path, where, "expected a JSON object");
  }
  return value as Record<string, unknown>;
}

const GRADE = "an integer grade from 1 to 10";

/** The cells of a grid array (GPT-4's): `{token_limit, depth_percent, score}`. */
function arrayCells(
  file: LlmtestFile,
  items: unknown[],
  modelId: string | undefined,
): LlmtestCell[] {
  if (modelId === undefined) {
    fail(
      file.path,
      "",
      "an array of {token_limit, depth_percent, score} names no model; give --model-id",
    );
  }
  return items.map((item, i): LlmtestCell => {
    const where = `entry ${i + 1}: `;
    const entry = asRecord(item, file.path, where);
    const get = (
      key: string,
      check: (value: unknown) => boolean,
      expected: string,
    ) => field(entry, key, file.path, where, check, expected) as number;
    return {
      path: file.path,
      model: modelId,
      contextLength: get(
        "token_limit",
        isLength,
        "a positive integer up to 2^53 - 1",
      ),
      depthPercent: get("depth_percent", isDepth, "a number from 0 to 100"),
      grade: get("score", isGrade, GRADE),
      extra: {},
    };
  });
}

/** The cell of one per-cell file, as the 2023 tool wrote it. */
function fileCell(
  file: LlmtestFile,
  value: unknown,
  modelId: string | undefined,
): LlmtestCell {
  const record = asRecord(value, file.path, "");
  const get = (
    key: string,
    check: (value: unknown) => boolean,
    expected: string,
  ) => field(record, key, file.path, "", check, expected);
  const extra: Record<string, unknown> = {};
  for (
    const key of ["version", "test_duration_seconds", "test_timestamp_utc"]
  ) {
    if (record[key] !== undefined) extra[key] = record[key];
  }
  return {
    path: file.path,
    model: modelId ?? get("model", isText, "a string") as string,
    contextLength: get(
      "context_length",
      isLength,
      "a positive integer up to 2^53 - 1",
    ) as number,
    depthPercent: get(
      "depth_percent",
      isDepth,
      "a number from 0 to 100",
    ) as number,
    needle: get("needle", isText, "a string") as string,
    response: get("model_response", isText, "a string") as string,
    grade: get("score", isGrade, GRADE) as number,
    extra,
  };
}

/** The cells of one file: a cell object, or an array of grid entries. */
function cellsOf(file: LlmtestFile, modelId: string | undefined) {
  let value: unknown;
  try {
    // A UTF-8 byte-order mark (an editor's) is not part of the JSON.
    value = JSON.parse(file.text.replace(/^\uFEFF/, ""));
  } catch {
    fail(file.path, "", "not JSON");
  }
  return Array.isArray(value)
    ? arrayCells(file, value, modelId)
    : [fileCell(file, value, modelId)];
}

/** What an import made: its rows, and how many have no response. */
interface LlmtestImport {
  rows: number;
  withoutResponse: number;
  cells: number;
}

/**
 * Writes the rows of `files` through `write`, in the order given (the
 * caller sorts them, so a cell's first pass comes before its `_2`), each
 * file read when its turn comes.
 */
export async function llmtestRows(
  files: readonly string[],
  read: (path: string) => Promise<LlmtestFile>,
  options: LlmtestImportOptions,
  write: (row: Record<string, unknown>) => Promise<void>,
): Promise<LlmtestImport> {
  const passes = new Map<string, number>();
  let withoutResponse = 0;
  let rows = 0;
  for (const path of files) {
    for (const cell of cellsOf(await read(path), options.modelId)) {
      const key = JSON.stringify([
        cell.model,
        cell.contextLength,
        cell.depthPercent,
      ]);
      const sample = passes.get(key) ?? 0;
      passes.set(key, sample + 1);
      if (cell.response === undefined) withoutResponse++;
      rows++;
      await write(cellRow(cell, key, sample, options));
    }
  }
  return { rows, withoutResponse, cells: passes.size };
}

/** The row of one cell's `sample`-th pass. */
function cellRow(
  cell: LlmtestCell,
  key: string,
  sample: number,
  options: LlmtestImportOptions,
): Record<string, unknown> {
  const answer = options.answer ??
    (cell.needle === undefined ? undefined : needleAnswer(cell.needle));
  const exact = cell.response !== undefined && answer !== undefined
    ? exactReading(cell.response, answer)
    : undefined;
  const params = {
    context_length: cell.contextLength,
    depth_percent: cell.depthPercent,
  };
  return {
    schema_version: 2,
    run_name: options.runName ?? `llmtest-${cell.model}`,
    model_id: cell.model,
    task_type: "llmtest",
    context_length: cell.contextLength,
    target_depth_percent: cell.depthPercent,
    // A row's cell id is its sample's: a second pass is not a rerun.
    cell_id: createHash("sha256").update(JSON.stringify([key, sample]))
      .digest("hex").slice(0, 16),
    fingerprint: "llmtest-import",
    params,
    sample_index: sample,
    seed: null,
    source: { tool: "llmtest", file: cell.path, ...cell.extra },
    needle_metadata: {
      ...(cell.needle !== undefined ? { needle: cell.needle } : {}),
      ...(answer !== undefined ? { answer } : {}),
    },
    expected_answer: answer ?? "",
    ...(cell.response !== undefined ? { response: cell.response } : {}),
    score: {
      value: cell.grade / 10,
      details: {
        grade: cell.grade,
        ...(exact !== undefined ? { exact } : {}),
      },
    },
    scorer: LLMTEST_SCORER,
    status: "ok",
    failure_class: cell.grade === 10 ? "ok" : "wrong",
  };
}
