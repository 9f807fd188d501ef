/**
 * One writer per store. A run holds an exclusive OS lock (flock) on a lock
 * file beside the store's real path (`<store>.lock`, see `lock_probe.ts`) for as long as it appends, and
 * writes its pid, host and start time into it, so a second run on the same
 * store is refused at once with the holder named, before it reads or sends
 * anything. The OS drops the lock when its holder exits, even on a crash, so
 * a lock file left behind is stale and simply taken over.
 */
import { FileError, UsageError } from "../errors.ts";
import { folderOf, isFileAt } from "./atomic_write.ts";
import { holderOf, type LockHolder, lockPathOf } from "./lock_probe.ts";
import { standardStreamOf } from "./standard_stream.ts";

/** A held store lock. */
export interface StoreLock {
  /** The lock file. */
  readonly path: string;
  /** Releases the lock and removes the lock file. */
  release(): void;
}

/**
 * This machine's name without asking for the `sys` permission (which the
 * binary does not have, and which would prompt on a terminal).
 */
function hostName(): string {
  try {
    if (Deno.permissions.querySync({ name: "sys" }).state === "granted") {
      return Deno.hostname();
    }
  } catch {
    // Fall through to the file and the environment.
  }
  try {
    const name = Deno.readTextFileSync("/etc/hostname").trim();
    if (name !== "") return name;
  } catch {
    // Not on this system.
  }
  try {
    return Deno.env.get("HOSTNAME") ?? Deno.env.get("COMPUTERNAME") ??
      "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * Takes the exclusive lock of the store at `storePath`, or throws a
 * `UsageError` (exit 2) naming the run that holds it. `action` names what
 * was refused in that message (default: starting a run).
 */
export async function lockStore(
  storePath: string,
  now: () => Date = () => new Date(),
  action = "start run",
): Promise<StoreLock> {
  const path = await lockPathOf(storePath);
  for (let attempt = 0;; attempt++) {
    const file = await openLocked(storePath, path, action);
    // The holder before us may have removed the file after we opened it:
    // then our lock is on a file nobody else sees. Take the one at the path.
    if (!await isFileAt(file, path)) {
      file.close();
      if (attempt < 5) continue;
      throw new UsageError(
        `Cannot lock store "${storePath}": "${path}" keeps changing under this run`,
      );
    }
    await writeHolder(file, { storePath, path, now });
    return heldLock(path, file);
  }
}

/** The lock file at `path`, opened and locked; a held lock is refused. */
async function openLocked(
  storePath: string,
  path: string,
  action: string,
): Promise<Deno.FsFile> {
  let file: Deno.FsFile;
  try {
    file = await Deno.open(path, { read: true, write: true, create: true });
  } catch (error) {
    throw new FileError({
      action: `lock store "${storePath}"`,
      step: "cannot open",
      path,
      cause: error,
    });
  }
  let locked: boolean;
  try {
    locked = await file.tryLock(true);
  } catch (error) {
    file.close();
    throw new FileError({
      action: `lock store "${storePath}"`,
      step: "the file system refuses a lock on",
      path,
      cause: error,
    });
  }
  if (!locked) {
    const holder = await holderOf(file);
    file.close();
    throw new UsageError(
      `Cannot ${action}: store "${storePath}" is in use by another niah run (${holder}); wait for it to finish${
        action === "start run" ? ", or give this run its own store.path" : ""
      }`,
    );
  }
  return file;
}

/** Writes this process as the lock's holder (closing the file on failure). */
async function writeHolder(
  file: Deno.FsFile,
  { storePath, path, now }: { storePath: string; path: string; now(): Date },
): Promise<void> {
  const holder: LockHolder = {
    pid: Deno.pid,
    host: hostName(),
    started: now().toISOString(),
  };
  try {
    await file.truncate(0);
    await file.seek(0, Deno.SeekMode.Start);
    await file.write(new TextEncoder().encode(`${JSON.stringify(holder)}\n`));
  } catch (error) {
    file.close();
    throw new FileError({
      action: `lock store "${storePath}"`,
      step: "cannot write",
      path,
      cause: error,
    });
  }
}

/** The held lock on `file`, released once (on unload too). */
function heldLock(path: string, file: Deno.FsFile): StoreLock {
  let held = true;
  // An error between taking the lock and closing the store ends the
  // process through main.ts: release there too, so no lock file is left.
  const onUnload = () => lock.release();
  const lock: StoreLock = {
    path,
    release() {
      if (!held) return;
      held = false;
      globalThis.removeEventListener("unload", onUnload);
      // Remove while still holding the lock, so no one locks a file that
      // is about to disappear without noticing (see the inode check).
      try {
        Deno.removeSync(path);
      } catch {
        // Gone already or not removable: the lock is released either way.
      }
      file.close();
    },
  };
  globalThis.addEventListener("unload", onUnload);
  return lock;
}

/**
 * The store lock of an output store `out` (merge's, rescore's), when its
 * folder exists (a run holding it keeps its lock file there); none when
 * the folder is still to be made, so no run can be appending to it.
 */
export async function lockOutput(
  out: string,
  action: string,
): Promise<StoreLock | null> {
  // Standard output: no store, and no run can append to it.
  if (standardStreamOf(out) !== null) return null;
  try {
    if (!(await Deno.stat(folderOf(out))).isDirectory) return null;
  } catch {
    return null;
  }
  return await lockStore(out, undefined, action);
}
