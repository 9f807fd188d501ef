/**
 * Cron expressions as a crontab writes them: five fields (minute, hour,
 * day of month, month, day of week, 0 or 7 being Sunday), each `*`, a
 * number, a range `a-b`, a step `*\/n` or `a-b/n`, or a comma list of
 * those. Checked here so a bad one is a located config error rather than a
 * failure at start-up, and refused here whatever `Deno.cron` would refuse
 * or panic on: a step wider than its field, a date that never comes
 * (`30 2`, February 30th). `Deno.cron` numbers weekdays from 1 (Sunday,
 * denoland/deno#21555), so {@link denoCronExpression} hands it the days by
 * name and every other field as plain numbers.
 */
import { wordFor } from "../counted.ts";
import { z } from "zod";
import { excerpt, quoteValue } from "./quoted_value.ts";

interface CronField {
  name: string;
  min: number;
  max: number;
}

const FIELDS: readonly CronField[] = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12 },
  { name: "day of week", min: 0, max: 7 },
];

const DAY_NAMES = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"];
const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** The most days month `m` (1-12) has, in any year. */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** One field read: the values it names, and whether it is a bare `*`. */
interface FieldValues {
  values: Set<number>;
  /** `*`, or a step of `*` that names every value (cron's "any"). */
  any: boolean;
  /** The field starts with `*` (cron's "star" rule for the two day fields). */
  star: boolean;
}

/** The values `text` names in `field`, or why it names none. */
function readField(text: string, field: CronField): FieldValues | string {
  const values = new Set<number>();
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
        return `${field.name} ${
          excerpt(value)
        } is outside ${field.min}-${field.max}`;
      }
    }
    const first = from === undefined ? field.min : Number(from);
    const last = from === undefined
      ? field.max
      : to === undefined
      ? (step === undefined ? first : field.max)
      : Number(to);
    if (last < first) return `${field.name} range "${part}" runs backwards`;
    const by = step === undefined ? 1 : Number(step);
    if (by < 1) return `${field.name} step must be 1 or more`;
    if (by > field.max - field.min) {
      return `${field.name} step ${step} is more than ${
        field.max - field.min
      }: a step must fit in ${field.min}-${field.max}`;
    }
    for (let n = first; n <= last; n += by) values.add(n);
  }
  if (field.name === "day of week" && values.delete(7)) values.add(0);
  const width = field.name === "day of week" ? 7 : field.max - field.min + 1;
  const star = text.startsWith("*");
  return { values, star, any: star && values.size === width };
}

/** The five fields of `expression`, or why it is not a cron expression. */
function readFields(expression: string): FieldValues[] | string {
  const texts = expression.trim().split(/\s+/);
  if (texts.length !== 5) {
    return `expected five fields "minute hour day-of-month month day-of-week" (e.g. "0 3 * * *"), got ${texts.length}`;
  }
  const fields: FieldValues[] = [];
  for (const [i, field] of FIELDS.entries()) {
    const read = readField(texts[i]!, field);
    if (typeof read === "string") return read;
    fields.push(read);
  }
  return dayProblem(texts, fields) ?? fields;
}

/**
 * Why the two day fields cannot be scheduled, or null: a day of month no
 * month named has (the job would never run, and `Deno.cron` panics on
 * it), or a partial `*` step beside the other day field, which crontab
 * reads as "both" and `Deno.cron` as "either".
 */
function dayProblem(
  texts: readonly string[],
  [, , dom, month, dow]: readonly FieldValues[],
): string | null {
  for (const [day, other, i] of [[dom!, dow!, 2], [dow!, dom!, 4]] as const) {
    if (day.star && !day.any && !other.any) {
      return `${FIELDS[i]!.name} ${quoteValue(texts[i]!)} beside a ${
        FIELDS[6 - i]!.name
      } means "both" to crontab but "either" to Deno.cron: list the ${
        FIELDS[i]!.name
      } values instead`;
    }
  }
  if (!dow!.any || dom!.any) return null;
  const lastDay = Math.max(
    ...[...month!.values].map((m) => MONTH_DAYS[m - 1]!),
  );
  if (Math.min(...dom!.values) <= lastDay) return null;
  const months = [...month!.values].map((m) => MONTH_NAMES[m - 1]).join(", ");
  return `day of month ${quoteValue(texts[2]!)} never comes in month ${
    quoteValue(texts[3]!)
  } (${months} ${
    wordFor(month!.values.size, "has", "have")
  } at most ${lastDay} days), so the job would never run`;
}

/** Why `expression` is not a five-field cron expression, or null. */
export function cronProblem(expression: string): string | null {
  const fields = readFields(expression);
  return typeof fields === "string" ? fields : null;
}

/** `values` as runs (`1-5,7`), each value written by `name`. */
function runs(values: Set<number>, name: (n: number) => string): string {
  const sorted = [...values].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(
      j === i ? name(sorted[i]!) : `${name(sorted[i]!)}-${name(sorted[j]!)}`,
    );
    i = j + 1;
  }
  return parts.join(",");
}

/**
 * A checked expression as `Deno.cron` reads it in the same sense: numbers
 * plain, days of the week by name, a field that is any value `*`.
 */
export function denoCronExpression(expression: string): string {
  const fields = readFields(expression);
  if (typeof fields === "string") throw new TypeError(fields);
  return fields.map((field, i) =>
    field.any
      ? "*"
      : runs(field.values, i === 4 ? (n) => DAY_NAMES[n]! : String)
  ).join(" ");
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
