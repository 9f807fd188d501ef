/**
 * Graphwalks' Parquet files, read through the one data-file reader: the
 * rows (`prompt`; the true nodes from `answer_nodes`, or `answer` as the
 * dataset card names the column, a list of strings or a JSON string of
 * one; `problem_type`, `bfs` or `parents`; `prompt_chars` and
 * `date_added` when the file has them), each row's token bin by the
 * official count (`o200k_base` tokens of the prompt, whatever the model's
 * tokenizer; `token_bins.ts`, counted when a draw first asks, so a
 * rebuild of one row counts none; or the counts kept in the folder's
 * `niah-token-counts.json`, token_counts.ts), read once per process per
 * file digest.
 *
 * Which rows a cell gets: the rows of its bin and problem type, in file
 * order (files in the order the parameters list them), are shuffled by a
 * Fisher-Yates shuffle driven by `mulberry32(seed)`, and a cell's draw
 * index picks from the front: the same rows on every machine, and a larger
 * `num_samples` keeps the rows of a smaller one.
 *
 * @module
 */
import type { DataFile } from "../../data/data_file.ts";
import { parquetRows } from "../../data/parquet.ts";
import { UsageError } from "../../errors.ts";
import { mulberry32 } from "../../random/mulberry32.ts";
import { getTokenizer } from "../../tokenizer/encoding.ts";
import type { BuildContext } from "../task.ts";
import { tokenBin } from "../token_bins.ts";
import { keptTokenCounts, type RowCounter } from "../token_counts.ts";

/** The hub's dataset, its files, and the revision niah was written against. */
export const GRAPHWALKS_HUB = {
  repo: "openai/graphwalks",
  /**
   * Reported by a third party with the files' sha256 below (the
   * 2026-02-27 fix of 24 `parents` rows); not verified here, the hub
   * being out of reach.
   */
  revision: "f338bb265735a56a79f4b0f5def722c9c3268ead",
  files: [
    {
      path: "graphwalks_128k_and_shorter.parquet",
      sha256:
        "54036036c91d8e04bb2a5fcd9e36f8e2a852cacece5dfc2b1ee40e3a6182b516",
    },
    {
      path: "graphwalks_256k_to_1mil.parquet",
      sha256:
        "537879431c72a42e3b500f80efc3047e7facb90390b6063d33679b4320985911",
    },
  ],
} as const;

/** The problem types. */
export type ProblemType = "bfs" | "parents";

/** One row of a Graphwalks file. */
export interface GraphwalksRow {
  prompt: string;
  answer: string[];
  problem_type: ProblemType;
  /** The token bin's upper bound, or undefined outside every bin. */
  readonly bin: number | undefined;
  /** `o200k_base` tokens of the prompt, counted when first read. */
  readonly tokens: number;
}

/** A read file: its path, digest and rows. */
interface GraphwalksFile {
  path: string;
  sha256: string;
  rows: GraphwalksRow[];
}

/** How the reader is asked for a Graphwalks file. */
export const GRAPHWALKS_FILE = {
  what: "task.dataset",
  missing:
    "download openai/graphwalks (niah data get openai/graphwalks, or huggingface-cli download openai/graphwalks --repo-type dataset --local-dir DIR) and name its folder",
  maxBytes: 2 ** 30,
};

/** The files `dataset` names: a `.parquet` file, or the hub's files in a folder. */
export function graphwalksPaths(
  dataset: string,
  files: readonly string[] | undefined,
): string[] {
  if (dataset.endsWith(".parquet")) return [dataset];
  const names = files ?? GRAPHWALKS_HUB.files.map((file) => file.path);
  return names.map((name) => `${dataset.replace(/\/+$/, "")}/${name}`);
}

/** `JSON.parse(text)`, or undefined for text that is not JSON. */
function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function answerOf(value: unknown, where: string): string[] {
  const list = typeof value === "string" ? parsedOrUndefined(value) : value;
  if (
    !Array.isArray(list) || !list.every((item) => typeof item === "string")
  ) {
    throw new UsageError(
      `Cannot read task.dataset: ${where} has no list of node ids in answer_nodes (or answer)`,
    );
  }
  return list;
}

function rowOf(
  raw: Record<string, unknown>,
  where: string,
  count: (text: string) => number,
): GraphwalksRow {
  const { prompt, problem_type: type } = raw;
  if (typeof prompt !== "string") {
    throw new UsageError(
      `Cannot read task.dataset: ${where} has no string prompt`,
    );
  }
  if (type !== "bfs" && type !== "parents") {
    throw new UsageError(
      `Cannot read task.dataset: ${where} has problem_type ${
        JSON.stringify(type)
      }; expected "bfs" or "parents"`,
    );
  }
  const answer = answerOf(raw.answer_nodes ?? raw.answer, where);
  // Counted when first asked (a draw), not for a rebuild of one row.
  let tokens: number | undefined;
  const counted = () => tokens ??= count(prompt);
  return {
    prompt,
    answer,
    problem_type: type,
    get tokens() {
      return counted();
    },
    get bin() {
      return tokenBin(counted());
    },
  };
}

const parsed = new Map<string, Promise<GraphwalksRow[]>>();

/** What Graphwalks counts of a row, the key of its kept counts. */
const GRAPHWALKS_KIND = "graphwalks: o200k_base tokens of the prompt";

/**
 * The folder of `dataset` (itself, or a `.parquet` file's folder): where
 * `data get` and `data manifest` keep its manifest and token counts, for
 * its files in subfolders too.
 */
export function datasetFolder(dataset: string): string {
  if (!dataset.endsWith(".parquet")) return dataset;
  const slash = dataset.lastIndexOf("/");
  return slash < 0 ? "." : dataset.slice(0, slash) || "/";
}

/** The rows of a file, parsed, counting with `count` (by row) when asked. */
function rowsOf(
  file: DataFile,
  raw: readonly Record<string, unknown>[],
  count: (text: string, row: number) => number,
): GraphwalksRow[] {
  return raw.map((row, at) =>
    rowOf(row, `"${file.path}" row ${at}`, (text) => count(text, at))
  );
}

/**
 * Graphwalks' rows counted (and kept in niah-token-counts.json) as the
 * cards count them: every row's prompt, in this thread.
 */
export const GRAPHWALKS_COUNTER: RowCounter = {
  kind: GRAPHWALKS_KIND,
  count: (files) =>
    Promise.all(files.map(async (file) => {
      try {
        const tokenizer = await getTokenizer("o200k_base");
        const raw = await parquetRows(file, "task.dataset");
        const rows = rowsOf(file, raw, (text) => tokenizer.count(text));
        return rows.map((row) => row.tokens);
      } catch (error) {
        return error as Error;
      }
    })),
};

/**
 * The rows of a file already read, parsed (cached by digest); their counts
 * those kept in the dataset folder's niah-token-counts.json when it has
 * them.
 */
function graphwalksRows(
  file: DataFile,
  folder: string,
): Promise<GraphwalksRow[]> {
  let rows = parsed.get(file.sha256);
  if (rows === undefined) {
    rows = (async () => {
      const kept = await keptTokenCounts(folder, file, GRAPHWALKS_KIND);
      const raw = await parquetRows(file, "task.dataset");
      // Kept counts of as many rows; else the tokenizer, loaded as now.
      const usable = kept?.length === raw.length ? kept : undefined;
      const tokenizer = usable ? undefined : await getTokenizer("o200k_base");
      return rowsOf(
        file,
        raw,
        (text, at) => usable?.[at] ?? tokenizer!.count(text),
      );
    })();
    parsed.set(file.sha256, rows);
    rows.catch(() => parsed.delete(file.sha256));
  }
  return rows;
}

/**
 * The files of `dataset` (the folder's `files`, or the one `.parquet`
 * file), read through `context`'s reader.
 */
export function readGraphwalksFiles(
  dataset: string,
  files: readonly string[] | undefined,
  context: Pick<BuildContext, "dataFile">,
): Promise<GraphwalksFile[]> {
  const folder = datasetFolder(dataset);
  return Promise.all(
    graphwalksPaths(dataset, files).map((path) =>
      readGraphwalks(path, folder, context)
    ),
  );
}

/**
 * Reads `path`, a file of the dataset in `folder` (where its kept counts
 * are), through `context`'s reader.
 */
export async function readGraphwalks(
  path: string,
  folder: string,
  context: Pick<BuildContext, "dataFile">,
): Promise<GraphwalksFile> {
  const read = context.dataFile?.bind(context);
  if (read === undefined) {
    throw new UsageError(
      "Cannot read task.dataset: no data-file reader in this context",
    );
  }
  const file = await read(path, GRAPHWALKS_FILE);
  return {
    path,
    sha256: file.sha256,
    rows: await graphwalksRows(file, folder),
  };
}

/** A row of one of the files, by file and row index. */
interface RowRef {
  file: number;
  row: number;
}

/** The rows of `bin` and `type`, in the seeded order cells draw them in. */
export function drawOrder(
  files: readonly GraphwalksFile[],
  bin: number,
  type: ProblemType,
  seed: number,
): RowRef[] {
  const refs: RowRef[] = [];
  files.forEach((file, at) =>
    file.rows.forEach((row, index) => {
      if (row.bin === bin && row.problem_type === type) {
        refs.push({ file: at, row: index });
      }
    })
  );
  const random = mulberry32(seed);
  for (let i = refs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [refs[i], refs[j]] = [refs[j]!, refs[i]!];
  }
  return refs;
}
