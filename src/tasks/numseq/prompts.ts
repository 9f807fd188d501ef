/**
 * The prompt, in two wordings. `reference` is the seed environment's
 * (num-seq-env) word for word: a system turn asking for step-by-step
 * reasoning and `<reasoning>`/`<answer>` tags, and a user turn "Here are
 * terms A through B of a sequence:" with the terms on the next line and
 * "What is term T of the sequence?". `niah` states the recurrence's form,
 * that terms are numbered from 1 and that the target may come before the
 * shown terms.
 */
import type { Message } from "../../prompt/message.ts";
import type { TaskStyle } from "../task_style.ts";
import type { Example } from "./generate_example.ts";

/** The reference environment's system prompt, verbatim. */
export const REFERENCE_SYSTEM_PROMPT =
  "You are a mathematician who is given consecutive terms of a numeric sequence governed by a linear recurrence relation. You are told which positions in the sequence the shown terms occupy. Your task is to calculate the value of a requested term in the sequence.\n\nThink step-by-step about what recurrence relation generates the sequence, then compute the answer.\n\nRespond using the following format:\n<reasoning>\n...\n</reasoning>\n<answer>\n...\n</answer>\n\nThe <answer> tag must contain only the integer value, nothing else.";

/** niah's system prompt: how to think and how to reply. */
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

type Shown = Pick<Example, "start" | "shown" | "target">;

/** The question the user turn ends with. */
export function numseqQuestion(
  example: Pick<Example, "target">,
  style: TaskStyle = "niah",
): string {
  return style === "reference"
    ? `What is term ${example.target} of the sequence?`
    : `What is term ${example.target}?`;
}

/** The user turn: where the shown terms sit, the terms, the question. */
export function userPrompt(
  example: Shown,
  style: TaskStyle = "niah",
): string {
  const last = example.start + example.shown.length - 1;
  const terms = example.shown.join(", ");
  const question = numseqQuestion(example, style);
  return style === "reference"
    ? `Here are terms ${example.start} through ${last} of a sequence:\n${terms}\n\n${question}`
    : `Terms ${example.start} through ${last} of the sequence are: ${terms}\n\n${question}`;
}

/** The messages sent for an example: system, then user. */
export function numseqMessages(
  example: Shown,
  style: TaskStyle = "niah",
): Message[] {
  return [
    {
      role: "system",
      content: style === "reference" ? REFERENCE_SYSTEM_PROMPT : SYSTEM_PROMPT,
    },
    { role: "user", content: userPrompt(example, style) },
  ];
}
