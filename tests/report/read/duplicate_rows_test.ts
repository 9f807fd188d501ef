import assert from "node:assert/strict";
import {
  describeDuplicates,
  scanDuplicates,
} from "../../../src/report/read/duplicate_rows.ts";
import { niahRow, readerOf, referenceRow } from "../synthetic_rows.ts";

function file(source: string, rows: unknown[]) {
  const text =
    rows.map((row) => typeof row === "string" ? row : JSON.stringify(row)).join(
      "\n",
    ) + "\n";
  return {
    source,
    open: () => Promise.resolve({ ...readerOf(text, 4096), close() {} }),
  };
}

const cell = { context_length: 1000, depth_percent: 0 };
const other = { context_length: 1000, depth_percent: 50 };

Deno.test("the latest ok row of a cell counts; earlier ok rows and error rows after an ok row are dropped", async () => {
  const scan = await scanDuplicates([
    file("a", [
      niahRow({ params: cell, failure_class: "timeout" }),
      niahRow({ params: cell, score: 0 }),
      niahRow({ params: cell, failure_class: "provider_error" }),
      niahRow({ params: other, score: 1 }),
      niahRow({ params: cell, score: 1 }),
      niahRow({ params: cell, failure_class: "provider_error" }),
    ]),
  ]);
  // Line 1 (an error before any ok row) is the aggregation's to replace;
  // line 3 comes before the winner (line 5) too.
  assert.deepEqual([...scan.skip.get(0)!].sort(), [2, 6]);
  assert.equal(scan.duplicates, 1);
  assert.equal(scan.replaced, 1);
  assert.match(describeDuplicates(scan)!, /1 duplicate row .* and 1 error row/);
});

Deno.test("cells with only error rows, and rows of another fingerprint, are left alone", async () => {
  const changed = {
    ...niahRow({ params: cell, score: 1 }),
    fingerprint: "beef",
  };
  const scan = await scanDuplicates([
    file("a", [
      niahRow({ params: other, failure_class: "timeout" }),
      niahRow({ params: other, failure_class: "provider_error" }),
      niahRow({ params: cell, score: 1 }),
      changed,
    ]),
  ]);
  assert.equal(scan.skip.size, 0);
  assert.equal(describeDuplicates(scan), null);
});

Deno.test("the same row laid out differently (pretty, keys reordered) is still the same cell", async () => {
  const row = niahRow({ params: cell, score: 1 });
  const { cell_id, ...rest } = row;
  const reordered = { ...rest, cell_id };
  const scan = await scanDuplicates([
    file("a", [row]),
    file("b", [JSON.stringify(reordered)]),
  ]);
  assert.equal(scan.duplicates, 1);
  assert.deepEqual([...scan.skip.keys()], [0], "the later file's row wins");
});

Deno.test("a file given twice: every row of the first copy is dropped, Python rows too", async () => {
  const rows = [
    referenceRow({ context_length: 1000, depth: 0, seed: 1, score: 1 }),
    referenceRow({ context_length: 1000, depth: 50, seed: 1, score: 0 }),
    niahRow({ params: cell, score: 1 }),
  ];
  const scan = await scanDuplicates([file("a", rows), file("a", rows)]);
  assert.equal(scan.duplicates, 3);
  assert.deepEqual([...scan.skip.get(0)!], [1, 2, 3]);
  assert.equal(scan.skip.get(1), undefined);
});

Deno.test("keys found as text and keys parsed agree: escapes, text other than ASCII, braces in an id, CRLF and a byte order mark", async () => {
  const ids = ['q"uote', "back\\slash", "ünï", "a{b", "a[b", "plain"];
  const rows = ids.map((id) =>
    niahRow({ params: cell, score: 1, cell_id: id })
  );
  const pretty = (row: unknown) =>
    JSON.stringify(row, null, 0).replace(/,/g, ", ");
  const text = (list: string[]) => "\ufeff" + list.join("\r\n") + "\r\n";
  for (const chunk of [1, 5, 4096]) {
    const scan = await scanDuplicates([
      {
        source: "a",
        open: () =>
          Promise.resolve({
            ...readerOf(text(rows.map((r) => JSON.stringify(r))), chunk),
            close() {},
          }),
      },
      {
        source: "b",
        open: () =>
          Promise.resolve({
            ...readerOf(text(rows.map(pretty)), chunk),
            close() {},
          }),
      },
    ]);
    assert.equal(scan.duplicates, ids.length, `${chunk}`);
    assert.deepEqual([...scan.skip.get(0)!], [1, 2, 3, 4, 5, 6]);
  }
});

Deno.test("rows longer than a read, and a scan that stops reading after the last row it needs", async () => {
  const long = "x".repeat(3 * 2 ** 20);
  const scan = await scanDuplicates([
    file("a", [
      { ...niahRow({ params: cell, score: 1 }), response: long },
      niahRow({ params: other, score: 1 }),
      niahRow({ params: cell, score: 0 }),
      { ...niahRow({ params: other, score: 0 }), response: long },
      niahRow({ params: cell, failure_class: "timeout" }),
      ...Array.from(
        { length: 50 },
        (_, i) =>
          niahRow({
            params: { context_length: i, depth_percent: 0 },
            score: 1,
          }),
      ),
    ]),
  ]);
  assert.deepEqual([...scan.skip.get(0)!].sort(), [1, 2, 5]);
  assert.equal(scan.duplicates, 2);
  assert.equal(scan.replaced, 1);
});

Deno.test("a resumed run's error rows before their ok rows drop nothing; a status read as text never hides an ok row that parsing sees", async () => {
  const resumed = await scanDuplicates([
    file("a", [
      niahRow({ params: cell, failure_class: "provider_error" }),
      niahRow({ params: other, failure_class: "timeout" }),
      niahRow({ params: cell, score: 1 }),
      niahRow({ params: other, score: 0 }),
    ]),
  ]);
  assert.equal(resumed.skip.size, 0);
  // The status last, as niah writes it, so that it is read as text.
  const { status: _, ...rest } = niahRow({
    params: cell,
    score: 1,
    cell_id: "plain",
  });
  const head = JSON.stringify(rest).slice(0, -1);
  const ok = `${head},"status":"ok"}`;
  // Each of these is an ok row to JSON.parse (the last key of a name wins).
  const disguised = [
    `${head},"status":"error","st\\u0061tus":"ok"}`,
    `${head},"status":"error","status" :"ok"}`,
    `${head},"status":"ok","x":{"status":"error"}}`,
    `${head},"status":"error","x":"}","status":"ok"}`,
  ];
  for (const row of disguised) {
    assert.equal(JSON.parse(row).status, "ok");
    const scan = await scanDuplicates([file("a", [row, ok])]);
    assert.deepEqual([...scan.skip.get(0) ?? []], [1], row);
    assert.equal(scan.duplicates, 1);
  }
});
