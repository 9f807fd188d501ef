/**
 * A/B comparison of two runs over the same grid: rows are paired by grid
 * point, sample and seed (not by run name or model, which are what an A/B
 * changes), and the difference B - A is tested per heatmap cell and overall,
 * with the exact McNemar test when every paired score is 0 or 1 and a seeded
 * paired bootstrap of the mean difference otherwise (partial credit,
 * similarities: `Score` in `tasks/task.ts`). The choice is made once for the
 * whole comparison, so every cell of a continuous run is tested alike, and
 * the verdict names it.
 *
 * The compared score is the headline score `report` shows (see
 * `cell_stats.ts`): model failures (truncated, refused, unparseable) count as
 * 0, since an answer a model failed to give is not a right one and a
 * regression gate must see a model that starts running out of tokens. Cells
 * where no answer came back on either side (provider errors, timeouts) say
 * nothing about the model: they are left out of the pairing and counted.
 *
 * Holds one small entry per cell of each run (the pairing needs both sides).
 */
import { byGridPoint, ruleFor, tasksCompare } from "./pair_rules.ts";
import { UsageError } from "../../errors.ts";
import { Aggregator, type GroupAggregate } from "../aggregate/aggregate.ts";
import type { Presentations } from "../read/axis_presentation.ts";
import { chooseAxes } from "../render/axes.ts";
import { pairedBootstrap } from "../stats/bootstrap.ts";
import { headlineScore, summarise } from "../stats/cell_stats.ts";
import { axisLabels } from "../render/heatmap_data.ts";
import { mcnemarExact } from "../stats/mcnemar.ts";
import {
  type AxisValue,
  pairKey,
  type ResultRow,
} from "../read/read_results.ts";
import { terminalText } from "../render/terminal_text.ts";
import { fingerprintsShown } from "../render/run_summary.ts";
import type {
  Comparison,
  ComparisonRule,
  GroupResult,
  PairedResult,
  SideSummary,
} from "./comparison.ts";
import {
  differenceHeatmap,
  isSignificant,
  testName,
  verdict,
} from "./compare_text.ts";

export type { Comparison, PairedResult, SideSummary } from "./comparison.ts";
import { countRow, isOk } from "../../store/row_rule.ts";

/** One run of the comparison. */
interface CompareSide {
  /** The results file. */
  source: string;
  /** Its rows, in batches (as `readResults` gives them). */
  rows: AsyncIterable<readonly ResultRow[]>;
}

/** Options of {@link compareRuns}. */
interface CompareOptions {
  x?: string | undefined;
  y?: string | undefined;
  /** Bootstrap seed (default 1). */
  seed?: number;
  /** Bootstrap resamples (default 2000). */
  resamples?: number;
  /** Significance level for the verdict and the heatmap's stars (default 0.05). */
  alpha?: number;
  /** How each task's axes are shown, by task type (default: generic). */
  presentations?: Presentations;
  /** What families say of comparing their rows (default: none). */
  rules?: readonly ComparisonRule[];
}

interface Entry {
  /** The headline score; null when no answer came back. */
  score: number | null;
  params: Record<string, AxisValue>;
  /** Whether the row is `ok` (for the rule). */
  ok: boolean;
}

/**
 * One side's entries by {@link pairKey}: of each cell (by its cell key, as
 * `report` counts it) the row that counts, then of the cells at one pair key
 * the one the rule keeps. Entries keep the order of their first row.
 */
async function readSide(
  side: CompareSide,
  label: string,
  options: Pick<CompareOptions, "presentations" | "rules">,
): Promise<{ entries: Map<string, Entry>; group: GroupAggregate }> {
  const entries = new Map<string, Entry | undefined>();
  const rules = options.rules ?? [];
  const aggregator = new Aggregator({
    failureLimit: 0,
    presentations: options.presentations ?? {},
    onCount: (row) =>
      countRow(entries, pairKey(row), {
        score: ruleFor(rules, row.task_type)?.reading?.(row) ??
          headlineScore(row),
        params: row.params,
        ok: isOk(row),
      }, { ok: (entry) => entry!.ok }),
  });
  for await (const batch of side.rows) {
    for (const row of batch) {
      const key = pairKey(row);
      if (!entries.has(key)) entries.set(key, undefined);
      aggregator.add(row);
    }
  }
  const { groups } = aggregator.finish();
  if (groups.length === 0) {
    throw new UsageError(
      `Cannot compare runs: ${label} "${
        terminalText(side.source)
      }" holds no result rows`,
    );
  }
  if (groups.length > 1) {
    throw new UsageError(
      `Cannot compare runs: ${label} "${
        terminalText(side.source)
      }" holds ${groups.length} runs (${
        groups.map((g) =>
          `"${terminalText(g.run_name)}" with "${terminalText(g.model_id)}"`
        ).join(", ")
      }); compare files that hold one run each`,
    );
  }
  const group = groups[0]!;
  if (group.fingerprints.size > 1) {
    // Cells of different configs may share cell ids (and do, when only a
    // template differs): pairing them with B's would pool two runs as one.
    throw new UsageError(
      `Cannot compare runs: ${label} "${
        terminalText(side.source)
      }" holds rows of ${group.fingerprints.size} run configs under run name "${
        terminalText(group.run_name)
      }" (fingerprints ${
        fingerprintsShown(group)
      }); compare files that hold one config each`,
    );
  }
  const counted = new Map<string, Entry>();
  for (const [key, entry] of entries) {
    if (entry !== undefined) counted.set(key, entry);
  }
  return { entries: counted, group };
}

function sideSummary(source: string, group: GroupAggregate): SideSummary {
  const s = summarise(group.total);
  return {
    source,
    run_name: group.run_name,
    model_id: group.model_id,
    task_type: group.task_type,
    rows: group.total.rows,
    mean: s.mean,
    missing: s.missing,
  };
}

class PairTally {
  pairs = 0;
  sumA = 0;
  sumB = 0;
  onlyA = 0;
  onlyB = 0;
  binary = true;
  diffs: number[] = [];

  add(a: number, b: number): void {
    this.pairs++;
    this.sumA += a;
    this.sumB += b;
    if ((a !== 0 && a !== 1) || (b !== 0 && b !== 1)) this.binary = false;
    if (a === 1 && b === 0) this.onlyA++;
    if (a === 0 && b === 1) this.onlyB++;
    this.diffs.push(b - a);
  }

  /**
   * The tally's difference and test: McNemar's where `binary` (every score
   * of the comparison 0 or 1; the tally's own by default), else the paired
   * bootstrap's.
   */
  result(
    options: { seed: number; resamples: number },
    interval: boolean,
    binary: boolean = this.binary,
  ): PairedResult {
    const meanA = this.sumA / this.pairs;
    const meanB = this.sumB / this.pairs;
    const needBootstrap = interval || !binary;
    const boot = needBootstrap
      ? pairedBootstrap(this.diffs, options)
      : undefined;
    const p = binary ? mcnemarExact(this.onlyA, this.onlyB).p : boot!.p;
    return {
      pairs: this.pairs,
      meanA,
      meanB,
      diff: meanB - meanA,
      test: binary ? "mcnemar" : "bootstrap",
      p,
      ...(interval && boot ? { low: boot.low, high: boot.high } : {}),
    };
  }
}

/** Compares run B with run A (each one file holding one run). */
export async function compareRuns(
  a: CompareSide,
  b: CompareSide,
  options: CompareOptions = {},
): Promise<Comparison> {
  const sideA = await readSide(a, "A", options);
  const sideB = await readSide(b, "B", options);
  const rule = sidesRule(sideA, sideB, options.rules ?? []);
  const axes = chooseAxes(sideA.group, { x: options.x, y: options.y });
  const xs = axisLabels(sideA.group, axes.x);
  const ys = axisLabels(sideA.group, axes.y);
  const { overall, perCell, perGroup, onlyInA, noAnswer } = pairCells(
    sideA,
    sideB,
    { x: axes.x?.param, y: axes.y?.param, groupOf: rule?.groupOf },
    { x: xs.label, y: ys.label },
  );
  const onlyInB = sideB.entries.size;
  const summaryA = sideSummary(a.source, sideA.group);
  const summaryB = sideSummary(b.source, sideB.group);
  if (overall.pairs === 0) {
    throw noPairs(
      a.source,
      b.source,
      `${onlyInA} cells only in A, ${onlyInB} only in B, ${noAnswer} without an answer`,
    );
  }
  const bootstrap = {
    seed: options.seed ?? 1,
    resamples: options.resamples ?? 2000,
  };
  const alpha = options.alpha ?? 0.05;
  const overallResult = overall.result(bootstrap, true);
  const cells = [...perCell.values()].map((cell) => ({
    x: cell.x,
    y: cell.y,
    ...cell.tally.result(bootstrap, false, overall.binary),
  }));
  const test = testName(overallResult);
  const heatmap = differenceHeatmap(cells, {
    summaryA,
    summaryB,
    pairs: overall.pairs,
    testName: test,
    alpha,
    axes,
    xOrder: axes.x ? xs.order : ["all"],
    yOrder: ys.order,
  });
  return {
    a: summaryA,
    b: summaryB,
    onlyInA,
    onlyInB,
    noAnswer,
    overall: overallResult,
    cells,
    heatmap,
    verdict: verdict(overallResult, alpha, test),
    ...(rule?.note !== undefined ? { reading: rule.note } : {}),
    ...(rule?.groupOf
      ? { groups: groupResults(perGroup, bootstrap, overall.binary, alpha) }
      : {}),
  };
}

/**
 * The rule the two sides follow (a one-line error when their tasks do not
 * compare), their entries paired by grid point alone where it says so.
 */
function sidesRule(
  sideA: { entries: Map<string, Entry>; group: GroupAggregate },
  sideB: { entries: Map<string, Entry>; group: GroupAggregate },
  rules: readonly ComparisonRule[],
): ComparisonRule | undefined {
  const typeA = sideA.group.task_type;
  const typeB = sideB.group.task_type;
  if (!tasksCompare(rules, typeA, typeB)) {
    throw new UsageError(
      `Cannot compare runs: A is task "${terminalText(typeA)}" and B is task "${
        terminalText(typeB)
      }"`,
    );
  }
  const rule = ruleFor(rules, typeA) ?? ruleFor(rules, typeB);
  if (rule?.byGridPoint) {
    sideA.entries = byGridPoint(sideA.entries);
    sideB.entries = byGridPoint(sideB.entries);
  }
  return rule;
}

/** The one-line error for two runs without a cell in common. */
function noPairs(a: string, b: string, unpaired: string): UsageError {
  return new UsageError(
    `Cannot compare runs: "${terminalText(a)}" and "${
      terminalText(b)
    }" have no answered cells in common (same grid point, sample and seed); ${unpaired}`,
  );
}

/**
 * Each group's difference, its 95% interval and its test (the whole
 * comparison's: McNemar where every score is 0 or 1), in order.
 */
function groupResults(
  perGroup: Map<string, { order: number; tally: PairTally }>,
  bootstrap: { seed: number; resamples: number },
  binary: boolean,
  alpha: number,
): GroupResult[] {
  return [...perGroup].map(([label, { order, tally }]) => {
    const result = tally.result(bootstrap, true, binary);
    return {
      label,
      order,
      ...result,
      significant: isSignificant(result, alpha),
    };
  }).sort((a, b) => a.order - b.order || (a.label < b.label ? -1 : 1));
}

/** Paired cells of A and B, tallied overall and per heatmap cell. */
function pairCells(
  sideA: { entries: Map<string, Entry> },
  sideB: { entries: Map<string, Entry> },
  params: {
    x: string | undefined;
    y: string | undefined;
    groupOf: ComparisonRule["groupOf"];
  },
  labels: Record<"x" | "y", (value: AxisValue) => string>,
): {
  overall: PairTally;
  perCell: Map<string, { x: string; y: string; tally: PairTally }>;
  perGroup: Map<string, { order: number; tally: PairTally }>;
  onlyInA: number;
  noAnswer: number;
} {
  const overall = new PairTally();
  const perCell = new Map<string, { x: string; y: string; tally: PairTally }>();
  const perGroup = new Map<string, { order: number; tally: PairTally }>();
  let onlyInA = 0;
  let noAnswer = 0;
  for (const [key, entryA] of sideA.entries) {
    const entryB = sideB.entries.get(key);
    if (entryB === undefined) {
      onlyInA++;
      continue;
    }
    sideB.entries.delete(key);
    if (entryA.score === null || entryB.score === null) {
      noAnswer++;
      continue;
    }
    const x = params.x === undefined
      ? "all"
      : labels.x(entryA.params[params.x] ?? null);
    const y = params.y === undefined
      ? ""
      : labels.y(entryA.params[params.y] ?? null);
    const cellKey = JSON.stringify([x, y]);
    let cell = perCell.get(cellKey);
    if (cell === undefined) {
      cell = { x, y, tally: new PairTally() };
      perCell.set(cellKey, cell);
    }
    cell.tally.add(entryA.score, entryB.score);
    overall.add(entryA.score, entryB.score);
    const group = params.groupOf?.(entryA.params);
    if (group !== undefined) {
      const held = perGroup.get(group.label) ??
        { order: group.order, tally: new PairTally() };
      perGroup.set(group.label, held);
      held.tally.add(entryA.score, entryB.score);
    }
  }
  return { overall, perCell, perGroup, onlyInA, noAnswer };
}
