/**
 * What a num_seq prompt says, as each style words it: a system prompt,
 * the user turn showing the terms, and the question it ends with. The
 * messages are always system, then user.
 *
 * @module
 */
import type { Message } from "../../prompt/message.ts";
import type { Example } from "./generate_example.ts";

/** The parts of an example a prompt shows. */
export type Shown = Pick<Example, "start" | "shown" | "target">;

/** One style's wording. */
export interface Wording {
  readonly systemPrompt: string;
  /** The question the user turn ends with. */
  question(example: Pick<Example, "target">): string;
  /** The user turn: where the shown terms sit, the terms, the question. */
  userPrompt(example: Shown): string;
}

/** The messages sent for an example in `wording`: system, then user. */
export function wordedMessages(wording: Wording, example: Shown): Message[] {
  return [
    { role: "system", content: wording.systemPrompt },
    { role: "user", content: wording.userPrompt(example) },
  ];
}

/** The last shown term's position. */
export function lastShown(example: Shown): number {
  return example.start + example.shown.length - 1;
}
