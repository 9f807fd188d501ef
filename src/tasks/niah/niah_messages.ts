/**
 * The messages every NIAH prompt sends, in both styles: one user turn,
 * the context then the question.
 *
 * @module
 */
import type { Message } from "../../prompt/message.ts";

/** The messages a NIAH prompt sends: one user turn, context then question. */
export function niahMessages(context: string, question: string): Message[] {
  return [{ role: "user", content: `${context}\n\n${question}` }];
}
