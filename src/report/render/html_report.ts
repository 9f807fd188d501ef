/**
 * The HTML report: one self-contained file (no network, no external files)
 * holding each run's summary, effective context length and heatmaps as
 * inline SVG, per-axis tables, a sortable table of every grid point (a few
 * lines of inline script; `#sort=mean` or `#sort=-mean` in the address sorts
 * it on load), and the failures, each with the `reconstruct` command
 * that rebuilds the exact prompt.
 */
import type {
  Aggregate,
  FailureEntry,
  GroupAggregate,
} from "../aggregate/aggregate.ts";
import { type StatsSummary, summarise } from "../stats/cell_stats.ts";
import { formatValue } from "./axes.ts";
import {
  describeEffectiveLength,
  type EffectiveLength,
} from "../stats/effective_length.ts";
import {
  MODEL_FAILURE_CLASSES,
  NO_ANSWER_CLASSES,
} from "../stats/failure_classes.ts";
import { SORT_SCRIPT, STYLE } from "./html_report_assets.ts";
import { cellsTables } from "./html_cells_table.ts";
import {
  breakdown,
  capped,
  ciText,
  count,
  escapeHtml,
  fixed,
  pct,
  shellQuote,
  usd,
} from "./html_text.ts";

const e = escapeHtml;
import type { AxisValue } from "../read/read_results.ts";
import type { ReportTable, TableLine } from "./report_table.ts";
import { wordFor } from "../../counted.ts";
import { ciName } from "../stats/score_interval.ts";
import { configsNote } from "./run_summary.ts";

/** A rendered heatmap of a group. */
export interface ReportHeatmap {
  caption: string;
  /** The chart's HTML: its SVG (and its pinned y axis, `pinned_axis.ts`). */
  svg: string;
}

/** What the report shows about one (run, model, task). */
export interface ReportSection {
  group: GroupAggregate;
  heatmaps: ReportHeatmap[];
  effective: EffectiveLength | null;
  /** Why the heatmaps were left out (too many cells to lay out). */
  heatmapOmitted?: string;
  /** HTML the families' report sections add to the run (a judge audit). */
  extra?: string;
}

/** Everything the HTML report is made from. */
interface HtmlReportInput {
  title: string;
  aggregate: Aggregate;
  table: ReportTable;
  sections: ReportSection[];
  /**
   * The words that start a niah command where the reader runs it (`niah`,
   * `deno task niah`, ...), for the failures' reconstruct commands.
   */
  invocation?: string;
}

/**
 * The command that rebuilds a failure's prompt; `invocation` starts it (how
 * the reader runs niah). niah's rows are picked by cell id; the NIAH
 * reference's by line from 0, as that tool counts them (a file with a blank line
 * cannot be rebuilt, so its rows are its lines).
 */
export function reconstructCommand(
  failure: FailureEntry,
  invocation = "niah",
): string {
  const file = shellQuote(failure.source);
  return failure.cell_id !== null
    ? `${invocation} reconstruct ${file} --cell ${shellQuote(failure.cell_id)}`
    : `${invocation} reconstruct ${file} --row ${failure.row - 1}`;
}

function meanWithInterval(s: StatsSummary): string {
  return s.mean === null
    ? "no answers"
    : `${fixed(s.mean)} (95% ${ciName(s.interval)} ${fixed(s.low)}–${
      fixed(s.high)
    })`;
}

function paramText(params: Record<string, AxisValue>): string {
  return Object.entries(params).map(([k, v]) => `${k}=${formatValue(v)}`)
    .join(" ");
}

function sectionId(index: number): string {
  return `run-${index + 1}`;
}

/** The per-axis tables of a run's section. */
function axisTablesOf(g: ReportSection["group"], table: ReportTable): string {
  const axisLines = table.lines.filter((l) =>
    l.level === "axis" && l.run_name === g.run_name &&
    l.model_id === g.model_id && l.task_type === g.task_type
  );
  const byAxis = new Map<string, TableLine[]>();
  for (const l of axisLines) {
    const lines = byAxis.get(l.axis);
    if (lines === undefined) byAxis.set(l.axis, [l]);
    else lines.push(l);
  }
  return [...byAxis].map(([axis, all]) => {
    const [lines, note] = capped(all, `values of ${e(axis)}`);
    return `<div class="table-box"><table class="axis"><caption>by ${
      e(axis)
    }</caption><thead><tr><th>${
      e(axis)
    }</th><th>rows</th><th>mean</th><th>95% CI</th><th>parseable mean</th><th>invalid</th></tr></thead><tbody>${
      lines.map((l) =>
        `<tr><td>${
          e(formatValue(l.params[axis] ?? null))
        }</td><td class="num">${count(l.rows)}</td><td class="num">${
          fixed(l.mean)
        }</td><td class="num">${
          l.mean === null ? "–" : ciText(l)
        }</td><td class="num">${fixed(l.mean_parseable)}</td><td class="num">${
          pct(l.invalid_rate)
        }</td></tr>`
      ).join("")
    }</tbody></table></div>${note}`;
  }).join("\n");
}

/** The note on configs that share a run name, as HTML, or "". */
function configsHtml(g: ReportSection["group"]): string {
  const note = configsNote(g);
  return note === undefined ? "" : ` · ${e(note)}`;
}

/** The summary items of a run's section: label, then HTML. */
function summaryItems(g: ReportSection["group"]): [string, string][] {
  const total = summarise(g.total);
  const t = g.total;
  const items: [string, string][] = [
    ["task", e(g.task_type)],
    [
      "rows",
      `${count(t.rows)} (${count(total.answered)} answered, ${
        count(t.valid)
      } parseable)${
        g.schemas.has("reference") ? " · includes rows of the Python tool" : ""
      }${configsHtml(g)}`,
    ],
    ["mean score", e(meanWithInterval(total))],
    ["parseable mean", e(fixed(total.meanParseable))],
    [
      "model failures",
      e(
        `${count(total.answered - t.valid)}${
          breakdown(t.classes, MODEL_FAILURE_CLASSES)
        }, scored 0`,
      ),
    ],
  ];
  if (total.missing > 0) {
    items.push([
      "incomplete",
      e(
        `${count(total.missing)} ${
          wordFor(total.missing, "row")
        } without an answer${
          breakdown(t.classes, NO_ANSWER_CLASSES)
        }, left out of the means; run again to fill them`,
      ),
    ]);
  }
  items.push(
    [
      "tokens",
      e(
        `${count(t.inputTokens)} input, ${count(t.outputTokens)} output${
          t.reasoningTokens > 0
            ? ` (${count(t.reasoningTokens)} reasoning)`
            : ""
        }`,
      ),
    ],
    ["cost", e(usd(t.costRows > 0 ? t.costUsd : null))],
  );
  return items;
}

function section(s: ReportSection, index: number, table: ReportTable): string {
  const g = s.group;
  const items = summaryItems(g);
  const figures = s.heatmapOmitted !== undefined
    ? `<p class="omitted">No heatmap: ${
      e(s.heatmapOmitted)
    }. The tables below hold the numbers.</p>`
    : s.heatmaps.map((h) =>
      `<figure class="heatmap">${h.svg}<figcaption>${
        e(h.caption)
      }</figcaption></figure>`
    ).join("\n");
  const axisTables = axisTablesOf(g, table);
  return `<section class="run" id="${sectionId(index)}">
<h2>${e(g.run_name)} · ${e(g.model_id)}</h2>
<dl>${
    items.map(([k, v]) => `<div><dt>${e(k)}</dt><dd>${v}</dd></div>`).join("")
  }</dl>
${
    s.effective
      ? `<p class="effective"><strong>Effective context length</strong> (mean score ≥ ${s.effective.threshold} at every length up to it): ${
        e(describeEffectiveLength(s.effective))
      }</p>`
      : ""
  }
${figures}
${s.extra ?? ""}
${axisTables ? `<div class="axes">${axisTables}</div>` : ""}
</section>`;
}

function failuresList(aggregate: Aggregate, invocation: string): string {
  if (aggregate.failureCount === 0) {
    return "<p>Every row ended ok.</p>";
  }
  const shown = aggregate.failures.length;
  const head = `<p>${count(aggregate.failureCount)} ${
    wordFor(aggregate.failureCount, "row")
  } did not end ok${
    shown < aggregate.failureCount
      ? `; the first ${count(shown)} are listed`
      : ""
  }. Each command rebuilds the exact prompt the model received.</p>`;
  const items = aggregate.failures.map((f) => {
    const command = reconstructCommand(f, invocation);
    const details = [
      `<span class="class">${e(f.failure_class)}</span>`,
      `${e(f.run_name)} · ${e(f.model_id)}`,
      e(paramText(f.params)),
      f.sample_index !== null ? `sample ${f.sample_index}` : "",
      f.seed !== null ? `seed ${e(formatValue(f.seed))}` : "",
      f.score !== null ? `score ${fixed(f.score, 2)}` : "",
      f.cell_id === null
        ? "a Python-tool row: add --haystack DIR if its haystack folder is not where it was"
        : "",
    ].filter((part) => part !== "").join(" · ");
    const text = [
      f.expected !== "" ? `<div>expected: <q>${e(f.expected)}</q></div>` : "",
      f.response !== "" ? `<div>response: <q>${e(f.response)}</q></div>` : "",
      f.error !== "" ? `<div>error: ${e(f.error)}</div>` : "",
    ].join("");
    return `<li><code class="command">${
      e(command)
    }</code><div class="details">${details}</div>${text}</li>`;
  }).join("\n");
  return `${head}<ol class="failures">
${items}
</ol>`;
}

/** The report as one HTML document. */
export function htmlReport(input: HtmlReportInput): string {
  const { aggregate, table } = input;
  const files = aggregate.files.map((f) =>
    `<code>${e(f.source)}</code> (${count(f.rows)} rows)`
  ).join(", ");
  const nav = input.sections.map((s, i) =>
    `<a href="#${sectionId(i)}">${e(s.group.run_name)} · ${
      e(s.group.model_id)
    }</a>`
  ).join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(input.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${e(input.title)}</h1>
<p class="meta">${count(aggregate.rows)} rows from ${files}${
    aggregate.superseded > 0
      ? `; ${
        count(aggregate.superseded)
      } error rows were replaced by later rows of the same cell`
      : ""
  }. Mean scores count the model's failed answers (${
    [...MODEL_FAILURE_CLASSES].join(", ")
  }) as 0, as the reference tools do; rows without an answer (${
    [...NO_ANSWER_CLASSES].join(", ")
  }) are left out, drawn grey, and mark a run incomplete. The parseable mean is over ok and wrong answers only.</p>
<nav>${nav}</nav>
${input.sections.map((s, i) => section(s, i, table)).join("\n")}
<h2 id="grid">All grid points</h2>
<p class="meta">Click a column to sort.</p>
${cellsTables(table)}
<h2 id="failures">Failures</h2>
${failuresList(aggregate, input.invocation ?? "niah")}
<script>${SORT_SCRIPT}</script>
</body>
</html>
`;
}
