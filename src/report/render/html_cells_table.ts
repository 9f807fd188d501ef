/**
 * The HTML report's "All grid points" tables: one sortable table per set of
 * axis columns, so runs of different tasks do not share empty columns.
 */
import { formatValue } from "./axes.ts";
import {
  breakdown,
  capped,
  ciText,
  escapeHtml as e,
  fixed,
  numCell,
  pct,
} from "./html_text.ts";
import type { ReportTable, TableLine } from "./report_table.ts";

/** One "All grid points" table: the runs that share its axis columns. */
interface CellTable {
  columns: string[];
  lines: TableLine[];
  runs: string[];
}

/**
 * The grid points split by the axes their runs have, so a uuid run's table
 * has no empty mode, hint or k columns beside a patterned run's.
 */
function cellTablesOf(table: ReportTable): CellTable[] {
  const cells = table.lines.filter((l) => l.level === "cell");
  const groupKey = (l: TableLine) =>
    JSON.stringify([l.run_name, l.model_id, l.task_type]);
  const axesOf = new Map<string, Set<string>>();
  for (const l of cells) {
    const names = axesOf.get(groupKey(l)) ?? new Set<string>();
    for (const name of Object.keys(l.params)) names.add(name);
    axesOf.set(groupKey(l), names);
  }
  const tables = new Map<string, CellTable>();
  for (const l of cells) {
    const names = axesOf.get(groupKey(l))!;
    const columns = table.axisNames.filter((n) => names.has(n));
    const key = JSON.stringify(columns);
    let entry = tables.get(key);
    if (entry === undefined) {
      entry = { columns, lines: [], runs: [] };
      tables.set(key, entry);
    }
    entry.lines.push(l);
    const run = `${l.run_name} · ${l.model_id}`;
    if (entry.runs[entry.runs.length - 1] !== run) {
      if (!entry.runs.includes(run)) entry.runs.push(run);
    }
  }
  return [...tables.values()];
}

function cellRow(l: TableLine, columns: readonly string[]): string {
  return `<tr><td>${e(l.run_name)}</td><td>${e(l.model_id)}</td>${
    columns.map((n) => {
      if (!(n in l.params)) return `<td data-v=""></td>`;
      const v = l.params[n] ?? null;
      return `<td data-v="${
        e(typeof v === "number" ? String(v) : formatValue(v))
      }">${e(formatValue(v))}</td>`;
    }).join("")
  }${numCell(l.rows)}${numCell(l.answered)}${numCell(l.mean, fixed(l.mean))}${
    numCell(l.std, fixed(l.std))
  }${
    numCell(
      l.ci_low,
      l.mean === null ? "–" : ciText(l),
    )
  }${numCell(l.mean_parseable, fixed(l.mean_parseable))}${
    numCell(l.invalid_rate, `${pct(l.invalid_rate)}${breakdown(l.classes)}`)
  }${numCell(l.input_tokens)}${numCell(l.output_tokens)}${
    numCell(l.cost_usd, l.cost_usd === null ? "–" : l.cost_usd.toFixed(4))
  }</tr>`;
}

function cellsTable(t: CellTable, id: string, captioned: boolean): string {
  const heads: [string, string][] = [
    ["run", "run"],
    ["model", "model"],
    ...t.columns.map((n): [string, string] => [n, n]),
    ["rows", "rows"],
    ["answered", "answered"],
    ["mean", "mean"],
    ["std", "std"],
    ["ci_low", "95% CI"],
    ["mean_parseable", "parseable mean"],
    ["invalid", "invalid"],
    ["input_tokens", "input tokens"],
    ["output_tokens", "output tokens"],
    ["cost", "cost (USD)"],
  ];
  const [lines, note] = capped(t.lines, "grid points");
  return `${
    captioned ? `<h3>${e(t.runs.join(", "))}</h3>\n` : ""
  }<div class="table-box cells"><table id="${id}" class="sortable"><thead><tr>${
    heads.map(([key, label]) =>
      `<th data-key="${e(key)}" aria-sort="none">${e(label)}</th>`
    ).join("")
  }</tr></thead><tbody>
${lines.map((l) => cellRow(l, t.columns)).join("\n")}
</tbody></table></div>${note}`;
}

/** The "All grid points" tables, one per set of axis columns. */
export function cellsTables(table: ReportTable): string {
  const tables = cellTablesOf(table);
  return tables.map((t, i) =>
    cellsTable(t, i === 0 ? "cells" : `cells-${i + 1}`, tables.length > 1)
  ).join("\n");
}
