/**
 * OpenAI-MRCR's Parquet files, read from the user's folder through the one
 * data-file reader: `<dataset>/<n>needle/*.parquet` (the partitions of the
 * current layout, in name order) or `<dataset>/<n>needle.parquet` (the
 * first release). Each row is binned by the official count, the sum of
 * `o200k_base` tokens over its messages' contents (no per-message
 * allowance), and a bin's rows are taken in file order, or, with
 * `num_samples`, as the first `num_samples` of a seeded shuffle of the
 * bin's rows (mulberry32 Fisher-Yates, the same on every machine). The
 * parsed rows and their counts are kept per file SHA-256 for the process.
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
import { tokenBin } from "../token_bins.ts";

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

interface ParsedFile {
  rows: MrcrRow[];
  tokens: number[];
}

const parsedFiles = new Map<string, Promise<ParsedFile>>();

async function parseFile(file: DataFile): Promise<ParsedFile> {
  const raw = await parquetRows(file, "task.dataset");
  const rows = raw.map((row, index) => parseRow(row, file, index));
  const o200k = await getTokenizer("o200k_base");
  const tokens = rows.map((row) =>
    row.messages.reduce((sum, m) => sum + o200k.count(m.content), 0)
  );
  return { rows, tokens };
}

/** A file's rows and their official counts, parsed once per SHA-256. */
export function parsedFile(file: DataFile): Promise<ParsedFile> {
  let parsed = parsedFiles.get(file.sha256);
  if (parsed === undefined) {
    parsed = parseFile(file);
    parsedFiles.set(file.sha256, parsed);
    parsed.catch(() => parsedFiles.delete(file.sha256));
  }
  return parsed;
}

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
  for (const path of mrcrFiles(dataset, needles)) {
    const file = await readMrcrFile(context, path);
    const { tokens } = await parsedFile(file);
    tokens.forEach((count, row) => {
      const bin = tokenBin(count);
      if (bin === undefined) return;
      const list = bins.get(bin) ?? [];
      list.push({ path, sha256: file.sha256, row, tokens: count });
      bins.set(bin, list);
    });
  }
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
