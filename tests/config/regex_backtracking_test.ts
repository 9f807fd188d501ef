import assert from "node:assert/strict";
import { nestedQuantifier } from "../../src/config/regex_backtracking.ts";

Deno.test("nestedQuantifier names an unbounded quantifier that repeats a part of variable length", () => {
  assert.equal(nestedQuantifier("(.*)*x"), "(.*)*");
  assert.equal(nestedQuantifier("(\\w+\\s?)+$"), "(\\w+\\s?)+");
  assert.equal(nestedQuantifier("(?:a{1,3}){2,}"), "(?:a{1,3}){2,}");
  assert.equal(nestedQuantifier("(?<n>x+)+"), "(?<n>x+)+");
});

Deno.test("nestedQuantifier passes patterns without such nesting, lookbehinds and Unicode classes included", () => {
  for (
    const pattern of [
      "The\\s+secret\\s+code\\s+is\\s+[0-9a-fA-F-]{36}",
      "(\\d+)?",
      "(?<=key )\\w+",
      "(?:ab|cd){2,}",
      "(?:-\\d{4})+",
      "\\p{Lu}\\w+",
      "(", // not a regex: the validity check says so, not this one
    ]
  ) {
    assert.equal(nestedQuantifier(pattern), null, pattern);
  }
});
