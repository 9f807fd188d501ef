/**
 * The order of a prompt's roles: a system message only first for every
 * provider, and Anthropic's alternation from a user turn where asked.
 */
import assert from "node:assert/strict";
import { roleOrderProblem } from "../../src/prompt/role_order.ts";
import type { Message } from "../../src/prompt/message.ts";
import { findProvider } from "../../src/providers/registry.ts";

const roles = (...list: Message["role"][]) => list.map((role) => ({ role }));
const anthropic = findProvider("anthropic-python", "messages")!.roles;
const openai = findProvider("openai-python", "chat_completions")!.roles;

Deno.test("a system message may only come first, whatever the provider", () => {
  assert.equal(
    roleOrderProblem(roles("system", "user", "assistant")),
    undefined,
  );
  assert.equal(
    roleOrderProblem(roles("user", "system", "user"), openai),
    "message 1 is a system message; a system message may only come first",
  );
  assert.equal(roleOrderProblem([]), "the prompt has no message");
  // Without alternation, consecutive turns of one role are the API's to take.
  assert.equal(roleOrderProblem(roles("user", "user"), openai), undefined);
});

Deno.test("Anthropic's turns alternate from a user turn, one line naming the message", () => {
  assert.ok(anthropic);
  assert.equal(
    roleOrderProblem(
      roles("system", "user", "assistant", "user", "assistant", "user"),
      anthropic,
    ),
    undefined,
  );
  assert.equal(
    roleOrderProblem(roles("system", "user", "user"), anthropic),
    "message 2 is a user message after a user message (message 1); Anthropic's Messages API needs user and assistant turns to alternate",
  );
  assert.equal(
    roleOrderProblem(roles("user", "assistant", "assistant"), anthropic),
    "message 2 is an assistant message after an assistant message (message 1); Anthropic's Messages API needs user and assistant turns to alternate",
  );
  assert.equal(
    roleOrderProblem(roles("assistant", "user"), anthropic),
    "message 0 is an assistant message; Anthropic's Messages API needs the first turn to be a user message",
  );
  assert.equal(
    roleOrderProblem(roles("system"), anthropic),
    "the prompt has no user message; Anthropic's Messages API needs one",
  );
});

Deno.test("a final assistant message (a prefill) is refused where the API answers it in a new turn, and taken by Anthropic and the fake", () => {
  assert.equal(
    roleOrderProblem(roles("user", "assistant"), openai),
    "message 1 is a final assistant message for the model to continue (a prefill): OpenAI's Chat Completions API does not continue one: it answers in a new turn (unless the server continues it: request.continue_final_message: true, as vLLM and SGLang take)",
  );
  const responses = findProvider("openai-python", "responses")!.roles;
  assert.match(
    roleOrderProblem(roles("user", "assistant"), responses)!,
    /^message 1 is a final assistant message .*: OpenAI's Responses API does not continue one: it answers in a new turn$/,
  );
  // An assistant turn before the last user turn is no prefill.
  assert.equal(
    roleOrderProblem(roles("user", "assistant", "user"), openai),
    undefined,
  );
  assert.equal(
    roleOrderProblem(roles("user", "assistant"), anthropic),
    undefined,
  );
  const fake = findProvider("fake", "fake")!.roles;
  assert.equal(roleOrderProblem(roles("user", "assistant"), fake), undefined);
});
