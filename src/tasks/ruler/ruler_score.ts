/**
 * RULER's scorer (NVIDIA/RULER at c3f5e3b, `scripts/eval/`), as its
 * `evaluate.py` applies it to a prediction file:
 *
 * - a row: `postprocess_pred`, then `string_match_all` (the synthetic
 *   tasks) or `string_match_part` (QA), the shared substring metrics of
 *   `scorers/substring_match.ts` (named here too, as RULER's tests import
 *   them from here);
 * - the task score: the rows' values summed in row order, `/ len(rows) *
 *   100`, then Python's `round(x, 2)`. Python's `sum` is the plain
 *   left-to-right sum of Python 3.10 and 3.11 (RULER's container has 3.10;
 *   Python 3.12 made `sum` of floats compensated).
 *
 * @module
 */
import {
  stringMatchAll,
  stringMatchPart,
  type SubstringMetric,
} from "../scorers/substring_match.ts";

export {
  postprocessPred,
  pythonContains,
  pythonLower,
} from "../scorers/substring_match.ts";

/** Which of RULER's metrics scores a task: `string_match_all` or `_part`. */
export type RulerMetric = SubstringMetric;

/**
 * One row's value under `metric` (`string_match_all` or
 * `string_match_part`), from the postprocessed prediction; a row without
 * references throws, as in RULER.
 */
export function rulerRowScore(
  prediction: string,
  references: readonly string[],
  metric: RulerMetric,
): number {
  return metric === "all"
    ? stringMatchAll(prediction, references)
    : stringMatchPart(prediction, references);
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
