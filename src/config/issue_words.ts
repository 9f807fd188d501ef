/**
 * What a zod issue says was expected, in the words every niah message
 * uses: config errors (`expected a whole number, got 1.5`, validate.ts)
 * and refused rows (`usage.output_tokens is 2.5, expected a whole number`,
 * row_field_problem.ts) word the same issue the same way. Written here
 * because zod's own messages name its types ("expected int, received
 * number"), not what a user writes.
 *
 * @module
 */
import type { z } from "zod";

/** A zod issue. */
export type Issue = z.core.$ZodIssue;

/** The words for a value of zod type `expected` ("a whole number", "text"). */
export function typeWords(expected: string): string {
  switch (expected) {
    case "int":
      return "a whole number";
    case "nonoptional":
      return "a value";
    case "number":
      return "a number";
    case "string":
      return "text";
    case "boolean":
      return "true or false";
    case "array":
      return "a list";
    case "object":
      return "a mapping";
    default:
      return expected;
  }
}

/**
 * What the value at `issue`'s path should have been: `a whole number`,
 * `a number >= 1`, `text with length >= 1`, `one of "a", "b"`; zod's own
 * message for any other kind of issue.
 */
export function expectedWords(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      return typeWords(issue.expected);
    case "too_small":
    case "too_big": {
      const op = issue.code === "too_small"
        ? (issue.inclusive ? ">=" : ">")
        : (issue.inclusive ? "<=" : "<");
      const bound = issue.code === "too_small" ? issue.minimum : issue.maximum;
      const subject = issue.origin === "array"
        ? "a list of length"
        : issue.origin === "string"
        ? "text with length"
        : "a number";
      return `${subject} ${op} ${String(bound)}`;
    }
    case "invalid_value":
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    default:
      return issue.message;
  }
}
