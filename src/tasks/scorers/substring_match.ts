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
 * ways, both reproduced: RULER's container runs Python 3.10 (Unicode 13.0),
 * which neither lower-cases letters a later Unicode gave lower cases (V8
 * does) nor sees letters added since as cased or case-ignorable beside a
 * final sigma (`python_lower.ts`); and a Python string is code points, so a
 * lone surrogate never matches half of a pair.
 *
 * @module
 */
import { python310Lower } from "./python_lower.ts";
import { pythonStrip } from "./python_whitespace.ts";

// RULER's `np_pattern`, control characters on purpose.
// deno-lint-ignore no-control-regex
const CONTROL = /[\x00-\x1f]/g;

/** RULER's `postprocess_pred`. */
export function postprocessPred(prediction: string): string {
  return pythonStrip(pythonStrip(prediction).replace(CONTROL, "\n"));
}

/**
 * Python 3.10's `str.lower()` (RULER's container's Python: Unicode 13.0),
 * final sigma included.
 */
export const pythonLower: (text: string) => string = python310Lower;

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
