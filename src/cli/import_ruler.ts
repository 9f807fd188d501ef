/**
 * `niah import ruler <pred.jsonl>... --out FILE`: RULER's own prediction
 * files as a niah store (see `tasks/ruler/ruler_import.ts`), written whole
 * and never over an input. A file's task is its name (`<task>.jsonl`, or
 * RULER's chunk files `<task>-<n>.jsonl`, joined in name order as
 * evaluate.py joins them); its length the folder above `pred/` in RULER's
 * layout (`<model>/synthetic/<length>/pred/`), else `--length`; its model
 * the folder above `synthetic/`, else `--model`.
 */
import { basename, dirname, resolve } from "node:path";
import { type ImportFlags, importOptions } from "./command_options.ts";
import { withDefaults } from "./command_spec.ts";
import { UsageError } from "../errors.ts";
import { writeFileAtomic } from "../store/atomic_write.ts";
import { rulerPredRows } from "../tasks/ruler/ruler_import.ts";
import type { CommandIo } from "./io.ts";

/** One prediction file's task, length and model, from its path and flags. */
function placeOf(path: string, options: ImportFlags) {
  const name = basename(path);
  const match = /^(.+?)(?:-(\d+))?\.jsonl$/.exec(name);
  if (!match) {
    throw new UsageError(
      `Cannot import ${path}: expected a RULER prediction file named <task>.jsonl`,
    );
  }
  const folder = dirname(resolve(path));
  const lengthFolder = basename(dirname(folder));
  const fromPath = basename(folder) === "pred" && /^\d+$/.test(lengthFolder)
    ? Number(lengthFolder)
    : undefined;
  const length = options.length ?? fromPath;
  if (length === undefined) {
    throw new UsageError(
      `Cannot import ${path}: no max_seq_length: the file is not in RULER's <length>/pred/ folder; give --length N`,
    );
  }
  const synthetic = dirname(dirname(folder));
  const model = options.model ??
    (basename(synthetic) === "synthetic"
      ? basename(dirname(synthetic))
      : "ruler");
  return { task: match[1]!, length, model };
}

/** Reads RULER's prediction files and writes them as one niah store. */
export async function importCommand(
  format: string,
  files: readonly string[],
  given: ImportFlags,
  io: CommandIo,
): Promise<void> {
  const options = withDefaults(importOptions, given);
  if (format === "llmtest") {
    const { importLlmtest } = await import("./import_llmtest.ts");
    return importLlmtest(files, options, io);
  }
  if (format !== "ruler") {
    throw new UsageError(
      `Cannot import "${format}": the formats niah imports are: ruler, llmtest`,
    );
  }
  const out = options.out;
  if (out === undefined) {
    throw new UsageError("Cannot import: --out FILE is required");
  }
  if (files.some((file) => resolve(file) === resolve(out))) {
    throw new UsageError(`Cannot import: --out ${out} is one of the inputs`);
  }
  const ordered = [...files].sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
  const rows: Record<string, unknown>[] = [];
  const counts = new Map<string, number>();
  for (const path of ordered) {
    const place = placeOf(path, options);
    const text = await Deno.readTextFile(path).catch((error: unknown) => {
      throw new UsageError(
        `Cannot import ${path}: ${
          error instanceof Error ? error.message : error
        }`,
      );
    });
    const key = `${place.model}\u0000${place.task}\u0000${place.length}`;
    const made = rulerPredRows({
      path,
      text,
      task: place.task,
      length: place.length,
      model_id: place.model,
      run_name: options.runName ?? `ruler-${place.model}`,
      first: counts.get(key) ?? 0,
    });
    counts.set(key, (counts.get(key) ?? 0) + made.length);
    rows.push(...made);
  }
  await writeFileAtomic(
    out,
    rows.map((row) => JSON.stringify(row) + "\n").join(""),
    "store",
  );
  io.out(
    `wrote ${rows.length} rows from ${files.length} RULER prediction files to ${out}\n`,
  );
}
