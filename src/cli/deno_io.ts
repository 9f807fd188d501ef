/** File-system access for commands, in one place (side effects at the edge). */
import type { CorpusReader } from "../haystack/files_corpus.ts";
import { readDataFile } from "../data/data_file.ts";
import { decodeInEncoding } from "../haystack/file_encoding.ts";
import { decodeUtf8 } from "../config/utf8_text.ts";
import { FileError, UsageError } from "../errors.ts";
import type { RunStamp } from "../config/run_name.ts";
import type { PrepareIo } from "../runner/load/prepare_run.ts";
import type { RunFiles } from "../runner/load/run_files.ts";
import { noteInput } from "../store/input_files.ts";
import { didYouMeanFile } from "../store/nearby_file.ts";
import { kindOfNonFile } from "../store/open_results.ts";
import { storePathProblem } from "../store/store_path.ts";
import type { CommandIo } from "./io.ts";

/** Whether `path` is an existing regular file. */
export async function isFile(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch {
    return false;
  }
}

/** Whether `path` is an existing folder. */
export async function isFolder(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isDirectory;
  } catch {
    return false;
  }
}

/** The names of the files in a folder; none when it cannot be read. */
export async function fileNames(path: string): Promise<string[]> {
  const names: string[] = [];
  try {
    for await (const entry of Deno.readDir(path)) {
      if (!entry.isDirectory) names.push(entry.name);
    }
  } catch {
    // Not a folder, or not readable: it holds no model ids to list.
  }
  return names.sort();
}

/** The largest config (run, model, schedule) niah reads: 16 MiB. */
const MAX_CONFIG_BYTES = 16 * 1024 * 1024;

/**
 * Reads a text file (a config), turning "not found" into a one-line
 * UsageError. Only a regular file of at most {@link MAX_CONFIG_BYTES} is
 * read: a named pipe would block forever and `/dev/zero` never ends.
 */
export async function readTextFile(
  path: string,
  what: string,
): Promise<string> {
  try {
    const info = await Deno.stat(path);
    if (!info.isFile && !info.isDirectory) {
      throw new UsageError(
        `Cannot read ${what}: "${path}" is ${
          kindOfNonFile(info)
        }, not a regular file`,
      );
    }
    if (info.isFile && info.size > MAX_CONFIG_BYTES) {
      throw new UsageError(
        `Cannot read ${what}: "${path}" is ${info.size} bytes, over the ${MAX_CONFIG_BYTES} bytes (16 MiB) a config may have`,
      );
    }
    const text = decodeUtf8(await Deno.readFile(path), path, what);
    await noteInput(path);
    return text;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    if (error instanceof Deno.errors.NotFound) {
      throw new UsageError(
        `Cannot read ${what}: "${path}" does not exist${await didYouMeanFile(
          path,
        )}`,
      );
    }
    if (error instanceof Deno.errors.IsADirectory) {
      throw new UsageError(`Cannot read ${what}: "${path}" is a folder`);
    }
    throw new FileError({ action: `read ${what}`, path, cause: error });
  }
}

/**
 * Whether the symbolic link at `path` leads to a file (a haystack reads
 * it, as a shell glob would); one that leads nowhere, or round in a loop,
 * is a `UsageError`, since the haystack would silently lose its text.
 */
async function linksToFile(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch (error) {
    const target = await Deno.readLink(path).catch(() => "?");
    const why = error instanceof Deno.errors.NotFound
      ? `which does not exist`
      : error instanceof Deno.errors.FilesystemLoop
      ? `which leads round a loop of links`
      : `which cannot be read (${(error as Error).message})`;
    throw new UsageError(
      `Cannot read haystack: "${path}" is a symbolic link to "${target}", ${why}; fix or remove the link`,
    );
  }
}

/** Reads corpora from disk. */
export const denoCorpusReader: CorpusReader = {
  async listTextFiles(dir) {
    const names: string[] = [];
    for await (const entry of Deno.readDir(dir)) {
      if (!entry.name.endsWith(".txt")) continue;
      if (
        entry.isFile ||
        (entry.isSymlink && await linksToFile(`${dir}/${entry.name}`))
      ) names.push(entry.name);
    }
    return names;
  },
  async fileSize(path) {
    return (await Deno.stat(path)).size;
  },
  realPath(path) {
    return Deno.realPath(path);
  },
  data: readDataFile,
  async readText(path, encoding) {
    // Strict UTF-8 unless told: another encoding is an error, not U+FFFD.
    const bytes = await Deno.readFile(path);
    const text = encoding === undefined
      ? decodeUtf8(bytes, path, "haystack")
      : decodeInEncoding(bytes, path, encoding);
    await noteInput(path);
    return text;
  },
};

/** What loading a run reads, from disk. */
export const denoRunFiles: RunFiles = {
  readText: readTextFile,
  isFile,
  isFolder,
  fileNames,
  storePathProblem,
  corpus: denoCorpusReader,
};

/**
 * What `run` and `dataset` prepare a run through: files from disk, the
 * command's environment and error stream, and what run-name placeholders
 * expand to.
 */
export function denoPrepareIo(io: CommandIo, stamp: RunStamp): PrepareIo {
  return {
    files: denoRunFiles,
    env: (name) => io.env(name),
    err: (line) => io.err(line),
    stamp,
  };
}
