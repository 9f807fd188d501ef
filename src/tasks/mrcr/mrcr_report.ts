/**
 * MRCR's section of `report`: the model cards' table per run and model,
 * needle count x token bin, each bin's mean grade with its bootstrap
 * interval (scores are continuous) and the rows run, then per needle count
 * the average over the bins up to 128k and up to 1M tokens (the mean of
 * the bins' means, as the cards average bins), and the dataset revision
 * and files (short SHA-256) the rows were built from
 * (dataset_provenance.ts). `report --html` adds the same as a line chart
 * of the mean grade against the bin, a line per needle count.
 *
 * @module
 */
import type { ComparisonRule } from "../../report/compare/comparison.ts";
import { scoreInterval } from "../../report/stats/score_interval.ts";
import { provenanceLines } from "../dataset_provenance.ts";
import type { ReportSectionSource } from "../report_section.ts";
import { tokenBinLabel } from "../token_bins.ts";
import { type BinCell, mrcrChart } from "./mrcr_chart.ts";

type Rows = Parameters<ReportSectionSource["make"]>[0]["rows"];

/** The scores of `rows` by needle count and bin. */
function scoresByCell(rows: Rows) {
  const cells = new Map<
    string,
    { needles: number; bin: number; scores: number[] }
  >();
  for (const row of rows) {
    const meta = (row.needle_metadata ?? {}) as Record<string, unknown>;
    const needles = Number(meta["n_needles"] ?? row.params["needles"]);
    const bin = Number(row.params["context_length"] ?? meta["bin"]);
    if (row.score === null || !Number.isFinite(needles + bin)) continue;
    const key = `${needles}/${bin}`;
    const cell = cells.get(key) ?? { needles, bin, scores: [] };
    cell.scores.push(row.score);
    cells.set(key, cell);
  }
  return [...cells.values()].sort((a, b) =>
    a.needles - b.needles || a.bin - b.bin
  );
}

/** Each needle count's bins with their means and intervals. */
function mrcrCells(rows: Rows): BinCell[] {
  return scoresByCell(rows).map(({ needles, bin, scores }) => {
    const ones = scores.filter((s) => s === 1).length;
    const partial: Record<string, number> = {};
    for (const s of scores) {
      if (s > 0 && s < 1) partial[String(s)] = (partial[String(s)] ?? 0) + 1;
    }
    const sum = scores.reduce((a, b) => a + b, 0);
    const interval = scoreInterval({
      answered: scores.length,
      sum,
      ones,
      partial,
    });
    const mean = sum / scores.length;
    return {
      needles,
      bin,
      mean,
      low: interval?.low ?? mean,
      high: interval?.high ?? mean,
      rows: scores.length,
    };
  });
}

/** The average of the bin means up to `limit` tokens, per needle count. */
function averages(cells: readonly BinCell[], limit: number, name: string) {
  const lines: string[] = [];
  for (const needles of new Set(cells.map((c) => c.needles))) {
    const kept = cells.filter((c) => c.needles === needles && c.bin <= limit);
    if (kept.length === 0) continue;
    const mean = kept.reduce((a, c) => a + c.mean, 0) / kept.length;
    lines.push(
      `  ${String(needles).padEnd(8)} ${name.padEnd(18)} ${
        mean.toFixed(3)
      }  (mean of ${kept.length} bin means)`,
    );
  }
  return lines;
}

/** One run and model's table. */
function tableText(title: string, rows: Rows): string {
  const cells = mrcrCells(rows);
  const lines = [
    `${title}: OpenAI-MRCR mean grade by token bin (95% CI, bootstrap where scores are partial; rows run)`,
    `  needles  bin                mean   95% CI         rows`,
    ...cells.map((c) =>
      `  ${String(c.needles).padEnd(8)} ${tokenBinLabel(c.bin).padEnd(18)} ${
        c.mean.toFixed(3)
      }  ${c.low.toFixed(3)}–${c.high.toFixed(3)}  ${
        String(c.rows).padStart(5)
      }`
    ),
    ...averages(cells, 131072, "≤128k"),
    ...averages(cells, 1048576, "≤1M"),
  ];
  lines.push(...provenanceLines(rows));
  return lines.join("\n") + "\n";
}

/** The rows of each run and model, in reading order. */
function byRun(rows: Rows): Map<string, Rows> {
  const runs = new Map<string, Rows[number][]>();
  for (const row of rows) {
    const key = `${row.run_name} · ${row.model_id}`;
    runs.set(key, [...(runs.get(key) ?? []), row]);
  }
  return runs;
}

/** The section `mrcr_family.ts` declares. */
export const mrcrTableSection: ReportSectionSource = {
  name: "mrcr",
  taskTypes: ["mrcr"],
  make({ rows }) {
    const runs = byRun(rows);
    return {
      text: [...runs].map(([title, own]) => tableText(title, own)).join(""),
      html: (run) => {
        const own = runs.get(`${run.run_name} · ${run.model_id}`);
        return own === undefined ? "" : mrcrChart(mrcrCells(own));
      },
    };
  },
};

/**
 * How `compare` pairs MRCR rows: by grid point (token bin, and needle
 * count when a run sweeps it), sample and seed, which is the same dataset
 * row on both sides when both runs read the same files with the same
 * `num_samples` and `seed`; each needle count and bin is also tested on
 * its own pairs (a paired bootstrap: grades are continuous), a line each.
 */
export const mrcrComparison: ComparisonRule = {
  taskTypes: ["mrcr"],
  pairsWith: [],
  note:
    "MRCR rows pair by needle count, token bin, sample and seed: the same dataset row when both runs read the same files with the same num_samples and seed",
  groupOf(params) {
    const bin = Number(params["context_length"]);
    const needles = params["needles"];
    return {
      label: `${needles === undefined ? "" : `${needles} needles, `}${
        tokenBinLabel(bin)
      }`,
      order: Number(needles ?? 0) * 2 ** 32 + bin,
    };
  },
};
