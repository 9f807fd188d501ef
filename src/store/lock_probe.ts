/**
 * Where a store's lock lives and who holds it, without taking it: the lock
 * file sits beside the store's real path (`<real store>.lock`), so every
 * spelling of the store, a symbolic link to it included, meets the same
 * lock. The atomic writer asks here before it replaces a file a running
 * niah run appends to (its rows would go to a file nobody sees again).
 */

/** Who holds a lock, as its lock file says. */
export interface LockHolder {
  pid?: number;
  host?: string;
  started?: string;
}

/** The folder and the last name of `path`. */
function splitPath(path: string): [string, string] {
  const slash = path.lastIndexOf("/");
  return slash < 0
    ? [".", path]
    : [slash === 0 ? "/" : path.slice(0, slash), path.slice(slash + 1)];
}

/**
 * The store's path with symbolic links resolved: the real path of the file
 * when it exists, else its folder's real path and its name (a link that
 * points nowhere yet is followed to where it points). Falls back to `path`
 * when its folder does not exist yet.
 */
export async function realStorePath(path: string): Promise<string> {
  let target = path;
  for (let hops = 0; hops < 40; hops++) {
    try {
      return await Deno.realPath(target);
    } catch {
      // Absent, or a link to something absent: follow it by hand.
    }
    let link: string;
    try {
      link = await Deno.readLink(target);
    } catch {
      break;
    }
    target = link.startsWith("/") ? link : `${splitPath(target)[0]}/${link}`;
  }
  const [dir, name] = splitPath(target);
  try {
    return `${await Deno.realPath(dir)}/${name}`;
  } catch {
    return target;
  }
}

/** The lock file of the store at `path` (see the module comment). */
export async function lockPathOf(path: string): Promise<string> {
  return `${await realStorePath(path)}.lock`;
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

async function readHolder(file: Deno.FsFile): Promise<LockHolder> {
  try {
    const text = new TextDecoder().decode(await readAll(file));
    const holder: unknown = JSON.parse(text);
    return typeof holder === "object" && holder !== null
      ? holder as LockHolder
      : {};
  } catch {
    return {};
  }
}

/** A lock's holder, in words. */
function describeHolder(holder: LockHolder): string {
  const parts = [
    typeof holder.pid === "number" ? `pid ${holder.pid}` : null,
    typeof holder.host === "string" ? `on host "${holder.host}"` : null,
    typeof holder.started === "string" ? `since ${holder.started}` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(" ") : "a process that left no name";
}

/** The holder named in an open lock file, in words. */
export async function holderOf(file: Deno.FsFile): Promise<string> {
  try {
    return describeHolder(await readHolder(file));
  } catch {
    return "a process that left no name";
  }
}

/**
 * The holder (in words) of `lockFile` when another process holds a lock on
 * it now; null when it is free, missing, or held by this process.
 */
export async function lockHolder(lockFile: string): Promise<string | null> {
  let file: Deno.FsFile;
  try {
    // Only a plain file can be a lock file (opening a named pipe to read
    // would wait for a writer).
    if (!(await Deno.stat(lockFile)).isFile) return null;
    file = await Deno.open(lockFile, { read: true });
  } catch {
    return null;
  }
  try {
    let free: boolean;
    try {
      free = await file.tryLock(false);
    } catch {
      return null;
    }
    if (free) {
      await file.unlock().catch(() => {});
      return null;
    }
    // Read once: the pid decides, and the same holder is described.
    const holder = await readHolder(file);
    return holder.pid === Deno.pid ? null : describeHolder(holder);
  } finally {
    file.close();
  }
}

/**
 * The holder (in words) of the lock of the store at `path` when another
 * process holds it now; null when no one does (no lock file, a stale one,
 * or a file system without locks) or this process does (`merge` writing
 * the store it locked).
 */
export async function storeHolder(path: string): Promise<string | null> {
  return await lockHolder(await lockPathOf(path));
}

/**
 * A warning for a results file that another niah run still appends to
 * (its store lock is held): what is read is the rows written so far, and
 * `doing` says what is done with them ("merging"). Null when no run holds
 * it (or this process does).
 */
export async function liveStoreWarning(
  path: string,
  doing: string,
): Promise<string | null> {
  const holder = await storeHolder(path);
  return holder === null
    ? null
    : `warning: "${path}" is still being written by a niah run (${holder}); ${doing} the rows it holds so far, without the cells still to come`;
}
