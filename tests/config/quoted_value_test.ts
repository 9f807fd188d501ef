import assert from "node:assert/strict";
import {
  excerpt,
  QUOTE_MAX_CHARS,
  quoteValue,
  redactSecrets,
} from "../../src/config/quoted_value.ts";

Deno.test("a short value is quoted as JSON quotes it", () => {
  assert.equal(quoteValue("8x"), '"8x"');
  assert.equal(quoteValue('say "hi"'), '"say \\"hi\\""');
  assert.equal(
    quoteValue("configs/models/openai-gpt-4o-mini.yaml"),
    '"configs/models/openai-gpt-4o-mini.yaml"',
  );
});

Deno.test("a long value is cut to QUOTE_MAX_CHARS characters and says its length", () => {
  const long = "a".repeat(100_000);
  assert.equal(
    quoteValue(long),
    `"${"a".repeat(QUOTE_MAX_CHARS)}…" (100000 characters)`,
  );
  assert.equal(excerpt(long), `${"a".repeat(QUOTE_MAX_CHARS)}…`);
});

Deno.test("what looks like a secret is redacted: a KEY= value, sk- keys, bearer tokens, long mixed tokens", () => {
  assert.equal(
    redactSecrets("OPENAI_API_KEY=sk-proj-abcdef0123456789 OTHER=1"),
    "OPENAI_API_KEY=[redacted] OTHER=1",
  );
  assert.equal(redactSecrets('TOKEN="two words"'), "TOKEN=[redacted]");
  assert.equal(redactSecrets("key sk-ant-api03-xyzXYZ123"), "key [redacted]");
  assert.equal(redactSecrets("Bearer abc.def"), "Bearer [redacted]");
  assert.equal(
    redactSecrets("id AbCdEfGhIjKlMnOpQrStUvWx12"),
    "id [redacted]",
  );
  // Names, paths and words are kept.
  assert.equal(
    redactSecrets("gpt-4o-mini task_type monkey=banana"),
    "gpt-4o-mini task_type monkey=banana",
  );
});
