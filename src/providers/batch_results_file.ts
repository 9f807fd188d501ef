/**
 * One batch results file as results, for both providers' adapters: each
 * line read linearly and capped (`result_lines.ts`), parsed, and handed to
 * the adapter's reading of one result. A line niah cannot read (not JSON,
 * longer than the cap) is the provider's fault for that line: the error of
 * the request it names (`result_line_id.ts`), or skipped when it names
 * none (the runner then fills its cell in). A file whose first line does
 * not open a JSON object is no results file at all (an HTML error page, a proxy's
 * text): a {@link BatchResultsError} before any result, so the runner stops
 * once instead of failing every cell.
 */
import {
  type BatchResult,
  BatchResultsError,
  type ResultsReading,
} from "./batch.ts";
import { customIdOf } from "./result_line_id.ts";
import { type ResultLine, resultLines } from "./result_lines.ts";

type Loose = Record<string, unknown>;

/** `text` as a JSON object, or undefined. */
function objectOf(text: string): Loose | undefined {
  try {
    const value = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

/** Why `line` cannot be read, as its request's error. */
function unreadable(line: ResultLine, maxLineBytes: number): string {
  return line.kind === "long"
    ? `result line ${line.number} is longer than ${maxLineBytes} bytes (${line.bytes} bytes), the most niah reads as one result (NIAH_BATCH_RESULT_LINE_BYTES sets it); the provider's answer for this request could not be read`
    : `result line ${line.number} is not JSON; the provider's answer for this request could not be read`;
}

/** The refusal of a file whose first line opens no JSON object. */
function notResults(
  text: string,
  line: number,
  file: string,
): BatchResultsError {
  const looks = text.startsWith("<") ? " (it looks like an HTML page)" : "";
  return new BatchResultsError(
    `line ${line} of ${file} is not JSON${looks}: it is not a JSON lines results file`,
  );
}

/**
 * The results in `body`, a results file the provider names `file` ("the
 * results file", `output file "file-abc"`); `resultOf` reads one parsed
 * line (undefined: a line without a custom_id, skipped). A first line
 * that opens no JSON object makes the file no results file; a later line,
 * or a first that opens one and breaks further on, is a line's fault.
 */
export async function* batchResultsFile(
  body: ReadableStream<Uint8Array>,
  file: string,
  options: { reading: ResultsReading; signal: AbortSignal },
  resultOf: (line: Loose) => BatchResult | undefined,
): AsyncGenerator<BatchResult> {
  const { reading, signal } = options;
  let first = true;
  for await (const line of resultLines(body, reading, signal)) {
    const text = line.kind === "text" ? line.text : line.head;
    if (first && !text.trimStart().startsWith("{")) {
      throw notResults(text, line.number, file);
    }
    first = false;
    const parsed = line.kind === "text" ? objectOf(text) : undefined;
    if (parsed !== undefined) {
      const result = resultOf(parsed);
      if (result !== undefined) yield result;
      continue;
    }
    const custom_id = customIdOf(text);
    if (custom_id === undefined) continue;
    yield {
      custom_id,
      kind: "errored",
      error: unreadable(line, reading.maxLineBytes),
    };
  }
}
