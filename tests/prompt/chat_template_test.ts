/**
 * The chat templates providers declare, against the usage their docs
 * record: OpenAI's cookbook ("How to count tokens with tiktoken") shows
 * its API counting 129 prompt tokens for its example conversation, and
 * Anthropic's token-counting docs 14 for a system prompt and one turn.
 * And a phase shift replayed onto a context span.
 */
import assert from "node:assert/strict";
import type { Message } from "../../src/prompt/message.ts";
import { applyPhaseShiftToSpan } from "../../src/prompt/phase_shift_record.ts";
import { estimatePromptTokens } from "../../src/prompt/prompt_tokens.ts";
import { findProvider } from "../../src/providers/registry.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";

/** An estimate of `messages` whose question is its last message. */
async function estimateOf(messages: Message[], sdk: string, api: string) {
  const tokenizer = await getTokenizer("cl100k_base");
  const question = messages.at(-1)!.content;
  const context_tokens = messages.slice(0, -1)
    .reduce((n, m) => n + tokenizer.count(m.content), 0);
  return {
    tokenizer,
    estimate: estimatePromptTokens(
      { messages, context_tokens, prompt_question: question },
      tokenizer,
      findProvider(sdk, api)!.template,
    ),
  };
}

Deno.test("OpenAI's template gives the 129 tokens its API counted for the cookbook's conversation", async () => {
  // The cookbook's example; the `name` of four system messages is kept
  // aside (niah sends none) and counted as the cookbook counts it.
  const named: (Message & { name?: string })[] = [
    {
      role: "system",
      content:
        "You are a helpful, pattern-following assistant that translates corporate jargon into plain English.",
    },
    {
      role: "system",
      name: "example_user",
      content: "New synergies will help drive top-line growth.",
    },
    {
      role: "system",
      name: "example_assistant",
      content: "Things working well together will increase revenue.",
    },
    {
      role: "system",
      name: "example_user",
      content:
        "Let's circle back when we have more bandwidth to touch base on opportunities for increased leverage.",
    },
    {
      role: "system",
      name: "example_assistant",
      content: "Let's talk later when we're less busy about how to do better.",
    },
    {
      role: "user",
      content:
        "This late pivot means we don't have time to boil the ocean for the client deliverable.",
    },
  ];
  const messages = named.map(({ role, content }) => ({ role, content }));
  for (const api of ["chat_completions", "responses"]) {
    const { tokenizer, estimate } = await estimateOf(
      messages,
      "openai-python",
      api,
    );
    const names = named.reduce(
      (n, m) => n + (m.name ? tokenizer.count(m.name) + 1 : 0),
      0,
    );
    // Within the 2 tokens the estimate allows before a question.
    assert.equal(estimate - 2 + names, 129);
  }
});

Deno.test("Anthropic's template errs high of the 14 tokens its docs count", async () => {
  const { estimate } = await estimateOf(
    [
      { role: "system", content: "You are a scientist" },
      { role: "user", content: "Hello, Claude" },
    ],
    "anthropic-python",
    "messages",
  );
  assert.ok(estimate >= 14 && estimate <= 14 + 10, String(estimate));
});

Deno.test("a phase shift replayed onto a span moves its offsets past what went in before them", () => {
  const messages: Message[] = [
    { role: "user", content: "one two" },
    { role: "assistant", content: "ok" },
    { role: "user", content: "abc def ghi" },
  ];
  const record = {
    encoding: "cl100k_base",
    slice_length: 4,
    found: 3,
    aligned: 3,
    inserted_chars: 6,
    insertions: [
      { message: 0, at: 4, char: "U+2060", count: 1 },
      { message: 2, at: 0, char: "U+2060", count: 2 },
      { message: 2, at: 4, char: "U+200B", count: 1 },
      { message: 2, at: 8, char: "U+2060", count: 2 },
    ],
    messages_sha256: "",
  };
  // "def": a run at its start falls inside, one at its end after it.
  assert.deepEqual(
    applyPhaseShiftToSpan(messages, { message: 2, start: 4, end: 7 }, record),
    { message: 2, start: 6, end: 10 },
  );
  assert.deepEqual(
    applyPhaseShiftToSpan(messages, { message: 1, start: 0, end: 2 }, record),
    { message: 1, start: 0, end: 2 },
  );
  assert.throws(
    () =>
      applyPhaseShiftToSpan(
        messages,
        { message: 2, start: 5, end: 99 },
        record,
      ),
    /not inside its message/,
  );
});
