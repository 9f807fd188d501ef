/**
 * The one reader of the data files families read (RULER's essay JSON and
 * word list, the datasets next families read): a file's bytes and their
 * SHA-256, read once per process. Only a regular file is read, and only up
 * to a cap: a named pipe would block forever and `/dev/zero` never ends,
 * so the file is stat'ed first (links resolved) and refused unless it is a
 * regular file of at most the cap, then opened non-blocking and checked
 * again (a file swapped for a pipe in between is refused, not waited on),
 * and never read past the cap whatever it grew to.
 *
 * @module
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { UsageError } from "../errors.ts";
import { noteInput } from "../store/input_files.ts";
import { kindOfNonFile } from "../store/open_results.ts";

/** A data file's bytes, where they came from and their digest. */
export interface DataFile {
  /** The path as given. */
  readonly path: string;
  readonly bytes: Uint8Array;
  /** SHA-256 of `bytes`, lower-case hex. */
  readonly sha256: string;
}

/**
 * The most bytes a data file may hold unless its reader says otherwise
 * (256 MiB): what a JavaScript string of its text can hold with room to
 * parse it. A family whose files are known to be small sets its own cap
 * (RULER's files: `RULER_FILE_MAX_BYTES`), one whose datasets are larger
 * a larger one.
 */
export const DEFAULT_DATA_FILE_MAX_BYTES = 256 * 2 ** 20;

/** How a data file is read, and how its errors are worded. */
export interface DataFileOptions {
  /** The config key that names the file (`task.english_words`). */
  what: string;
  /** Said after "does not exist" (where the file comes from). */
  missing?: string;
  /** The cap; default {@link DEFAULT_DATA_FILE_MAX_BYTES}. */
  maxBytes?: number;
  /** Said after "over the cap" (default: use the file the family names). */
  overCapAdvice?: string;
}

const FAMILY_FILE_ADVICE = "use the file the family names (or a smaller one)";

/** Reads a data file (through the process's cache on disk). */
export type DataFileReader = (
  path: string,
  options: DataFileOptions,
) => Promise<DataFile>;

const mib = (bytes: number) =>
  bytes >= 2 ** 20 ? `${Math.ceil(bytes / 2 ** 20)} MiB` : `${bytes} bytes`;

/** The one-line error for a file over `cap` bytes. */
function overCap(
  path: string,
  what: string,
  size: string,
  cap: number,
  advice = FAMILY_FILE_ADVICE,
) {
  return new UsageError(
    `Cannot read ${what}: "${path}" is ${size}, over the ${
      mib(cap)
    } niah reads of it; ${advice}`,
  );
}

/** Refuses anything but a regular file of at most `cap` bytes. */
function refuseNonFile(
  path: string,
  what: string,
  info: { isFile: boolean; size: number } & Deno.FileInfo,
  cap: number,
  advice?: string,
): void {
  if (!info.isFile) {
    throw new UsageError(
      `Cannot read ${what}: "${path}" is ${
        kindOfNonFile(info)
      }, not a regular file`,
    );
  }
  if (info.size > cap) throw overCap(path, what, mib(info.size), cap, advice);
}

/** The file's stat, links followed; a missing file worded by `missing`. */
async function statOf(
  path: string,
  options: DataFileOptions,
): Promise<{ real: string; info: Deno.FileInfo }> {
  try {
    const real = await Deno.realPath(path);
    return { real, info: await Deno.stat(real) };
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      throw new UsageError(
        `Cannot read ${options.what}: "${path}" does not exist${
          options.missing !== undefined ? `; ${options.missing}` : ""
        }`,
      );
    }
    throw new UsageError(
      `Cannot read ${options.what}: "${path}" is not readable (${
        (error as Error).message
      })`,
      { cause: error },
    );
  }
}

/**
 * The bytes of the regular file at `real`, opened non-blocking and checked
 * again once open, at most `cap` of them.
 */
async function readCapped(
  path: string,
  real: string,
  what: string,
  cap: number,
  advice?: string,
): Promise<Uint8Array> {
  const { O_RDONLY, O_NONBLOCK } = fs.constants;
  const handle = await fs.promises.open(real, O_RDONLY | O_NONBLOCK);
  try {
    const info = await handle.stat();
    if (!info.isFile()) {
      throw new UsageError(
        `Cannot read ${what}: "${path}" is not a regular file`,
      );
    }
    if (info.size > cap) {
      throw overCap(path, what, mib(info.size), cap, advice);
    }
    // Read into a buffer of the file's size, so that the bytes need no
    // copy to be trimmed (a copy of a whole dataset file, else).
    const buffer = new Uint8Array(Math.min(info.size, cap));
    let filled = 0;
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(
        buffer,
        filled,
        buffer.length - filled,
        filled,
      );
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    // One byte past the size tells a file that grew since its stat: its
    // bytes are no whole file, so none are used.
    const past = new Uint8Array(1);
    const grew = filled === buffer.length &&
      (await handle.read(past, 0, 1, filled)).bytesRead > 0;
    if (grew || filled < buffer.length) {
      throw new UsageError(
        `Cannot read ${what}: "${path}" changed while niah read it; run again once it is written`,
      );
    }
    return buffer;
  } finally {
    await handle.close();
  }
}

/** A read's failure as a one-line `UsageError` (one already is kept). */
function unreadable(path: string, what: string) {
  return (error: unknown): never => {
    if (error instanceof UsageError) throw error;
    throw new UsageError(
      `Cannot read ${what}: "${path}" is not readable (${
        (error as Error).message
      })`,
      { cause: error },
    );
  };
}

/** `path` stat'ed, refused unless a regular file within the cap, and read. */
async function readChecked(
  path: string,
  options: DataFileOptions,
  keyOf?: (real: string, info: Deno.FileInfo) => string,
): Promise<{ key: string; read: () => Promise<Uint8Array> }> {
  const cap = options.maxBytes ?? DEFAULT_DATA_FILE_MAX_BYTES;
  const { real, info } = await statOf(path, options);
  const advice = options.overCapAdvice;
  refuseNonFile(path, options.what, info, cap, advice);
  return {
    key: keyOf?.(real, info) ?? real,
    read: () =>
      readCapped(path, real, options.what, cap, advice).catch(
        unreadable(path, options.what),
      ),
  };
}

/**
 * The file at `path` read now, through the same checks as
 * {@link readDataFile} (a regular file, at most the cap, opened
 * non-blocking and checked again) but kept by no cache: for inputs read
 * once and let go (the importers' files, which may be many and large).
 */
export async function readDataFileOnce(
  path: string,
  options: DataFileOptions,
): Promise<Uint8Array> {
  return await (await readChecked(path, options)).read();
}

/** What the cache holds of a file: keyed by where it leads and its stat. */
const cache = new Map<string, Promise<DataFile>>();

/**
 * The file at `path`: its bytes and SHA-256, read once per process for
 * one real path, modification time and size (a changed file is read
 * again); a one-line `UsageError` for a file missing, unreadable, not a
 * regular file or over the cap.
 */
export async function readDataFile(
  path: string,
  options: DataFileOptions,
): Promise<DataFile> {
  const { key, read } = await readChecked(
    path,
    options,
    (real, info) =>
      JSON.stringify([real, info.mtime?.getTime() ?? null, info.size]),
  );
  let pending = cache.get(key);
  if (pending === undefined) {
    pending = read().then((bytes) => ({
      path,
      bytes,
      sha256: createHash("sha256").update(bytes).digest("hex"),
    }));
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  const file = await pending;
  await noteInput(path);
  return file.path === path ? file : { ...file, path };
}

/**
 * Forgets every file read so far: a process that runs several commands
 * one after another (the tests' niah host) starts each with none held.
 */
export function forgetDataFiles(): void {
  cache.clear();
}
