/**
 * What a task's `score` reads of a cell besides the response: the expected
 * answer and the metadata fields it names. A stored row carries both
 * (`expected_answer`, `needle_metadata`), and a row edited by hand or
 * written by another tool may carry anything there: `niah rescore` checks
 * a row against its task's fields first and refuses a misfit in one line,
 * instead of the scorer failing on it.
 */
import { z } from "zod";

/** The schemas of what `score` reads; absent ones are text and an object. */
export interface ScoredFields {
  /** The expected answer (default: any text). */
  expected_answer?: z.ZodType<string>;
  /** The metadata fields `score` reads; other fields pass unread. */
  metadata?: Readonly<Record<string, z.ZodType>>;
}

/** A list of strings, at least one, as scorers that count items read them. */
export const textList = z.array(z.string()).min(1);

/**
 * The schema of a stored row's scored fields, under the row's own keys
 * (`expected_answer`, `needle_metadata`), so a problem names the row's key.
 */
export function storedScoredFields(fields: ScoredFields = {}): z.ZodType {
  return z.object({
    expected_answer: fields.expected_answer ?? z.string(),
    needle_metadata: z.looseObject(fields.metadata ?? {}),
  });
}
