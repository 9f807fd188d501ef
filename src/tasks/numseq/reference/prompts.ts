/**
 * The reference environment's (num-seq-env) prompt, word for word: a
 * system turn asking for step-by-step reasoning and
 * `<reasoning>`/`<answer>` tags, and a user turn "Here are terms A through
 * B of a sequence:" with the terms on the next line and "What is term T of
 * the sequence?".
 *
 * @module
 */
import { lastShown, type Wording } from "../wording.ts";

/** The reference environment's system prompt, verbatim. */
const REFERENCE_SYSTEM_PROMPT =
  "You are a mathematician who is given consecutive terms of a numeric sequence governed by a linear recurrence relation. You are told which positions in the sequence the shown terms occupy. Your task is to calculate the value of a requested term in the sequence.\n\nThink step-by-step about what recurrence relation generates the sequence, then compute the answer.\n\nRespond using the following format:\n<reasoning>\n...\n</reasoning>\n<answer>\n...\n</answer>\n\nThe <answer> tag must contain only the integer value, nothing else.";

/** The reference's wording. */
export const REFERENCE_WORDING: Wording = {
  systemPrompt: REFERENCE_SYSTEM_PROMPT,
  question: (example) => `What is term ${example.target} of the sequence?`,
  userPrompt: (example) =>
    `Here are terms ${example.start} through ${
      lastShown(example)
    } of a sequence:\n${example.shown.join(", ")}\n\n${
      REFERENCE_WORDING.question(example)
    }`,
};
