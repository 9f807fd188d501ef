/**
 * The plain-text summary `niah run` prints when it ends, so a person sees at
 * a glance how the model did: for NIAH a grid of headline mean scores
 * (context length by depth), for other tasks the mean per grid point, then
 * the run's summary lines. It reads the same aggregate `niah report` does
 * (the store read through the report's reader), so the two agree.
 */
import {
  type Aggregate,
  type GroupAggregate,
  marginal,
} from "../aggregate/aggregate.ts";
import { formatValue, gridPointOrder, orderedValues } from "./axes.ts";
import { type CellStats, summarise } from "../stats/cell_stats.ts";
import type { AxisValue } from "../read/read_results.ts";
import { runSummary } from "./run_summary.ts";
import { terminalText } from "./terminal_text.ts";

/** The axes of NIAH's grid. */
const LENGTH = "context_length";
const DEPTH = "depth_percent";

/**
 * A cell's headline mean with 2 decimals: "err" where no row has an answer,
 * a "*" where some rows have none.
 */
function meanText(stats: CellStats | undefined): string {
  if (stats === undefined) return "";
  const s = summarise(stats);
  if (s.mean === null) return "err";
  return `${s.mean.toFixed(2)}${s.missing > 0 ? "*" : ""}`;
}

function numericAxis(group: GroupAggregate, name: string): boolean {
  const values = group.axisValues.get(name);
  return values !== undefined && values.every((v) => typeof v === "number");
}

function lengthByDepth(group: GroupAggregate): string {
  const cells = marginal(group, [LENGTH, DEPTH]);
  const at = (length: AxisValue, depth: AxisValue) =>
    cells.get(JSON.stringify([length, depth]))?.stats;
  const depths = orderedValues(group, DEPTH);
  const lines = [[
    "tokens \\ depth",
    ...depths.map((depth) => `${formatValue(depth)}%`),
  ]];
  for (const length of orderedValues(group, LENGTH)) {
    lines.push([
      formatValue(length),
      ...depths.map((depth) => meanText(at(length, depth))),
    ]);
  }
  return table(lines);
}

function perGridPoint(group: GroupAggregate): string {
  const order = gridPointOrder(group);
  const points = [...group.cells.values()].sort((a, b) =>
    order(a.params, b.params)
  );
  const lines = [["grid point", "mean score", "rows"]];
  for (const point of points) {
    lines.push([
      paramsLabel(point.params),
      meanText(point.stats),
      String(point.stats.rows),
    ]);
  }
  return table(lines);
}

/** The grid of one group (no summary lines). */
function groupScoreGrid(group: GroupAggregate): string {
  return numericAxis(group, LENGTH) && numericAxis(group, DEPTH)
    ? lengthByDepth(group)
    : perGridPoint(group);
}

/**
 * Renders each group's grid and summary lines; cells with no answer show
 * "err", cells with some rows unanswered a "*" (explained below the grid).
 */
export function scoreGrid(aggregate: Aggregate): string {
  let out = "";
  for (const group of aggregate.groups) {
    const grid = groupScoreGrid(group);
    out += grid;
    if (group.total.answered < group.total.rows) {
      out += `* some rows have no answer (provider error, timeout): left out${
        /\berr\b/.test(grid) ? "; err: no row has one" : ""
      }\n`;
    }
    out += runSummary(group);
  }
  return out;
}

function paramsLabel(params: Record<string, AxisValue>): string {
  const entries = Object.entries(params);
  return entries.length === 0
    ? "(all)"
    : entries.map(([name, value]) =>
      `${terminalText(name)}=${terminalText(formatValue(value))}`
    ).join(" ");
}

function table(lines: string[][]): string {
  const widths = (lines[0] ?? []).map((_, i) =>
    Math.max(...lines.map((line) => (line[i] ?? "").length))
  );
  return lines.map((line) =>
    line.map((cell, i) =>
      i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)
    ).join("  ").trimEnd()
  ).join("\n") + "\n";
}
