/**
 * `niah import llmtest <path>... --out FILE`: the 2023 needle-in-a-haystack
 * tool's results (a folder of per-cell JSON files, or GPT-4's JSON arrays)
 * as one niah store (see `llmtest_import.ts`).
 *
 * @module
 */
import { join } from "node:path";
import { UsageError } from "../../errors.ts";
import type { Importer } from "../importer.ts";
import { llmtestRows } from "./llmtest_import.ts";

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The JSON files `path` names: itself, or a folder's `*.json` in name order. */
async function filesOf(path: string): Promise<string[]> {
  const info = await Deno.stat(path).catch((error: unknown) => {
    throw new UsageError(
      error instanceof Deno.errors.NotFound
        ? `Cannot import ${path}: it does not exist`
        : `Cannot import ${path}: ${(error as Error).message}`,
    );
  });
  if (!info.isDirectory) return [path];
  const names: string[] = [];
  for await (const entry of Deno.readDir(path)) {
    if (entry.name.endsWith(".json")) names.push(entry.name);
  }
  if (names.length === 0) {
    throw new UsageError(
      `Cannot import ${path}: the folder holds no .json files`,
    );
  }
  return names.sort(byName).map((name) => join(path, name));
}

/** The importer the llmtest family registers. */
export const llmtestImporter: Importer = {
  format: "llmtest",
  optionHelp: {
    "--model-id": "the model id the rows name (llmtest; the same as --model)",
    "--answer":
      'llmtest: the needle\'s answer the exact reading looks for (default: the needle after its first " is ")',
  },
  summary: "the 2023 needle-in-a-haystack results",
  inputs: "llmtest result folders or files",
  help:
    "the 2023 needle-in-a-haystack tool's results (a folder of per-cell JSON files, or GPT-4's {token_limit, depth_percent, score} arrays, which need --model-id), each cell a row of task llmtest whose score is the judge's grade / 10, with the exact reading (the needle's answer, or --answer, in the response) beside it; a second pass is a second sample; report audits the judge against the exact reading.",
  async files(paths) {
    const files: string[] = [];
    for (const path of paths) {
      for (const file of await filesOf(path)) files.push(file);
    }
    return files;
  },
  async rows(files, read, options, writer) {
    const modelId = options.modelId ?? options.model;
    const made = await llmtestRows(files, read, {
      ...(options.runName !== undefined ? { runName: options.runName } : {}),
      ...(modelId !== undefined ? { modelId } : {}),
      ...(options.answer !== undefined ? { answer: options.answer } : {}),
    }, (row) => writer.write(row));
    return {
      said:
        `wrote ${made.rows} rows on ${made.cells} cells from ${files.length} llmtest files to ${options.out}`,
      warnings: made.withoutResponse > 0
        ? [
          `${made.withoutResponse} rows hold no response (grid arrays): they have the judge's grade and no exact reading`,
        ]
        : [],
    };
  },
};
