/**
 * Cron expressions as `Deno.cron` takes them: five fields (minute, hour,
 * day of month, month, day of week), each `*`, a number, a range `a-b`, a
 * step `*\/n` or `a-b/n`, or a comma list of those. Checked here so a bad
 * one is a located config error rather than a failure at start-up.
 */
import { z } from "zod";
import { quoteValue } from "./quoted_value.ts";

const FIELDS = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12 },
  { name: "day of week", min: 0, max: 6 },
] as const;

/** Why `field` is not a valid cron field, or null. */
function fieldProblem(
  text: string,
  field: (typeof FIELDS)[number],
): string | null {
  for (const part of text.split(",")) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) {
      return `${field.name} ${
        quoteValue(text)
      } is not "*", a number, "a-b", "*/n" or a comma list of those`;
    }
    const [, , from, to, step] = match;
    for (const value of [from, to]) {
      if (value === undefined) continue;
      const n = Number(value);
      if (n < field.min || n > field.max) {
        return `${field.name} ${n} is outside ${field.min}-${field.max}`;
      }
    }
    if (from !== undefined && to !== undefined && Number(to) < Number(from)) {
      return `${field.name} range "${from}-${to}" runs backwards`;
    }
    if (step !== undefined && Number(step) < 1) {
      return `${field.name} step must be 1 or more`;
    }
  }
  return null;
}

/** Why `expression` is not a five-field cron expression, or null. */
export function cronProblem(expression: string): string | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) {
    return `expected five fields "minute hour day-of-month month day-of-week" (e.g. "0 3 * * *"), got ${fields.length}`;
  }
  for (const [i, field] of FIELDS.entries()) {
    const problem = fieldProblem(fields[i]!, field);
    if (problem) return problem;
  }
  return null;
}

/** A cron expression (UTC), trimmed. */
export const cronSchema = z.string().transform((text, ctx) => {
  const problem = cronProblem(text);
  if (problem) {
    ctx.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  }
  return text.trim().split(/\s+/).join(" ");
});
