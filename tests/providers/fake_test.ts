import assert from "node:assert/strict";
import {
  createFakeProvider,
  fakeRequestSchema,
} from "../../src/providers/fake.ts";

const messages = [{ role: "user" as const, content: "What is it?" }];
const key = { expected_answer: "42", metadata: { unit: "m" } };

Deno.test("oracle mode answers with the oracle it was created with", async () => {
  const seen: unknown[] = [];
  const provider = createFakeProvider(
    fakeRequestSchema.parse({ model: "f", mode: "oracle" }),
    (k) => {
      seen.push(k);
      return `\\boxed{${k.expected_answer}${k.metadata.unit}}`;
    },
  );
  const completion = await provider.generate(
    { messages, cell_id: "c", attempt: 1, answer_key: key },
    new AbortController().signal,
  );
  assert.equal(completion.text, "\\boxed{42m}");
  assert.deepEqual(seen, [key]);
});

Deno.test("oracle mode without a task oracle says 'The answer is <expected>.'", async () => {
  const provider = createFakeProvider(fakeRequestSchema.parse({ model: "f" }));
  const completion = await provider.generate(
    { messages, cell_id: "c", attempt: 1, answer_key: key },
    new AbortController().signal,
  );
  assert.equal(completion.text, "The answer is 42.");
});

Deno.test("canned mode never calls the oracle", async () => {
  const provider = createFakeProvider(
    fakeRequestSchema.parse({
      model: "f",
      mode: "canned",
      response_text: "no idea",
    }),
    () => assert.fail("the oracle was computed for a canned answer"),
  );
  const completion = await provider.generate(
    { messages, cell_id: "c", attempt: 1, answer_key: key },
    new AbortController().signal,
  );
  assert.equal(completion.text, "no idea");
});
