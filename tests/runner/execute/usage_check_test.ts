import assert from "node:assert/strict";
import { checkedUsage } from "../../../src/runner/execute/usage_check.ts";
import type { Completion } from "../../../src/providers/provider.ts";

const answer = (usage: Completion["usage"]): Completion => ({
  text: "x",
  finish_reason: "stop",
  usage,
});

Deno.test("valid or absent usage passes as is", () => {
  const ok = answer({ input_tokens: 0, output_tokens: 9, reasoning_tokens: 2 });
  assert.equal(checkedUsage(ok), ok);
  const none = answer(null);
  assert.equal(checkedUsage(none), none);
});

Deno.test("a count that is not a token count moves the usage to usage_invalid, as reported", () => {
  for (
    const [input, stored] of [
      [-5, -5],
      [1.5, 1.5],
      [1e308, 1e308],
      [2 ** 53, 2 ** 53],
      [Infinity, "Infinity"],
      [NaN, "NaN"],
    ] as const
  ) {
    const checked = checkedUsage(
      answer({ input_tokens: input, output_tokens: 3 }),
    );
    assert.equal(checked.usage, null);
    assert.deepEqual(checked.usage_invalid, {
      input_tokens: stored,
      output_tokens: 3,
    });
  }
  const reasoning = checkedUsage(
    answer({ input_tokens: 1, output_tokens: 3, reasoning_tokens: -3 }),
  );
  assert.deepEqual(reasoning.usage_invalid, {
    input_tokens: 1,
    output_tokens: 3,
    reasoning_tokens: -3,
  });
});
