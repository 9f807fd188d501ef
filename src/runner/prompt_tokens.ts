/**
 * Token estimates of a prompt before it is sent, for rate limits and cost:
 * niah's exact count of the context plus the question and a small
 * allowance for the chat template, or a count of every message.
 */
import type { Built } from "../tasks/task.ts";
import type { Tokenizer } from "../tokenizer/encoding.ts";

/** Tokens a chat template adds per message (role markers), roughly. */
const TEMPLATE_TOKENS_PER_MESSAGE = 4;

/** Estimated input tokens of a built prompt. */
export function estimatePromptTokens(
  built: Pick<Built, "messages" | "recipe" | "prompt_question">,
  tokenizer: Tokenizer,
): number {
  const overhead = TEMPLATE_TOKENS_PER_MESSAGE * built.messages.length;
  const context = built.recipe.final_context_token_count;
  if (typeof context === "number") {
    // The context is counted exactly already; re-counting 256k tokens would
    // cost more than building the prompt did.
    return context + tokenizer.count(built.prompt_question) + 2 + overhead;
  }
  return built.messages.reduce(
    (sum, message) => sum + tokenizer.count(message.content),
    overhead,
  );
}
