/**
 * The one way niah writes a file other than a store: whole or not at all.
 * Bytes go to a temporary file beside the target (same folder, so the same
 * file system), which is synced and renamed onto the target at the end; a
 * failure or an interruption removes the temporary file and any folder
 * created for it, leaving the target as it was. A target that is one of the
 * command's inputs is refused (see `input_files.ts`). Every failure is a
 * `UsageError` naming the path and the cause (disk full, read-only, ...).
 *
 * A target that is a symbolic link is written where the link points (the
 * link stays); one that is not a regular file (`/dev/null`, a named pipe)
 * is written to as it is, never renamed over, since replacing it would
 * turn a device into a plain file. niah's own state files (`own_file.ts`)
 * are the exception: always renamed onto the path itself. `/dev/stdout` and `/dev/stderr` are
 * niah's own streams (`standard_stream.ts`). A store a running
 * niah run appends to is refused: its rows would go to a file nobody sees.
 * A writer holds a lock on its temporary file, so the next writer of the
 * same output removes any left by a writer that was killed.
 */
import { FileError, UsageError } from "../errors.ts";
import { refuseInputAsOutput } from "./input_files.ts";
import { lockHolder, realStorePath, storeHolder } from "./lock_probe.ts";
import { standardStreamOf } from "./standard_stream.ts";
import { writeAll } from "./write_all.ts";

/** An output being written: append, then commit (rename) or discard. */
interface AtomicFile {
  /** The target path. */
  readonly path: string;
  /** Appends text or bytes to the temporary file. */
  write(data: string | Uint8Array): Promise<void>;
  /** Syncs, closes and renames onto the target. */
  commit(): Promise<void>;
  /** Closes and removes the temporary file (and folders made for it). */
  discard(): Promise<void>;
}

/** How an output is written. */
interface AtomicOptions {
  /** The command read `path` whole and replaces it on purpose (merge). */
  replacesInput?: boolean;
  /**
   * One of niah's own state files (`own_file.ts`): renamed onto `path`
   * itself whatever is there, never through a link or into a device.
   */
  ownFile?: boolean;
}

/** Writes `data` (text as UTF-8) whole to `file`; `failed` meets an error. */
async function writeData(
  file: Pick<Deno.FsFile, "write">,
  data: string | Uint8Array,
  failed: (error: unknown) => Promise<void> | void,
): Promise<void> {
  try {
    await writeAll(
      file,
      typeof data === "string" ? encoder.encode(data) : data,
    );
  } catch (error) {
    await failed(error);
  }
}

/** The folder of `path` ("." for a bare file name). */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "." : slash === 0 ? "/" : path.slice(0, slash);
}

/** The folders of `dir` (itself and its parents) that do not exist, deepest first. */
async function missingFolders(dir: string): Promise<string[]> {
  const missing: string[] = [];
  for (let d = dir; d !== "" && d !== "." && d !== "/";) {
    try {
      await Deno.stat(d);
      break;
    } catch {
      missing.push(d);
    }
    const slash = d.lastIndexOf("/");
    d = slash <= 0 ? "" : d.slice(0, slash);
  }
  return missing;
}

/** Removes each folder that is (still) empty, deepest first. */
async function removeEmpty(folders: readonly string[]): Promise<void> {
  for (const folder of folders) {
    try {
      await Deno.remove(folder);
    } catch {
      return;
    }
  }
}

const encoder = new TextEncoder();

/** Closes `file` the first time it is called, and does nothing after. */
function closeOnce(file: Deno.FsFile): () => void {
  let open = true;
  return () => {
    if (open) {
      open = false;
      file.close();
    }
  };
}

/**
 * Refuses an output path that names a folder, is one of the command's
 * inputs (unless it `replacesInput` on purpose), or is the store or lock
 * file of a running run; what `stat` says of it (null: absent).
 */
async function checkOutputPath(
  path: string,
  what: string,
  replacesInput: boolean,
): Promise<Deno.FileInfo | null> {
  const named = path.slice(path.lastIndexOf("/") + 1);
  if (named === "" || named === "." || named === "..") {
    throw new UsageError(`Cannot write ${what}: "${path}" names a folder`);
  }
  let info: Deno.FileInfo | null = null;
  try {
    info = await Deno.stat(path);
  } catch (error) {
    // Absent (or unreadable): creating the temporary file says what is
    // wrong; a device past niah's permissions is said here.
    if (error instanceof Deno.errors.NotCapable) {
      throw new UsageError(
        `Cannot write ${what}: niah may not open "${path}" (its permissions reach files, /dev/null, and standard output and error as /dev/stdout and /dev/stderr); write to a file`,
      );
    }
  }
  if (info?.isDirectory) {
    throw new UsageError(`Cannot write ${what}: "${path}" is a folder`);
  }
  // A command that read `path` whole and writes it back on purpose (merge
  // folding a store into itself) says so; any other input is refused.
  if (!replacesInput) await refuseInputAsOutput(path, what);
  const holder = await storeHolder(path);
  if (holder !== null) {
    throw new UsageError(
      `Cannot write ${what}: "${path}" is the store of a running niah run (${holder}); its rows would be lost; wait for it to finish, or choose another path`,
    );
  }
  const lockedBy = await lockHolder(path);
  if (lockedBy !== null) {
    throw new UsageError(
      `Cannot write ${what}: "${path}" is the lock file of a running niah run (${lockedBy}); replacing it would let a second run write the same store; choose another path`,
    );
  }
  return info;
}

/** Whether `name` is a temporary file of target `base`: `.<base>.<8 hex>.tmp`. */
function isTempOf(name: string, base: string): boolean {
  return name.startsWith(`.${base}.`) &&
    /^[0-9a-f]{8}\.tmp$/.test(name.slice(base.length + 2));
}

/**
 * Creates and locks a new temporary file for target `base` in `dir`. The
 * writer holds the lock until it closes the file, so a free temporary file
 * is one whose writer is gone ({@link removeStaleTemps}). A file a cleaner
 * locked (and removed) between the create and the lock is given up for a
 * new one.
 */
async function createTemp(
  dir: string,
  base: string,
): Promise<[string, Deno.FsFile]> {
  for (let attempt = 0;; attempt++) {
    const temp = `${dir}/.${base}.${crypto.randomUUID().slice(0, 8)}.tmp`;
    const file = await Deno.open(temp, { write: true, createNew: true });
    let held = false;
    try {
      held = await file.tryLock(true) && await isFileAt(file, temp);
    } catch {
      // A file system without locks: nothing can tell it stale; write on.
      return [temp, file];
    }
    if (held) return [temp, file];
    file.close();
    if (attempt >= 5) {
      throw new Error(`temporary files in "${dir}" keep being removed`);
    }
  }
}

/** Whether `file` is still the file at `path` (same inode). */
export async function isFileAt(
  file: Deno.FsFile,
  path: string,
): Promise<boolean> {
  try {
    const [held, named] = [await file.stat(), await Deno.stat(path)];
    return held.ino === named.ino && held.dev === named.dev;
  } catch {
    return false;
  }
}

/**
 * Removes the temporary files of target `base` in `dir` that no writer
 * holds (see {@link createTemp}): a writer killed mid-write (kill -9, out
 * of memory, power lost) leaves its temporary file, as big as the output,
 * and the next writer of the same output clears it. A file still locked is
 * a live writer's and stays; anything that fails is left as it is.
 */
async function removeStaleTemps(
  dir: string,
  base: string,
): Promise<void> {
  try {
    for await (const entry of Deno.readDir(dir)) {
      if (!entry.isFile || !isTempOf(entry.name, base)) continue;
      const path = `${dir}/${entry.name}`;
      try {
        using file = await Deno.open(path, { read: true });
        // Removed while locked, so no writer can take it up meanwhile.
        if (await file.tryLock(true)) await Deno.remove(path);
      } catch {
        // Gone already, or not ours to remove.
      }
    }
  } catch {
    // An unreadable folder: creating the temporary file says what is wrong.
  }
}

/**
 * Opens `path` for an atomic write; `what` names the output in messages
 * ("dataset", "CSV"). Missing folders are created.
 */
export async function openAtomicFile(
  path: string,
  what: string,
  opts: AtomicOptions = {},
): Promise<AtomicFile> {
  const stream = opts.ownFile ? null : standardStreamOf(path);
  if (stream !== null) return openStream(path, what, stream);
  const info = await checkOutputPath(path, what, opts.replacesInput ?? false);
  if (info !== null && !info.isFile && !opts.ownFile) {
    return openInPlace(path, what);
  }
  // Through a symbolic link to where it points, so the link stays a link;
  // niah's own state files are renamed onto the path itself.
  const target = !opts.ownFile &&
      (await Deno.lstat(path).catch(() => null))?.isSymlink
    ? await realStorePath(path)
    : path;
  const dir = folderOf(target);
  const base = target.slice(target.lastIndexOf("/") + 1);
  const created = await missingFolders(dir);
  // A step in `dir` that fails removes the folders made for it.
  const inFolder = async <T>(step: string, act: () => Promise<T>) => {
    try {
      return await act();
    } catch (error) {
      await removeEmpty(created);
      throw new FileError({
        action: `write ${what}`,
        step,
        path: dir,
        cause: error,
      });
    }
  };
  await inFolder(
    "cannot create folder",
    () => Deno.mkdir(dir, { recursive: true }),
  );
  await removeStaleTemps(dir, base);
  const [temp, file] = await inFolder(
    "cannot create a file in",
    () => createTemp(dir, base),
  );
  const close = closeOnce(file);
  const fail = async (error: unknown): Promise<never> => {
    close();
    await Deno.remove(temp).catch(() => {});
    await removeEmpty(created);
    throw error instanceof UsageError
      ? error
      : new FileError({ action: `write ${what}`, path, cause: error });
  };
  return {
    path,
    write: (data) => writeData(file, data, fail),
    async commit() {
      try {
        await file.sync();
        close();
        await Deno.rename(temp, target);
      } catch (error) {
        await fail(error);
      }
    },
    async discard() {
      close();
      await Deno.remove(temp).catch(() => {});
      await removeEmpty(created);
    },
  };
}

/**
 * Writes straight to `path`, which exists and is not a regular file (a
 * device, a named pipe): it cannot be replaced, and there is nothing there
 * to keep whole.
 */
async function openInPlace(path: string, what: string): Promise<AtomicFile> {
  let file: Deno.FsFile;
  try {
    file = await Deno.open(path, { write: true });
  } catch (error) {
    throw new FileError({
      action: `write ${what}`,
      step: "cannot open",
      path,
      cause: error,
    });
  }
  const close = closeOnce(file);
  return {
    path,
    write: (data) =>
      writeData(file, data, (error) => {
        close();
        throw new FileError({ action: `write ${what}`, path, cause: error });
      }),
    commit() {
      close();
      return Promise.resolve();
    },
    discard() {
      close();
      return Promise.resolve();
    },
  };
}

/**
 * Writes to niah's own standard output or error (see
 * `standard_stream.ts`), which stays open after the write.
 */
function openStream(
  path: string,
  what: string,
  stream: "stdout" | "stderr",
): AtomicFile {
  const file = stream === "stdout" ? Deno.stdout : Deno.stderr;
  return {
    path,
    write: (data) =>
      writeData(file, data, (error) => {
        // A reader that went away (`| head`) has all it wanted.
        if (error instanceof Deno.errors.BrokenPipe) return;
        throw new FileError({ action: `write ${what}`, path, cause: error });
      }),
    commit: () => Promise.resolve(),
    discard: () => Promise.resolve(),
  };
}

/** Writes `text` to `path` whole or not at all (see {@link openAtomicFile}). */
export async function writeFileAtomic(
  path: string,
  text: string | Uint8Array,
  what: string,
  opts: AtomicOptions = {},
): Promise<void> {
  const file = await openAtomicFile(path, what, opts);
  await file.write(text);
  await file.commit();
}
