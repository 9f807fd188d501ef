/**
 * MRCR's chart in `report --html`: the mean grade against the token bin
 * (log scale, one step a bin), a line per needle count with its bootstrap
 * interval as whiskers (the report's shared `binLineChart`).
 *
 * @module
 */
import { binLineChart } from "../../report/render/bin_line_chart.ts";
import { TOKEN_BIN_BOUNDS, TOKEN_BIN_TICKS } from "../token_bins.ts";

/** One needle count's bin: its mean, interval and rows. */
export interface BinCell {
  needles: number;
  bin: number;
  mean: number;
  low: number;
  high: number;
  rows: number;
}

/** The chart of `cells`, as inline SVG with a caption. */
export function mrcrChart(cells: readonly BinCell[]): string {
  const needleCounts = [...new Set(cells.map((c) => c.needles))];
  return binLineChart({
    categories: TOKEN_BIN_TICKS,
    series: needleCounts.map((needles) => ({
      name: `${needles} needles`,
      points: cells.filter((c) => c.needles === needles).flatMap((c) => {
        const at = TOKEN_BIN_BOUNDS.indexOf(c.bin);
        return at < 0 ? [] : [{ at, mean: c.mean, low: c.low, high: c.high }];
      }),
    })),
    label: "MRCR mean grade by token bin",
    caption:
      "OpenAI-MRCR: mean grade by token bin (upper bound), 95% bootstrap intervals.",
  });
}
