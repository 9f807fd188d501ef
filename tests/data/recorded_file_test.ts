import assert from "node:assert/strict";
import { checkRecordedFile } from "../../src/data/recorded_file.ts";
import { UsageError } from "../../src/errors.ts";

const A = "a".repeat(64);
const B = "b".repeat(64);

Deno.test("a data file read for a rebuild passes when it is the one recorded, or when no digest was recorded", () => {
  checkRecordedFile('file "x"', A, A);
  checkRecordedFile('file "x"', A, undefined);
});

Deno.test("a data file that changed is refused in one line naming it and both digests' first 12 hex digits", () => {
  assert.throws(
    () => checkRecordedFile(`RULER's essay file "e.json"`, A, B),
    (error) =>
      error instanceof UsageError &&
      error.message ===
        `Cannot rebuild prompt: RULER's essay file "e.json" changed since the row was written (sha256 ${
          A.slice(0, 12)
        }, recorded ${B.slice(0, 12)})`,
  );
  assert.throws(
    () => checkRecordedFile('the .txt files in "dir"', A, B, "haystack"),
    /^UsageError: Cannot rebuild haystack: the \.txt files in "dir" changed since the row was written/,
  );
});
