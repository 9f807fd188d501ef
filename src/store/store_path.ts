/**
 * Whether a run could write its store, checked without writing a row: the
 * store is a file or absent, its nearest existing folder is a folder, and
 * that folder takes a new file (the lock file, a new store). A read-only
 * or full file system is found here by `validate`, not an hour into a run.
 */
import { UsageError } from "../errors.ts";
import { causeOf, folderOf } from "./atomic_write.ts";

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
  const fail = (problem: string) =>
    new UsageError(`Cannot write store "${path}": ${problem}`);
  const dir = await nearestFolder(path);
  if (dir === null) {
    throw fail(`no folder on its path can hold it`);
  }
  const probe = `${dir}/.niah-write-check-${crypto.randomUUID().slice(0, 8)}`;
  try {
    await Deno.writeFile(probe, new Uint8Array([0x0a]), { createNew: true });
  } catch (err) {
    throw fail(`folder "${dir}" does not take new files: ${causeOf(err)}`);
  } finally {
    await Deno.remove(probe).catch(() => {});
  }
  try {
    (await Deno.open(path, { append: true })).close();
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) {
      throw fail(`it cannot be opened for appending: ${causeOf(err)}`);
    }
  }
}
