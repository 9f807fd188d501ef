/**
 * NLTK's `_realign_boundaries`: closing quotes and brackets that follow a
 * sentence's final mark (`"(Sent1.) Sent2."`) move from the start of the
 * next sentence to the end of this one, with the white space after them.
 *
 * @module
 */
import { BOUNDARY_REALIGNMENT } from "./language_vars.ts";
import { rstripLength } from "./python_text.ts";

/** Sentence spans `[start, stop)` in text order. */
export interface Spans {
  readonly starts: number[];
  readonly stops: number[];
}

/** No next sentence: the span is the last. */
const LAST = -1;

/**
 * One step of the realignment: the span `[start + carry, stop)`, its
 * successor's `[nextStart, nextStop)` (or {@link LAST}). Appends what
 * NLTK yields to `out` and returns the carry into the next span: how far
 * its start moves.
 */
export function realignStep(
  text: string,
  start: number,
  stop: number,
  carry: number,
  nextStart: number,
  nextStop: number,
  out: Spans,
): number {
  const from = start + carry;
  const closing = nextStart === LAST
    ? null
    : BOUNDARY_REALIGNMENT.exec(text.slice(nextStart, nextStop));
  if (closing !== null) {
    out.starts.push(from);
    out.stops.push(nextStart + rstripLength(closing[0]));
    return closing[0].length;
  }
  if (stop > from) {
    out.starts.push(from);
    out.stops.push(stop);
  }
  return 0;
}

/** The realigned spans of `spans`, as NLTK yields them. */
export function realignAll(
  text: string,
  spans: Spans,
  carry = 0,
  out: Spans = { starts: [], stops: [] },
): Spans {
  const { starts, stops } = spans;
  for (let i = 0; i < starts.length; i++) {
    const last = i + 1 === starts.length;
    carry = realignStep(
      text,
      starts[i]!,
      stops[i]!,
      carry,
      last ? LAST : starts[i + 1]!,
      last ? LAST : stops[i + 1]!,
      out,
    );
  }
  return out;
}

/** The sentences the spans hold. */
export function spanTexts(text: string, spans: Spans): string[] {
  return spans.starts.map((start, i) => text.slice(start, spans.stops[i]));
}
