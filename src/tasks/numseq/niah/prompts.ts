/**
 * niah's num_seq prompt: it states the recurrence's form, that terms are
 * numbered from 1 and that the target may come before the shown terms.
 *
 * @module
 */
import { lastShown, type Wording } from "../wording.ts";

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

/** niah's wording. */
export const NIAH_WORDING: Wording = {
  systemPrompt: SYSTEM_PROMPT,
  question: (example) => `What is term ${example.target}?`,
  userPrompt: (example) =>
    `Terms ${example.start} through ${
      lastShown(example)
    } of the sequence are: ${example.shown.join(", ")}\n\n${
      NIAH_WORDING.question(example)
    }`,
};
