import assert from "node:assert/strict";
import {
  captureMatches,
  captureMatchesAsync,
  MAX_CAPTURE_MATCHES,
} from "../../src/prompt/capture_matches.ts";
import { UsageError } from "../../src/errors.ts";

// The over-budget case is tested through the CLI
// (tests/e2e/capture_pattern_test.ts): the stuck worker thread ends only
// with its process.

Deno.test("captureMatches finds the non-empty matches in order, as matchAll does", () => {
  const text = "code 12ab, code 99ff; x";
  assert.deepEqual(captureMatches(text, /code [0-9a-f]{4}/gu), [
    { start: 0, end: 9 },
    { start: 11, end: 20 },
  ]);
  assert.deepEqual(captureMatches(text, /z*/g), []);
  assert.deepEqual(captureMatches("", /a/g), []);
  // Offsets are UTF-16, as everywhere in phase shifting.
  assert.deepEqual(captureMatches("😀 ab", /ab/gu), [{ start: 3, end: 5 }]);
});

Deno.test("captureMatches refuses a pattern matching more than MAX_CAPTURE_MATCHES times", () => {
  assert.throws(
    () => captureMatches("a".repeat(MAX_CAPTURE_MATCHES + 1), /a/g),
    (error) =>
      error instanceof UsageError &&
      error.message.includes(`matches over ${MAX_CAPTURE_MATCHES} times`),
  );
});

Deno.test("the capture budget counts the match, not the worker's start-up", async () => {
  // A worker takes a few milliseconds to start, tens on a loaded machine
  // (seen: 73 of 2,000 starts past 20 ms beside two CPU burners, when the
  // budget counted them); a 20 ms budget over a trivial match is met every
  // time only when the budget starts with the match itself.
  for (let i = 0; i < 50; i++) {
    assert.deepEqual(captureMatches("a needle", /needle/g, 20), [
      { start: 2, end: 8 },
    ]);
    assert.deepEqual(
      await captureMatchesAsync("a needle", /needle/g, undefined, 20),
      [{ start: 2, end: 8 }],
    );
  }
});
