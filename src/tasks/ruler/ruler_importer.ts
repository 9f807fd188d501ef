/**
 * `niah import ruler <pred.jsonl>... --out FILE`: RULER's own prediction
 * files as a niah store (see `ruler_import.ts`). A file's task is its name
 * (`<task>.jsonl`, or RULER's chunk files `<task>-<n>.jsonl`, joined in
 * name order as evaluate.py joins them); its length the folder above
 * `pred/` in RULER's layout (`<model>/synthetic/<length>/pred/`), else
 * `--length`; its model the folder above `synthetic/`, else `--model`.
 *
 * @module
 */
import { basename, dirname, resolve } from "node:path";
import { UsageError } from "../../errors.ts";
import type { Importer, ImportOptions } from "../importer.ts";
import { rulerPredRows } from "./ruler_import.ts";

/** One prediction file's task, length and model, from its path and flags. */
function placeOf(path: string, options: ImportOptions) {
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

/** The importer the RULER family registers. */
export const rulerImporter: Importer = {
  format: "ruler",
  optionHelp: {
    "--length":
      "RULER's max_seq_length, for files outside RULER's <length>/pred/ folders",
  },
  summary: "RULER's own prediction files",
  inputs: "RULER prediction files",
  help:
    "RULER's own prediction files (<model>/synthetic/<length>/pred/<task>.jsonl, or chunk files <task>-<n>.jsonl), each line a row of task ruler scored by RULER's scorer, so report prints the numbers of RULER's summary.csv; --length and --model name what the path does not.",
  files: (paths) =>
    Promise.resolve([...paths].sort((a, b) => a < b ? -1 : a > b ? 1 : 0)),
  async rows(files, read, options, writer) {
    for (const path of files) placeOf(path, options);
    const counts = new Map<string, number>();
    let rows = 0;
    for (const path of files) {
      const place = placeOf(path, options);
      const { text } = await read(path);
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
      for (const row of made) await writer.write(row);
      rows += made.length;
    }
    return {
      said:
        `wrote ${rows} rows from ${files.length} RULER prediction files to ${options.out}`,
    };
  },
};
