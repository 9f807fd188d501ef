/**
 * The one JSONL line reader: bytes in, numbered lines out, streaming. The
 * store (resume, merge, reconstruct) and the reports read through it, so a
 * line means the same thing everywhere (a trailing `\r` dropped, line
 * numbers from 1, the text after the last newline marked `last`).
 */
import { NiahError, UsageError } from "../errors.ts";

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
 * The longest line niah reads, in bytes (256 MiB). A niah row is a few KB;
 * a JavaScript string holds at most 512 Mi UTF-16 units, so a line past
 * this could not be held, and one near it is no row but a wrong file.
 */
export const MAX_LINE_BYTES = 256 * 2 ** 20;

/**
 * A line longer than {@link MAX_LINE_BYTES}, from a reader that does not
 * count lines (`report/read/line_runs.ts`): its caller names the line.
 */
export class LineTooLongError extends NiahError {
  override name = "LineTooLongError";
  readonly kind = "line_too_long";
  constructor() {
    super(`a line is longer than ${MAX_LINE_BYTES} bytes`);
  }
}

/**
 * The refusal of a file with a line longer than {@link MAX_LINE_BYTES}:
 * `what` is what was being read ("results").
 */
export function lineTooLong(
  source: string,
  line: number,
  what = "results",
): UsageError {
  return new UsageError(
    `Cannot read ${what}: "${source}" line ${line} is longer than ${
      MAX_LINE_BYTES / 2 ** 20
    } MiB, the most niah reads as one line (a niah row is a few KB); this is not a results file niah can read`,
  );
}

/** The bytes of `parts`, in one array. */
function concatBytes(parts: readonly Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Cuts bytes into lines as they arrive, holding only the bytes of the
 * partial line between chunks; a trailing `\r` is dropped and line numbers
 * count from 1. Lines are found in the bytes (a newline byte is never part
 * of a longer UTF-8 character) and each run of whole lines is decoded once,
 * so a line longer than a chunk costs time in proportion to its length. A
 * line longer than {@link MAX_LINE_BYTES} is refused ({@link lineTooLong}).
 */
export class LineSplitter {
  #decoder = new TextDecoder();
  /** The partial line's bytes (copies: the caller reuses its buffer). */
  #held: Uint8Array[] = [];
  #heldBytes = 0;
  #line = 0;

  /** `source` names the file in the refusal of a line too long. */
  constructor(private readonly source = "the file") {}

  /** The complete lines that `bytes` finishes. */
  push(bytes: Uint8Array): JsonlLine[] {
    const lastNl = bytes.lastIndexOf(10);
    if (lastNl < 0) {
      this.#hold(bytes);
      return [];
    }
    if (this.#heldBytes + bytes.indexOf(10) > MAX_LINE_BYTES) {
      throw lineTooLong(this.source, this.#line + 1);
    }
    const whole = bytes.subarray(0, lastNl + 1);
    const text = this.#decoder.decode(
      this.#heldBytes === 0
        ? whole
        : concatBytes([...this.#held, whole], this.#heldBytes + whole.length),
      { stream: true },
    );
    this.#held = [];
    this.#heldBytes = 0;
    this.#hold(bytes.subarray(lastNl + 1));
    return this.#cut(text);
  }

  /** The text after the last newline, if any, marked `last`. */
  end(): JsonlLine[] {
    const rest = this.#decoder.decode(
      concatBytes(this.#held, this.#heldBytes),
    );
    this.#held = [];
    this.#heldBytes = 0;
    return rest.length > 0
      ? [{ line: this.#line + 1, text: rest, last: true }]
      : [];
  }

  #hold(bytes: Uint8Array): void {
    if (bytes.length === 0) return;
    this.#heldBytes += bytes.length;
    if (this.#heldBytes > MAX_LINE_BYTES) {
      throw lineTooLong(this.source, this.#line + 1);
    }
    this.#held.push(bytes.slice());
  }

  /** The lines of `text`, which ends in a newline. */
  #cut(text: string): JsonlLine[] {
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
    return lines;
  }
}

/**
 * Splits bytes into lines, a batch per read, without holding more than one
 * read and one partial line. Batches rather than single lines, because an
 * `await` per line would cost more than parsing it. Checks `signal` per
 * batch. A line longer than {@link MAX_LINE_BYTES} is a `UsageError`
 * naming `source` and the line.
 */
export async function* jsonlLines(
  reader: ByteReader,
  signal?: AbortSignal,
  source = "the file",
): AsyncGenerator<JsonlLine[]> {
  const splitter = new LineSplitter(source);
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
