/**
 * Whether a run could write its store, checked without writing a row: the
 * store is a file or absent and its nearest existing ancestor is a folder
 * (checked whenever a run is loaded), and that folder takes a new file (the
 * lock file, a new store; checked by `validate`), so a read-only or full
 * file system is found before a run, not an hour into it.
 */
import { messageOf, UsageError } from "../errors.ts";
import { folderOf } from "./atomic_write.ts";

/**
 * Why a store file could not be created at `path`, found without creating
 * anything; undefined when it could.
 */
export async function storePathProblem(
  path: string,
): Promise<string | undefined> {
  try {
    const stat = await Deno.stat(path);
    return stat.isFile ? undefined : `"${path}" exists and is not a file`;
  } catch {
    // Absent: look for the nearest ancestor that exists.
  }
  let dir = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : ".";
  while (dir !== "") {
    try {
      const stat = await Deno.stat(dir);
      return stat.isDirectory
        ? undefined
        : `cannot create folder under "${dir}": it is a file`;
    } catch {
      if (!dir.includes("/")) break;
      dir = dir.slice(0, dir.lastIndexOf("/"));
    }
  }
  return undefined;
}

async function nearestFolder(path: string): Promise<string | null> {
  for (let dir = folderOf(path);;) {
    try {
      const stat = await Deno.stat(dir);
      return stat.isDirectory ? dir : null;
    } catch {
      // Missing: the run creates it; look further up.
    }
    const up = folderOf(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/**
 * Throws a `UsageError` naming the path and the cause when a run could not
 * create or append to the store at `path`.
 */
export async function checkStoreWritable(path: string): Promise<void> {
  const fail = (problem: string, cause?: unknown) =>
    new UsageError(
      `Cannot write store "${path}": ${problem}${
        cause === undefined ? "" : `: ${messageOf(cause)}`
      }`,
      cause === undefined ? undefined : { cause },
    );
  const problem = await storePathProblem(path);
  if (problem !== undefined) throw fail(problem);
  const dir = await nearestFolder(path);
  if (dir === null) {
    throw fail(`no folder on its path can hold it`);
  }
  const probe = `${dir}/.niah-write-check-${crypto.randomUUID().slice(0, 8)}`;
  try {
    await Deno.writeFile(probe, new Uint8Array([0x0a]), { createNew: true });
  } catch (err) {
    throw fail(`folder "${dir}" does not take new files`, err);
  } finally {
    await Deno.remove(probe).catch(() => {});
  }
  try {
    (await Deno.open(path, { append: true })).close();
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) {
      throw fail("it cannot be opened for appending", err);
    }
  }
}
