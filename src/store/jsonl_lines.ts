/**
 * The one JSONL line reader: bytes in, numbered lines out, streaming. The
 * store (resume, merge, reconstruct) and the reports read through it, so a
 * line means the same thing everywhere (a trailing `\r` dropped, line
 * numbers from 1, the text after the last newline marked `last`).
 */

/** A line of a JSONL file with its 1-based physical line number. */
export interface JsonlLine {
  line: number;
  text: string;
  /** True for text after the last newline (possibly a torn write). */
  last: boolean;
}

/** Where bytes come from: an open file, or anything that reads like one. */
export interface ByteReader {
  read(buffer: Uint8Array): Promise<number | null>;
}

/** Bytes read at a time: big reads keep per-chunk overhead out of the way. */
export const READ_SIZE = 1 << 20;

/**
 * Cuts decoded bytes into lines as they arrive, holding only the partial
 * line between chunks. A trailing `\r` is dropped; line numbers count from 1.
 */
export class LineSplitter {
  #decoder = new TextDecoder();
  #rest = "";
  #line = 0;

  /** The complete lines that `bytes` finishes. */
  push(bytes: Uint8Array): JsonlLine[] {
    const text = this.#rest + this.#decoder.decode(bytes, { stream: true });
    const lines: JsonlLine[] = [];
    let start = 0;
    for (;;) {
      const nl = text.indexOf("\n", start);
      if (nl < 0) break;
      this.#line++;
      const end = nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      lines.push({
        line: this.#line,
        text: text.slice(start, end),
        last: false,
      });
      start = nl + 1;
    }
    this.#rest = text.slice(start);
    return lines;
  }

  /** The text after the last newline, if any, marked `last`. */
  end(): JsonlLine[] {
    const rest = this.#rest + this.#decoder.decode();
    this.#rest = "";
    return rest.length > 0
      ? [{ line: this.#line + 1, text: rest, last: true }]
      : [];
  }
}

/**
 * Splits bytes into lines, a batch per read, without holding more than one
 * read and one partial line. Batches rather than single lines, because an
 * `await` per line would cost more than parsing it. Checks `signal` per
 * batch.
 */
export async function* jsonlLines(
  reader: ByteReader,
  signal?: AbortSignal,
): AsyncGenerator<JsonlLine[]> {
  const splitter = new LineSplitter();
  const buffer = new Uint8Array(READ_SIZE);
  for (;;) {
    signal?.throwIfAborted();
    const n = await reader.read(buffer);
    if (n === null) break;
    const lines = splitter.push(buffer.subarray(0, n));
    if (lines.length > 0) yield lines;
  }
  const last = splitter.end();
  if (last.length > 0) yield last;
}

/** Whether a line holds nothing but whitespace (such lines are not rows). */
export function isBlank(text: string): boolean {
  // Fast path: a row starts with "{".
  return text.length === 0 ||
    (text.charCodeAt(0) !== 123 && text.trim() === "");
}
