/**
 * RULER's scorer (NVIDIA/RULER at c3f5e3b, `scripts/eval/`), as its
 * `evaluate.py` applies it to a prediction file:
 *
 * - `postprocess_pred`: Python's `str.strip()`, every character in
 *   `[\x00-\x1f]` replaced by `\n`, `strip()` again;
 * - `string_match_all` (the synthetic tasks): per row, the share of the
 *   references whose `lower()` is a substring of the prediction's `lower()`;
 *   `string_match_part` (QA): 1 when any is, else 0;
 * - the task score: the rows' values summed in row order, `/ len(rows) *
 *   100`, then Python's `round(x, 2)`.
 *
 * Python's `lower()` and substring test differ from JavaScript's in two
 * ways, both reproduced: Python 3.11 (Unicode 14.0) does not lower-case the
 * 27 letters Unicode 16 gave lower cases (V8 does), and a Python string is
 * code points, so a lone surrogate never matches half of a pair. Python's
 * `sum` is the plain left-to-right sum of Python 3.10 and 3.11 (RULER's
 * container has 3.10; Python 3.12 made `sum` of floats compensated).
 *
 * @module
 */
import { pythonStrip } from "../patterned/python_whitespace.ts";

/** Which of RULER's metrics scores a task: `string_match_all` or `_part`. */
export type RulerMetric = "all" | "part";

// RULER's `np_pattern`, control characters on purpose.
// deno-lint-ignore no-control-regex
const CONTROL = /[\x00-\x1f]/g;

/** RULER's `postprocess_pred`. */
export function postprocessPred(prediction: string): string {
  return pythonStrip(pythonStrip(prediction).replace(CONTROL, "\n"));
}

/**
 * Letters V8 lower-cases and Python 3.11 leaves as they are (cased only
 * since Unicode 16): U+1C89, U+A7CB, U+A7CC, U+A7DA, U+A7DC and
 * U+10D50-U+10D65.
 */
const NEWER_CASED = /[\u1c89\ua7cb\ua7cc\ua7da\ua7dc]|\ud803[\udd50-\udd65]/;
const NEWER_CASED_ALL = new RegExp(NEWER_CASED.source, "g");

/**
 * Python 3.11's `str.lower()`: full case mapping, final sigma included;
 * the letters Python does not know as cased stay, and the text on each
 * side of one is lowered apart (Python sees no cased letter there, which
 * is what decides a final sigma).
 */
export function pythonLower(text: string): string {
  if (!NEWER_CASED.test(text)) return text.toLowerCase();
  let out = "";
  let from = 0;
  for (const match of text.matchAll(NEWER_CASED_ALL)) {
    out += text.slice(from, match.index).toLowerCase() + match[0];
    from = match.index + match[0].length;
  }
  return out + text.slice(from).toLowerCase();
}

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * Python's `needle in text` on code points: a match may not start on the
 * low half or end on the high half of a surrogate pair.
 */
export function pythonContains(text: string, needle: string): boolean {
  const first = needle.charCodeAt(0);
  const last = needle.charCodeAt(needle.length - 1);
  if (needle.length === 0 || !(isLow(first) || isHigh(last))) {
    return text.includes(needle);
  }
  for (
    let at = text.indexOf(needle);
    at >= 0;
    at = text.indexOf(needle, at + 1)
  ) {
    const end = at + needle.length;
    const splitsStart = isLow(first) && at > 0 &&
      isHigh(text.charCodeAt(at - 1));
    const splitsEnd = isHigh(last) && end < text.length &&
      isLow(text.charCodeAt(end));
    if (!splitsStart && !splitsEnd) return true;
  }
  return false;
}

/**
 * One row's value under `metric`, from the postprocessed prediction: the
 * share of `references` found (`all`) or whether any is (`part`). RULER
 * raises on a row without references (`ZeroDivisionError`, `max()` of
 * nothing); so does this.
 */
export function rulerRowScore(
  prediction: string,
  references: readonly string[],
  metric: RulerMetric,
): number {
  if (references.length === 0) {
    throw new RangeError(
      `RULER's string_match_${metric} cannot score a row without references`,
    );
  }
  const text = pythonLower(prediction);
  let found = 0;
  for (const reference of references) {
    if (pythonContains(text, pythonLower(reference))) found += 1;
  }
  return metric === "all" ? found / references.length : found > 0 ? 1 : 0;
}

/**
 * Python's `round(x, 2)`: the exact binary value rounded to two decimals,
 * a tie to the even neighbour (`toFixed` takes the larger on a tie:
 * `round(0.125, 2)` is 0.12, `(0.125).toFixed(2)` is "0.13").
 */
export function pythonRound2(x: number): number {
  if (!Number.isFinite(x) || Math.abs(x) >= 2 ** 52) return x;
  // A tie is (2n + 1) / 200 exactly, which a binary fraction is only as
  // an odd number of eighths.
  const eighths = x * 8;
  if (Number.isInteger(eighths) && eighths % 2 !== 0) {
    const low = Math.floor(x * 100);
    const even = low % 2 === 0 ? low : low + 1;
    return Number(`${even}e-2`);
  }
  return Number(x.toFixed(2));
}

/**
 * A task's RULER score from its rows' values in row order (evaluate.py's
 * order: the prediction file's): summed left to right, `/ n * 100`,
 * `round(_, 2)`. No rows is 0.0, as evaluate.py reports an empty file.
 */
export function rulerTaskScore(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const value of values) sum += value;
  return pythonRound2(sum / values.length * 100);
}
