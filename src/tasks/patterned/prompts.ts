/**
 * The messages of a patterned-needle problem: the system prompt, then the
 * block of lines alone. The system prompt is `system_prompt` when set,
 * else the style's: `reference` sends the reference's prompt for the hint level
 * verbatim (`reference/prompts.ts`), `niah` its own
 * (`niah/prompts.ts`). The style read here is the wording a row names
 * (rows of niah's generator from before `style` used the reference's words).
 */
import type { Message } from "../../prompt/message.ts";
import type { TaskStyle } from "../task_style.ts";
import { niahSystemPrompt, type PromptParams } from "./niah/prompts.ts";
import { REFERENCE_SYSTEM_PROMPTS } from "./reference/prompts.ts";

/** Each style's system prompt. */
const SYSTEM_PROMPTS: Readonly<
  Record<TaskStyle, (p: PromptParams) => string>
> = {
  reference: (p) => REFERENCE_SYSTEM_PROMPTS[p.hint_level],
  niah: niahSystemPrompt,
};

/** The system prompt: `system_prompt` when set, else the style's. */
export function systemPrompt(p: PromptParams): string {
  if (p.system_prompt !== undefined) return p.system_prompt;
  return SYSTEM_PROMPTS[p.style](p);
}

/** The messages of a problem: the system prompt, then the block of lines. */
export function patternedMessages(
  p: PromptParams,
  lines: string,
): Message[] {
  return [
    { role: "system", content: systemPrompt(p) },
    { role: "user", content: lines },
  ];
}
