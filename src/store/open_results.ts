/**
 * Opening a results file for reading, the one way every reader does it (the
 * store, merge, reconstruct, report, plot, compare): a missing path, a
 * folder or an unreadable file is a one-line `UsageError` naming the path,
 * and the file is noted as an input, so no output of the command can
 * overwrite it.
 */
import { FileError, UsageError } from "../errors.ts";
import { noteInput } from "./input_files.ts";

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
  let file: Deno.FsFile;
  try {
    file = await Deno.open(path, { read: true });
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      if (opts.missingOk) return null;
      throw new UsageError(`Cannot read results: "${path}" does not exist`);
    }
    throw new FileError({ action: "read results", path, cause: error });
  }
  let isFile = false;
  try {
    isFile = (await file.stat()).isFile;
  } catch {
    // Reading says what is wrong.
  }
  if (!isFile) {
    file.close();
    throw new UsageError(`Cannot read results: "${path}" is not a file`);
  }
  await noteInput(path);
  return file;
}
