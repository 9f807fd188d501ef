import assert from "node:assert/strict";
import {
  eachLineOf,
  type LineRun,
  lineRuns,
  lineText,
} from "../../../src/report/read/line_runs.ts";
import { jsonlLines } from "../../../src/store/jsonl_lines.ts";
import { readerOf } from "../synthetic_rows.ts";

/** Every line of `text` as the scan sees it: number and text. */
async function scanned(text: string, chunk: number) {
  const out: [number, string][] = [];
  let line = 0;
  for await (const run of lineRuns(readerOf(text, chunk), undefined)) {
    line = eachLineOf(run, line, (start, end, n) => {
      out.push([n, lineText(run, start, end, n)]);
      return true;
    });
  }
  return out;
}

/** The same lines as the store's line reader gives them. */
async function stored(text: string) {
  const out: [number, string][] = [];
  for await (const lines of jsonlLines(readerOf(text, 5))) {
    for (const { line, text } of lines) out.push([line, text]);
  }
  return out;
}

Deno.test("lines are numbered and decoded as the store's line reader does: CRLF, a byte order mark, blank lines, a torn tail, text other than ASCII", async () => {
  const text = '\ufeff{"a":1}\r\n\n  \n{"b":"ünï 日本"}\n{"c":\r\r\n{"torn';
  for (const chunk of [1, 2, 3, 7, 4096]) {
    assert.deepEqual(
      await scanned(text, chunk),
      await stored(text),
      `${chunk}`,
    );
  }
  assert.deepEqual((await scanned(text, 3))[0], [1, '{"a":1}']);
});

Deno.test("a line longer than a read arrives whole", async () => {
  const long = "x".repeat(3 * 2 ** 20 + 5);
  const text = `a\n${long}\nb`;
  const lines = await scanned(text, 2 ** 20 + 3);
  assert.deepEqual(lines.map(([n, t]) => [n, t.length]), [
    [1, 1],
    [2, long.length],
    [3, 1],
  ]);
});

Deno.test("a visit that says stop ends the run's lines (-1), and the reading stops cleanly", async () => {
  const text = "a\nb\nc\nd\n";
  let seen = 0;
  let result = 0;
  const runs: LineRun[] = [];
  for await (const run of lineRuns(readerOf(text, 4), undefined)) {
    runs.push(run);
    result = eachLineOf(run, seen, (_s, _e, n) => {
      seen = n;
      return n < 2;
    });
    if (result < 0) break;
  }
  assert.equal(result, -1);
  assert.equal(seen, 2);
});

Deno.test("an aborted signal stops the reading", async () => {
  const controller = new AbortController();
  controller.abort(new Error("stop"));
  await assert.rejects(async () => {
    for await (const _ of lineRuns(readerOf("a\nb\n", 1), controller.signal)) {
      // nothing
    }
  }, /stop/);
});
