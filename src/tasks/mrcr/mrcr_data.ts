/**
 * OpenAI-MRCR's Parquet files, read from the user's folder through the one
 * data-file reader: `<dataset>/<n>needle/*.parquet` (the partitions of the
 * current layout, in name order) or `<dataset>/<n>needle.parquet` (the
 * first release). Each row is binned by the official count, the sum of
 * `o200k_base` tokens over its messages' contents (no per-message
 * allowance), and a bin's rows are taken in file order, or, with
 * `num_samples`, as the first `num_samples` of a seeded shuffle of the
 * bin's rows (mulberry32 Fisher-Yates, the same on every machine). The
 * counts are kept by file SHA-256 (`token_counts.ts`: for the process, and
 * in the dataset folder's `niah-token-counts.json` that `niah data get`
 * and `data manifest` write), the first count spread over worker threads
 * (`count_pool.ts`); the parsed rows of the files used last are kept.
 *
 * @module
 */
import { z } from "zod";
import type { DataFile } from "../../data/data_file.ts";
import { parquetRows } from "../../data/parquet.ts";
import { UsageError } from "../../errors.ts";
import type { Message } from "../../prompt/message.ts";
import { mulberry32 } from "../../random/mulberry32.ts";
import { getTokenizer } from "../../tokenizer/encoding.ts";
import type { BuildContext } from "../task.ts";
import { countInWorkers } from "../count_pool.ts";
import { tokenBin } from "../token_bins.ts";
import { type RowCounter, rowTokenCounts } from "../token_counts.ts";

/**
 * The hub dataset the family reads, for `niah data get openai/mrcr`: its
 * repository, the revision, the files (the current layout's partition
 * folders and the first release's single files, for `--revision` of an
 * old commit). The revision is the branch `main`, not a commit: niah was
 * never run against the hub (out of reach where it is built), so it knows
 * no commit it could vouch for; `data get` records in the manifest the
 * commit the hub resolves `main` to, and a run records that.
 */
export const MRCR_HUB_DATASET = {
  repo: "openai/mrcr",
  revision: "main",
  folders: ["2needle/", "4needle/", "8needle/"],
  files: [
    "2needle/*.parquet",
    "4needle/*.parquet",
    "8needle/*.parquet",
    "2needle.parquet",
    "4needle.parquet",
    "8needle.parquet",
  ],
} as const;

/** What a missing dataset file's message advises. */
export const MRCR_MISSING =
  `download ${MRCR_HUB_DATASET.repo}'s Parquet files (${
    MRCR_HUB_DATASET.folders.join(", ")
  }) into this folder (niah data get ${MRCR_HUB_DATASET.repo} --out DIR)`;

/** The largest MRCR file niah reads (a partition is far smaller). */
export const MRCR_MAX_BYTES = 2 ** 30;

/** One MRCR row, as stored. */
interface MrcrRow {
  messages: Message[];
  answer: string;
  random_string_to_prepend: string;
  n_needles: number;
  desired_msg_index: number;
  total_messages: number;
  n_chars: number;
}

/** A row, where it is, and its official token count. */
interface LocatedRow {
  path: string;
  sha256: string;
  row: number;
  tokens: number;
}

const messageSchema = z.strictObject({
  role: z.enum(["system", "user", "assistant"]),
  content: z.string(),
});

const count = z.union([z.number(), z.bigint()]).transform(Number);

const rowSchema = z.looseObject({
  prompt: z.string(),
  answer: z.string(),
  random_string_to_prepend: z.string(),
  n_needles: count,
  desired_msg_index: count,
  total_messages: count,
  n_chars: count,
});

/** The files of `needles`' rows under `dataset`, either layout. */
export function mrcrFiles(dataset: string, needles: number): string[] {
  const folder = `${dataset}/${needles}needle`;
  try {
    const names = [...Deno.readDirSync(folder)]
      .filter((entry) => entry.name.endsWith(".parquet"))
      .map((entry) => entry.name).sort();
    if (names.length > 0) return names.map((name) => `${folder}/${name}`);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  return [`${folder}.parquet`];
}

/** A stored row parsed, or one line naming the file and row. */
function parseRow(raw: unknown, file: DataFile, index: number): MrcrRow {
  const where = `task.dataset: "${file.path}" row ${index}`;
  const parsed = rowSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(
      `${where}: ${
        issue?.path.join(".")
      } ${issue?.message}; expected the openai/mrcr schema`,
    );
  }
  let messages: unknown;
  try {
    messages = JSON.parse(parsed.data.prompt);
  } catch {
    throw new UsageError(`${where}: prompt is not JSON`);
  }
  const checked = z.array(messageSchema).min(1).safeParse(messages);
  if (!checked.success) {
    throw new UsageError(
      `${where}: prompt is not a list of {role, content} messages`,
    );
  }
  const { prompt: _, ...rest } = parsed.data;
  return { ...rest, messages: checked.data };
}

async function parseFile(file: DataFile): Promise<MrcrRow[]> {
  const raw = await parquetRows(file, "task.dataset");
  return raw.map((row, index) => parseRow(row, file, index));
}

/**
 * The characters of parsed rows kept for the process (256 Mi: about half
 * a GiB of strings). The whole dataset parsed (about 2 G characters) would
 * not fit a JavaScript heap, so the files used longest ago are let go and
 * parsed again when a cell needs them. A test lowers it.
 */
export const PARSED_ROWS = { keptChars: 2 ** 28 };

/** Parsed files by SHA-256, the one used last at the end, and their sizes. */
const parsedFiles = new Map<
  string,
  { rows: Promise<MrcrRow[]>; chars: number }
>();
let keptChars = 0;

/** Lets go of the files used longest ago while over {@link PARSED_ROWS}. */
function letGo(): void {
  for (const [sha, entry] of parsedFiles) {
    if (keptChars <= PARSED_ROWS.keptChars || parsedFiles.size <= 1) return;
    parsedFiles.delete(sha);
    keptChars -= entry.chars;
  }
}

/**
 * A file's rows, parsed once per SHA-256 while they are among the last
 * {@link PARSED_ROWS} characters used (for the rows a run builds).
 */
export function parsedRows(file: DataFile): Promise<MrcrRow[]> {
  const kept = parsedFiles.get(file.sha256);
  if (kept !== undefined) {
    parsedFiles.delete(file.sha256);
    parsedFiles.set(file.sha256, kept);
    return kept.rows;
  }
  const entry = { rows: parseFile(file), chars: 0 };
  parsedFiles.set(file.sha256, entry);
  entry.rows.then((rows) => {
    if (parsedFiles.get(file.sha256) !== entry) return;
    entry.chars = rows.reduce(
      (sum, row) => row.messages.reduce((n, m) => n + m.content.length, sum),
      0,
    );
    keptChars += entry.chars;
    letGo();
  }, () => {
    if (parsedFiles.get(file.sha256) === entry) parsedFiles.delete(file.sha256);
  });
  return entry.rows;
}

/**
 * The official count of each row of `file`: its messages' contents in
 * `o200k_base` tokens, summed. What the counting workers and the dataset
 * commands run; `keep` keeps the parsed rows for the process (a run that
 * counts in its own thread builds its cells from them).
 */
export async function countMrcrFile(
  file: DataFile,
  keep = false,
): Promise<number[]> {
  const rows = await (keep ? parsedRows(file) : parseFile(file));
  const o200k = await getTokenizer("o200k_base");
  return rows.map((row) =>
    row.messages.reduce((sum, m) => sum + o200k.count(m.content), 0)
  );
}

/** A worker thread counting MRCR files (`count_pool.ts`). */
export function mrcrCountWorker(): Worker {
  return new Worker(new URL("./mrcr_count_worker.ts", import.meta.url), {
    type: "module",
  });
}

/** MRCR's rows counted (and kept in niah-token-counts.json) as the cards count them. */
export const MRCR_COUNTER: RowCounter = {
  kind: "mrcr: o200k_base tokens of the messages' contents, summed",
  count: (files) => countInWorkers(files, mrcrCountWorker, countMrcrFile),
};

/** The same counts for a run: rows counted in this thread are kept. */
const RUN_COUNTER: RowCounter = {
  kind: MRCR_COUNTER.kind,
  count: (files) =>
    countInWorkers(files, mrcrCountWorker, (file) => countMrcrFile(file, true)),
};

/** Reads a dataset file through the build context's reader. */
export function readMrcrFile(
  context: Pick<BuildContext, "dataFile">,
  path: string,
): Promise<DataFile> {
  if (context.dataFile === undefined) {
    throw new Error("MRCR needs the data-file reader");
  }
  return context.dataFile(path, {
    what: "task.dataset",
    maxBytes: MRCR_MAX_BYTES,
    missing: MRCR_MISSING,
  });
}

/** Every row of `needles`, by bin upper bound, in file order. */
export async function binnedRows(
  context: Pick<BuildContext, "dataFile">,
  dataset: string,
  needles: number,
): Promise<Map<number, LocatedRow[]>> {
  const bins = new Map<number, LocatedRow[]>();
  const paths = mrcrFiles(dataset, needles);
  const files = [];
  for (const path of paths) files.push(await readMrcrFile(context, path));
  const counts = await rowTokenCounts(dataset, files, RUN_COUNTER);
  files.forEach((file, at) =>
    counts[at]!.forEach((count, row) => {
      const bin = tokenBin(count);
      if (bin === undefined) return;
      const list = bins.get(bin) ?? [];
      list.push({ path: paths[at]!, sha256: file.sha256, row, tokens: count });
      bins.set(bin, list);
    })
  );
  return bins;
}

/**
 * The rows a run takes from one bin: all, in file order, or the first
 * `take` of a mulberry32(seed) Fisher-Yates shuffle of the bin's rows.
 */
export function drawRows<T>(
  rows: readonly T[],
  take: number | undefined,
  seed: number,
): T[] {
  if (take === undefined) return [...rows];
  const order = [...rows];
  const random = mulberry32(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order.slice(0, take);
}
