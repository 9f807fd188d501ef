import assert from "node:assert/strict";
import { Aggregator } from "../../src/report/aggregate/aggregate.ts";
import { scanDuplicates } from "../../src/report/read/duplicate_rows.ts";
import { readResults } from "../../src/report/read/read_results.ts";
import { mulberry32 } from "../../src/random/mulberry32.ts";
import {
  mergeRows,
  type SourcedRow,
} from "../../src/runner/rows/merge_rows.ts";
import { indexRow } from "../../src/store/read_rows.ts";
import { rowLine } from "../../src/store/row_layout.ts";
import {
  cellKey,
  countingIndex,
  niahCellKey,
  referenceCell,
  supersedes,
} from "../../src/store/row_rule.ts";
import type {
  ReferenceRow,
  Row,
  StoredRow,
} from "../../src/store/row_schema.ts";
import { niahRow, readerOf } from "../report/synthetic_rows.ts";

Deno.test("the rule: a later row replaces the held one unless the held is ok and the later is not", () => {
  const table: [held: boolean, later: boolean, replaces: boolean][] = [
    [false, false, true],
    [false, true, true],
    [true, true, true],
    [true, false, false],
  ];
  for (const [held, later, replaces] of table) {
    assert.equal(supersedes(held, later), replaces, `${held} then ${later}`);
  }
});

Deno.test("the rule: of a cell's rows, the last ok row counts, else the last row", () => {
  // Rows in reading order ("ok" or "error"), and the index that counts.
  const table: [string, number][] = [
    ["", -1],
    ["error", 0],
    ["ok", 0],
    ["error error", 1],
    ["error ok", 1],
    ["ok error", 0],
    ["ok ok", 1],
    ["error ok error", 1],
    ["ok error ok error", 2],
    ["error error error", 2],
    ["ok ok error error", 1],
  ];
  for (const [statuses, counts] of table) {
    const rows = statuses === "" ? [] : statuses.split(" ");
    assert.equal(countingIndex(rows, (s) => s === "ok"), counts, statuses);
  }
});

Deno.test("a cell is its cell_id and fingerprint, or the Python tool's resume key", () => {
  assert.equal(niahCellKey({ cell_id: "c", fingerprint: "f" }), "c\nf");
  assert.notEqual(
    niahCellKey({ cell_id: "c", fingerprint: "f" }),
    niahCellKey({ cell_id: "c", fingerprint: "g" }),
  );
  const python = {
    schema_version: 2,
    run_name: "r",
    model_id: "m",
    task_type: "single",
    status: "ok",
    context_length: 1000,
    target_depth_percent: 50,
  } satisfies ReferenceRow;
  assert.equal(referenceCell(python), '["python","r","m",1000,50,null]');
  assert.equal(
    cellKey(referenceCell(python), null),
    `${referenceCell(python)}\n`,
  );
  assert.notEqual(referenceCell(python), referenceCell({ ...python, seed: 2 }));
});

/** One generated results file: its name and lines. */
interface StoreFile {
  source: string;
  lines: string[];
}

/**
 * Small stores of one sweep: a few cells, ok and error rows in any order,
 * timestamps that go back and forth (and tie), some lines laid out other
 * than niah writes them, files given twice and shard copies.
 */
function generateStore(seed: number, fingerprints = ["f00d"]): StoreFile[] {
  const random = mulberry32(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const cells = 1 + pick(4);
  const files: StoreFile[] = [];
  let tag = 0;
  for (let f = 0, count = 1 + pick(3); f < count; f++) {
    const lines: string[] = [];
    for (let r = 0, rows = pick(7); r < rows; r++) {
      const cell = pick(cells);
      const ok = random() < 0.5;
      const row = {
        ...niahRow({
          params: { context_length: 1000, depth_percent: cell },
          cell_id: `c${cell}`,
          ...(ok ? { score: pick(2) } : { failure_class: "provider_error" }),
        }),
        fingerprint: fingerprints[pick(fingerprints.length)]!,
        response: `tag${tag++}`,
        timestamp_utc: `2026-01-0${1 + pick(3)}T00:00:00.000Z`,
      } as Row;
      lines.push(
        random() < 0.8
          ? rowLine(row)
          : JSON.stringify(Object.fromEntries(Object.entries(row).reverse())),
      );
    }
    files.push({ source: `s${f}.jsonl`, lines });
  }
  const copies = pick(3);
  if (copies === 1 && files.length > 0) files.push(files[pick(files.length)]!);
  if (copies === 2 && files.length > 0) {
    const copied = files[pick(files.length)]!;
    files.push({ source: `copy-${copied.source}`, lines: [...copied.lines] });
  }
  return files;
}

/** The rows the rule keeps, applied to every row directly, as `source:line`. */
function ruleOrigins(files: readonly StoreFile[]): string[] {
  const cells = new Map<string, { origin: string; ok: boolean }[]>();
  for (const { source, lines } of files) {
    for (const [i, text] of lines.entries()) {
      const row = JSON.parse(text) as Row;
      const rows = cells.get(niahCellKey(row)) ?? [];
      rows.push({ origin: `${source}:${i + 1}`, ok: row.status === "ok" });
      cells.set(niahCellKey(row), rows);
    }
  }
  return [...cells.values()].map((rows) =>
    rows[countingIndex(rows, (row) => row.ok)]!.origin
  ).sort();
}

/** Where merge's rows came from, as `source:line`. */
async function mergedOrigins(files: readonly StoreFile[]): Promise<string[]> {
  const origins = new Map<StoredRow, string>();
  async function* sourced(): AsyncGenerator<SourcedRow> {
    for (const { source, lines } of files) {
      for (const [i, text] of lines.entries()) {
        const row = JSON.parse(text) as Row;
        origins.set(row, `${source}:${i + 1}`);
        yield { row, origin: { source, line: i + 1 } };
      }
    }
  }
  const merged = await mergeRows(sourced());
  return merged.rows.map((row) => origins.get(row)!).sort();
}

/** The rows report counts, as `source:line`: the duplicate scan, then the aggregation. */
async function reportedOrigins(files: readonly StoreFile[]): Promise<string[]> {
  const textOf = (file: StoreFile) =>
    file.lines.map((line) => `${line}\n`).join("");
  const scan = await scanDuplicates(files.map((file) => ({
    source: file.source,
    open: () =>
      Promise.resolve({ ...readerOf(textOf(file), 4096), close() {} }),
  })));
  const counted: string[] = [];
  const aggregator = new Aggregator({
    onCount: (row) => counted.push(`${row.source}:${row.row}`),
  });
  for (const [index, file] of files.entries()) {
    const reader = readerOf(textOf(file), 4096);
    const skip = scan.skip.get(index);
    for await (const batch of readResults(file.source, reader, { skip })) {
      for (const row of batch) aggregator.add(row);
    }
  }
  aggregator.finish();
  return counted.sort();
}

Deno.test("merge, report and resume keep the same row of every cell, on every store", async () => {
  for (let seed = 1; seed <= 300; seed++) {
    const files = generateStore(seed);
    const merged = await mergedOrigins(files);
    assert.deepEqual(merged, ruleOrigins(files), `store ${seed}`);
    assert.deepEqual(await reportedOrigins(files), merged, `store ${seed}`);
    // Resume reads one store; its index holds the same cells, each with
    // the status of the row merge kept.
    const index = new Map<string, Row>();
    const statusOf = new Map<string, string>();
    for (const { source, lines } of files) {
      for (const [i, text] of lines.entries()) {
        const row = JSON.parse(text) as Row;
        indexRow(index, row);
        statusOf.set(`${source}:${i + 1}`, row.status);
      }
    }
    assert.deepEqual(
      [...index.values()].map((row) => row.status).sort(),
      merged.map((origin) => statusOf.get(origin)!).sort(),
      `store ${seed}`,
    );
  }
});

Deno.test("report keeps the rule's row of every cell when configs mix (merge refuses those)", async () => {
  for (let seed = 1; seed <= 300; seed++) {
    const files = generateStore(seed, ["f00d", "beef"]);
    assert.deepEqual(
      await reportedOrigins(files),
      ruleOrigins(files),
      `store ${seed}`,
    );
  }
});
