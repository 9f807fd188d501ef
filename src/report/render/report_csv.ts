/**
 * The report table as CSV (RFC 4180, written by `csv-stringify`): one
 * column per axis, stable statistic columns (`mean` is the headline mean,
 * model failures as 0 and rows without an answer left out, over `answered`
 * rows; `mean_parseable` is over the `valid` rows), and a column per failure
 * class counting rows, so spreadsheets and scripts can pick up where niah stops.
 * The mean's 95% interval is in `wilson_low`/`wilson_high` where every score
 * is 0 or 1; where some are not (partial credit, similarities), the table
 * gains `bootstrap_low`/`bootstrap_high` after them, and such a line's
 * interval is there (a percentile bootstrap, seeded) and its Wilson cells
 * are empty.
 * Text cells that a spreadsheet would run as a formula (starting with `=`,
 * `+`, `-`, `@`, tab or carriage return: run names, model ids and axis values
 * come from results files anyone can write) are prefixed with `'`, as OWASP
 * advises (csv-stringify's `escape_formulas`); numbers stay numbers.
 */
import { stringify } from "csv-stringify/sync";
import type { ReportTable } from "./report_table.ts";

/** Rounds to 6 decimals so files diff cleanly; null stays empty. */
function numberCell(value: number | null): string | number {
  return value === null ? "" : Math.round(value * 1e6) / 1e6;
}

/** The CSV text of a report table, header first. */
export function reportCsv(table: ReportTable): string {
  const bootstrap = table.lines.some((line) => line.interval === "bootstrap");
  const ci = (line: ReportTable["lines"][number], method: string) =>
    line.interval === method
      ? [numberCell(line.ci_low), numberCell(line.ci_high)]
      : ["", ""];
  const header = [
    "run_name",
    "model_id",
    "task_type",
    "level",
    "axis",
    ...table.axisNames,
    "rows",
    "answered",
    "missing",
    "valid",
    "mean",
    "std",
    "wilson_low",
    "wilson_high",
    ...(bootstrap ? ["bootstrap_low", "bootstrap_high"] : []),
    "mean_parseable",
    "invalid_rate",
    ...table.classes.map((cls) => `n_${cls}`),
    "input_tokens",
    "output_tokens",
    "reasoning_tokens",
    "mean_context_tokens",
    "cost_usd",
  ];
  const records = table.lines.map((line) => [
    line.run_name,
    line.model_id,
    line.task_type,
    line.level,
    line.axis,
    ...table.axisNames.map((name) => {
      if (!(name in line.params)) return "";
      const value = line.params[name];
      if (value === null || value === undefined) return "";
      // Numbers go in as numbers, so escape_formulas leaves -0.5 alone.
      return typeof value === "number" ? value : String(value);
    }),
    line.rows,
    line.answered,
    line.missing,
    line.valid,
    numberCell(line.mean),
    numberCell(line.std),
    ...ci(line, "wilson"),
    ...(bootstrap ? ci(line, "bootstrap") : []),
    numberCell(line.mean_parseable),
    numberCell(line.invalid_rate),
    ...table.classes.map((cls) => line.classes[cls] ?? 0),
    line.input_tokens,
    line.output_tokens,
    line.reasoning_tokens,
    numberCell(line.mean_context_tokens),
    numberCell(line.cost_usd),
  ]);
  return stringify([header, ...records], { escape_formulas: true });
}
