/**
 * The HTML report's layout in headless Chromium at 1400 px: a report of an
 * all-error run, a NIAH grid, a patterned run with categorical axes and a
 * sweep of 40 lengths. A script added to a copy of the page measures the
 * laid-out boxes and writes them into the DOM, which the test reads back:
 * no text spills out of a heatmap cell or runs into another, x labels tilt
 * only when they would collide, heatmaps use the width there is, the page
 * never scrolls sideways, the grid-point tables scroll in their own boxes
 * under a sticky header with only their runs' axis columns, and no summary
 * item wraps. Screenshots are kept in `out/test-screenshots/` (git-ignored).
 */
import assert from "node:assert/strict";
import { repoRoot, runNiah } from "../../support/hosted_niah.ts";
import { runChromium } from "../../support/chromium.ts";
import { decodePng } from "../decode_png.ts";
import { niahGrid, niahRow, writeRows } from "../synthetic_rows.ts";

const skip = Deno.env.get("NIAH_SKIP_BROWSER_TESTS") === "1";
const SHOTS = `${repoRoot}out/test-screenshots`;
const WIDTH = 1400;

/** Runs in the page: measures the layout and writes it as JSON into #layout. */
const MEASURE = `
(() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return { l: r.left, t: r.top, r: r.right, b: r.bottom, w: r.width, h: r.height }; };
  const overlap = (a, b) => a.l < b.r - 0.5 && b.l < a.r - 0.5 && a.t < b.b - 0.5 && b.t < a.b - 0.5;
  const inside = (a, b) => a.l >= b.l - 1 && a.r <= b.r + 1 && a.t >= b.t - 1 && a.b <= b.b + 1;
  const heatmaps = [...document.querySelectorAll("figure.heatmap svg.marks")].map((svg) => {
    const cells = [...svg.querySelectorAll('g.mark-rect[class*="layer_"] path')].map(box);
    const texts = [...svg.querySelectorAll('g.mark-text[class*="layer_"] text')].filter((t) => t.textContent !== "").map((t) => ({ text: t.textContent, ...box(t) }));
    const labels = [...svg.querySelectorAll("g.role-axis-label text")];
    const xLabels = labels.filter((t) => t.closest("g.role-axis").getAttribute("aria-label")?.startsWith("X-axis"));
    const problems = [];
    for (const t of texts) {
      const cx = (t.l + t.r) / 2, cy = (t.t + t.b) / 2;
      const cell = cells.find((c) => cx >= c.l && cx <= c.r && cy >= c.t && cy <= c.b);
      if (!cell) problems.push("text outside every cell: " + t.text);
      else if (!inside(t, cell)) problems.push("text spills out of its cell: " + t.text + " " + t.w.toFixed(1) + " in " + cell.w.toFixed(1));
    }
    for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
      if (overlap(texts[i], texts[j])) problems.push("texts overlap: " + texts[i].text + " / " + texts[j].text);
    }
    const angle = (l) => Number(/rotate\\((-?[\\d.]+)/.exec(l.getAttribute("transform") ?? "")?.[1] ?? 0);
    const tiltedLabels = xLabels.filter((l) => angle(l) !== 0);
    // Tilted labels: their bounding boxes overlap by design; the glyphs do
    // not when neighbours are a font height apart across the slant.
    const anchors = tiltedLabels.map((l) => ({ text: l.textContent, x: Number(/translate\\((-?[\\d.]+)/.exec(l.getAttribute("transform"))?.[1]), a: angle(l), size: parseFloat(l.getAttribute("font-size")) }));
    for (let i = 0; i + 1 < anchors.length; i++) {
      const gap = Math.abs(anchors[i + 1].x - anchors[i].x) * Math.abs(Math.sin(anchors[i].a * Math.PI / 180));
      if (gap < anchors[i].size) problems.push("tilted labels collide: " + anchors[i].text + " / " + anchors[i + 1].text + " " + gap.toFixed(1));
    }
    const labelBoxes = labels.filter((l) => !tiltedLabels.includes(l)).map((l) => ({ text: l.textContent, ...box(l) }));
    for (let i = 0; i < labelBoxes.length; i++) {
      for (let j = i + 1; j < labelBoxes.length; j++) if (overlap(labelBoxes[i], labelBoxes[j])) problems.push("labels overlap: " + labelBoxes[i].text + " / " + labelBoxes[j].text);
    }
    for (const l of labels) for (const t of texts) if (overlap(box(l), t)) problems.push("label " + l.textContent + " overlaps text " + t.text);
    const background = svg.querySelector("path.background");
    return {
      title: svg.querySelector("g.role-title-text text")?.textContent ?? "",
      plotWidth: background ? box(background).w : 0,
      texts: texts.length,
      cells: cells.length,
      xLabels: xLabels.map((l) => l.textContent),
      tilted: xLabels.some((l) => /rotate\\(-?[1-9]/.test(l.getAttribute("transform") ?? "")),
      problems,
    };
  });
  const tables = [...document.querySelectorAll("div.table-box.cells")].map((div) => {
    const table = div.querySelector("table");
    const before = box(table.tHead.rows[0].cells[0]).t - box(div).t;
    div.scrollTop = 300;
    const after = box(table.tHead.rows[0].cells[0]).t - box(div).t;
    div.scrollTop = 0;
    return {
      id: table.id,
      heads: [...table.tHead.rows[0].cells].map((c) => c.dataset.key),
      box: box(div),
      scrolls: div.scrollHeight > div.clientHeight,
      headBefore: before,
      headAfter: after,
    };
  });
  const summary = [...document.querySelectorAll("section.run dl > div")].map((div) => ({ text: div.textContent, h: box(div).h, lineHeight: parseFloat(getComputedStyle(div).lineHeight) }));
  const pre = document.createElement("pre");
  pre.id = "layout";
  pre.textContent = JSON.stringify({
    viewport: window.innerWidth,
    pageWidth: document.documentElement.scrollWidth,
    heatmaps, tables, summary,
  });
  document.body.append(pre);
})();
`;

interface Layout {
  viewport: number;
  pageWidth: number;
  heatmaps: {
    title: string;
    plotWidth: number;
    texts: number;
    cells: number;
    xLabels: string[];
    tilted: boolean;
    problems: string[];
  }[];
  tables: {
    id: string;
    heads: string[];
    box: { l: number; r: number; w: number; h: number };
    scrolls: boolean;
    headBefore: number;
    headAfter: number;
  }[];
  summary: { text: string; h: number; lineHeight: number }[];
}

/** The runs of the report: an all-error run, a grid, patterned, 40 lengths. */
function rows(): Record<string, unknown>[] {
  const all: Record<string, unknown>[] = [];
  for (const length of [1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000]) {
    for (const depth of [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]) {
      all.push(niahRow({
        run_name: "all-errors",
        params: { context_length: length, depth_percent: depth },
        failure_class: "provider_error",
      }));
    }
  }
  all.push(...niahGrid({ run_name: "grid", seeds: 2 }));
  for (const mode of ["sequential", "alternating", "random_walk"]) {
    for (const hint of ["none", "partial", "full"]) {
      all.push(niahRow({
        run_name: "patterned",
        task_type: "patterned",
        params: { mode, hint_level: hint },
        score: hint === "none" ? 0.5 : 1,
      }));
    }
  }
  for (let i = 1; i <= 40; i++) {
    for (const depth of [0, 50, 100]) {
      all.push(niahRow({
        run_name: "lengths",
        params: { context_length: i * 1000, depth_percent: depth },
        ...(i % 7 === 0
          ? { failure_class: "timeout" }
          : { score: i < 30 ? 1 : 0 }),
      }));
    }
  }
  return all;
}

Deno.test({
  name:
    "at 1400 px the report's heatmaps keep their text in their cells, use the width, and its tables scroll in their own boxes",
  ignore: skip,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "niah-layout-" });
    try {
      await writeRows(`${dir}/runs.jsonl`, rows());
      const report = await runNiah(
        ["report", "runs.jsonl", "--html", "report.html"],
        { cwd: dir },
      );
      assert.equal(report.code, 0, report.stderr);
      const html = await Deno.readTextFile(`${dir}/report.html`);
      await Deno.writeTextFile(
        `${dir}/measure.html`,
        html.replace("</body>", `<script>${MEASURE}</script>\n</body>`),
      );

      await Deno.mkdir(SHOTS, { recursive: true });
      const shot = `${SHOTS}/report-1400.png`;
      // Headless Chromium starved of CPU can exit 0 without writing the
      // screenshot: a missing file is asked for again (three tries).
      for (let attempt = 1; attempt <= 3; attempt++) {
        await Deno.remove(shot).catch(() => {});
        await runChromium(
          [
            `--window-size=${WIDTH},6000`,
            "--virtual-time-budget=2000",
            `--screenshot=${shot}`,
            new URL(`file://${dir}/report.html`).href,
          ],
          `${dir}/profile-1-${attempt}`,
        );
        if (await Deno.stat(shot).then(() => true, () => false)) break;
      }
      assert.equal(decodePng(await Deno.readFile(shot)).width, WIDTH);

      const dom = await runChromium(
        [
          `--window-size=${WIDTH},1000`,
          "--virtual-time-budget=2000",
          "--dump-dom",
          new URL(`file://${dir}/measure.html`).href,
        ],
        `${dir}/profile-2`,
      );
      const json = /<pre id="layout">(.*?)<\/pre>/s.exec(dom)?.[1];
      assert.ok(json, "the measuring script ran");
      const layout: Layout = JSON.parse(
        json.replaceAll("&lt;", "<").replaceAll("&gt;", ">")
          .replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
      );
      await Deno.writeTextFile(
        `${SHOTS}/report-1400.layout.json`,
        JSON.stringify(layout, null, 2),
      );

      assert.equal(layout.viewport, WIDTH);
      assert.ok(
        layout.pageWidth <= WIDTH,
        `the page scrolls sideways: ${layout.pageWidth} px`,
      );
      const maps = layout.heatmaps;
      assert.equal(maps.length, 7, maps.map((m) => m.title).join(", "));
      for (const map of maps) {
        assert.deepEqual(map.problems, [], map.title);
        // 40 columns of 24 px are too narrow for "1.00": no text, not spilt.
        if (!map.title.startsWith("lengths")) {
          assert.ok(map.texts > 0, `${map.title}: its cells are annotated`);
        }
      }
      const byTitle = (run: string) =>
        maps.find((m) => m.title.startsWith(`${run} ·`))!;
      // The 8 x 11 all-error grid fills the width, its cells say why.
      assert.ok(byTitle("all-errors").plotWidth >= 900);
      assert.match(html, />provider_error</);
      // Categorical labels that fit stay level; 40 numeric ones tilt.
      assert.deepEqual(byTitle("patterned").xLabels, [
        "alternating",
        "random_walk",
        "sequential",
      ]);
      assert.equal(byTitle("patterned").tilted, false);
      assert.equal(byTitle("lengths").tilted, true);
      assert.equal(byTitle("grid").tilted, false);
      assert.ok(byTitle("grid").plotWidth >= 500, "a 5-column grid is wide");

      // One table per set of axis columns, each in its own scrolling box.
      const heads = layout.tables.map((t) => t.heads.slice(2, -10));
      assert.deepEqual(heads, [
        ["context_length", "depth_percent"],
        ["mode", "hint_level"],
      ]);
      assert.equal(layout.tables[0]!.id, "cells");
      for (const table of layout.tables) {
        assert.ok(table.box.r <= WIDTH, `${table.id} fits the page`);
      }
      const long = layout.tables[0]!;
      assert.ok(long.scrolls, "the long table scrolls inside its box");
      assert.ok(long.box.h < 1000, `its box is ${long.box.h} px tall`);
      assert.ok(
        Math.abs(long.headAfter - long.headBefore) < 1,
        `the header sticks: ${long.headBefore} -> ${long.headAfter}`,
      );
      // Every summary item on one line.
      assert.ok(layout.summary.length >= 16);
      for (const item of layout.summary) {
        assert.ok(
          item.h < item.lineHeight * 1.5,
          `wrapped (${item.h} px): ${item.text}`,
        );
      }
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});
