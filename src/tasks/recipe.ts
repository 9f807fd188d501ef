/**
 * What every task's recipe handling shares: reading a stored recipe with
 * the task's schema (a foreign or damaged row is bad input, exit 2) and the
 * digests that prove a rebuilt prompt is the one that was sent.
 */
import { createHash } from "node:crypto";
import type { z } from "zod";
import { UsageError } from "../errors.ts";
import { type Message, messagesDigest } from "../prompt/message.ts";
import { describeIssues } from "../store/row_field_problem.ts";

/** The hex SHA-256 of a text. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/**
 * Proves a rebuild: throws unless `rebuilt`'s SHA-256 is the `recorded`
 * one. `differs` names what was compared ("context differs from the one
 * sent"), `cause` what has probably changed since the row was written.
 */
export function checkDigest(
  rebuilt: string,
  recorded: string,
  differs: string,
  cause: string,
): void {
  refuseOtherDigest(sha256Hex(rebuilt), recorded, differs, cause);
}

/**
 * Proves rebuilt messages: throws unless their digest, as a recipe's
 * `messages_sha256` is made (`messagesDigest`), is the `recorded` one.
 */
export function checkMessagesDigest(
  messages: readonly Message[],
  recorded: string,
  differs: string,
  cause: string,
): void {
  refuseOtherDigest(messagesDigest(messages), recorded, differs, cause);
}

/** The one-line refusal of a rebuild whose `digest` is not `recorded`. */
function refuseOtherDigest(
  digest: string,
  recorded: string,
  differs: string,
  cause: string,
): void {
  if (digest === recorded) return;
  throw new UsageError(
    `Cannot rebuild prompt: the rebuilt ${differs} (sha256 ${
      digest.slice(0, 12)
    }, recorded ${recorded.slice(0, 12)}); ${cause}`,
  );
}

/** Parses a row's recipe with `schema`, or says why it isn't one. */
export function parseRecipe<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  taskType: string,
): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new UsageError(
    `Cannot rebuild prompt: the row's recipe is not a ${taskType} recipe (${
      describeIssues(parsed.error, raw, "the recipe")
    })`,
  );
}
