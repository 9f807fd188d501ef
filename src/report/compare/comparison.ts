/**
 * What `compare` finds (see `compare_runs.ts`), as data: each side's
 * summary, the paired differences and their tests, the difference heatmap
 * and the verdict; `compare_text.ts` says it in words. And what a family
 * says of comparing its rows ({@link ComparisonRule}), which the commands
 * pass down from the task registry.
 */
import type { HeatmapData } from "../render/heatmap_data.ts";
import type { AxisValue, ResultRow } from "../read/read_results.ts";

/**
 * How `compare` treats a family's rows (`tasks/family.ts`'s `comparison`):
 * which other task types they compare with, how cells pair and what value
 * of a row is compared. A task type always compares with itself, on its
 * rows' headline scores, by grid point, sample and seed, unless its
 * family's rule says otherwise.
 */
export interface ComparisonRule {
  /** The family's task types the rule is for. */
  readonly taskTypes: readonly string[];
  /** Other task types whose runs these compare with. */
  readonly pairsWith: readonly string[];
  /**
   * Whether cells pair by grid point alone, each side's first sample of a
   * cell kept (rows without seeds, such as imported ones).
   */
  readonly byGridPoint?: boolean;
  /**
   * The value compared for a row of these types instead of its headline
   * score; null: the headline score.
   */
  reading?(row: ResultRow): number | null;
  /** What compare says of its reading when a side is of these types. */
  readonly note?: string;
  /**
   * The group of a row's grid point whose pairs `compare` also tests on
   * their own, a line each with the interval of B − A (MRCR's needle count
   * and token bin: `2 needles, (4096, 8192]`), and where it sorts; absent:
   * the heatmap's cells only.
   */
  groupOf?(
    params: Readonly<Record<string, AxisValue>>,
  ): { label: string; order: number };
}

/** A group's paired difference (a rule's `groupOf`), with its interval. */
export type GroupResult = PairedResult & {
  label: string;
  order: number;
  /** Its test's p is below the comparison's alpha, and B − A is not 0. */
  significant: boolean;
};

/** What one side held. */
export interface SideSummary {
  source: string;
  run_name: string;
  model_id: string;
  task_type: string;
  rows: number;
  /** Headline mean score (as `niah report` shows it). */
  mean: number | null;
  /** Rows without an answer (provider errors, timeouts). */
  missing: number;
}

/** A paired difference with its test. */
export interface PairedResult {
  pairs: number;
  meanA: number;
  meanB: number;
  /** meanB - meanA. */
  diff: number;
  /** Which test gave `p`. */
  test: "mcnemar" | "bootstrap";
  p: number;
  /** 95% paired-bootstrap interval of `diff` (overall only). */
  low?: number;
  high?: number;
}

/** The outcome of comparing A with B. */
export interface Comparison {
  a: SideSummary;
  b: SideSummary;
  /** Cells in A without a usable counterpart in B, and vice versa. */
  onlyInA: number;
  onlyInB: number;
  /** Cells left out because no answer came back on either side. */
  noAnswer: number;
  overall: PairedResult;
  /** Per heatmap cell, with its x and y labels. */
  cells: (PairedResult & { x: string; y: string })[];
  /** The B - A heatmap. */
  heatmap: HeatmapData;
  /** One line a person (or a CI log) can read. */
  verdict: string;
  /** What was compared, when not the headline score (a rule's note). */
  reading?: string;
  /** Per group of a rule's `groupOf`, in its order; absent without one. */
  groups?: GroupResult[];
}
