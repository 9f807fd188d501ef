/**
 * Opening a results file for reading, the one way every reader does it (the
 * store, merge, reconstruct, report, plot, compare): a missing path, a
 * folder or an unreadable file is a one-line `UsageError` naming the path,
 * and the file is noted as an input, so no output of the command can
 * overwrite it.
 */
import { FileError, UsageError } from "../errors.ts";
import { noteInput } from "./input_files.ts";
import { didYouMeanFile } from "./nearby_file.ts";

/** Opens `path` for streaming; close it with `using` or `close()`. */
export async function openResults(path: string): Promise<Deno.FsFile>;
/** As above, but a missing file gives null. */
export async function openResults(
  path: string,
  opts: { missingOk: true },
): Promise<Deno.FsFile | null>;
export async function openResults(
  path: string,
  opts: { missingOk?: boolean } = {},
): Promise<Deno.FsFile | null> {
  // Stat before opening: opening a named pipe to read waits for a writer,
  // and a device can stream without end.
  let info: Deno.FileInfo;
  try {
    info = await Deno.stat(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      if (opts.missingOk) return null;
      throw new UsageError(
        `Cannot read results: "${path}" does not exist${await didYouMeanFile(
          path,
          [".jsonl"],
        )}`,
      );
    }
    throw new FileError({ action: "read results", path, cause: error });
  }
  refuseNonFile(path, info);
  let file: Deno.FsFile;
  try {
    file = await Deno.open(path, { read: true });
  } catch (error) {
    throw new FileError({ action: "read results", path, cause: error });
  }
  try {
    // Replaced between the stat and the open: check what was opened.
    refuseNonFile(path, await file.stat());
  } catch (error) {
    file.close();
    throw error;
  }
  await noteInput(path);
  return file;
}

/** What kind of thing a path that is not a regular file is, in words. */
export function kindOfNonFile(info: Deno.FileInfo): string {
  if (info.isDirectory) return "a folder";
  if (info.isFifo) return "a named pipe";
  if (info.isCharDevice || info.isBlockDevice) return "a device";
  if (info.isSocket) return "a socket";
  return "an unusual file";
}

function refuseNonFile(path: string, info: Deno.FileInfo): void {
  if (info.isFile) return;
  throw new UsageError(
    info.isDirectory
      ? `Cannot read results: "${path}" is not a file`
      : `Cannot read results: "${path}" is ${
        kindOfNonFile(info)
      }, not a regular file; niah reads results only from files`,
  );
}
