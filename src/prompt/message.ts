/**
 * A chat message: the unit of the prompt as sent, from the task that
 * builds it to the provider that sends it.
 *
 * @module
 */

/** One chat message, exactly as sent. */
export interface Message {
  role: "system" | "user" | "assistant";
  content: string;
}
