/**
 * The official token counts of a dataset's rows (MRCR, Graphwalks: the
 * `o200k_base` tokens each row is binned by), kept so that only the first
 * reader pays for them. A count is a property of a file's bytes and the
 * encoding, so it is kept by the file's SHA-256, the encoding and what is
 * counted (`kind`):
 *
 * - for the process, once a file is counted (a run's validate, dry run and
 *   cells count it once);
 * - on disk, in `niah-token-counts.json` beside `niah-manifest.json` in the
 *   dataset's folder, written (atomically) by the explicit dataset
 *   commands only (`niah data get` after its download, `niah data
 *   manifest`), never by a run. A reader takes an entry only when its
 *   SHA-256, encoding and kind match the file it read; anything else (no
 *   file, another file's hash, a file that is not JSON) means counting
 *   again, silently. Deleting the file is harmless: the counts are made
 *   again, by the next run for itself, or by `data manifest` for all.
 *
 * @module
 */
import type { DataFile } from "../data/data_file.ts";
import { writeFileAtomic } from "../store/atomic_write.ts";

/** The cache's file name, in the dataset's folder. */
export const TOKEN_COUNTS_NAME = "niah-token-counts.json";

/** The encoding of the official counts. */
const ENCODING = "o200k_base";

/** How a family counts the rows of its files. */
export interface RowCounter {
  /**
   * What is counted, part of the key: `mrcr: o200k_base tokens of the
   * messages' contents, summed`.
   */
  readonly kind: string;
  /**
   * Each file's per-row counts, in order (spread over worker threads where
   * the family does so); an `Error` for a file that cannot be counted.
   */
  count(files: readonly DataFile[]): Promise<(number[] | Error)[]>;
}

/** One file's entry. */
interface CountsEntry {
  /** Its path in the dataset's folder, for a reader of the file. */
  path: string;
  sha256: string;
  kind: string;
  tokens: number[];
}

/** What `niah-token-counts.json` holds. */
interface CountsFile {
  note: string;
  encoding: string;
  files: CountsEntry[];
}

const NOTE =
  "niah's o200k_base token count of each row of these files, kept by each file's sha256; written by niah data get and niah data manifest; deleting this file is harmless (the counts are made again)";

/** Counts by `sha256 kind`, for the process. */
const memory = new Map<string, Promise<number[]>>();

/** How many files this process has counted (not found kept): for tests. */
let counted = 0;

/** The number of files counted so far in this process. */
export function filesCounted(): number {
  return counted;
}

const folder = (dir: string) => dir.replace(/\/+$/, "") || "/";

function validEntry(value: unknown): value is CountsEntry {
  const e = value as Partial<CountsEntry> | null;
  return typeof e === "object" && e !== null && typeof e.path === "string" &&
    typeof e.sha256 === "string" && typeof e.kind === "string" &&
    Array.isArray(e.tokens) &&
    e.tokens.every((n) => Number.isSafeInteger(n) && n >= 0);
}

/** The entries of `dir`'s counts file for the encoding; none when unusable. */
async function keptEntries(dir: string): Promise<CountsEntry[]> {
  let parsed: Partial<CountsFile> | null;
  try {
    parsed = JSON.parse(
      await Deno.readTextFile(`${folder(dir)}/${TOKEN_COUNTS_NAME}`),
    );
  } catch {
    return [];
  }
  if (
    typeof parsed !== "object" || parsed === null ||
    parsed.encoding !== ENCODING || !Array.isArray(parsed.files)
  ) return [];
  return parsed.files.filter(validEntry);
}

/** The kept counts of `file`, when an entry's hash and kind match it. */
function keptFor(
  entries: readonly CountsEntry[],
  file: DataFile,
  kind: string,
): number[] | undefined {
  return entries.find((e) => e.sha256 === file.sha256 && e.kind === kind)
    ?.tokens;
}

/**
 * The counts of `file` kept in `dir`'s counts file (an entry of its
 * SHA-256 and `kind`), or undefined: a look-up that counts nothing, for a
 * family that counts its rows lazily (Graphwalks).
 */
export async function keptTokenCounts(
  dir: string,
  file: DataFile,
  kind: string,
): Promise<number[] | undefined> {
  return keptFor(await keptEntries(dir), file, kind);
}

/** Counts `files` with `counter`; the first file's error (in order) throws. */
async function countNow(
  files: readonly DataFile[],
  counter: RowCounter,
): Promise<number[][]> {
  if (files.length === 0) return [];
  counted += files.length;
  const results = await counter.count(files);
  const failed = results.find((r) => r instanceof Error);
  if (failed) throw failed;
  return results as number[][];
}

/**
 * Each file's per-row counts, from this process's memory, else the counts
 * file of the dataset folder `dir` (an entry of the same SHA-256 and
 * kind), else counted (all files not found at once, so a family can spread
 * them over threads). Reads `dir`, never writes there.
 */
export async function rowTokenCounts(
  dir: string,
  files: readonly DataFile[],
  counter: RowCounter,
): Promise<number[][]> {
  const key = (file: DataFile) => `${file.sha256} ${counter.kind}`;
  const missing = files.filter((file) => !memory.has(key(file)));
  if (missing.length > 0) {
    const pending = (async () => {
      const entries = await keptEntries(dir);
      const toCount = missing.filter((f) => !keptFor(entries, f, counter.kind));
      const fresh = await countNow(toCount, counter);
      return (file: DataFile) =>
        keptFor(entries, file, counter.kind) ?? fresh[toCount.indexOf(file)]!;
    })();
    for (const file of missing) {
      const counts = pending.then((of) => of(file));
      memory.set(key(file), counts);
      counts.catch(() => memory.delete(key(file)));
    }
  }
  return await Promise.all(files.map((file) => memory.get(key(file))!));
}

/**
 * Writes `dir`'s counts file for the dataset files `paths` (relative to
 * `dir`), reusing the entries already there that still match; a file that
 * cannot be counted is left out and said through `warn`. For the dataset
 * commands only.
 */
export async function writeTokenCounts(
  dir: string,
  paths: readonly string[],
  read: (path: string) => Promise<DataFile>,
  counter: RowCounter,
  warn: (line: string) => void,
): Promise<number> {
  const kept = await keptEntries(dir);
  const files = await Promise.all(
    paths.map((path) => read(`${folder(dir)}/${path}`)),
  );
  const toCount = files.filter((f) => !keptFor(kept, f, counter.kind));
  counted += toCount.length;
  const results = toCount.length > 0 ? await counter.count(toCount) : [];
  const entries: CountsEntry[] = [];
  files.forEach((file, i) => {
    const result = keptFor(kept, file, counter.kind) ??
      results[toCount.indexOf(file)];
    if (result instanceof Error || result === undefined) {
      warn(
        `niah: not keeping token counts of "${paths[i]}": ${
          result?.message ?? "not counted"
        }`,
      );
      return;
    }
    entries.push({
      path: paths[i]!,
      sha256: file.sha256,
      kind: counter.kind,
      tokens: result,
    });
  });
  const text: CountsFile = { note: NOTE, encoding: ENCODING, files: entries };
  await writeFileAtomic(
    `${folder(dir)}/${TOKEN_COUNTS_NAME}`,
    `${JSON.stringify(text)}\n`,
    "the dataset's token counts",
  );
  return entries.length;
}
