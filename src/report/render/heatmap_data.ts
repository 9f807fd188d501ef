/**
 * The numbers behind a heatmap: one cell per (x, y) value pair of a group,
 * with the value to colour, the annotation, and whether answers were
 * missing. Scores are headline means (model failures as 0); a cell where no
 * answer came back at all (provider errors, timeouts) is grey rather than
 * coloured as a wrong answer, and one where some are missing is outlined.
 */
import { type GroupAggregate, marginal } from "../aggregate/aggregate.ts";
import { summarise } from "../stats/cell_stats.ts";
import {
  type Axis,
  type HeatmapAxes,
  orderedValues,
  valueLabels,
} from "./axes.ts";
import {
  INVALID_CLASSES,
  MODEL_FAILURE_CLASSES,
  NO_ANSWER_CLASSES,
} from "../stats/failure_classes.ts";
import type { HeatmapPalette } from "./palettes.ts";
import type { AxisValue } from "../read/read_results.ts";
import { counted } from "../../counted.ts";

/** What a heatmap colours. */
type HeatmapKind = "score" | "invalid_rate" | "difference";

/** One drawn cell. */
export interface HeatmapCell {
  x: string;
  y: string;
  /** The coloured value; null draws the cell grey (no answer). */
  value: number | null;
  /** The annotation's first line. */
  text: string;
  /** The annotation's second, smaller line (may be empty). */
  note: string;
  /** Some, but not all, rows of the cell have no answer: outlined. */
  partlyMissing: boolean;
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
  /** The colours to draw with (heatmap_palette.ts; default: niah's own). */
  palette?: HeatmapPalette;
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

/** The most common of `among` in a tally, for a cell's label. */
function dominant(
  classes: Record<string, number>,
  among: ReadonlySet<string>,
  fallback: string,
): string {
  let best = fallback;
  let count = 0;
  for (const [cls, n] of Object.entries(classes)) {
    if (among.has(cls) && n > count) {
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

/** How a cell's note names its most common model failure. */
const FAILURE_NOTES: Record<string, string> = {
  parse_fail: "unparsed",
  truncated: "trunc.",
  refusal: "refused",
};

/** The note under a score: rows without an answer, else model failures. */
function scoreNote(
  stats: { rows: number; answered: number; valid: number },
  classes: Record<string, number>,
): string {
  if (stats.answered === 0) {
    return counted(stats.rows, "row");
  }
  if (stats.answered < stats.rows) {
    return `${percent(1 - stats.answered / stats.rows)} no ans.`;
  }
  if (stats.valid < stats.answered) {
    const cls = dominant(classes, MODEL_FAILURE_CLASSES, "failed");
    return `${percent(1 - stats.valid / stats.answered)} ${
      FAILURE_NOTES[cls] ?? cls
    }`;
  }
  return "";
}

/** A heatmap of headline score or invalid rate over the axes of `group`. */
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
    const classes = entry.stats.classes;
    if (metric === "score") {
      cells.push({
        x,
        y,
        value: s.mean,
        text: s.mean === null
          ? dominant(classes, NO_ANSWER_CLASSES, "no answer")
          : s.mean.toFixed(2),
        note: scoreNote(entry.stats, classes),
        partlyMissing: s.mean !== null && s.missing > 0,
      });
    } else {
      cells.push({
        x,
        y,
        value: s.invalidRate,
        text: percent(s.invalidRate),
        note: entry.stats.valid < entry.stats.rows
          ? dominant(classes, INVALID_CLASSES, "invalid")
          : "",
        partlyMissing: false,
      });
    }
  }
  const total = group.total;
  const missing = total.rows - total.answered;
  const subtitle = [
    metric === "score"
      ? `${group.task_type} · ${total.rows} rows · ${total.answered} answered · ${
        group.presentation.score ??
          "mean score, unparsed, truncated and refused answers as 0"
      }`
      : `${group.task_type} · ${total.rows} rows · ${total.valid} parseable answers`,
  ];
  if (axes.averaged.length > 0) {
    subtitle.push(
      `averaged over ${axes.averaged.map((a) => a.name).join(", ")}`,
    );
  }
  if (metric === "score" && missing > 0) {
    subtitle.push(
      `incomplete run: ${
        counted(missing, "row")
      } without an answer (provider error, timeout) · grey: no answer · dashed outline: some missing`,
    );
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
