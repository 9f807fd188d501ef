/**
 * The order of a prompt's roles, checked in one place before anything is
 * sent: a system message only first, whatever the provider, and, where a
 * provider's API requires it (Anthropic's Messages API), user and
 * assistant turns alternating from a user turn. niah sends messages as a
 * task built them (the Anthropic adapter joins system messages into its
 * `system` field and merges no turns), so an order the API refuses is
 * refused here, by `validate` and before a run sends a cell. A prompt
 * that ends with an assistant message asks the model to continue it (a
 * prefill): Anthropic's Messages API does (not with extended thinking on,
 * which it refuses); OpenAI's APIs answer it in a new turn instead, so
 * there it is refused too, unless the request sets the key a server reads
 * to continue it (vLLM's `continue_final_message`).
 *
 * @module
 */
import type { Message } from "./message.ts";

/** What an API requires of the order of roles beyond a system message first. */
export interface RoleRule {
  /**
   * The API's name, for messages (`Anthropic's Messages API`), when it
   * requires user and assistant turns to alternate, the first a user's.
   */
  readonly alternatingFor?: string;
  /**
   * Why a final assistant message cannot be sent, when it cannot (one
   * phrase: `OpenAI's Chat Completions API does not continue one: it
   * answers in a new turn`): a prompt ending in one is refused.
   */
  readonly noPrefill?: string;
  /**
   * A request key that, set to `true`, makes a server behind the API
   * continue a final assistant message (vLLM's and SGLang's
   * `continue_final_message`): then `noPrefill` does not hold.
   */
  readonly prefillKey?: string;
  /**
   * A request key whose block, unless its `type` is `disabled`, makes the
   * API refuse a final assistant message (Anthropic's `thinking`), and the
   * API's name: the runner's rule then sets `noPrefill`.
   */
  readonly prefillOff?: { readonly key: string; readonly api: string };
}

/**
 * The first problem with the order of `messages`' roles under `rule`, in
 * one line naming the message by index (from 0); undefined when none.
 */
export function roleOrderProblem(
  messages: readonly Pick<Message, "role">[],
  rule: RoleRule = {},
): string | undefined {
  if (messages.length === 0) return "the prompt has no message";
  for (const [index, { role }] of messages.entries()) {
    if (role === "system" && index > 0) {
      return `message ${index} is a system message; a system message may only come first`;
    }
  }
  const last = messages.length - 1;
  if (rule.noPrefill !== undefined && messages[last]!.role === "assistant") {
    const key = rule.prefillKey === undefined
      ? ""
      : ` (unless the server continues it: request.${rule.prefillKey}: true, as vLLM and SGLang take)`;
    return `message ${last} is a final assistant message for the model to continue (a prefill): ${rule.noPrefill}${key}`;
  }
  const api = rule.alternatingFor;
  if (api === undefined) return undefined;
  const turns = messages[0]!.role === "system" ? 1 : 0;
  if (turns >= messages.length) {
    return `the prompt has no user message; ${api} needs one`;
  }
  for (let index = turns; index < messages.length; index++) {
    const role = messages[index]!.role;
    const expected = (index - turns) % 2 === 0 ? "user" : "assistant";
    if (role === expected) continue;
    const a = role === "assistant" ? "an" : "a";
    return index === turns
      ? `message ${index} is ${a} ${role} message; ${api} needs the first turn to be a user message`
      : `message ${index} is ${a} ${role} message after ${a} ${role} message (message ${
        index - 1
      }); ${api} needs user and assistant turns to alternate`;
  }
  return undefined;
}
