/**
 * The line chart of `report --html`'s Graphwalks section: mean F1 against
 * the token bin, one line per problem type (the report's shared
 * `binLineChart`).
 *
 * @module
 */
import { binLineChart } from "../../report/render/bin_line_chart.ts";
import { TOKEN_BIN_TICKS } from "../token_bins.ts";
import type { GraphwalksTable } from "./graphwalks_table.ts";

/** The chart of one run and model's table. */
export function graphwalksChart(table: GraphwalksTable): string {
  return binLineChart({
    categories: TOKEN_BIN_TICKS,
    series: table.types.map((type) => ({
      name: type,
      points: table.cells[type]!.slice(0, TOKEN_BIN_TICKS.length)
        .flatMap((cell, at) =>
          cell.mean === null ? [] : [{ at, mean: cell.mean }]
        ),
    })),
    label: "Graphwalks mean F1 by token bin",
    axisTitle: "token bin (upper bound, o200k_base)",
  });
}
