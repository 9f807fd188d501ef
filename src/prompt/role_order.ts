/**
 * The order of a prompt's roles, checked in one place before anything is
 * sent: a system message only first, whatever the provider, and, where a
 * provider's API requires it (Anthropic's Messages API), user and
 * assistant turns alternating from a user turn. niah sends messages as a
 * task built them (the Anthropic adapter joins system messages into its
 * `system` field and merges no turns), so an order the API refuses is
 * refused here, by `validate` and before a run sends a cell.
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
