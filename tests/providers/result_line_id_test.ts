import assert from "node:assert/strict";
import { customIdOf } from "../../src/providers/result_line_id.ts";

Deno.test("the custom_id of a line cut short or broken past it is read from its top-level keys", () => {
  assert.equal(customIdOf('{"custom_id":"a1","result":{"type":"succ'), "a1");
  assert.equal(
    customIdOf(
      '  { "id" : "batch_req_1", "n": -1.5e3, "ok": true, "custom_id": "b\\u0032" , "response": {',
    ),
    "b2",
  );
  assert.equal(
    customIdOf(
      '{"id":{"custom_id":"inner","s":"}\\"]"},"list":[1,[2]],"custom_id":"outer"',
    ),
    "outer",
  );
});

Deno.test("no custom_id where the keys before it are cut short, it is nested, or not a string", () => {
  for (
    const text of [
      "",
      "<html>",
      '["custom_id","x"]',
      '{"id":"batch_req_1',
      '{"response":{"custom_id":"inner"}}',
      '{"response":{"body":"x"',
      '{"custom_id":42}',
      '{"custom_id":""}',
      '{"custom_id":"cut',
      '{"n":12',
      '{"a" "b"}',
    ]
  ) assert.equal(customIdOf(text), undefined, text);
});
