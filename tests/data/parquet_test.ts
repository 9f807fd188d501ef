/**
 * Parquet through the data reader. `fixtures/tiny.parquet` (424 bytes)
 * was written by hyparquet-writer 0.17.0 (npm), the writer hyparquet's
 * authors keep, with:
 *
 *     parquetWriteBuffer({ columnData: [
 *       { name: "prompt", type: "STRING",
 *         data: ['[{"role": "user", "content": "Hi"}]', "[]", "é ✓"] },
 *       { name: "n_needles", type: "INT32", data: [2, 4, 8] },
 *       { name: "answer", type: "STRING", data: ["a", null, "c"] },
 *     ] })
 *
 * (a Deno script importing `npm:hyparquet-writer@0.17.0`, its buffer
 * written with `Deno.writeFileSync`).
 */
import assert from "node:assert/strict";
import { readDataFile } from "../../src/data/data_file.ts";
import { parquetRows } from "../../src/data/parquet.ts";
import { UsageError } from "../../src/errors.ts";

const fixture = new URL("fixtures/tiny.parquet", import.meta.url).pathname;

Deno.test("parquetRows reads a small Parquet file's rows, nulls and UTF-8 included", async () => {
  const file = await readDataFile(fixture, { what: "task.dataset" });
  assert.deepEqual(await parquetRows(file, "task.dataset"), [
    {
      prompt: '[{"role": "user", "content": "Hi"}]',
      n_needles: 2,
      answer: "a",
    },
    { prompt: "[]", n_needles: 4, answer: null },
    { prompt: "é ✓", n_needles: 8, answer: "c" },
  ]);
  // A view into a larger buffer reads the same.
  const padded = new Uint8Array(file.bytes.length + 8);
  padded.set(file.bytes, 4);
  const view = { ...file, bytes: padded.subarray(4, 4 + file.bytes.length) };
  assert.equal((await parquetRows(view, "task.dataset")).length, 3);
});

Deno.test("a file that is not Parquet is one line naming it", async () => {
  const bytes = new TextEncoder().encode('{"not": "parquet"}');
  await assert.rejects(
    parquetRows({ path: "d.parquet", bytes, sha256: "0" }, "task.dataset"),
    (error: unknown) =>
      error instanceof UsageError && !error.message.includes("\n") &&
      /^Cannot read task\.dataset: "d\.parquet" is not a Parquet file niah reads/
        .test(error.message),
  );
});
