/**
 * The HTML report: one self-contained file (no network, no external files)
 * holding each run's summary, effective context length and heatmaps as
 * inline SVG, per-axis tables, a sortable table of every grid point (a few
 * lines of inline script; `#sort=mean` or `#sort=-mean` in the address sorts
 * it on load), and the failures, each with the `niah reconstruct` command
 * that rebuilds the exact prompt.
 */
import type {
  Aggregate,
  FailureEntry,
  GroupAggregate,
  StatsSummary,
} from "./aggregate.ts";
import { summarise } from "./aggregate.ts";
import { formatValue } from "./axes.ts";
import {
  describeEffectiveLength,
  type EffectiveLength,
} from "./effective_length.ts";
import { INVALID_CLASSES } from "./failure_classes.ts";
import type { AxisValue } from "./read_results.ts";
import type { ReportTable, TableLine } from "./report_table.ts";

/** A rendered heatmap of a group. */
export interface ReportHeatmap {
  caption: string;
  svg: string;
}

/** What the report shows about one (run, model, task). */
export interface ReportSection {
  group: GroupAggregate;
  heatmaps: ReportHeatmap[];
  effective: EffectiveLength | null;
}

/** Everything the HTML report is made from. */
export interface HtmlReportInput {
  title: string;
  aggregate: Aggregate;
  table: ReportTable;
  sections: ReportSection[];
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) =>
      c === "&"
        ? "&amp;"
        : c === "<"
        ? "&lt;"
        : c === ">"
        ? "&gt;"
        : c === '"'
        ? "&quot;"
        : "&#39;",
  );
}

/** Quotes a word for a POSIX shell when it needs quoting. */
export function shellQuote(word: string): string {
  return /^[A-Za-z0-9_./:=@%+,-]+$/.test(word)
    ? word
    : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** The command that rebuilds a failure's prompt, or null for foreign rows. */
export function reconstructCommand(failure: FailureEntry): string | null {
  return failure.cell_id !== null
    ? `niah reconstruct ${shellQuote(failure.source)} --cell ${
      shellQuote(failure.cell_id)
    }`
    : null;
}

const e = escapeHtml;

function fixed(value: number | null, digits = 3): string {
  return value === null ? "–" : value.toFixed(digits);
}

function pct(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

function usd(value: number | null): string {
  return value === null ? "unknown (no pricing)" : `$${value.toFixed(4)}`;
}

function count(n: number): string {
  return n.toLocaleString("en-US");
}

function invalidBreakdown(classes: Record<string, number>): string {
  const parts = Object.entries(classes)
    .filter(([cls, n]) => INVALID_CLASSES.has(cls) && n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([cls, n]) => `${count(n)} ${cls}`);
  return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}

function meanWithInterval(s: StatsSummary): string {
  return s.mean === null
    ? "no valid answers"
    : `${fixed(s.mean)} (95% CI ${fixed(s.low)}–${fixed(s.high)})`;
}

function paramText(params: Record<string, AxisValue>): string {
  return Object.entries(params).map(([k, v]) => `${k}=${formatValue(v)}`)
    .join(" ");
}

function sectionId(index: number): string {
  return `run-${index + 1}`;
}

function numCell(value: number | null, text?: string): string {
  return `<td class="num" data-v="${value ?? ""}">${
    e(text ?? (value === null ? "–" : String(value)))
  }</td>`;
}

function section(s: ReportSection, index: number, table: ReportTable): string {
  const g = s.group;
  const total = summarise(g.total);
  const t = g.total;
  const items: [string, string][] = [
    ["task", e(g.task_type)],
    [
      "rows",
      `${count(t.rows)} (${count(t.valid)} valid answers)${
        g.schemas.has("python") ? " · includes rows of the Python tool" : ""
      }`,
    ],
    ["mean score", e(meanWithInterval(total))],
    [
      "invalid",
      e(`${pct(total.invalidRate)}${invalidBreakdown(t.classes)}`),
    ],
    [
      "mean, invalid as 0",
      e(fixed(total.meanInvalidAsZero)),
    ],
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
  ];
  const figures = s.heatmaps.map((h) =>
    `<figure class="heatmap">${h.svg}<figcaption>${
      e(h.caption)
    }</figcaption></figure>`
  ).join("\n");
  const axisLines = table.lines.filter((l) =>
    l.level === "axis" && l.run_name === g.run_name &&
    l.model_id === g.model_id && l.task_type === g.task_type
  );
  const byAxis = new Map<string, TableLine[]>();
  for (const l of axisLines) {
    byAxis.set(l.axis, [...(byAxis.get(l.axis) ?? []), l]);
  }
  const axisTables = [...byAxis].map(([axis, lines]) =>
    `<table class="axis"><caption>by ${e(axis)}</caption><thead><tr><th>${
      e(axis)
    }</th><th>rows</th><th>mean</th><th>95% CI</th><th>invalid</th></tr></thead><tbody>${
      lines.map((l) =>
        `<tr><td>${
          e(formatValue(l.params[axis] ?? null))
        }</td><td class="num">${count(l.rows)}</td><td class="num">${
          fixed(l.mean)
        }</td><td class="num">${
          l.mean === null
            ? "–"
            : `${fixed(l.wilson_low)}–${fixed(l.wilson_high)}`
        }</td><td class="num">${pct(l.invalid_rate)}</td></tr>`
      ).join("")
    }</tbody></table>`
  ).join("\n");
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
${axisTables ? `<div class="axes">${axisTables}</div>` : ""}
</section>`;
}

function cellsTable(table: ReportTable): string {
  const cells = table.lines.filter((l) => l.level === "cell");
  const heads: [string, string][] = [
    ["run", "run"],
    ["model", "model"],
    ...table.axisNames.map((n): [string, string] => [n, n]),
    ["rows", "rows"],
    ["valid", "valid"],
    ["mean", "mean"],
    ["std", "std"],
    ["ci_low", "95% CI"],
    ["invalid", "invalid"],
    ["input_tokens", "input tokens"],
    ["output_tokens", "output tokens"],
    ["cost", "cost (USD)"],
  ];
  const body = cells.map((l) =>
    `<tr><td>${e(l.run_name)}</td><td>${e(l.model_id)}</td>${
      table.axisNames.map((n) => {
        if (!(n in l.params)) return `<td data-v=""></td>`;
        const v = l.params[n] ?? null;
        return `<td data-v="${
          e(typeof v === "number" ? String(v) : formatValue(v))
        }">${e(formatValue(v))}</td>`;
      }).join("")
    }${numCell(l.rows)}${numCell(l.valid)}${numCell(l.mean, fixed(l.mean))}${
      numCell(l.std, fixed(l.std))
    }${
      numCell(
        l.wilson_low,
        l.mean === null
          ? "–"
          : `${fixed(l.wilson_low)}–${fixed(l.wilson_high)}`,
      )
    }${
      numCell(
        l.invalid_rate,
        `${pct(l.invalid_rate)}${invalidBreakdown(l.classes)}`,
      )
    }${numCell(l.input_tokens)}${numCell(l.output_tokens)}${
      numCell(l.cost_usd, l.cost_usd === null ? "–" : l.cost_usd.toFixed(4))
    }</tr>`
  ).join("\n");
  return `<table id="cells" class="sortable"><thead><tr>${
    heads.map(([key, label]) =>
      `<th data-key="${e(key)}" aria-sort="none">${e(label)}</th>`
    ).join("")
  }</tr></thead><tbody>
${body}
</tbody></table>`;
}

function failuresList(aggregate: Aggregate): string {
  if (aggregate.failureCount === 0) {
    return "<p>Every row ended ok.</p>";
  }
  const shown = aggregate.failures.length;
  const head = `<p>${count(aggregate.failureCount)} row${
    aggregate.failureCount === 1 ? "" : "s"
  } did not end ok${
    shown < aggregate.failureCount
      ? `; the first ${count(shown)} are listed`
      : ""
  }. Each command rebuilds the exact prompt the model received.</p>`;
  const items = aggregate.failures.map((f) => {
    const command = reconstructCommand(f);
    const details = [
      `<span class="class">${e(f.failure_class)}</span>`,
      `${e(f.run_name)} · ${e(f.model_id)}`,
      e(paramText(f.params)),
      f.sample_index !== null ? `sample ${f.sample_index}` : "",
      f.seed !== null ? `seed ${e(formatValue(f.seed))}` : "",
      f.score !== null ? `score ${fixed(f.score, 2)}` : "",
    ].filter((part) => part !== "").join(" · ");
    const text = [
      f.expected !== "" ? `<div>expected: <q>${e(f.expected)}</q></div>` : "",
      f.response !== "" ? `<div>response: <q>${e(f.response)}</q></div>` : "",
      f.error !== "" ? `<div>error: ${e(f.error)}</div>` : "",
    ].join("");
    return `<li><code class="command">${
      command === null
        ? `${
          e(shellQuote(f.source))
        } row ${f.row} (a Python-tool row; niah cannot rebuild it)`
        : e(command)
    }</code><div class="details">${details}</div>${text}</li>`;
  }).join("\n");
  return `${head}<ol class="failures">
${items}
</ol>`;
}

const STYLE = `
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px;color:#111;max-width:1400px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid #ddd;padding-bottom:4px}
.meta{color:#555}nav a{margin-right:12px}
dl{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:4px 16px;margin:8px 0 12px}
dl div{display:flex;gap:8px}dt{color:#555;min-width:90px}dd{margin:0}
figure.heatmap{margin:8px 0 16px;overflow-x:auto}figcaption{color:#555;font-size:12px}
.axes{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
table{border-collapse:collapse;font-size:13px}caption{text-align:left;font-weight:600;padding:4px 0}
th,td{border:1px solid #ddd;padding:3px 8px;text-align:left;white-space:nowrap}td.num{text-align:right;font-variant-numeric:tabular-nums}
table.sortable th{cursor:pointer;background:#f4f4f4;user-select:none;position:sticky;top:0}
th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
ol.failures li{margin:0 0 10px}code.command{background:#f4f4f4;padding:1px 4px;user-select:all}
.details{color:#333}.class{font-weight:600}q{font-family:ui-monospace,monospace;font-size:12px;word-break:break-all}
`;

const SCRIPT = `
(() => {
  for (const table of document.querySelectorAll("table.sortable")) {
    const heads = [...table.tHead.rows[0].cells];
    const key = (row, i) => { const c = row.cells[i]; return c.dataset.v ?? c.textContent; };
    const sort = (index, descending) => {
      const rows = [...table.tBodies[0].rows];
      const numeric = rows.every((r) => key(r, index) === "" || !isNaN(Number(key(r, index))));
      rows.sort((a, b) => {
        const x = key(a, index), y = key(b, index);
        if (x === "" || y === "") return (x === "") - (y === "");
        const d = numeric ? Number(x) - Number(y) : x.localeCompare(y, undefined, { numeric: true });
        return descending ? -d : d;
      });
      table.tBodies[0].append(...rows);
      heads.forEach((h, i) => h.setAttribute("aria-sort", i === index ? (descending ? "descending" : "ascending") : "none"));
    };
    heads.forEach((head, index) => {
      head.tabIndex = 0;
      const toggle = () => sort(index, head.getAttribute("aria-sort") === "ascending");
      head.addEventListener("click", toggle);
      head.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); toggle(); } });
    });
    const asked = /^#sort=(-?)(.+)$/.exec(location.hash);
    const at = asked ? heads.findIndex((h) => h.dataset.key === decodeURIComponent(asked[2])) : -1;
    if (at >= 0) sort(at, asked[1] === "-");
    table.dataset.sortable = "ready";
  }
})();
`;

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
  }. Means are over valid answers; invalid answers (${
    [...INVALID_CLASSES].join(", ")
  }) are counted apart and drawn grey.</p>
<nav>${nav}</nav>
${input.sections.map((s, i) => section(s, i, table)).join("\n")}
<h2 id="grid">All grid points</h2>
<p class="meta">Click a column to sort.</p>
${cellsTable(table)}
<h2 id="failures">Failures</h2>
${failuresList(aggregate)}
<script>${SCRIPT}</script>
</body>
</html>
`;
}
