/**
 * Graphwalks' section of `report`: the cards' table of each run and model
 * (graphwalks_table.ts) as text, with the dataset revision and files the
 * rows were built from (dataset_provenance.ts), as HTML with a line chart of mean F1
 * against the token bin per problem type (graphwalks_chart.ts), and as a
 * CSV table.
 *
 * @module
 */
import type { ComparisonRule } from "../../report/compare/comparison.ts";
import { escapeHtml } from "../../report/render/html_text.ts";
import type { ResultRow } from "../../report/read/read_results.ts";
import { provenanceLines } from "../dataset_provenance.ts";
import type { ReportSectionSource } from "../report_section.ts";
import { tokenBinLabel } from "../token_bins.ts";
import { graphwalksChart } from "./graphwalks_chart.ts";
import { GRAPHWALKS_HUB } from "./graphwalks_data.ts";
import {
  cellText,
  GRAPHWALKS_COLUMNS,
  type GraphwalksTable,
  graphwalksTables,
} from "./graphwalks_table.ts";

const SOURCE =
  `dataset ${GRAPHWALKS_HUB.repo}; each row's recipe records its file's sha256 (reconstruct checks it)`;

function tableText(table: GraphwalksTable, rows: readonly ResultRow[]): string {
  const head = ["bin", ...table.types];
  const lines = GRAPHWALKS_COLUMNS.map((column, at) => [
    column.label,
    ...table.types.map((type) => cellText(table.cells[type]![at]!)),
  ]);
  const widths = head.map((_, i) =>
    Math.max(...[head, ...lines].map((line) => line[i]!.length))
  );
  const pad = (line: string[]) =>
    line.map((cell, i) => cell.padEnd(widths[i]!)).join("  ").trimEnd();
  return [
    `Graphwalks · ${table.run_name} · ${table.model_id}: mean F1 (95% bootstrap CI) n=rows, by problem type and token bin; ${SOURCE}`,
    `  ${pad(head)}`,
    ...lines.map((line) => `  ${pad(line)}`),
    ...provenanceLines(
      rows.filter((row) =>
        row.run_name === table.run_name && row.model_id === table.model_id
      ),
    ),
  ].join("\n") + "\n";
}

function tableHtml(table: GraphwalksTable): string {
  const head = ["bin", ...table.types].map((cell) =>
    `<th>${escapeHtml(cell)}</th>`
  ).join("");
  const body = GRAPHWALKS_COLUMNS.map((column, at) =>
    `<tr><th>${escapeHtml(column.label)}</th>${
      table.types.map((type) =>
        `<td>${escapeHtml(cellText(table.cells[type]![at]!))}</td>`
      ).join("")
    }</tr>`
  ).join("");
  return `<section class="graphwalks"><h3>Graphwalks: mean F1 by problem type and token bin</h3>${
    graphwalksChart(table)
  }<div style="overflow-x:auto"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div><p>${
    escapeHtml(SOURCE)
  }</p></section>`;
}

function tablesCsv(tables: readonly GraphwalksTable[]): string {
  const lines = ["run_name,model_id,problem_type,bin,mean_f1,low,high,rows"];
  for (const table of tables) {
    for (const type of table.types) {
      GRAPHWALKS_COLUMNS.forEach((column, at) => {
        const cell = table.cells[type]![at]!;
        lines.push(
          [
            table.run_name,
            table.model_id,
            type,
            column.label,
            cell.mean ?? "",
            cell.low ?? "",
            cell.high ?? "",
            cell.rows,
          ].map((value) => JSON.stringify(String(value))).join(","),
        );
      });
    }
  }
  return lines.join("\n") + "\n";
}

/** The section `graphwalks_family.ts` declares. */
export const graphwalksSection: ReportSectionSource = {
  name: "graphwalks",
  taskTypes: ["graphwalks"],
  make({ rows }) {
    const tables = graphwalksTables(rows);
    return {
      text: tables.map((table) => tableText(table, rows)).join(""),
      html(run) {
        const table = tables.find((t) =>
          t.run_name === run.run_name && t.model_id === run.model_id
        );
        return table === undefined ? "" : tableHtml(table);
      },
      csv: tablesCsv(tables),
    };
  },
};

/**
 * How `compare` pairs Graphwalks rows: by grid point (bin and problem
 * type), sample and seed, which is the same dataset row on both sides when
 * both runs read the same files with the same seed (a row's draw depends
 * on nothing else); each bin and type is tested on its own pairs, in
 * the heatmap and a line each with the interval of B − A.
 */
export const graphwalksComparison: ComparisonRule = {
  taskTypes: ["graphwalks"],
  pairsWith: [],
  note:
    "Graphwalks rows pair by token bin, problem type, sample and seed: the same dataset row when both runs read the same files with the same seed",
  groupOf(params) {
    const bin = Number(params["context_length"]);
    const type = params["problem_type"];
    return {
      label: `${type === undefined ? "" : `${type}, `}${tokenBinLabel(bin)}`,
      order: (type === "parents" ? 1 : 0) * 2 ** 32 + bin,
    };
  },
};
