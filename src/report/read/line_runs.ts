/**
 * Reading a results file as text for a quick look at every line (the
 * duplicate scan): many whole lines decoded at once, and each line found
 * by its bounds in that text rather than cut out, so a line costs a search
 * for its newline and whatever the caller looks at. Lines are numbered and
 * decoded as `jsonlLines` numbers and decodes them.
 */
import {
  type ByteReader,
  LineTooLongError,
  MAX_LINE_BYTES,
  READ_SIZE,
} from "../../store/jsonl_lines.ts";

/** Whole lines of a file, decoded together. */
export interface LineRun {
  /** Whole lines, each ending in "\n", or (last) the unterminated tail. */
  text: string;
  last: boolean;
}

/**
 * Reads a file as text, a run of whole lines per read, decoded as
 * `jsonlLines` decodes them (a byte order mark is kept; the caller drops
 * it from line 1). Runs are not cut into lines here: the caller looks
 * only at the parts of a line it needs. A line longer than
 * `MAX_LINE_BYTES` throws `LineTooLongError` (the caller knows its number).
 */
export async function* lineRuns(
  reader: ByteReader,
  signal: AbortSignal | undefined,
): AsyncGenerator<LineRun> {
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  // Two buffers: the next read runs while this one's lines are looked at.
  // Each holds a partial line and at least one read after it.
  let buffer = new Uint8Array(2 * READ_SIZE);
  let spare = new Uint8Array(2 * READ_SIZE);
  let filled = 0;
  let reading = reader.read(buffer);
  try {
    for (;;) {
      const n = await reading;
      signal?.throwIfAborted();
      if (n === null) break;
      const nl = buffer.subarray(filled, filled + n).lastIndexOf(10);
      filled += n;
      if (nl < 0) {
        // No line ends yet: read on after it (a line longer than a read).
        if (filled > MAX_LINE_BYTES) throw new LineTooLongError();
        if (buffer.length - filled < READ_SIZE) {
          const bigger = new Uint8Array(
            Math.min(2 * buffer.length, MAX_LINE_BYTES + 2 * READ_SIZE),
          );
          bigger.set(buffer.subarray(0, filled));
          buffer = bigger;
        }
        reading = reader.read(buffer.subarray(filled));
        continue;
      }
      const end = filled - n + nl + 1;
      const rest = filled - end;
      if (spare.length < rest + READ_SIZE) {
        spare = new Uint8Array(rest + READ_SIZE);
      }
      spare.set(buffer.subarray(end, filled));
      reading = reader.read(spare.subarray(rest));
      yield { text: decoder.decode(buffer.subarray(0, end)), last: false };
      [buffer, spare] = [spare, buffer];
      filled = rest;
    }
    if (filled > 0) {
      yield { text: decoder.decode(buffer.subarray(0, filled)), last: true };
    }
  } finally {
    // Stopped early: the read in flight ends before the file is closed.
    await reading.catch(() => null);
  }
}

/**
 * Calls `visit` with the bounds of each line of a run (the line without
 * its newline and a "\r" before it) and its number, counting on from
 * `line`; returns the number of the run's last line, or -1 when `visit`
 * returned false to stop.
 */
export function eachLineOf(
  run: LineRun,
  line: number,
  visit: (start: number, end: number, line: number) => boolean,
): number {
  const { text } = run;
  let start = 0;
  for (;;) {
    const nl = text.indexOf("\n", start);
    if (nl < 0) break;
    line++;
    const end = nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
    if (!visit(start, end, line)) return -1;
    start = nl + 1;
  }
  if (run.last && start < text.length) {
    line++;
    if (!visit(start, text.length, line)) return -1;
  }
  return line;
}

/** A line's text as `jsonlLines` gives it (line 1 without a byte order mark). */
export function lineText(
  run: LineRun,
  start: number,
  end: number,
  line: number,
) {
  const text = run.text.slice(start, end);
  return line === 1 && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
