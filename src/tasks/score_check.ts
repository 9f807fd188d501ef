/**
 * The one rule for a score a task hands back, wherever a row is made
 * (`run`, a batch's collection, `rescore`): its value is a number from 0 to
 * 1, and whether it counts as correct (failure class `ok` rather than
 * `wrong`) is settled here:
 *
 * - a task that declares {@link Task.correctAt} is correct at or above
 *   that threshold, whatever its scorer says;
 * - otherwise the scorer's `correct`, where it gives one;
 * - otherwise a value of 1 (the default threshold, 1.0).
 *
 * `compare` pairs 0/1 scores by McNemar, whose pass is a 1, as every
 * threshold in (0, 1] agrees; other scores it pairs by the paired
 * bootstrap, on the values themselves.
 *
 * A value outside 0..1 (or not a number) is a scorer's bug, refused with
 * the task and the row it was scoring, before any row holds it.
 *
 * @module
 */
import type { Score, Task } from "./task.ts";

/** A score checked by {@link checkedScore}: in 0..1, `correct` settled. */
type CheckedScore = Score & { correct: boolean };

/**
 * `score` from `task`, checked and with `correct` settled; `where` names
 * the row for the error (`cell "…"`, `file:line`).
 */
export function checkedScore(
  task: Pick<Task, "type" | "correctAt">,
  score: Score,
  where: string,
): CheckedScore {
  const value: unknown = score.value;
  if (typeof value !== "number" || !(value >= 0 && value <= 1)) {
    throw new RangeError(
      `task "${task.type}" scored ${where} ${
        typeof value === "number" ? value : JSON.stringify(value)
      }; a score is a number from 0 to 1`,
    );
  }
  const threshold = task.correctAt;
  if (threshold !== undefined && !(threshold > 0 && threshold <= 1)) {
    throw new RangeError(
      `task "${task.type}" declares correctAt ${threshold}; it must be above 0 and at most 1`,
    );
  }
  const correct = threshold !== undefined
    ? value >= threshold
    : score.correct ?? value >= 1;
  return { ...score, value, correct };
}

/**
 * `score` of a response whose finish reason is `finish`: as given, or, for
 * a response cut at the output limit (`length`) of a task that declares
 * {@link Task.truncatedScore}, that score, not correct, the cut text's own
 * grade kept in the details as `cut_grade`.
 */
export function cutScore(
  task: Pick<Task, "truncatedScore">,
  score: Score,
  finish: string | null | undefined,
): Score {
  const value = task.truncatedScore;
  if (value === undefined || finish !== "length") return score;
  return {
    ...score,
    value,
    correct: false,
    details: { ...score.details, cut_grade: score.value },
  };
}
