/**
 * Token counts of a prompt besides its exact context count: the one
 * allowance for what a chat template adds around each message, and the
 * estimate of a prompt's input tokens that rate limits, the cost cap and
 * the dry run read before it is sent.
 *
 * @module
 */
import type { Tokenizer } from "../tokenizer/tokenizer.ts";
import type { Message } from "./message.ts";

/**
 * Tokens a chat template adds per message (role markers, separators), at
 * most: generous, so that estimates err high and a gap within it is never
 * blamed on the tokenizer. The gap check grants it whatever the provider;
 * an estimate uses it for a provider with no measured {@link ChatTemplate}.
 */
export const TEMPLATE_TOKENS_PER_MESSAGE = 32;

/**
 * What a provider's chat template adds to a prompt's text, in tokens, as
 * the `usage` it returns counts the prompt: per message (its role and
 * markers) and once (the reply's priming). Each provider's registry entry
 * says its own, with where the figures come from (docs/prompts.md).
 */
export interface ChatTemplate {
  readonly perMessage: number;
  readonly perPrompt: number;
}

/** A provider's template niah has not measured: the generous allowance. */
const UNMEASURED: ChatTemplate = {
  perMessage: TEMPLATE_TOKENS_PER_MESSAGE,
  perPrompt: 0,
};

/** What a chat template may add around `messages`, in tokens. */
export function templateAllowance(messages: readonly Message[]): number {
  return TEMPLATE_TOKENS_PER_MESSAGE * messages.length;
}

/** What an estimate reads of a prompt. */
interface PromptTokenParts {
  messages: Message[];
  /** Exact tokens of the prompt besides `prompt_question` (see `Built`). */
  context_tokens: number;
  prompt_question: string;
}

/**
 * Estimated input tokens of a prompt: its context count (exact already;
 * re-counting 256k tokens would cost more than building the prompt did),
 * its question and the separator before it, and what the provider's chat
 * template adds (`template`; the generous allowance when not measured).
 */
export function estimatePromptTokens(
  prompt: PromptTokenParts,
  tokenizer: Tokenizer,
  template: ChatTemplate = UNMEASURED,
): number {
  return prompt.context_tokens + tokenizer.count(prompt.prompt_question) + 2 +
    template.perMessage * prompt.messages.length + template.perPrompt;
}

/**
 * Tokens of `messages` besides `question` (taken off the end of the
 * message it ends, where it does; of message `questionMessage` only, when
 * given: a conversation may repeat it), counted message by message: the
 * `context_tokens` of a prompt short enough to count whole.
 */
export function tokensBesidesQuestion(
  messages: readonly Message[],
  question: string,
  tokenizer: Tokenizer,
  questionMessage?: number,
): number {
  return messages.reduce((n, message, index) => {
    const asks = questionMessage === undefined || index === questionMessage;
    const text = asks && question !== "" && message.content.endsWith(question)
      ? message.content.slice(0, -question.length)
      : message.content;
    return n + tokenizer.count(text);
  }, 0);
}
