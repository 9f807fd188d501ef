/** The recipe helpers every task family shares. */
import assert from "node:assert/strict";
import { UsageError } from "../../src/errors.ts";
import { checkDigest, sha256Hex } from "../../src/tasks/recipe.ts";

Deno.test("a rebuild whose digest matches passes; one that differs says what, both digests and why", () => {
  const recorded = sha256Hex("the context");
  checkDigest(
    "the context",
    recorded,
    "context differs from the one sent",
    "x",
  );
  assert.throws(
    () =>
      checkDigest(
        "another context",
        recorded,
        "context differs from the one sent",
        "the haystack changed",
      ),
    (error: unknown) =>
      error instanceof UsageError &&
      error.message ===
        `Cannot rebuild prompt: the rebuilt context differs from the one sent (sha256 ${
          sha256Hex("another context").slice(0, 12)
        }, recorded ${recorded.slice(0, 12)}); the haystack changed`,
  );
});
