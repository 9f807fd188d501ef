/**
 * The prompt as sent: a run's shifter rewrites the messages and counts the
 * tokens it added into `context_tokens`; a row's record replays onto a
 * rebuilt prompt (messages and context); without either, the prompt goes
 * out as built.
 */
import assert from "node:assert/strict";
import { denoCorpusReader } from "../../src/cli/deno_io.ts";
import { createPhaseShifter } from "../../src/prompt/phase_shifter.ts";
import { shiftSettings } from "../support/phase_shift_settings.ts";
import { sentPrompt } from "../../src/prompt/sent_prompt.ts";
import { createBuildContext } from "../../src/tasks/build_context.ts";
import { uuidTask } from "../../src/tasks/niah/uuid.ts";
import type { Built, Cell } from "../../src/tasks/task.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";
import type { Tokenizer } from "../../src/tokenizer/tokenizer.ts";

const ENCODINGS = ["cl100k_base", "o200k_base", "deepseek_v3"] as const;

async function uuidPrompt(
  tokenizer: Tokenizer,
  length: number,
  style: "reference" | "niah" = "niah",
): Promise<Built> {
  const context = createBuildContext(tokenizer, denoCorpusReader, {
    type: "synthetic",
    seed: 0,
  });
  const params = uuidTask.params.parse({ type: "uuid", style });
  const cell: Cell = {
    cell_id: "c",
    index: 0,
    axes: { context_length: length, depth_percent: 40 },
    params,
    sample_index: 0,
    seed: 5,
  };
  return await uuidTask.build(params, cell, context);
}

const countAll = (messages: Built["messages"], tokenizer: Tokenizer) =>
  messages.reduce((n, m) => n + tokenizer.count(m.content), 0);

for (const encoding of ENCODINGS) {
  Deno.test(`a shifted prompt's context_tokens grows by exactly the tokens the shift added, ${encoding}`, async () => {
    const tokenizer = await getTokenizer(encoding);
    const built = await uuidPrompt(tokenizer, 8000);
    assert.equal(
      built.context_tokens,
      built.recipe.final_context_token_count,
      "the uuid task's context_tokens is its recipe's exact count",
    );
    for (
      const what of [
        { pattern: String.raw`The\s+secret\s+code\s+is\s+[0-9a-fA-F-]{36}` },
        { keywords: [" the", " and", "\n"] },
      ]
    ) {
      const shifter = createPhaseShifter(
        shiftSettings(encoding, 4, what),
        tokenizer,
        () => {},
      );
      const sent = await sentPrompt(built, shifter);
      assert.ok(sent.phase_shift, "a record");
      assert.ok(sent.phase_shift.inserted_chars > 0, "something was inserted");
      assert.equal(
        sent.context_tokens - built.context_tokens,
        countAll(sent.messages, tokenizer) -
          countAll(built.messages, tokenizer),
        JSON.stringify(what),
      );
      assert.ok(sent.context_tokens > built.context_tokens);
      // With style reference the Python tool's prompt is what is shifted.
      const reference = await uuidPrompt(tokenizer, 8000, "reference");
      const shifted = await sentPrompt(reference, shifter);
      assert.ok(shifted.phase_shift && shifted.phase_shift.inserted_chars > 0);
      assert.equal(
        shifted.context_tokens - reference.context_tokens,
        countAll(shifted.messages, tokenizer) -
          countAll(reference.messages, tokenizer),
      );
      // What the row says was sent: the same built prompt otherwise.
      assert.equal(sent.expected_answer, built.expected_answer);
      assert.deepEqual(sent.recipe, built.recipe);
    }
  });
}

Deno.test("a row's record replays onto the rebuilt messages and context; none leaves them as built", async () => {
  const tokenizer = await getTokenizer("cl100k_base");
  const built = await uuidPrompt(tokenizer, 2000);
  const shifter = createPhaseShifter(
    shiftSettings("cl100k_base", 4, { keywords: [" the"] }),
    tokenizer,
    () => {},
  );
  const sent = await sentPrompt(built, shifter);
  const record = sent.phase_shift!;
  const rendered = await uuidTask.render(
    JSON.parse(JSON.stringify(built.recipe)),
    createBuildContext(tokenizer, denoCorpusReader),
  );
  const replayed = await sentPrompt(rendered, record);
  assert.deepEqual(replayed.messages, sent.messages);
  assert.equal(replayed.phase_shift, record);
  assert.ok(sent.messages[0]!.content.startsWith(replayed.context));
  assert.notEqual(replayed.context, rendered.context);

  const plain = await sentPrompt(built, undefined);
  assert.equal(plain.messages, built.messages);
  assert.equal(plain.context_tokens, built.context_tokens);
  assert.equal(plain.phase_shift, null);
  assert.equal((await sentPrompt(rendered, null)).context, rendered.context);

  await assert.rejects(
    () =>
      sentPrompt(rendered, {
        ...record,
        messages_sha256: "0".repeat(64),
      }),
    /SHA-256 does not match/,
  );
});
