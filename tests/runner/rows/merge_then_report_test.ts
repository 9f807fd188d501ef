/**
 * The property that merge keeps what report counts: on random duplicate
 * histories (ok and error rows, several files, reruns, files given twice),
 * `merge` then `report` gives the same numbers as `report` on the inputs.
 * In-process (the functions the commands call), seeded, offline.
 */
import assert from "node:assert/strict";
import {
  type Aggregate,
  Aggregator,
} from "../../../src/report/aggregate/aggregate.ts";
import { scanDuplicates } from "../../../src/report/read/duplicate_rows.ts";
import { readResults } from "../../../src/report/read/read_results.ts";
import { mulberry32 } from "../../../src/random/mulberry32.ts";
import {
  mergeRows,
  type SourcedRow,
} from "../../../src/runner/rows/merge_rows.ts";
import { rowLine } from "../../../src/store/row_layout.ts";
import type { Row } from "../../../src/store/row_schema.ts";
import { niahRow, readerOf } from "../../report/synthetic_rows.ts";

/** An answer's score and class (some answers truncated). */
function answer(score: number, truncated: boolean) {
  const failure_class = truncated ? "truncated" : score === 1 ? "ok" : "wrong";
  return { score, failure_class };
}

/** One results file: its name and text. */
interface File {
  source: string;
  text: string;
}

/**
 * A sweep's shard files after a random history: each cell's rows are
 * errors and answers in any order (a rerun appends to the same file or a
 * later one), some files are given twice or copied.
 */
function history(seed: number): File[] {
  const random = mulberry32(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const cells = 1 + pick(6);
  const files: string[][] = Array.from({ length: 1 + pick(4) }, () => []);
  for (let cell = 0; cell < cells; cell++) {
    for (let attempt = 0, n = 1 + pick(4); attempt < n; attempt++) {
      const ok = random() < 0.6;
      const row = niahRow({
        params: {
          context_length: 1000 + 1000 * (cell % 2),
          depth_percent: cell,
        },
        cell_id: `c${cell}`,
        seed: 1 + pick(2),
        input_tokens: 10 + pick(90),
        output_tokens: 1 + pick(9),
        cost_usd: pick(4) / 8,
        ...(ok ? answer(pick(3) / 2, pick(5) === 0) : {
          failure_class: pick(2) === 0 ? "provider_error" : "timeout",
        }),
      });
      files[pick(files.length)]!.push(`${rowLine(row as Row)}\n`);
    }
  }
  const named = files.map((lines, i) => ({
    source: `x.shard-${i}-of-${files.length}.jsonl`,
    text: lines.join(""),
  })).filter((file) => file.text !== "");
  const again = pick(3);
  if (again === 1) named.push(named[pick(named.length)]!);
  if (again === 2) {
    const copied = named[pick(named.length)]!;
    named.push({ source: `copy-${copied.source}`, text: copied.text });
  }
  return named;
}

/** What `report` counts of some files: the duplicate scan, then the aggregation. */
async function report(files: readonly File[]): Promise<Aggregate> {
  const scan = await scanDuplicates(files.map((file) => ({
    source: file.source,
    open: () => Promise.resolve({ ...readerOf(file.text, 4096), close() {} }),
  })));
  const aggregator = new Aggregator();
  for (const [index, file] of files.entries()) {
    const skip = scan.skip.get(index);
    const reader = readerOf(file.text, 4096);
    for await (const batch of readResults(file.source, reader, { skip })) {
      for (const row of batch) aggregator.add(row);
    }
  }
  return aggregator.finish();
}

/** `merge`'s output file for some files. */
async function merge(files: readonly File[]): Promise<File> {
  async function* sourced(): AsyncGenerator<SourcedRow> {
    for (const { source, text } of files) {
      for (const [i, line] of text.split("\n").entries()) {
        if (line === "") continue;
        yield { row: JSON.parse(line) as Row, origin: { source, line: i + 1 } };
      }
    }
  }
  const merged = await mergeRows(sourced());
  return {
    source: "merged.jsonl",
    text: merged.rows.map(rowLine).join("\n") + "\n",
  };
}

/** The numbers a report shows: per group, per grid point and in all. */
function numbers(aggregate: Aggregate): unknown {
  const rounded = <T extends { costUsd: number }>(stats: T) => ({
    ...stats,
    costUsd: stats.costUsd.toFixed(9),
  });
  return {
    groups: aggregate.groups.map((group) => ({
      key: group.key,
      total: rounded(group.total),
      cells: [...group.cells.entries()].map(([key, cell]) => [
        key,
        rounded(cell.stats),
      ]).sort(),
    })),
    failures: aggregate.failureCount,
  };
}

Deno.test("merge then report gives the numbers report gives on the inputs, on every history", async () => {
  for (let seed = 1; seed <= 300; seed++) {
    const files = history(seed);
    assert.deepEqual(
      numbers(await report([await merge(files)])),
      numbers(await report(files)),
      `history ${seed}`,
    );
  }
});
