/**
 * The longest batch results line a run holds, from the environment:
 * `NIAH_BATCH_RESULT_LINE_BYTES` raises the providers' default (32 MiB) for
 * answers that are bigger (say, with per-token logprobs), or lowers it (the
 * tests read past long lines with a few KB). Unset: the default.
 *
 * @module
 */
import { UsageError } from "../../errors.ts";

/** The variable's name. */
export const RESULT_LINE_BYTES_ENV = "NIAH_BATCH_RESULT_LINE_BYTES";
const VARIABLE = RESULT_LINE_BYTES_ENV;

/** The range it takes: a line a few KB long, up to 256 MiB. */
const LEAST = 1024;
const MOST = 256 * 2 ** 20;

/** The cap the environment sets, if any; a bad value is a `UsageError`. */
export function resultLineBytesOf(
  env: (name: string) => string | undefined,
): number | undefined {
  const text = env(VARIABLE);
  if (text === undefined || text === "") return undefined;
  const bytes = /^\d{1,12}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!(bytes >= LEAST && bytes <= MOST)) {
    throw new UsageError(
      `Cannot read ${VARIABLE}: expected a whole number of bytes from ${LEAST} to ${MOST}, got "${
        text.slice(0, 40)
      }"`,
    );
  }
  return bytes;
}
