/**
 * Prompt token estimates: the exact context count, the question and one
 * template allowance per message (the same allowance the gap check
 * grants), and what a short prompt counts besides its question.
 */
import assert from "node:assert/strict";
import {
  estimatePromptTokens,
  TEMPLATE_TOKENS_PER_MESSAGE,
  templateAllowance,
  tokensBesidesQuestion,
} from "../../src/prompt/prompt_tokens.ts";
import { isLargeGap } from "../../src/runner/rows/row.ts";
import { numseqTask } from "../../src/tasks/numseq/numseq_task.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";
import { createBuildContext } from "../../src/tasks/build_context.ts";
import { denoCorpusReader } from "../../src/cli/deno_io.ts";

Deno.test("an estimate is the context count, the question, its separator and the template allowance", async () => {
  const tokenizer = await getTokenizer("cl100k_base");
  const messages = [
    { role: "system" as const, content: "Be brief." },
    { role: "user" as const, content: "...\n\nWhat is the secret code?" },
  ];
  const estimate = estimatePromptTokens({
    messages,
    context_tokens: 1000,
    prompt_question: "What is the secret code?",
  }, tokenizer);
  assert.equal(
    estimate,
    1000 + tokenizer.count("What is the secret code?") + 2 +
      2 * TEMPLATE_TOKENS_PER_MESSAGE,
  );
  assert.equal(templateAllowance(messages), 2 * TEMPLATE_TOKENS_PER_MESSAGE);
});

Deno.test("the gap check allows exactly the template allowance the estimate adds", () => {
  const built = {
    messages: [{ role: "user" as const, content: "..." }],
    prompt_question: "",
  };
  // Tolerance max(32, 1% of 1000) = 32, plus the allowance for one message.
  const edge = 32 + TEMPLATE_TOKENS_PER_MESSAGE;
  assert.equal(isLargeGap(edge, 1000, built), false);
  assert.equal(isLargeGap(edge + 1, 1000, built), true);
});

Deno.test("tokensBesidesQuestion counts every message, less the question it ends with", async () => {
  const tokenizer = await getTokenizer("cl100k_base");
  const messages = [
    { role: "system" as const, content: "Think." },
    { role: "user" as const, content: "Terms: 1, 2, 3\n\nWhat is term 9?" },
  ];
  assert.equal(
    tokensBesidesQuestion(messages, "What is term 9?", tokenizer),
    tokenizer.count("Think.") + tokenizer.count("Terms: 1, 2, 3\n\n"),
  );
  assert.equal(
    tokensBesidesQuestion(messages, "not in it", tokenizer),
    tokenizer.count("Think.") +
      tokenizer.count("Terms: 1, 2, 3\n\nWhat is term 9?"),
  );
});

Deno.test("num_seq prompts carry context_tokens: the system prompt and the terms", async () => {
  const tokenizer = await getTokenizer("cl100k_base");
  const params = numseqTask.params.parse({ type: "num_seq", num_examples: 3 });
  const built = await numseqTask.build(params, {
    cell_id: "c",
    index: 0,
    axes: {},
    params,
    sample_index: 1,
    seed: 42,
  }, createBuildContext(tokenizer, denoCorpusReader));
  assert.ok(built.context_tokens > 0);
  assert.equal(
    built.context_tokens,
    tokensBesidesQuestion(built.messages, built.prompt_question, tokenizer),
  );
  assert.ok(built.messages[1]!.content.endsWith(built.prompt_question));
});

Deno.test("tokensBesidesQuestion takes the question off only its own message when told which", async () => {
  const tokenizer = await getTokenizer("cl100k_base");
  const question = "What is the code?";
  const messages = [
    { role: "user" as const, content: `Ask me: ${question}` },
    { role: "assistant" as const, content: "Noted." },
    { role: "user" as const, content: question },
  ];
  const noted = tokenizer.count("Noted.");
  assert.equal(
    tokensBesidesQuestion(messages, question, tokenizer, 2),
    tokenizer.count(`Ask me: ${question}`) + noted,
  );
  // Not told: off the end of every message it ends.
  assert.equal(
    tokensBesidesQuestion(messages, question, tokenizer),
    tokenizer.count("Ask me: ") + noted,
  );
});
