/**
 * A multi-turn family registered only in a test (`chat_recall`): it runs
 * through the fake provider, its rows record the question's message,
 * `reconstruct` prints every message, a phase shift replays message by
 * message, a role order Anthropic refuses fails `validate` in one line
 * (exit 2), and the estimate of a 200-message prompt is within 2 tokens
 * of the usage the fake returns.
 */
import assert from "node:assert/strict";
import { runCommandLine } from "../../../main.ts";
import type { Message } from "../../../src/prompt/message.ts";
import {
  estimatePromptTokens,
  TEMPLATE_TOKENS_PER_MESSAGE,
} from "../../../src/prompt/prompt_tokens.ts";
import { findProvider } from "../../../src/providers/registry.ts";
import {
  createFakeProvider,
  fakeRequestSchema,
} from "../../../src/providers/fake.ts";
import { createBuildContext } from "../../../src/tasks/build_context.ts";
import { denoCorpusReader } from "../../../src/cli/deno_io.ts";
import { registerTask } from "../../../src/tasks/registry.ts";
import { getTokenizer } from "../../../src/tokenizer/encoding.ts";
import { captureIo } from "../../support/capture_io.ts";
import { ZERO_WIDTH } from "../../support/phase_shift_settings.ts";
import { rowsOf } from "../../support/stored_rows.ts";
import { chatTask } from "./chat_task.ts";
import { niahInProcess as niah } from "../../support/in_process.ts";

/** A run of `chat_recall` in a new folder, on `model` (a YAML body). */
async function workspace(
  task: string,
  model = `id: "fake"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "oracle"}
`,
): Promise<{ dir: string; run: string; store: string }> {
  const dir = await Deno.makeTempDir({ prefix: "niah-chat-" });
  await Deno.writeTextFile(`${dir}/model.yaml`, model);
  await Deno.writeTextFile(
    `${dir}/chat.yaml`,
    `run_name: "chat"
model: "${dir}/model.yaml"
task: ${task}
store: {path: "${dir}/chat.jsonl"}
`,
  );
  return { dir, run: `${dir}/chat.yaml`, store: `${dir}/chat.jsonl` };
}

/** Every message under its header line, as reconstruct prints them. */
const layout = (messages: readonly Message[]) =>
  messages.map((m, i) => `=== message ${i} (${m.role}) ===\n${m.content}\n`)
    .join("");

/** `dataset`'s messages of each cell, by cell id. */
async function datasetMessages(run: string): Promise<Map<string, Message[]>> {
  const { stdout } = await niah("dataset", run);
  return new Map(
    stdout.trimEnd().split("\n").map((line) => {
      const item = JSON.parse(line) as { id: string; messages: Message[] };
      return [item.id, item.messages] as const;
    }),
  );
}

Deno.test("a multi-turn task runs, records its question's message and reconstructs every message", async () => {
  using _registered = registerTask(chatTask);
  const { dir, run, store } = await workspace(
    `{type: "chat_recall", turns: 3, samples: 2}`,
  );
  try {
    await niah("validate", run);
    assert.match((await niah("run", run)).stdout, /wrote 2 rows/);
    const rows = await rowsOf(store);
    const sent = await datasetMessages(run);
    assert.equal(rows.length, 2);
    for (const [index, row] of rows.entries()) {
      assert.equal(row.failure_class, "ok");
      const messages = sent.get(String(row.cell_id))!;
      // system, three told turns and their answers, the question.
      assert.equal(messages.length, 8);
      assert.equal(row.question_message, 7);
      assert.equal(row.prompt_question, messages[7]!.content);
      const printed = await niah("reconstruct", store, "--row", String(index));
      assert.equal(printed.stdout, layout(messages));
      const json = await niah(
        "reconstruct",
        store,
        "--row",
        String(index),
        "--messages",
      );
      assert.equal(json.stdout, `${JSON.stringify(messages, null, 2)}\n`);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a multi-turn prompt's phase shift replays message by message", async () => {
  using _registered = registerTask(chatTask);
  const { dir, run, store } = await workspace(
    `{type: "chat_recall", turns: 4, samples: 1}`,
    `id: "fake"
runtime: {sdk: "fake", api: "fake"}
request:
  model: "fake"
  mode: "oracle"
  phase_shift_enabled: true
  phase_shift_keywords: ["code"]
  phase_shift_slice_length: 4
`,
  );
  try {
    await niah("run", run);
    const [row] = await rowsOf(store);
    const record = row!.phase_shift as {
      inserted_chars: number;
      insertions: { message: number }[];
    };
    assert.ok(record.inserted_chars > 0);
    const shifted = new Set(record.insertions.map((i) => i.message));
    assert.ok(shifted.size > 1, `shifted messages: ${[...shifted]}`);
    const sent = (await datasetMessages(run)).get(String(row!.cell_id))!;
    const printed = await niah("reconstruct", store, "--row", "0");
    assert.equal(printed.stdout, layout(sent));
    assert.match(printed.stderr.join(""), /phase-shifted as sent/);
    // Without the inserted characters, the messages as built.
    const built = sent.map((m) => ({
      ...m,
      content: m.content.replace(ZERO_WIDTH, ""),
    }));
    assert.notDeepEqual(built, sent);
    assert.equal(printed.stdout.replace(ZERO_WIDTH, ""), layout(built));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a role order Anthropic refuses fails validate in one line, exit 2", async () => {
  using _registered = registerTask(chatTask);
  const anthropic = `id: "claude"
runtime: {sdk: "anthropic-python", api: "messages"}
request: {model: "claude-test", max_tokens: 10}
`;
  const bad = await workspace(
    `{type: "chat_recall", order: "doubled"}`,
    anthropic,
  );
  const good = await workspace(`{type: "chat_recall"}`, anthropic);
  try {
    const io = captureIo();
    const code = await runCommandLine(["validate", bad.run], io);
    assert.equal(code, 2);
    const lines = io.stderr.join("\n").trim().split("\n").filter((l) =>
      l.startsWith("niah:")
    );
    assert.equal(lines.length, 1);
    assert.match(
      lines[0]!,
      /^niah: Cannot send cell \S+: message 2 is a user message after a user message \(message 1\); Anthropic's Messages API needs user and assistant turns to alternate$/,
    );
    const fine = captureIo();
    assert.equal(await runCommandLine(["validate", good.run], fine), 0);
    assert.match(fine.stdout.join(""), /^ok: /);
  } finally {
    await Deno.remove(bad.dir, { recursive: true });
    await Deno.remove(good.dir, { recursive: true });
  }
});

Deno.test("the estimate of a 200-message prompt is within 2 tokens of the fake's usage", async () => {
  const tokenizer = await getTokenizer("cl100k_base");
  const context = createBuildContext(tokenizer, denoCorpusReader);
  const cell = {
    cell_id: "c",
    index: 0,
    axes: {},
    params: { type: "chat_recall" },
    sample_index: 0,
    seed: 1,
  };
  const params = chatTask.params.parse({ type: "chat_recall", turns: 99 });
  const built = await chatTask.build(params, cell, context);
  assert.equal(built.messages.length, 200);
  const completion = await createFakeProvider(
    fakeRequestSchema.parse({ model: "fake", mode: "canned" }),
    undefined,
    (text) => tokenizer.count(text),
  ).generate(
    { messages: built.messages, cell_id: "c", attempt: 1 },
    new AbortController().signal,
  );
  const usage = completion.usage!.input_tokens;
  const template = findProvider("fake", "fake")!.template;
  const estimate = estimatePromptTokens(built, tokenizer, template);
  // The separator the estimate assumes before a question is not sent here.
  assert.ok(Math.abs(estimate - usage) <= 2, `${estimate} vs ${usage}`);
  // The flat allowance was 6,400 tokens over at 200 messages.
  assert.equal(
    estimatePromptTokens(built, tokenizer) - estimate,
    200 * TEMPLATE_TOKENS_PER_MESSAGE,
  );
});

Deno.test("a run refuses a prompt whose system message is not first before sending it", async () => {
  using _registered = registerTask(chatTask);
  const { dir, run, store } = await workspace(
    `{type: "chat_recall", order: "late_system"}`,
  );
  try {
    const io = captureIo();
    assert.equal(await runCommandLine(["run", run], io), 2);
    const lines = io.stderr.join("\n").trim().split("\n").filter((l) =>
      l.startsWith("niah:")
    );
    assert.deepEqual(lines.length, 1);
    assert.match(
      lines[0]!,
      /^niah: Cannot send cell \S+: message 1 is a system message; a system message may only come first$/,
    );
    assert.equal((await rowsOf(store).catch(() => [])).length, 0);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
