/**
 * The report's table: for each (run, model, task), one line for the whole
 * run, one per value of each axis, and one per grid point, each with mean,
 * count, std, 95% interval (of the headline mean: model failures as 0, rows
 * without an answer left out; Wilson's for 0/1 scores, a bootstrap's
 * otherwise), the mean over parseable answers, rows
 * without an answer, invalid rate by failure class, tokens and cost. The CSV
 * and the HTML report are two renderings of it.
 */
import {
  type Aggregate,
  type GroupAggregate,
  marginal,
} from "../aggregate/aggregate.ts";
import { type CellStats, summarise } from "../stats/cell_stats.ts";
import { gridPointOrder, orderedValues } from "./axes.ts";
import { KNOWN_CLASSES } from "../stats/failure_classes.ts";
import type { AxisValue } from "../read/read_results.ts";
import type { IntervalMethod } from "../stats/score_interval.ts";

/** What a line summarises. */
type TableLevel = "run" | "axis" | "cell";

/** One line of the table. */
export interface TableLine {
  run_name: string;
  model_id: string;
  task_type: string;
  level: TableLevel;
  /** For `axis` lines: which axis. */
  axis: string;
  /** Axis values the line covers (absent names: all values). */
  params: Record<string, AxisValue>;
  rows: number;
  /** Rows with the model's answer: what `mean` is over. */
  answered: number;
  /** Rows without an answer (provider errors, timeouts): left out of `mean`. */
  missing: number;
  /** Rows with a parseable answer: what `mean_parseable` is over. */
  valid: number;
  /** The headline mean: model failures score 0. */
  mean: number | null;
  std: number | null;
  /** The mean's 95% interval (`interval` says which). */
  ci_low: number | null;
  ci_high: number | null;
  /** Wilson's (0/1 scores) or a bootstrap's (other scores); null without answers. */
  interval: IntervalMethod | null;
  /** Mean over parseable answers only. */
  mean_parseable: number | null;
  /** Share of rows without a parseable answer. */
  invalid_rate: number;
  /** Rows per failure class. */
  classes: Record<string, number>;
  input_tokens: number;
  output_tokens: number;
  reasoning_tokens: number;
  mean_context_tokens: number | null;
  /** Null when no row had a known cost. */
  cost_usd: number | null;
}

/** The table with its column sets. */
export interface ReportTable {
  /** Every axis name, in first-seen order over the groups. */
  axisNames: string[];
  /** niah's failure classes, then any other class seen. */
  classes: string[];
  lines: TableLine[];
}

function line(
  group: GroupAggregate,
  level: TableLevel,
  axis: string,
  params: Record<string, AxisValue>,
  stats: CellStats,
): TableLine {
  const s = summarise(stats);
  return {
    run_name: group.run_name,
    model_id: group.model_id,
    task_type: group.task_type,
    level,
    axis,
    params,
    rows: stats.rows,
    answered: s.answered,
    missing: s.missing,
    valid: stats.valid,
    mean: s.mean,
    std: s.std,
    ci_low: s.low,
    ci_high: s.high,
    interval: s.interval,
    mean_parseable: s.meanParseable,
    invalid_rate: s.invalidRate,
    classes: stats.classes,
    input_tokens: stats.inputTokens,
    output_tokens: stats.outputTokens,
    reasoning_tokens: stats.reasoningTokens,
    mean_context_tokens: stats.contextRows > 0
      ? stats.contextTokens / stats.contextRows
      : null,
    cost_usd: stats.costRows > 0 ? stats.costUsd : null,
  };
}

/** The table of an aggregate. */
export function reportTable(aggregate: Aggregate): ReportTable {
  const axisNames: string[] = [];
  const seenClasses = new Set<string>();
  const lines: TableLine[] = [];
  for (const group of aggregate.groups) {
    for (const name of group.axisNames) {
      if (!axisNames.includes(name)) axisNames.push(name);
    }
    for (const cls of Object.keys(group.total.classes)) seenClasses.add(cls);
    lines.push(line(group, "run", "", {}, group.total));
    for (const name of group.axisNames) {
      if ((group.axisValues.get(name)?.length ?? 0) < 2) continue;
      const order = new Map(
        orderedValues(group, name).map((v, i) => [JSON.stringify(v), i]),
      );
      const rank = (values: AxisValue[]) =>
        order.get(JSON.stringify(values[0])) ?? -1;
      const entries = [...marginal(group, [name]).values()].sort((a, b) =>
        rank(a.values) - rank(b.values)
      );
      for (const entry of entries) {
        lines.push(
          line(
            group,
            "axis",
            name,
            { [name]: entry.values[0] ?? null },
            entry.stats,
          ),
        );
      }
    }
    const compare = gridPointOrder(group);
    const cells = [...group.cells.values()].sort((a, b) =>
      compare(a.params, b.params)
    );
    for (const cell of cells) {
      lines.push(line(group, "cell", "", cell.params, cell.stats));
    }
  }
  const classes = [
    ...KNOWN_CLASSES,
    ...[...seenClasses].filter((cls) => !KNOWN_CLASSES.includes(cls)).sort(),
  ];
  return { axisNames, classes, lines };
}
