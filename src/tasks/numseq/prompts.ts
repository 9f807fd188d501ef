/**
 * The prompt: a system turn asking for reasoning and an answer tag, and a
 * user turn naming the absolute positions of the shown terms, listing
 * them, and asking for the target term.
 */
import type { Message } from "../../prompt/message.ts";
import type { Example } from "./generate_example.ts";

/** The system prompt: how to think and how to reply. */
export const SYSTEM_PROMPT =
  `You will be shown consecutive terms of an integer sequence defined by a linear recurrence with constant integer coefficients, a(n) = c1*a(n-1) + c2*a(n-2) + ... + ck*a(n-k), for some order k. Terms are numbered from 1.

Think step by step: work out the recurrence, including its order, from the terms shown, then use it to compute the requested term, which may come before or after the terms shown.

Reply in exactly this format, with only the integer inside the answer tag:
<reasoning>
...
</reasoning>
<answer>
...
</answer>`;

/** The question the user turn ends with. */
export function numseqQuestion(example: Pick<Example, "target">): string {
  return `What is term ${example.target}?`;
}

/** The user turn: "Terms A through B of the sequence are: ...". */
export function userPrompt(
  example: Pick<Example, "start" | "shown" | "target">,
): string {
  const last = example.start + example.shown.length - 1;
  return `Terms ${example.start} through ${last} of the sequence are: ${
    example.shown.join(", ")
  }\n\n${numseqQuestion(example)}`;
}

/** The messages sent for an example: system, then user. */
export function numseqMessages(
  example: Pick<Example, "start" | "shown" | "target">,
): Message[] {
  return [
    { role: "system", content: SYSTEM_PROMPT },
    { role: "user", content: userPrompt(example) },
  ];
}
