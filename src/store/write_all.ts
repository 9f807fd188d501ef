/**
 * Writing all of a buffer, however the file takes it: a write may take
 * fewer bytes than it was given, so each loops until every byte is out.
 *
 * @module
 */

/** Where bytes are written: a file, or standard output or error. */
type Writable = Pick<Deno.FsFile, "write">;

/**
 * Writes all of `bytes` to `file` on this thread. The store's appends of a
 * row or a few use it: an async write hands each one to another thread (a
 * duplicated descriptor and two wake-ups, about 50 µs of CPU a write here,
 * against 3 µs), and a few kilobytes reach the page cache at once.
 */
export function writeAllSync(
  file: Pick<Deno.FsFile, "writeSync">,
  bytes: Uint8Array,
): void {
  let written = 0;
  while (written < bytes.length) {
    written += file.writeSync(bytes.subarray(written));
  }
}

/** Writes all of `bytes` to `file`. */
export async function writeAll(
  file: Writable,
  bytes: Uint8Array,
): Promise<void> {
  let written = 0;
  while (written < bytes.length) {
    written += await file.write(bytes.subarray(written));
  }
}
