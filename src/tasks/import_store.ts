/**
 * `niah import`'s work for any importer (`importer.ts`): its inputs listed,
 * each file once (the same file named twice, through a link, or a folder
 * and a file in it), read through the one confined data-file reader
 * (`data/data_file.ts`: regular files only, size-capped, opened
 * non-blocking: a named pipe would block and `/dev/zero` never ends), and
 * its rows streamed into one store, written whole or not at all and never
 * over an input (by file identity: links resolved, hard links by inode).
 *
 * @module
 */
import { decodeUtf8 } from "../config/utf8_text.ts";
import { readDataFileOnce } from "../data/data_file.ts";
import { UsageError } from "../errors.ts";
import { openAtomicFile } from "../store/atomic_write.ts";
import { noteInput } from "../store/input_files.ts";
import type {
  ImportDone,
  ImportedFile,
  Importer,
  ImportOptions,
} from "./importer.ts";

/** The largest file an importer reads: 256 MiB. */
const MAX_IMPORT_BYTES = 256 * 1024 * 1024;

/** What `stat` says of `path`, or a one-line UsageError. */
async function statOf(path: string): Promise<Deno.FileInfo> {
  try {
    return await Deno.stat(path);
  } catch (error) {
    throw new UsageError(
      error instanceof Deno.errors.NotFound
        ? `Cannot import ${path}: it does not exist`
        : `Cannot import ${path}: ${(error as Error).message}`,
    );
  }
}

/**
 * Reads one input through the data-file reader's checks (a regular file of
 * at most {@link MAX_IMPORT_BYTES}, opened non-blocking: a file swapped for
 * a pipe after its stat is refused, not waited on), uncached, as UTF-8.
 */
async function readImportFile(path: string): Promise<ImportedFile> {
  const bytes = await readDataFileOnce(path, {
    what: "an imported file",
    maxBytes: MAX_IMPORT_BYTES,
    overCapAdvice: "import the files it was made from, or split it",
  });
  return { path, text: decodeUtf8(bytes, path, "import") };
}

/** A file's identity: its device and inode (links resolved). */
function identityOf(info: Deno.FileInfo): string | null {
  return info.ino === null || info.dev === null
    ? null
    : `${info.dev}:${info.ino}`;
}

/** `files` with each file once (by identity), in their order. */
async function distinct(files: readonly string[]): Promise<string[]> {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const file of files) {
    const info = await statOf(file);
    const id = identityOf(info) ?? await Deno.realPath(file);
    if (seen.has(id)) continue;
    seen.add(id);
    kept.push(file);
  }
  return kept;
}

/** Refuses an `out` that is one of `files`, by identity. */
async function refuseOutputAmong(
  files: readonly string[],
  out: string,
): Promise<void> {
  const target = await Deno.stat(out).catch(() => null);
  const id = target === null ? null : identityOf(target);
  if (id === null) return;
  for (const file of files) {
    if (identityOf(await statOf(file)) === id) {
      throw new UsageError(
        `Cannot import: --out ${out} is ${
          file === out ? "one of the inputs" : `the input ${file}`
        }`,
      );
    }
  }
}

/** The deepest nesting of arrays and objects a stored row may hold. */
const MAX_ROW_DEPTH = 64;

/** Whether `value` nests arrays and objects deeper than `limit` (no recursion). */
function nestsDeeper(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== "object" || item === null) continue;
    if (depth >= limit) return true;
    for (const inner of Object.values(item)) pending.push([inner, depth + 1]);
  }
  return false;
}

/** Rows buffered up to this many characters before a write. */
const CHUNK_CHARS = 1 << 16;

/**
 * Imports `paths` with `importer` into the store `options.out`; what the
 * importer says it did.
 */
export async function importStore(
  importer: Importer,
  paths: readonly string[],
  options: ImportOptions,
): Promise<ImportDone> {
  const files = await distinct(await importer.files(paths));
  await refuseOutputAmong(files, options.out);
  for (const file of files) await noteInput(file);
  const store = await openAtomicFile(options.out, "store");
  let pending = "";
  let reading = "";
  const read = (path: string) => {
    reading = path;
    return readImportFile(path);
  };
  const writer = {
    async write(row: Readonly<Record<string, unknown>>) {
      if (nestsDeeper(row, MAX_ROW_DEPTH)) {
        throw new UsageError(
          `Cannot import ${reading}: a value nests more than ${MAX_ROW_DEPTH} arrays or objects deep, past what a niah row holds`,
        );
      }
      pending += JSON.stringify(row) + "\n";
      if (pending.length >= CHUNK_CHARS) {
        await store.write(pending);
        pending = "";
      }
    },
  };
  try {
    const done = await importer.rows(files, read, options, writer);
    await store.write(pending);
    await store.commit();
    return done;
  } catch (error) {
    await store.discard();
    throw error;
  }
}
