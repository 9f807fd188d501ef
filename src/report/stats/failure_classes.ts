/**
 * What a row's failure class means for scoring. A wrong answer is evidence
 * about the model and counts as its score. A model failure (the answer was
 * cut off, refused or unparseable) is the model's answer too, and scores 0 in
 * the headline mean, as in the references. An infrastructure failure (the
 * provider failed or timed out) is not: no answer came back, so the row is
 * left out of the mean and the run is incomplete until it is re-run.
 *
 * The classes themselves are listed once, with the row's schema
 * (`store/row_schema.ts`).
 */
import { FAILURE_CLASSES, type FailureClass } from "../../store/row_schema.ts";

const classes = (names: readonly FailureClass[]): ReadonlySet<string> =>
  new Set(names);

/** Failure classes whose rows carry no parseable answer. */
export const INVALID_CLASSES: ReadonlySet<string> = classes([
  "provider_error",
  "timeout",
  "truncated",
  "refusal",
  "parse_fail",
]);

/** Failure classes where the model answered unusably: they score 0. */
export const MODEL_FAILURE_CLASSES: ReadonlySet<string> = classes([
  "parse_fail",
  "truncated",
  "refusal",
]);

/** Failure classes where no answer came back at all (the model was not heard). */
export const NO_ANSWER_CLASSES: ReadonlySet<string> = classes([
  "provider_error",
  "timeout",
]);

/** The classes niah writes, in the order reports list them. */
export const KNOWN_CLASSES: readonly string[] = FAILURE_CLASSES;
