/**
 * A chat message: the unit of the prompt as sent, from the task that
 * builds it to the provider that sends it.
 *
 * @module
 */
import { createHash } from "node:crypto";

/** One chat message, exactly as sent. */
export interface Message {
  role: "system" | "user" | "assistant";
  content: string;
}

/**
 * The SHA-256 of a message list as JSON: the `messages_sha256` that rows
 * record (a recipe's, a phase-shift record's) to prove a rebuild.
 */
export function messagesDigest(messages: readonly Message[]): string {
  return createHash("sha256").update(JSON.stringify(messages)).digest("hex");
}

/**
 * Where a prompt's context lies in its messages: the UTF-16 offsets
 * `start` to `end` of `messages[message].content` (a multi-turn prompt's
 * document, in the turn that carries it).
 */
export interface ContextSpan {
  message: number;
  start: number;
  end: number;
}
