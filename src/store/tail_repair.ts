/**
 * Repair of the one thing a crash can leave in a store: a torn last line.
 * Applied only after the store's complete lines were read as niah rows, so
 * it never touches a file niah did not write.
 */
import { FileError, UsageError } from "../errors.ts";
import { writeAll } from "./write_all.ts";
import { parseStoreLine } from "./read_rows.ts";
import { mayBeTornRow } from "./row_layout.ts";

const NEWLINE = 0x0a;
const TAIL_CHUNK = 64 * 1024;

async function readFully(
  file: Deno.FsFile,
  at: number,
  length: number,
): Promise<Uint8Array> {
  const buf = new Uint8Array(length);
  await file.seek(at, Deno.SeekMode.Start);
  let filled = 0;
  while (filled < length) {
    const n = await file.read(buf.subarray(filled));
    if (n === null) break;
    filled += n;
  }
  return buf.subarray(0, filled);
}

/**
 * If the file ends without a newline, the bytes after the last newline are a
 * torn write: drop them, or, when they happen to be a complete row, finish the
 * line instead. A fragment with no niah row before it is not niah's to
 * drop: `followsRows` must say the file's complete lines are niah rows.
 * Returns the warning to give, or `null` when nothing was done.
 */
export async function repairTail(
  path: string,
  followsRows: boolean,
): Promise<string | null> {
  let file: Deno.FsFile;
  try {
    file = await Deno.open(path, { read: true, write: true });
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return null;
    throw new FileError({
      action: "open store",
      step: "cannot open",
      path,
      cause: err,
    });
  }
  try {
    const size = (await file.stat()).size;
    if (size === 0) return null;
    const last = await readFully(file, size - 1, 1);
    if (last[0] === NEWLINE) return null;

    // Walk back in chunks until the last newline (or the start of the file).
    const chunks: Uint8Array[] = [];
    let end = size;
    let fragmentStart = 0;
    while (end > 0) {
      const start = Math.max(0, end - TAIL_CHUNK);
      const chunk = await readFully(file, start, end - start);
      const nl = chunk.lastIndexOf(NEWLINE);
      if (nl >= 0) {
        chunks.unshift(chunk.subarray(nl + 1));
        fragmentStart = start + nl + 1;
        break;
      }
      chunks.unshift(chunk);
      end = start;
    }
    const fragment = new Uint8Array(size - fragmentStart);
    let at = 0;
    for (const c of chunks) {
      fragment.set(c, at);
      at += c.length;
    }

    let text: string | null;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(fragment);
    } catch {
      text = null;
    }
    if (text !== null && parseStoreLine(text).ok) {
      await file.seek(0, Deno.SeekMode.End);
      await writeAll(file, new Uint8Array([NEWLINE]));
      return `Repaired "${path}": added the missing newline after a complete last row left by an interrupted write`;
    }
    if (!followsRows || fragmentStart === 0) {
      throw new UsageError(
        `Cannot open store: "${path}" is not a niah results file (its last line is not a result row and follows no niah rows); niah leaves files it did not write alone`,
      );
    }
    // Anything but a piece of a row's start was added by someone else, and
    // is not niah's to drop.
    if (!mayBeTornRow(fragment)) {
      throw new UsageError(
        `Cannot open store: "${path}" ends with a line that is neither a result row nor the start of one (${fragment.length} bytes after the last row); niah drops only a row its own interrupted write tore, so move that text out of the file, then run again`,
      );
    }
    await file.truncate(fragmentStart);
    return `Repaired "${path}": dropped a torn last line (${fragment.length} bytes) left by an interrupted write`;
  } finally {
    file.close();
  }
}
