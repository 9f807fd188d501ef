/**
 * The numbers behind a heatmap: one cell per (x, y) value pair of a group,
 * with the value to colour, the annotation, and whether answers were invalid,
 * so a cell where the model never gave a usable answer is shown as invalid
 * rather than coloured as a wrong answer.
 */
import type { GroupAggregate } from "./aggregate.ts";
import { marginal, summarise } from "./aggregate.ts";
import {
  type Axis,
  type HeatmapAxes,
  orderedValues,
  valueLabels,
} from "./axes.ts";
import { INVALID_CLASSES } from "./failure_classes.ts";
import type { AxisValue } from "./read_results.ts";

/** What a heatmap colours. */
export type HeatmapKind = "score" | "invalid_rate" | "difference";

/** One drawn cell. */
export interface HeatmapCell {
  x: string;
  y: string;
  /** The coloured value; null draws the cell as invalid (grey). */
  value: number | null;
  /** The annotation's first line. */
  text: string;
  /** The annotation's second, smaller line (may be empty). */
  note: string;
  /** Some, but not all, answers in the cell were invalid: outlined. */
  partlyInvalid: boolean;
}

/** Everything a heatmap spec needs. */
export interface HeatmapData {
  kind: HeatmapKind;
  title: string;
  subtitle: string[];
  xTitle: string;
  yTitle: string;
  /** Axis labels in display order. */
  xOrder: string[];
  yOrder: string[];
  cells: HeatmapCell[];
  legendTitle: string;
}

/** Labels of an axis's values, in display order, keyed by value. */
export function axisLabels(
  group: GroupAggregate,
  axis: Axis | null,
): { order: string[]; label: (value: AxisValue) => string } {
  if (axis === null) return { order: [""], label: () => "" };
  const values = orderedValues(group, axis.param);
  const labels = valueLabels(values);
  const byValue = new Map(
    values.map((v, i) => [JSON.stringify(v), labels[i]!]),
  );
  return {
    order: labels,
    label: (value) => byValue.get(JSON.stringify(value)) ?? String(value),
  };
}

/** The most common invalid class of a tally, for a cell's label. */
function dominantInvalid(classes: Record<string, number>): string {
  let best = "invalid";
  let count = 0;
  for (const [cls, n] of Object.entries(classes)) {
    if (INVALID_CLASSES.has(cls) && n > count) {
      best = cls;
      count = n;
    }
  }
  return best;
}

function percent(rate: number): string {
  const p = rate * 100;
  return `${p > 0 && p < 1 ? "<1" : Math.round(p)}%`;
}

/** A heatmap of mean score or invalid rate over the chosen axes of `group`. */
export function groupHeatmap(
  group: GroupAggregate,
  axes: HeatmapAxes,
  metric: "score" | "invalid_rate",
): HeatmapData {
  const xs = axisLabels(group, axes.x);
  const ys = axisLabels(group, axes.y);
  const params = [axes.x, axes.y].filter((a): a is Axis => a !== null)
    .map((a) => a.param);
  const cells: HeatmapCell[] = [];
  for (const entry of marginal(group, params).values()) {
    const s = summarise(entry.stats);
    const x = axes.x ? xs.label(entry.values[0] ?? null) : "all";
    const y = axes.y ? ys.label(entry.values[axes.x ? 1 : 0] ?? null) : "";
    const invalid = entry.stats.rows - entry.stats.valid;
    if (metric === "score") {
      cells.push({
        x,
        y,
        value: s.mean,
        text: s.mean === null
          ? dominantInvalid(entry.stats.classes)
          : s.mean.toFixed(2),
        note: s.mean === null
          ? `${entry.stats.rows} rows`
          : invalid > 0
          ? `${percent(s.invalidRate)} inv.`
          : "",
        partlyInvalid: s.mean !== null && invalid > 0,
      });
    } else {
      cells.push({
        x,
        y,
        value: s.invalidRate,
        text: percent(s.invalidRate),
        note: invalid > 0 ? dominantInvalid(entry.stats.classes) : "",
        partlyInvalid: false,
      });
    }
  }
  const total = group.total;
  const subtitle = [
    `${group.task_type} · ${total.rows} rows · ${total.valid} valid answers${
      metric === "score" ? " · mean score of valid answers" : ""
    }`,
  ];
  if (axes.averaged.length > 0) {
    subtitle.push(
      `averaged over ${axes.averaged.map((a) => a.name).join(", ")}`,
    );
  }
  if (metric === "score" && total.valid < total.rows) {
    subtitle.push("grey: no valid answer · dashed outline: some invalid");
  }
  return {
    kind: metric,
    title: `${group.run_name} · ${group.model_id}`,
    subtitle,
    xTitle: axes.x?.title ?? "",
    yTitle: axes.y?.title ?? "",
    xOrder: axes.x ? xs.order : ["all"],
    yOrder: ys.order,
    cells,
    legendTitle: metric === "score" ? "score" : "invalid rate",
  };
}
