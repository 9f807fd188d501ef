import assert from "node:assert/strict";
import { isBlank, jsonlLines } from "../../src/store/jsonl_lines.ts";
import { readerOf } from "../report/synthetic_rows.ts";

Deno.test("lines are numbered from 1, lose a trailing CR, and the text after the last newline is marked last", async () => {
  const lines = [];
  for await (const batch of jsonlLines(readerOf("a\r\n\nb é\nc", 3))) {
    lines.push(...batch);
  }
  assert.deepEqual(lines, [
    { line: 1, text: "a", last: false },
    { line: 2, text: "", last: false },
    { line: 3, text: "b é", last: false },
    { line: 4, text: "c", last: true },
  ]);
  assert.ok(isBlank("  \t") && isBlank("") && !isBlank("{}"));
});

Deno.test("a line longer than many reads, with characters split across reads and a byte order mark, reads whole", async () => {
  const long = "é東🎉x".repeat(5000);
  const text = `\uFEFF{"a":1}\r\n${long}\n\n${long}`;
  for (const chunk of [1, 7, 4096]) {
    const lines = [];
    for await (const batch of jsonlLines(readerOf(text, chunk))) {
      lines.push(...batch);
    }
    assert.deepEqual(lines, [
      { line: 1, text: '{"a":1}', last: false },
      { line: 2, text: long, last: false },
      { line: 3, text: "", last: false },
      { line: 4, text: long, last: true },
    ], `reads of ${chunk} bytes`);
  }
});
