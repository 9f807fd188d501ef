/**
 * RULER's substring metrics (NVIDIA/RULER at c3f5e3b, `scripts/eval/`),
 * exactly as RULER has them, for any family that scores so:
 *
 * - `postprocess_pred`: Python's `str.strip()`, every character in
 *   `[\x00-\x1f]` replaced by `\n`, `strip()` again;
 * - `string_match_all` (RULER's synthetic tasks): per row, the share of the
 *   references whose `lower()` is a substring of the prediction's `lower()`;
 *   `string_match_part` (its QA tasks): 1 when any is, else 0.
 *
 * Python's `lower()` and substring test differ from JavaScript's in two
 * ways, both reproduced: Python 3.11 (Unicode 14.0) does not lower-case the
 * 27 letters Unicode 16 gave lower cases (V8 does), and a Python string is
 * code points, so a lone surrogate never matches half of a pair.
 *
 * @module
 */
import { pythonStrip } from "./python_whitespace.ts";

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

/** Which of RULER's metrics: `string_match_all` or `string_match_part`. */
export type SubstringMetric = "all" | "part";

/**
 * One row's value under `metric`, from the postprocessed prediction: the
 * share of `references` found (`all`) or whether any is (`part`). RULER
 * raises on a row without references (`ZeroDivisionError`, `max()` of
 * nothing); so does this.
 */
function substringMatch(
  prediction: string,
  references: readonly string[],
  metric: SubstringMetric,
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

/** RULER's `string_match_all` of one row: the share of references found. */
export function stringMatchAll(
  prediction: string,
  references: readonly string[],
): number {
  return substringMatch(prediction, references, "all");
}

/** RULER's `string_match_part` of one row: 1 when any reference is found. */
export function stringMatchPart(
  prediction: string,
  references: readonly string[],
): number {
  return substringMatch(prediction, references, "part");
}
