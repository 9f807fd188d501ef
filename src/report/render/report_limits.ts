/**
 * How much a report lays out. A results file is anyone's text: 18 rows with
 * 20,000 `params` keys ask the CSV for 20,000 columns on 360,000 lines, and
 * a 1000 x 1000 grid (a size `run` accepts) asks for a million-cell heatmap
 * and a million-row HTML table; either runs out of memory. Axes beyond
 * {@link MAX_REPORT_AXES} are refused (exit 2, naming the cap); a heatmap
 * beyond {@link MAX_HEATMAP_CELLS} is left out of the HTML report (its tables
 * stay) and refused by `plot`; HTML tables list their first
 * {@link MAX_HTML_TABLE_ROWS} rows, the CSV every one.
 */
import { UsageError } from "../../errors.ts";
import type { Aggregate, GroupAggregate } from "../aggregate/aggregate.ts";
import type { HeatmapAxes } from "./axes.ts";
import { terminalText } from "./terminal_text.ts";

/** Axes (distinct `params` keys) a report lays out, per run and in all. */
const MAX_REPORT_AXES = 64;

/** Cells (x values times y values) one heatmap lays out. */
const MAX_HEATMAP_CELLS = 10_000;

/** Rows an HTML table lists (the CSV lists them all). */
export const MAX_HTML_TABLE_ROWS = 2_000;

function groupName(group: GroupAggregate): string {
  return `run "${terminalText(group.run_name)}" (model "${
    terminalText(group.model_id)
  }", from "${terminalText(group.sources[0] ?? "")}")`;
}

/**
 * Throws a `UsageError` naming the cap when the groups' axes, one group's
 * or all of them together, are more than {@link MAX_REPORT_AXES}.
 */
export function checkReportAxes(aggregate: Aggregate, action: string): void {
  const union = new Set<string>();
  for (const group of aggregate.groups) {
    for (const name of group.axisNames) union.add(name);
    if (union.size <= MAX_REPORT_AXES) continue;
    const own = group.axisNames.length;
    throw new UsageError(
      `Cannot ${action}: ${
        own > MAX_REPORT_AXES
          ? `${groupName(group)} has ${own.toLocaleString("en-US")} axes`
          : `the runs have ${union.size.toLocaleString("en-US")}+ axes`
      } (distinct keys of "params"); a report lays out at most ${MAX_REPORT_AXES}`,
    );
  }
}

/** The axis value counts of a heatmap: x times y cells. */
function heatmapSize(
  group: GroupAggregate,
  axes: HeatmapAxes,
): { x: number; y: number; cells: number } {
  const count = (axis: HeatmapAxes["x"]) =>
    axis === null ? 1 : group.axisValues.get(axis.param)?.length ?? 1;
  const x = count(axes.x);
  const y = count(axes.y);
  return { x, y, cells: x * y };
}

/** Says why a heatmap is too big to lay out, or null when it fits. */
export function heatmapTooBig(
  group: GroupAggregate,
  axes: HeatmapAxes,
): string | null {
  const size = heatmapSize(group, axes);
  return size.cells > MAX_HEATMAP_CELLS
    ? `its heatmap would be ${size.x.toLocaleString("en-US")} x ${
      size.y.toLocaleString("en-US")
    } = ${
      size.cells.toLocaleString("en-US")
    } cells; a heatmap lays out at most ${
      MAX_HEATMAP_CELLS.toLocaleString("en-US")
    }`
    : null;
}

/**
 * The line `compare` prints instead of a difference heatmap of `x` by `y`
 * cells too big to lay out (its verdict still stands), or null when it fits.
 */
export function diffHeatmapTooBig(x: number, y: number): string | null {
  return x * y > MAX_HEATMAP_CELLS
    ? `no heatmap: ${x} x ${y} cells is more than the ${MAX_HEATMAP_CELLS} a heatmap lays out`
    : null;
}
