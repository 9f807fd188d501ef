/**
 * The lines of a batch results download, as the bytes arrive: newlines are
 * found in the bytes and each line is decoded once, so the time is linear
 * in the download whatever its lines' lengths; a line longer than the cap
 * is read past and dropped (its first bytes kept, so the request it names
 * can still be told), never held; a body that sends nothing for the idle
 * wait is given up, and so is one that trickles (`download_pace.ts`); one
 * that breaks off is a `BatchResultsError` too; the abort signal stops the
 * read between any two chunks. The body is cancelled whenever reading
 * stops early.
 */
import { messageOf } from "../errors.ts";
import { BatchResultsError, type ResultsReading } from "./batch.ts";
import { DownloadPace } from "./download_pace.ts";

/** A line of the file (not blank), trimmed. */
interface TextLine {
  kind: "text";
  /** 1-based, counting blank lines too. */
  number: number;
  text: string;
}

/** A line past `maxLineBytes`: how long it was and how it began. */
interface LongLine {
  kind: "long";
  number: number;
  bytes: number;
  /** Its first {@link HEAD_BYTES} bytes, decoded. */
  head: string;
}

/** A line of a results download. */
export type ResultLine = TextLine | LongLine;

/** How much of a line past the cap is kept (enough for its custom_id). */
const HEAD_BYTES = 4096;

const NEWLINE = 10;

/** The bytes of the line being read, up to the cap. */
class LineBytes {
  #parts: Uint8Array[] = [];
  #head: Uint8Array | undefined;
  bytes = 0;

  constructor(private readonly max: number) {}

  add(piece: Uint8Array): void {
    if (piece.length === 0) return;
    this.bytes += piece.length;
    if (this.#head !== undefined) return;
    this.#parts.push(piece);
    if (this.bytes > this.max) {
      this.#head = joined(this.#parts, HEAD_BYTES);
      this.#parts = [];
    }
  }

  /** The finished line, or undefined for a blank one; then the next. */
  take(decoder: TextDecoder, number: number): ResultLine | undefined {
    const { bytes } = this;
    const head = this.#head;
    const parts = this.#parts;
    this.#parts = [];
    this.#head = undefined;
    this.bytes = 0;
    if (head !== undefined) {
      return { kind: "long", number, bytes, head: decoder.decode(head) };
    }
    const text = decoder.decode(joined(parts, bytes)).trim();
    return text === "" ? undefined : { kind: "text", number, text };
  }
}

/** The first `limit` bytes of `parts`, in one array. */
function joined(parts: readonly Uint8Array[], limit: number): Uint8Array {
  if (parts.length === 1 && parts[0]!.length <= limit) return parts[0]!;
  const size = Math.min(limit, parts.reduce((n, p) => n + p.length, 0));
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    if (at >= size) break;
    const piece = part.subarray(0, size - at);
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

/** The next chunk, within the idle wait and the signal. */
async function nextChunk(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  idleMs: number,
  signal: AbortSignal,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  signal.throwIfAborted();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  try {
    return await new Promise((resolve, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new BatchResultsError(
              `its results download sent nothing for ${
                idleMs / 1000
              } s (runner.request_timeout_s)`,
            ),
          ),
        idleMs,
      );
      onAbort = () => reject(signal.reason);
      signal.addEventListener("abort", onAbort, { once: true });
      reader.read().then(resolve, (error) =>
        reject(
          signal.aborted ? signal.reason : new BatchResultsError(
            `its results download broke off (${messageOf(error)})`,
            { cause: error },
          ),
        ));
    });
  } finally {
    clearTimeout(timer);
    if (onAbort) signal.removeEventListener("abort", onAbort);
  }
}

/** The lines of `body`, read as `reading` says, until it ends. */
export async function* resultLines(
  body: ReadableStream<Uint8Array>,
  reading: ResultsReading,
  signal: AbortSignal,
): AsyncGenerator<ResultLine> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const line = new LineBytes(reading.maxLineBytes);
  let number = 0;
  const pace = new DownloadPace(reading.idleMs);
  let done = false;
  try {
    for (;;) {
      const chunk = await nextChunk(reader, reading.idleMs, signal);
      if (chunk.done) break;
      const bytes = chunk.value;
      pace.add(bytes.length);
      let at = 0;
      for (
        let nl = bytes.indexOf(NEWLINE);
        nl !== -1;
        nl = bytes.indexOf(NEWLINE, at)
      ) {
        line.add(bytes.subarray(at, nl));
        const finished = line.take(decoder, ++number);
        if (finished) yield finished;
        at = nl + 1;
      }
      line.add(bytes.subarray(at));
    }
    done = true;
    const last = line.take(decoder, ++number);
    if (last) yield last;
  } finally {
    if (!done) reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
