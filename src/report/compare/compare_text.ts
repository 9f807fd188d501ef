/**
 * What `compare` says: the signed and p-value figures, the difference
 * heatmap's titles, the verdict line, the summary a person (or a CI log)
 * reads, and the regression gate (`--fail-if-drop`).
 */
import { CheckFailedError } from "../../errors.ts";
import type { HeatmapAxes } from "../render/axes.ts";
import type { Comparison, PairedResult, SideSummary } from "./comparison.ts";
import type { HeatmapCell, HeatmapData } from "../render/heatmap_data.ts";
import { terminalText } from "../render/terminal_text.ts";

/** A side's name in a title: its run, and its model where the two differ. */
function sideLabel(side: SideSummary, other: SideSummary): string {
  return side.model_id === other.model_id
    ? side.run_name
    : `${side.run_name} · ${side.model_id}`;
}

/** Formats a signed difference: "+0.12", "-0.05", "0.00". */
function signed(value: number, digits = 2): string {
  const text = Math.abs(value).toFixed(digits);
  if (Number(text) === 0) return (0).toFixed(digits);
  return `${value < 0 ? "−" : "+"}${text}`;
}

/** Formats a p-value: "p = 0.031", "p < 0.001". */
function formatP(p: number): string {
  return p < 0.001 ? "p < 0.001" : `p = ${p.toFixed(3)}`;
}

/** What the difference heatmap's titles say. */
interface HeatmapText {
  summaryA: SideSummary;
  summaryB: SideSummary;
  pairs: number;
  testName: string;
  alpha: number;
  axes: HeatmapAxes;
  xOrder: string[];
  yOrder: string[];
}

/** The test a paired result comes from, as the report names it. */
export function testName(result: Pick<PairedResult, "test">): string {
  return result.test === "mcnemar" ? "exact McNemar" : "paired bootstrap";
}

/** Whether B differs from A at `alpha` (a zero difference never does). */
export function isSignificant(result: PairedResult, alpha: number): boolean {
  return result.p < alpha && result.diff !== 0;
}

/** The heatmap of B − A per cell, significant cells starred. */
export function differenceHeatmap(
  cells: readonly ({ x: string; y: string; pairs: number } & PairedResult)[],
  { summaryA, summaryB, pairs, testName, alpha, axes, xOrder, yOrder }:
    HeatmapText,
): HeatmapData {
  const heatmapCells: HeatmapCell[] = cells.map((cell) => ({
    x: cell.x,
    y: cell.y,
    value: cell.diff,
    text: `${signed(cell.diff)}${cell.p < alpha ? "*" : ""}`,
    note: `n=${cell.pairs}`,
    partlyMissing: false,
  }));
  const subtitle = [
    `B = ${summaryB.run_name} (${summaryB.model_id}), A = ${summaryA.run_name} (${summaryA.model_id}) · ${pairs} paired cells`,
    `mean score B − A, model failures as 0 · * ${testName} p < ${alpha} per cell (uncorrected)`,
  ];
  if (axes.averaged.length > 0) {
    subtitle.push(
      `averaged over ${axes.averaged.map((axis) => axis.name).join(", ")}`,
    );
  }
  return {
    kind: "difference",
    title: `B − A: ${sideLabel(summaryB, summaryA)} vs ${
      sideLabel(summaryA, summaryB)
    }`,
    subtitle,
    xTitle: axes.x?.title ?? "",
    yTitle: axes.y?.title ?? "",
    xOrder,
    yOrder,
    cells: heatmapCells,
    legendTitle: "B − A",
  };
}

export function verdict(
  result: PairedResult,
  alpha: number,
  testName: string,
): string {
  const significant = isSignificant(result, alpha);
  const head = significant
    ? `B is significantly ${result.diff < 0 ? "worse" : "better"} than A`
    : "No significant difference between A and B";
  const interval = result.low !== undefined && result.high !== undefined
    ? `, 95% CI ${signed(result.low, 3)} to ${signed(result.high, 3)}`
    : "";
  return `${head}: mean score ${result.meanA.toFixed(3)} → ${
    result.meanB.toFixed(3)
  } (B − A ${
    signed(result.diff, 3)
  }${interval}) over ${result.pairs} paired cells; ${testName} ${
    formatP(result.p)
  }`;
}

/** One side's line of the summary. */
function describeSide(label: string, s: SideSummary): string {
  return `${label}: ${terminalText(s.source)} (run "${
    terminalText(s.run_name)
  }", model "${terminalText(s.model_id)}"): ${s.rows} rows, mean ${
    s.mean === null ? "–" : s.mean.toFixed(3)
  }${
    s.missing > 0
      ? ` (incomplete: ${s.missing} without an answer, left out)`
      : ""
  }\n`;
}

/**
 * The lines of a rule's groups (`groupOf`: MRCR's needle count and token
 * bin): each group's means, B − A with its 95% paired-bootstrap interval,
 * its test's p, its pairs and what that says; none without groups.
 */
function groupLines(result: Comparison): string {
  const groups = result.groups ?? [];
  if (groups.length === 0) return "";
  const test = testName(result.overall);
  const lines = groups.map((g) => {
    const said = !g.significant
      ? "no significant difference"
      : `B ${g.diff > 0 ? "better" : "worse"}`;
    const interval = g.low !== undefined && g.high !== undefined
      ? ` (95% CI ${signed(g.low, 3)} to ${signed(g.high, 3)})`
      : "";
    return `  ${terminalText(g.label)}: ${g.meanA.toFixed(3)} → ${
      g.meanB.toFixed(3)
    }, B − A ${signed(g.diff, 3)}${interval}, ${
      formatP(g.p)
    }, ${g.pairs} pairs: ${said}\n`;
  });
  return `per group, each tested on its own pairs (${test}, uncorrected):\n${
    lines.join("")
  }`;
}

/**
 * The summary `compare` prints before the heatmap: each side, then what was
 * paired, what was left out and the largest drop.
 */
export function comparisonSummary(result: Comparison): string {
  const o = result.overall;
  const unpaired = [
    result.onlyInA > 0 ? `${result.onlyInA} only in A` : "",
    result.onlyInB > 0 ? `${result.onlyInB} only in B` : "",
    result.noAnswer > 0 ? `${result.noAnswer} without an answer` : "",
  ].filter((s) => s !== "");
  const worst = [...result.cells].sort((a, b) => a.diff - b.diff)[0];
  return describeSide("A", result.a) + describeSide("B", result.b) +
    `paired ${o.pairs} cells${
      unpaired.length > 0 ? ` (left out: ${unpaired.join(", ")})` : ""
    }${
      worst && result.cells.length > 1 && worst.diff < 0
        ? `; largest drop ${signed(worst.diff)} at ${
          [worst.x, worst.y].filter((v) => v !== "").map(terminalText)
            .join(" / ")
        } (${formatP(worst.p)})`
        : ""
    }\n${result.reading !== undefined ? `${result.reading}\n` : ""}${
      groupLines(result)
    }`;
}

/** B fell more than `--fail-if-drop` below A: exit 3 (see errors.ts). */
export class RegressionError extends CheckFailedError {
  override name = "RegressionError";
}

/**
 * The regression gate: a {@link RegressionError} saying why B fails it (its
 * mean fell more than `failIfDrop` below A's); nothing when it passes or no
 * gate was asked for.
 */
export function checkRegression(
  result: Comparison,
  failIfDrop: number | undefined,
): void {
  const o = result.overall;
  if (failIfDrop === undefined || !(-o.diff > failIfDrop + 1e-9)) return;
  throw new RegressionError(
    `Cannot pass the regression gate: B's mean score is ${
      (-o.diff).toFixed(3)
    } below A's (${o.meanA.toFixed(3)} → ${
      o.meanB.toFixed(3)
    }), more than --fail-if-drop ${failIfDrop}`,
  );
}
