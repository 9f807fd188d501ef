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
 * The hub dataset the file comes from, as `niah data get THUDM/LongBench-v2`
 * fetches it (longbench_family.ts declares it). The revision is the commit
 * the hub's own page of the dataset showed as the head of `main` (its 15th
 * commit, "Update README.md", data.json 465 MB); the hub is out of reach
 * where niah is built, so no test has fetched it: `data get` resolves it
 * through the hub's API, a 404 says so, and `--revision main` takes the
 * newest, the manifest recording the commit either way.
 */
export const LONGBENCH_V2_DATASET = {
  repo: "THUDM/LongBench-v2",
  revision: "2b48e494f2c7a2f0af81aae178e05c7e1dde0fe9",
  files: ["data.json"],
  defaultDir: "data/longbench-v2",
  licence: "Apache-2.0",
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
