import assert from "node:assert/strict";
import {
  createFakeProvider,
  fakeRequestSchema,
} from "../../src/providers/fake.ts";
import { simulatedOutcome } from "../../src/providers/fake_simulation.ts";
import type { AnswerKey } from "../../src/providers/provider.ts";

const oracle = (k: AnswerKey) => `The answer is ${k.expected_answer}.`;
const key = { expected_answer: "3f2a-91bc", metadata: {} };
const settings = (over: Partial<Parameters<typeof simulatedOutcome>[0]>) => ({
  accuracy: 0.7,
  error_rate: 0.2,
  seed: 7,
  response_text: "I could not find it.",
  ...over,
});
const cells = Array.from({ length: 4000 }, (_, i) => `cell-${i}`);

Deno.test("simulated mode: accuracy and error_rate are the shares drawn, keyed by seed and cell id", () => {
  const s = settings({});
  const outcomes = cells.map((id) => simulatedOutcome(s, id, 1, oracle, key));
  const errors = outcomes.filter((o) => o.kind === "error").length;
  assert.ok(Math.abs(errors / cells.length - 0.2) < 0.03, `${errors} errors`);
  const answered = cells.map((id) =>
    simulatedOutcome({ ...s, error_rate: 0 }, id, 1, oracle, key)
  );
  const right =
    answered.filter((o) =>
      o.kind === "answer" && o.text === "The answer is 3f2a-91bc."
    ).length;
  assert.ok(Math.abs(right / cells.length - 0.7) < 0.03, `${right} right`);
  // Every kind of miss occurs: wrong, no answer, cut at the limit, empty.
  const texts = new Set(
    answered.map((o) =>
      o.kind === "answer" ? `${o.finish_reason}:${o.text}` : ""
    ),
  );
  assert.ok(texts.has("stop:The answer is cb19-a2f3."));
  assert.ok(texts.has("stop:I could not find it."));
  assert.ok([...texts].some((t) => t === "length:The answ"));
  assert.ok(texts.has("stop:"));
  // The same seed and cell give the same outcome; another seed differs.
  assert.deepEqual(
    cells.map((id) => simulatedOutcome(s, id, 1, oracle, key)),
    outcomes,
  );
  assert.notDeepEqual(
    cells.map((id) => simulatedOutcome({ ...s, seed: 8 }, id, 1, oracle, key)),
    outcomes,
  );
  // Errors are drawn per attempt, so a retry mostly recovers.
  const failedTwice =
    cells.filter((id) =>
      simulatedOutcome(s, id, 1, oracle, key).kind === "error" &&
      simulatedOutcome(s, id, 2, oracle, key).kind === "error"
    ).length;
  assert.ok(failedTwice / cells.length < 0.08, `${failedTwice} failed twice`);
});

Deno.test("simulated mode: accuracy 1 and error_rate 0 answer like the oracle; accuracy 0 never does", () => {
  for (const id of cells.slice(0, 200)) {
    assert.deepEqual(
      simulatedOutcome(
        settings({ accuracy: 1, error_rate: 0 }),
        id,
        1,
        oracle,
        key,
      ),
      {
        kind: "answer",
        text: "The answer is 3f2a-91bc.",
        finish_reason: "stop",
      },
    );
    const miss = simulatedOutcome(
      settings({ accuracy: 0, error_rate: 0 }),
      id,
      1,
      oracle,
      key,
    );
    assert.ok(
      miss.kind === "answer" && miss.text !== "The answer is 3f2a-91bc.",
    );
  }
});

Deno.test("the fake provider in mode simulated throws its retryable error or answers, by attempt", async () => {
  const provider = createFakeProvider(
    fakeRequestSchema.parse({
      model: "f",
      mode: "simulated",
      error_rate: 0.5,
      seed: 1,
    }),
    oracle,
  );
  const messages = [{ role: "user" as const, content: "What is it?" }];
  let errors = 0;
  for (const id of cells.slice(0, 100)) {
    const expected = simulatedOutcome(
      settings({
        accuracy: 0.8,
        error_rate: 0.5,
        seed: 1,
        response_text: "I could not find it.",
      }),
      id,
      3,
      oracle,
      key,
    );
    try {
      const completion = await provider.generate(
        { messages, cell_id: id, attempt: 3, answer_key: key },
        new AbortController().signal,
      );
      assert.ok(expected.kind === "answer");
      assert.equal(completion.text, expected.text);
      assert.equal(completion.finish_reason, expected.finish_reason);
    } catch (error) {
      assert.equal(expected.kind, "error");
      assert.deepEqual(provider.classify(error), {
        retry: true,
        kind: "transient",
      });
      errors++;
    }
  }
  assert.ok(errors > 30 && errors < 70, `${errors} errors`);
});

Deno.test("every setting of the fake provider is in docs/configs.md's table, with its default", async () => {
  const page = await Deno.readTextFile(
    new URL("../../docs/configs.md", import.meta.url),
  );
  const defaults = fakeRequestSchema.parse({ model: "f" });
  for (const key of Object.keys(fakeRequestSchema.shape)) {
    if (["model", "stream", "max_tokens", "temperature"].includes(key)) {
      continue;
    }
    if (key.startsWith("batch_")) {
      assert.match(page, /Its `batch_\*` settings/);
      continue;
    }
    const row = new RegExp(`^\\| \`${key}\` +\\| (.+?) +\\|`, "m").exec(page);
    assert.ok(row, `docs/configs.md lacks the fake's "${key}"`);
    const value = (defaults as Record<string, unknown>)[key];
    assert.equal(
      row[1],
      // Texts are quoted; the mode is a word of an enum.
      typeof value === "string" && key !== "mode"
        ? `\`"${value}"\``
        : `\`${value}\``,
      key,
    );
  }
  // Each mode has its line in the list under the table.
  for (const mode of fakeRequestSchema.shape.mode.unwrap().options) {
    assert.match(page, new RegExp(`^- \`${mode}\`: `, "m"), mode);
  }
});
