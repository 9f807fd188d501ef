/**
 * Strict UTF-8 decoding for files niah reads: a byte that is not UTF-8 is a
 * one-line error naming the file, line, column and byte offset, never a
 * silent U+FFFD that would change a prompt or a config value.
 */
import { UsageError } from "../errors.ts";

const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder("utf-8", { ignoreBOM: true });

/** The text of `bytes`, as `Deno.readTextFile` gives it (a BOM is kept). */
export function decodeUtf8(
  bytes: Uint8Array,
  path: string,
  what: string,
): string {
  try {
    return strict.decode(bytes);
  } catch {
    const offset = invalidUtf8Offset(bytes);
    let lineStart = 0;
    let line = 1;
    for (let i = 0; i < offset; i++) {
      if (bytes[i] === 0x0a) {
        line++;
        lineStart = i + 1;
      }
    }
    const col = [...lenient.decode(bytes.subarray(lineStart, offset))].length +
      1;
    const byte = (bytes[offset] ?? 0).toString(16).padStart(2, "0");
    throw new UsageError(
      `Cannot read ${what}: ${path}:${line}:${col}: not UTF-8 text (byte 0x${byte} at offset ${offset}); save the file as UTF-8`,
    );
  }
}

/**
 * The offset of the first byte that starts an ill-formed UTF-8 sequence
 * (WHATWG's rules: no overlong forms, surrogates or values above
 * U+10FFFF), or -1 when all of `bytes` is well formed.
 */
export function invalidUtf8Offset(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      const [min, max] = k === 1 ? [low, high] : [0x80, 0xbf];
      if (next === undefined || next < min || next > max) return i;
    }
    i += length;
  }
  return -1;
}
