/**
 * What a row's failure class means for scoring. A wrong answer is evidence
 * about the model and counts as its score; an invalid one (no usable answer:
 * the provider failed, the answer was cut off, refused or unparseable) is not,
 * so reports leave it out of the mean and show it as an invalid rate instead.
 */

/** Failure classes whose rows carry no usable answer. */
export const INVALID_CLASSES: ReadonlySet<string> = new Set([
  "provider_error",
  "timeout",
  "truncated",
  "refusal",
  "parse_fail",
]);

/** Failure classes where no answer came back at all (the model was not heard). */
export const NO_ANSWER_CLASSES: ReadonlySet<string> = new Set([
  "provider_error",
  "timeout",
]);

/** The classes niah writes, in the order reports list them. */
export const KNOWN_CLASSES: readonly string[] = [
  "ok",
  "wrong",
  "parse_fail",
  "truncated",
  "refusal",
  "provider_error",
  "timeout",
];
