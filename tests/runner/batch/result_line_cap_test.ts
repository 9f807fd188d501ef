import assert from "node:assert/strict";
import { UsageError } from "../../../src/errors.ts";
import { resultLineBytesOf } from "../../../src/runner/batch/result_line_cap.ts";

const envOf = (value: string | undefined) => (name: string) =>
  name === "NIAH_BATCH_RESULT_LINE_BYTES" ? value : undefined;

Deno.test("NIAH_BATCH_RESULT_LINE_BYTES sets the results line cap; unset or empty keeps the default", () => {
  assert.equal(resultLineBytesOf(envOf(undefined)), undefined);
  assert.equal(resultLineBytesOf(envOf("")), undefined);
  assert.equal(resultLineBytesOf(envOf("4096")), 4096);
  assert.equal(resultLineBytesOf(envOf(" 268435456 ")), 268435456);
});

Deno.test("a cap that is no whole number of bytes in range is one line naming the variable", () => {
  for (const value of ["abc", "12.5", "-5", "1023", "268435457", "1e6"]) {
    assert.throws(
      () => resultLineBytesOf(envOf(value)),
      (error) =>
        error instanceof UsageError &&
        error.message ===
          `Cannot read NIAH_BATCH_RESULT_LINE_BYTES: expected a whole number of bytes from 1024 to 268435456, got "${value}"`,
      value,
    );
  }
});
