/**
 * LongBench v2's `data.json` (THUDM/LongBench-v2 on the Hugging Face hub,
 * the file `pred.py`'s comment names): a JSON array of 503 items, read
 * through the one data-file reader and parsed once per file digest (the
 * real file is about 465 MB, so it is never parsed per cell).
 *
 * @module
 */
import { z } from "zod";
import type { DataFile } from "../../data/data_file.ts";
import { dataJson } from "../../data/data_views.ts";
import { UsageError } from "../../errors.ts";
import type { BuildContext } from "../task.ts";

/**
 * The most bytes niah reads of a data.json (512 MiB): the hub's file with
 * room, below what one JavaScript string holds.
 */
const DATA_JSON_MAX_BYTES = 512 * 2 ** 20;

/**
 * The hub dataset the file comes from (for `niah data get` to declare once
 * the family member for hub datasets lands; no revision pinned yet).
 */
const LONGBENCH_V2_DATASET = {
  repo: "THUDM/LongBench-v2",
  files: ["data.json"],
} as const;

/** Where the file comes from, said when it is missing. */
const MISSING = `get ${
  LONGBENCH_V2_DATASET.files[0]
} from the dataset ${LONGBENCH_V2_DATASET.repo} on the Hugging Face hub`;

const itemSchema = z.object({
  _id: z.string(),
  domain: z.string(),
  sub_domain: z.string(),
  difficulty: z.string(),
  length: z.string(),
  question: z.string(),
  choice_A: z.string(),
  choice_B: z.string(),
  choice_C: z.string(),
  choice_D: z.string(),
  answer: z.string(),
  context: z.string(),
});

/** One item of data.json. */
export type LongBenchV2Item = z.output<typeof itemSchema>;

const SHAPE =
  "a JSON array of {_id, domain, sub_domain, difficulty, length, question, choice_A..choice_D, answer, context}";

/** The last file parsed, by digest (one run reads one file). */
let parsed: { sha256: string; items: LongBenchV2Item[] } | undefined;

/** The items of `file`; a bad item is one error naming it. */
export function itemsOf(file: DataFile): LongBenchV2Item[] {
  if (parsed?.sha256 === file.sha256) return parsed.items;
  const value = dataJson(file, "task.dataset", SHAPE);
  if (!Array.isArray(value)) {
    throw new UsageError(
      `Cannot read task.dataset: "${file.path}" is not ${SHAPE}`,
    );
  }
  const items = value.map((item, at) => {
    const result = itemSchema.safeParse(item);
    if (result.success) return result.data;
    throw new UsageError(
      `Cannot read task.dataset: "${file.path}" item ${at}: expected ${SHAPE}`,
    );
  });
  parsed = { sha256: file.sha256, items };
  return items;
}

/** How the family reads data.json. */
export const DATA_JSON_OPTIONS = {
  what: "task.dataset",
  missing: MISSING,
  maxBytes: DATA_JSON_MAX_BYTES,
} as const;

/** The data.json at `path`, through the run's reader. */
export async function readDataJson(
  context: BuildContext,
  path: string,
): Promise<DataFile> {
  if (!context.dataFile) {
    throw new UsageError("Cannot read task.dataset: no data files here");
  }
  return await context.dataFile(path, DATA_JSON_OPTIONS);
}
