/**
 * One writer per store. A run holds an exclusive OS lock (flock) on a lock
 * file beside the store (`<store>.lock`) for as long as it appends, and
 * writes its pid, host and start time into it, so a second run on the same
 * store is refused at once with the holder named, before it reads or sends
 * anything. The OS drops the lock when its holder exits, even on a crash, so
 * a lock file left behind is stale and simply taken over.
 */
import { UsageError } from "../errors.ts";
import { causeOf } from "./atomic_write.ts";

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

/** Who holds a lock, as its lock file says. */
interface Holder {
  pid?: number;
  host?: string;
  started?: string;
}

async function holderOf(file: Deno.FsFile): Promise<string> {
  try {
    const text = new TextDecoder().decode(await readAll(file));
    const holder = JSON.parse(text) as Holder;
    const parts = [
      typeof holder.pid === "number" ? `pid ${holder.pid}` : null,
      typeof holder.host === "string" ? `on host "${holder.host}"` : null,
      typeof holder.started === "string" ? `since ${holder.started}` : null,
    ].filter((part) => part !== null);
    return parts.length > 0 ? parts.join(" ") : "a process that left no name";
  } catch {
    return "a process that left no name";
  }
}

async function readAll(file: Deno.FsFile): Promise<Uint8Array> {
  await file.seek(0, Deno.SeekMode.Start);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const buf = new Uint8Array(4096);
  for (;;) {
    const n = await file.read(buf);
    if (n === null || size > 65536) break;
    chunks.push(buf.slice(0, n));
    size += n;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
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
  const path = `${storePath}.lock`;
  for (let attempt = 0;; attempt++) {
    let file: Deno.FsFile;
    try {
      file = await Deno.open(path, { read: true, write: true, create: true });
    } catch (error) {
      throw new UsageError(
        `Cannot lock store "${storePath}": cannot open "${path}": ${
          causeOf(error)
        }`,
      );
    }
    let locked: boolean;
    try {
      locked = await file.tryLock(true);
    } catch (error) {
      file.close();
      throw new UsageError(
        `Cannot lock store "${storePath}": the file system refuses a lock on "${path}": ${
          causeOf(error)
        }`,
      );
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
    // The holder before us may have removed the file after we opened it:
    // then our lock is on a file nobody else sees. Take the one at the path.
    let same = false;
    try {
      const [held, named] = [await file.stat(), await Deno.stat(path)];
      same = held.ino === named.ino && held.dev === named.dev;
    } catch {
      same = false;
    }
    if (!same) {
      file.close();
      if (attempt < 5) continue;
      throw new UsageError(
        `Cannot lock store "${storePath}": "${path}" keeps changing under this run`,
      );
    }
    const holder: Holder = {
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
      throw new UsageError(
        `Cannot lock store "${storePath}": cannot write "${path}": ${
          causeOf(error)
        }`,
      );
    }
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
}
