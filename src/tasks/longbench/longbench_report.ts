/**
 * LongBench v2's section of `report`: per run and model, `result.py`'s
 * line (Overall, Easy, Hard, Short, Medium, Long: accuracy x100,
 * Python's `round(_, 1)`, `str()`'s digits), from the counting row of each
 * answered cell (`pred.py` writes no line for a failed call, so a row
 * without an answer is not counted), then each figure's 95% Wilson
 * interval. As `result.py` does, a difficulty other than `easy` counts as
 * hard, a length other than `short` or `medium` as long; a column with no
 * items reads `-` where `result.py` would divide by zero.
 *
 * @module
 */
import { wilson } from "../../report/stats/wilson.ts";
import type { ResultRow } from "../../report/read/read_results.ts";
import type { ReportSectionSource } from "../report_section.ts";

const COLUMNS = ["Overall", "Easy", "Hard", "Short", "Medium", "Long"];

/** Python's `round(x, 1)`: a tie (an odd number of quarters) to even. */
function pythonRound1(x: number): number {
  const quarters = x * 4;
  if (Number.isInteger(quarters) && quarters % 2 !== 0) {
    const low = Math.floor(x * 10);
    return Number(`${low % 2 === 0 ? low : low + 1}e-1`);
  }
  return Number(x.toFixed(1));
}

/** Python's `str()` of a float. */
function pythonFloat(x: number): string {
  return Number.isInteger(x) ? `${x}.0` : String(x);
}

/** Right answers and items of one column. */
interface Tally {
  right: number;
  n: number;
}

/** The column a row counts in, besides Overall, as `result.py` reads it. */
function columnsOf(row: ResultRow): string[] {
  const difficulty = row.params["difficulty"] === "easy" ? "Easy" : "Hard";
  const length = row.params["length"];
  return [
    "Overall",
    difficulty,
    length === "short" ? "Short" : length === "medium" ? "Medium" : "Long",
  ];
}

/** The tallies of one run and model's rows, by column. */
function tallies(rows: readonly ResultRow[]): Map<string, Tally> {
  const out = new Map(COLUMNS.map((c) => [c, { right: 0, n: 0 }]));
  for (const row of rows) {
    const right = (row.score ?? 0) >= 1 ? 1 : 0;
    for (const column of columnsOf(row)) {
      const tally = out.get(column)!;
      tally.right += right;
      tally.n += 1;
    }
  }
  return out;
}

const accuracy = (t: Tally) =>
  t.n === 0 ? "-" : pythonFloat(pythonRound1(100 * t.right / t.n));

const interval = (t: Tally) => {
  if (t.n === 0) return "-";
  const { low, high } = wilson(t.right / t.n, t.n);
  return `${(100 * low).toFixed(1)}-${(100 * high).toFixed(1)}`;
};

/** The rows that count, grouped by run and model, in reading order. */
function byRun(rows: readonly ResultRow[]): Map<string, ResultRow[]> {
  const runs = new Map<string, ResultRow[]>();
  for (const row of rows) {
    if (!row.valid) continue;
    const name = `${row.run_name} · ${row.model_id}`;
    runs.set(name, [...runs.get(name) ?? [], row]);
  }
  return runs;
}

/** The section `longbench_family.ts` declares. */
export const longBenchSection: ReportSectionSource = {
  name: "longbench_v2",
  taskTypes: ["longbench_v2"],
  make({ rows }) {
    const text: string[] = [];
    const csv = ["run,model,column,items,right,accuracy,low,high"];
    for (const [name, runRows] of byRun(rows)) {
      const t = tallies(runRows);
      const all = COLUMNS.map((c) => t.get(c)!);
      text.push(
        `LongBench v2 (result.py) ${name}: ${runRows.length} items`,
        `  Model\t${COLUMNS.join("\t")}`,
        `  ${runRows[0]!.model_id}\t${all.map(accuracy).join("\t")}`,
        `  95% Wilson\t${all.map(interval).join("\t")}`,
      );
      for (const [column, tally] of t) {
        const { low, high } = wilson(tally.right / tally.n, tally.n);
        csv.push(
          [
            runRows[0]!.run_name,
            runRows[0]!.model_id,
            column,
            tally.n,
            tally.right,
            accuracy(tally),
            tally.n === 0 ? "" : low.toFixed(4),
            tally.n === 0 ? "" : high.toFixed(4),
          ].join(","),
        );
      }
    }
    return {
      text: text.length === 0 ? "" : `${text.join("\n")}\n`,
      csv: `${csv.join("\n")}\n`,
    };
  },
};
