/**
 * The HTML report's inline style sheet and table-sorting script: the page
 * loads nothing from elsewhere. A table's headers wrap where its box is
 * too narrow for them on one line (its data cells never do), so a table
 * is only as wide as its widest values; a cell of running text
 * (`td.prose`, a family's responses) wraps, an unbroken string in it
 * included; a table still wider than the page scrolls in its `.table-box`.
 * A heatmap's figure scrolls where the chart, scaled down as far as it
 * goes, is still too wide; its y axis's copy (`svg.axis-pin`,
 * pinned_axis.ts) stays at its left edge.
 */

/** The report's style sheet. */
export const STYLE = `
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px;color:#111;max-width:1400px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid #ddd;padding-bottom:4px}
.meta{color:#555}nav a{margin-right:12px}
dl{display:flex;flex-wrap:wrap;gap:4px 32px;margin:8px 0 12px}
dl div{display:flex;gap:8px;white-space:nowrap}dt{color:#555}dd{margin:0}
@media (max-width:720px){dl div{white-space:normal}}
figure.heatmap{margin:8px 0 16px;overflow-x:auto;max-width:100%}figure.heatmap svg{display:block}
figure.heatmap .chart{display:grid;width:fit-content}figure.heatmap .chart>svg{grid-area:1/1}
svg.axis-pin{position:sticky;left:0;align-self:start;background:white;pointer-events:none}figcaption{color:#555;font-size:12px}
@media (max-width:720px){body{margin:12px}}
.table-box{max-width:100%;overflow:auto;margin:0 0 8px}.table-box.cells{max-height:70vh;border:1px solid #ddd}
.table-box.cells table{border-style:hidden}h3{font-size:15px;margin:16px 0 6px}p.omitted{color:#8a4b00}
.axes{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
table{border-collapse:collapse;font-size:13px}caption{text-align:left;font-weight:600;padding:4px 0}
th,td{border:1px solid #ddd;padding:3px 8px;text-align:left;white-space:nowrap}th{white-space:normal}td.num{text-align:right;font-variant-numeric:tabular-nums}
table.sortable th{cursor:pointer;background:#f4f4f4;user-select:none;position:sticky;top:0;z-index:1;box-shadow:0 1px 0 #ddd}
th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
ol.failures li{margin:0 0 10px}code{overflow-wrap:anywhere}code.command{background:#f4f4f4;padding:1px 4px;user-select:all}
.details{color:#333;overflow-wrap:anywhere}.class{font-weight:600}q{font-family:ui-monospace,monospace;font-size:12px;word-break:break-all}
td.prose{white-space:normal;min-width:18em;overflow-wrap:anywhere}td.prose q{word-break:normal;overflow-wrap:anywhere}
`;

/**
 * Sorts `table.sortable` on a click or Enter on a header, and on load when the
 * address ends in `#sort=KEY` or `#sort=-KEY` (a header's `data-key`).
 */
export const SORT_SCRIPT = `
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
