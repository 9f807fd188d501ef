/**
 * niah's own state files, which a run reads back and replaces whole (a
 * store's batch ledger, the scheduler's state file, the fake provider's
 * batches). Reading keeps the rule configs and `.env` have: only a regular
 * file of at most a size limit is read, through a buffer of that size, so a
 * named pipe cannot hang the run, `/dev/zero` cannot fill memory and a
 * 2 GB file is refused before a byte of it is read. Both ways a symbolic
 * link is refused, never followed: a link planted at the path would make
 * niah read a file elsewhere, or create one where the link points. Writes
 * go through the atomic writer with the link-following turned off, so the
 * rename replaces whatever is at the path, never a file it points to.
 *
 * @module
 */
import { decodeUtf8 } from "../config/utf8_text.ts";
import { FileError, UsageError } from "../errors.ts";
import { writeFileAtomic } from "./atomic_write.ts";
import { kindOfNonFile } from "./open_results.ts";

/** A size in words: bytes, and MiB where that is round. */
function sizeWords(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib)
    ? `${bytes} bytes (${mib} MiB)`
    : `${bytes} bytes`;
}

/**
 * Refuses what is at `path` (as `lstat` saw it) unless it is a regular
 * file: a link, a pipe, a device or a folder.
 */
function refuseUnowned(
  path: string,
  info: Deno.FileInfo,
  action: string,
  what: string,
): void {
  if (info.isSymlink) {
    throw new UsageError(
      `Cannot ${action} ${what}: "${path}" is a symbolic link; niah keeps its ${what} only as a regular file of its own, never following a link (it could lead to any file); remove the link`,
    );
  }
  if (!info.isFile) {
    throw new UsageError(
      `Cannot ${action} ${what}: "${path}" is ${
        kindOfNonFile(info)
      }, not a regular file; niah keeps its ${what} only as a regular file; move it away`,
    );
  }
}

/** `lstat` of `path`; null when nothing is there. */
async function lstatOrNull(
  path: string,
  action: string,
  what: string,
): Promise<Deno.FileInfo | null> {
  try {
    return await Deno.lstat(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return null;
    throw new FileError({ action: `${action} ${what}`, path, cause: error });
  }
}

/** Reads at most `limit + 1` bytes of `file`. */
async function readUpTo(file: Deno.FsFile, limit: number): Promise<Uint8Array> {
  const buffer = new Uint8Array(Math.min(limit + 1, 64 * 1024));
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length <= limit) {
    const n = await file.read(buffer);
    if (n === null || n === 0) break;
    chunks.push(buffer.slice(0, n));
    length += n;
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/**
 * The text of the state file at `path` (undefined when there is none):
 * a regular file, not a link, of at most `maxBytes`, in UTF-8; anything
 * else is a one-line `UsageError` naming the path. `what` names the file
 * in messages ("batch ledger").
 */
export async function readOwnFile(
  path: string,
  what: string,
  maxBytes: number,
): Promise<string | undefined> {
  const info = await lstatOrNull(path, "read", what);
  if (info === null) return undefined;
  refuseUnowned(path, info, "read", what);
  const tooBig = () =>
    new UsageError(
      `Cannot read ${what}: "${path}" is over the ${
        sizeWords(maxBytes)
      } a ${what} may have${
        info.size > maxBytes ? ` (it is ${info.size} bytes)` : ""
      }; it is not one niah wrote; move it away`,
    );
  if (info.size > maxBytes) throw tooBig();
  let bytes: Uint8Array;
  try {
    using file = await Deno.open(path, { read: true });
    const opened = await file.stat();
    // Replaced between the lstat and the open: read only what was checked.
    if (opened.ino !== info.ino || opened.dev !== info.dev) {
      throw new UsageError(
        `Cannot read ${what}: "${path}" was replaced while niah opened it; run again`,
      );
    }
    bytes = await readUpTo(file, maxBytes);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new FileError({ action: `read ${what}`, path, cause: error });
  }
  if (bytes.length > maxBytes) throw tooBig();
  return decodeUtf8(bytes, path, what);
}

/**
 * Replaces the state file at `path` whole with `text`: refused when what
 * is there is a link or not a regular file, and renamed onto the path
 * itself (a link planted meanwhile is replaced, not followed).
 */
export async function writeOwnFile(
  path: string,
  text: string,
  what: string,
): Promise<void> {
  const info = await lstatOrNull(path, "write", what);
  if (info !== null) refuseUnowned(path, info, "write", what);
  await writeFileAtomic(path, text, what, { ownFile: true });
}
