/**
 * The reference prompts are the seed's text byte for byte: digests of the
 * strings as Python builds them from the environment's source (backslash
 * line continuations joined, `\\boxed` unescaped).
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { REFERENCE_SYSTEM_PROMPTS } from "../../../src/tasks/patterned/reference/prompts.ts";

const sha256 = (text: string) =>
  createHash("sha256").update(text).digest("hex");

Deno.test("each hint level's reference prompt matches the seed's digest", () => {
  assert.deepEqual(
    Object.fromEntries(
      Object.entries(REFERENCE_SYSTEM_PROMPTS).map(([level, text]) => [
        level,
        sha256(text),
      ]),
    ),
    {
      none: "aaedaced726d808c2c93bfdccf8a3dadacf339f09269fc307bf35ab27fd5d728",
      minimal:
        "d8d477049acfea2fae93ff0e91934ee5b710c047172973e52dfbd4f77277bf37",
      moderate:
        "981d67d326b40139ed3115669da75a498f329d8ae1c209b89a8f66158dab077c",
      full: "ceb7b6ee8e9344854ec653d6a9558fa97bec980bfe380af57815fe13364fa063",
    },
  );
});
