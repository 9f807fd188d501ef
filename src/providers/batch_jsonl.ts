/**
 * Batch files as streams of JSON lines, both ways: requests are encoded a
 * line at a time as the upload reads them, and result files are read a
 * line at a time as they download, so a 200 MB batch is never held whole
 * (neither as one string nor as its parsed lines).
 */
import { NiahError } from "../errors.ts";
import { BatchUnsupportedError } from "./batch.ts";
import type { RetryDecision } from "./provider.ts";

const encoder = new TextEncoder();

/** A reusable buffer for measuring encoded lengths without allocating. */
let scratch = new Uint8Array(64 * 1024);

/** The UTF-8 length of `text` in bytes. */
export function utf8Length(text: string): number {
  // A JS string encodes to at most 3 bytes per UTF-16 unit.
  if (scratch.length < text.length * 3) {
    scratch = new Uint8Array(text.length * 3);
  }
  return encoder.encodeInto(text, scratch).written;
}

/**
 * The bytes of a JSONL file, one chunk per line as `line` makes it from
 * each item; items are read once, as the consumer (an upload) pulls.
 */
export async function* jsonlBytes<T>(
  items: AsyncIterable<T> | Iterable<T>,
  line: (item: T) => string,
): AsyncGenerator<Uint8Array> {
  for await (const item of items) yield encoder.encode(line(item));
}

/**
 * The non-empty lines of a UTF-8 byte stream, as they arrive. Hand-written
 * because Deno's `TextLineStream` is in `@std/streams`, on JSR only, and
 * niah takes npm packages only.
 */
export async function* textLines(
  body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>,
): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = "";
  for await (const chunk of body) {
    pending += decoder.decode(chunk, { stream: true });
    let start = 0;
    for (let end = pending.indexOf("\n"); end !== -1;) {
      const line = pending.slice(start, end).trim();
      if (line !== "") yield line;
      start = end + 1;
      end = pending.indexOf("\n", start);
    }
    pending = pending.slice(start);
  }
  const last = (pending + decoder.decode()).trim();
  if (last !== "") yield last;
}

/**
 * A batch niah will not send (more requests than the API takes, a
 * custom_id it would refuse): a bug in the caller, not worth retrying.
 */
export class BatchFileError extends NiahError {
  override name = "BatchFileError";
  readonly kind = "batch_unsendable";
}

/**
 * `source`, remembering the first error it threw. An upload that reads a
 * stream reports its failure as a connection error; the adapter rethrows
 * the stream's own error instead (`failure()`).
 */
export function watched<T>(
  source: AsyncIterable<T>,
): { items: AsyncGenerator<T>; failure: () => unknown } {
  let failure: unknown;
  async function* items(): AsyncGenerator<T> {
    try {
      yield* source;
    } catch (error) {
      failure ??= error;
      throw error;
    }
  }
  return { items: items(), failure: () => failure };
}

/**
 * A batch API's classifier: a `BatchFileError` or `BatchUnsupportedError`
 * is never retried (neither changes by waiting); the rest as the SDK's.
 */
export function classifyBatch(
  classify: (error: unknown) => RetryDecision,
): (error: unknown) => RetryDecision {
  return (error) =>
    error instanceof BatchFileError || error instanceof BatchUnsupportedError
      ? { retry: false }
      : classify(error);
}
