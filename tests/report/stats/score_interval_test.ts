/**
 * The headline mean's interval: Wilson's while every score is 0 or 1 (as
 * always), a seeded percentile bootstrap once one is not; the CSV gains
 * bootstrap columns only then.
 */
import assert from "node:assert/strict";
import { mergeStats, summarise } from "../../../src/report/stats/cell_stats.ts";
import { reportCsv } from "../../../src/report/render/report_csv.ts";
import { reportTable } from "../../../src/report/render/report_table.ts";
import { runSummary } from "../../../src/report/render/run_summary.ts";
import { wilson } from "../../../src/report/stats/wilson.ts";
import { aggregateOf, niahRow } from "../synthetic_rows.ts";

const at = { context_length: 1000, depth_percent: 0 };
const rows = (scores: number[]) =>
  scores.map((score, seed) =>
    niahRow({
      params: at,
      seed,
      score,
      failure_class: score === 1 ? "ok" : "wrong",
    })
  );

Deno.test("0/1 scores keep the Wilson interval", async () => {
  const aggregate = await aggregateOf(rows([1, 0, 1, 1, 0]));
  const s = summarise(aggregate.groups[0]!.total);
  assert.equal(s.interval, "wilson");
  assert.deepEqual([s.low, s.high], Object.values(wilson(0.6, 5)));
  const csv = reportCsv(reportTable(aggregate));
  assert.ok(!csv.includes("bootstrap"));
  assert.match(runSummary(aggregate.groups[0]!), / \(95% CI 0\.\d{3}–/);
});

Deno.test("other scores get a seeded percentile bootstrap, whatever the row order", async () => {
  const scores = [0.1, 0.9, 0.35, 1, 0, 0.5, 0.75, 0.2, 0.6, 0.4];
  const a = await aggregateOf(rows(scores));
  const b = await aggregateOf(rows([...scores].reverse()));
  const sa = summarise(a.groups[0]!.total);
  const sb = summarise(b.groups[0]!.total);
  assert.equal(sa.interval, "bootstrap");
  assert.deepEqual([sa.low, sa.high], [sb.low, sb.high]);
  assert.ok(sa.low! < sa.mean! && sa.mean! < sa.high!);
  assert.ok(sa.low! > 0.2 && sa.high! < 0.8, `${sa.low}–${sa.high}`);
  assert.match(
    runSummary(a.groups[0]!),
    /mean 0\.480 \(95% bootstrap CI 0\.\d{3}–0\.\d{3}\) over 10 answered/,
  );
});

Deno.test("a merged tally bootstraps the scores of both halves", async () => {
  const scores = [0.1, 0.9, 0.35, 1, 0, 0.5];
  const whole = summarise((await aggregateOf(rows(scores))).groups[0]!.total);
  const left = (await aggregateOf(rows(scores.slice(0, 3)))).groups[0]!.total;
  const right = (await aggregateOf(rows(scores.slice(3)))).groups[0]!.total;
  mergeStats(left, right);
  const merged = summarise(left);
  assert.deepEqual([merged.low, merged.high], [whole.low, whole.high]);
});

Deno.test("the CSV says which interval: bootstrap columns beside Wilson's where scores are partial", async () => {
  const aggregate = await aggregateOf([
    ...rows([1, 0, 1]),
    ...rows([0.5, 0.25]).map((row) => ({
      ...row,
      run_name: "partial",
    })),
  ]);
  const lines = reportCsv(reportTable(aggregate)).trim().split("\n");
  const header = lines[0]!.split(",");
  const wilsonLow = header.indexOf("wilson_low");
  assert.deepEqual(header.slice(wilsonLow, wilsonLow + 4), [
    "wilson_low",
    "wilson_high",
    "bootstrap_low",
    "bootstrap_high",
  ]);
  const byRun = new Map(
    lines.slice(1).map((line) => [line.split(",")[0], line.split(",")]),
  );
  const binary = byRun.get("grid")!;
  const partial = byRun.get("partial")!;
  assert.notEqual(binary[wilsonLow], "");
  assert.deepEqual(binary.slice(wilsonLow + 2, wilsonLow + 4), ["", ""]);
  assert.deepEqual(partial.slice(wilsonLow, wilsonLow + 2), ["", ""]);
  assert.notEqual(partial[wilsonLow + 2], "");
});
