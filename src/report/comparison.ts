/**
 * What `compare` finds (see `compare_runs.ts`), as data: each side's
 * summary, the paired differences and their tests, the difference heatmap
 * and the verdict; `compare_text.ts` says it in words.
 */
import type { HeatmapData } from "./heatmap_data.ts";

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
  /** What was compared, when not the headline score (imported 2023 rows). */
  reading?: string;
}
