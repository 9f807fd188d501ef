/**
 * The num_seq prompt in each style's words (`reference/prompts.ts`,
 * `niah/prompts.ts`), by style: what a row names as its wording is read
 * here (rows of niah's generator written before `style: reference` used
 * the reference's words).
 */
import type { Message } from "../../prompt/message.ts";
import type { TaskStyle } from "../task_style.ts";
import { NIAH_WORDING } from "./niah/prompts.ts";
import { REFERENCE_WORDING } from "./reference/prompts.ts";
import { type Shown, wordedMessages, type Wording } from "./wording.ts";

/** Each style's wording. */
export const WORDINGS: Readonly<Record<TaskStyle, Wording>> = {
  reference: REFERENCE_WORDING,
  niah: NIAH_WORDING,
};

/** The messages sent for an example: system, then user. */
export function numseqMessages(
  example: Shown,
  style: TaskStyle = "niah",
): Message[] {
  return wordedMessages(WORDINGS[style], example);
}
