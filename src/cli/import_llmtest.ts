/**
 * `niah import llmtest <path>... --out FILE`: the 2023 needle-in-a-haystack
 * tool's results (a folder of per-cell JSON files, or GPT-4's JSON arrays)
 * as one niah store (see `tasks/llmtest/llmtest_import.ts`), written whole
 * and never over an input: nothing is written unless every file is good.
 */
import { join, resolve } from "node:path";
import type { ImportFlags } from "./command_options.ts";
import { readTextFile } from "./deno_io.ts";
import { UsageError } from "../errors.ts";
import { writeFileAtomic } from "../store/atomic_write.ts";
import {
  type LlmtestFile,
  llmtestRows,
} from "../tasks/llmtest/llmtest_import.ts";
import type { CommandIo } from "./io.ts";

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

/** Imports the 2023 results in `paths` into `options.out`. */
export async function importLlmtest(
  paths: readonly string[],
  options: ImportFlags,
  io: CommandIo,
): Promise<void> {
  const out = options.out;
  if (out === undefined) {
    throw new UsageError("Cannot import: --out FILE is required");
  }
  const files: LlmtestFile[] = [];
  for (const path of paths) {
    for (const file of await filesOf(path)) {
      if (resolve(file) === resolve(out)) {
        throw new UsageError(
          `Cannot import: --out ${out} is one of the inputs`,
        );
      }
      files.push({
        path: file,
        text: await readTextFile(file, "llmtest results"),
      });
    }
  }
  const modelId = options.modelId ?? options.model;
  const made = llmtestRows(files, {
    ...(options.runName !== undefined ? { runName: options.runName } : {}),
    ...(modelId !== undefined ? { modelId } : {}),
    ...(options.answer !== undefined ? { answer: options.answer } : {}),
  });
  await writeFileAtomic(
    out,
    made.rows.map((row) => JSON.stringify(row) + "\n").join(""),
    "store",
  );
  io.out(
    `wrote ${made.rows.length} rows on ${made.cells} cells from ${files.length} llmtest files to ${out}\n`,
  );
  if (made.withoutResponse > 0) {
    io.err(
      `${made.withoutResponse} rows hold no response (grid arrays): they have the judge's grade and no exact reading`,
    );
  }
}
