/**
 * Which wording a task's prompts use. `reference` (the default) sends the
 * seed environments' own text, so scores compare with theirs; `niah` sends
 * niah's clarified prompts (README, "Prompt styles", lists each difference).
 */
import { z } from "zod";

/** The prompt wordings a task can send. */
export const PROMPT_STYLES = ["reference", "niah"] as const;

/** A prompt wording. */
export type PromptStyle = (typeof PROMPT_STYLES)[number];

/** `prompt_style:` under `task:`; the reference wording unless told. */
export const promptStyleSchema = z.enum(PROMPT_STYLES).default("reference");
