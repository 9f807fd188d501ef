/**
 * The report of the imported 2023 results (Claude 2.1's 35 x 35 folder and
 * GPT-4's 15 x 15 arrays, `tests/vectors/llmtest_2023/`) in headless
 * Chromium at a phone's 390 px and a desktop's 1400 px. The page is never
 * wider than the window (the judge audit once made it 7,873 px at 1400:
 * its responses did not wrap); the audit's responses wrap, a long unbroken
 * one included, and its table scrolls in a box of its own where it is
 * still wider; the heatmaps keep their text at 6.5 px or more and scroll
 * in their own boxes on a phone, their depth axis in view however far they
 * are scrolled; the all-grid-points table shows every column at 1400 px
 * (it lost its last one) and scrolls in its box at 390 px; the subtitle
 * says what the imported grades are, not "unparsed, truncated and refused
 * answers as 0". Layouts and the phone screenshot are kept in
 * `out/test-screenshots/` (git-ignored).
 */
import assert from "node:assert/strict";
import { repoRoot, runNiah, withWorkspace } from "../../support/hosted_niah.ts";
import { framedLayouts } from "../../support/chromium_frames.ts";

const skip = Deno.env.get("NIAH_SKIP_BROWSER_TESTS") === "1";
const SHOTS = `${repoRoot}out/test-screenshots`;
const VECTORS = `${repoRoot}tests/vectors/llmtest_2023`;
/** A response with no place to break it, 700 characters wide. */
const UNBROKEN = "https://example.com/" + "a".repeat(680);

/** Measures the report's page, audit, heatmaps and tables into #layout. */
const MEASURE = `
(() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return { l: r.left, t: r.top, r: r.right, b: r.bottom, w: r.width, h: r.height }; };
  const scroller = (el) => { for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) { if (["auto", "scroll"].includes(getComputedStyle(p).overflowX)) return p; } return null; };
  const scrollBox = (el) => { const s = scroller(el); return s ? { ...box(s), scrolls: s.scrollWidth > s.clientWidth + 1 } : null; };
  const seen = (el, frame) => { const b = box(el), f = box(frame); return b.l >= f.l - 1 && b.r <= f.r + 1; };
  const past = (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5;
  const overflowing = [...document.body.querySelectorAll("*")].filter((el) => past(el) && !scroller(el) && ![...el.children].some(past))
    .map((el) => el.tagName.toLowerCase() + " to " + Math.round(box(el).r) + " px: " + el.textContent.slice(0, 80));
  const audits = [...document.querySelectorAll(".judge-audit table")].map((table) => {
    const responses = [...table.tBodies[0].rows].map((r) => r.cells[r.cells.length - 1]);
    const lineHeight = parseFloat(getComputedStyle(responses[0]).lineHeight);
    return {
      table: box(table),
      scrollBox: scrollBox(table),
      rows: responses.length,
      wrapped: responses.filter((c) => box(c).h > lineHeight * 1.5).length,
      widestResponse: Math.max(...responses.map((c) => box(c).w)),
      unbroken: responses.filter((c) => c.textContent.includes("aaaaaaaaaa")).map((c) => ({ ...box(c), inside: c.scrollWidth <= c.clientWidth + 1 })),
    };
  });
  const heatmaps = [...document.querySelectorAll("figure.heatmap")].map((figure) => {
    const svg = figure.querySelector("svg");
    const scale = box(svg).w / svg.viewBox.baseVal.width;
    const sized = [...svg.querySelectorAll("text")].filter((t) => t.textContent.trim() !== "" && parseFloat(t.getAttribute("font-size")) >= 11);
    // The depth labels, and where each is drawn at the top of the page
    // when the figure is scrolled: by the chart, or by the copy of its
    // axis pinned at the figure's left edge (pinned_axis.ts).
    const yLabels = [...svg.querySelectorAll("g.role-axis-label text")].filter((t) => t.closest("g.role-axis").getAttribute("aria-label")?.startsWith("Y-axis"));
    const pin = figure.querySelector("svg.axis-pin");
    figure.scrollIntoView();
    // Hit-tested to see what is on top (the copy ignores the pointer).
    if (pin) pin.style.pointerEvents = "auto";
    const inPin = yLabels.map((t) => pin ? { ...box(t), ...((p) => ({ dx: box(t).l - p.l, dy: box(t).t - p.t, pw: p.w, ph: p.h }))(box(pin)) } : null);
    const yAt = () => {
      const p = pin ? box(pin) : null;
      const shown = yLabels.filter((t, i) => {
        if (seen(t, figure)) return true;
        const at = inPin[i];
        if (!p || !at || at.dx < -0.5 || at.dx + at.w > at.pw + 0.5 || at.dy < -0.5 || at.dy + at.h > at.ph + 0.5) return false;
        const x = p.l + at.dx + at.w / 2, y = p.t + at.dy + at.h / 2;
        const f = box(figure);
        return x >= f.l && x <= f.r && document.elementFromPoint(x, y)?.closest("svg") === pin;
      });
      return { labels: yLabels.length, seen: shown.length };
    };
    const atStart = yAt();
    figure.scrollLeft = figure.scrollWidth;
    const atEnd = yAt();
    figure.scrollLeft = 0;
    window.scrollTo(0, 0);
    if (pin) pin.style.pointerEvents = "";
    return {
      title: svg.querySelector("g.role-title-text text")?.textContent ?? "",
      subtitle: [...svg.querySelectorAll("g.role-title-subtitle text")].map((t) => t.textContent).join(" "),
      caption: figure.querySelector("figcaption")?.textContent ?? "",
      figure: box(figure),
      scale,
      smallestText: Math.min(...sized.map((t) => parseFloat(t.getAttribute("font-size")) * scale)),
      scrolls: figure.scrollWidth > figure.clientWidth + 1,
      atStart,
      atEnd,
    };
  });
  const cells = [...document.querySelectorAll("div.table-box.cells")].map((div) => {
    const heads = [...div.querySelector("table").tHead.rows[0].cells];
    return {
      box: box(div),
      scrolls: div.scrollWidth > div.clientWidth + 1,
      heads: heads.length,
      hidden: heads.filter((h) => !seen(h, div)).map((h) => h.textContent),
    };
  });
  const out = document.createElement("pre");
  out.id = "layout";
  out.textContent = JSON.stringify({ viewport: window.innerWidth, pageWidth: document.documentElement.scrollWidth, overflowing, audits, heatmaps, cells });
  document.body.append(out);
})();
`;

interface Box {
  l: number;
  r: number;
  w: number;
  h: number;
}

interface Layout {
  viewport: number;
  pageWidth: number;
  /** The innermost elements past the window's right edge, outside scrolling boxes. */
  overflowing: string[];
  audits: {
    table: Box;
    scrollBox: (Box & { scrolls: boolean }) | null;
    rows: number;
    wrapped: number;
    widestResponse: number;
    unbroken: (Box & { inside: boolean })[];
  }[];
  heatmaps: {
    title: string;
    subtitle: string;
    caption: string;
    figure: Box;
    scale: number;
    smallestText: number;
    scrolls: boolean;
    atStart: { labels: number; seen: number };
    atEnd: { labels: number; seen: number };
  }[];
  cells: { box: Box; scrolls: boolean; heads: number; hidden: string[] }[];
}

/**
 * Imports the 2023 results (one more Claude cell whose response is
 * {@link UNBROKEN}, graded 10 with the answer absent, so the audit lists
 * it) and writes `report.html`.
 */
async function report2023(dir: string): Promise<void> {
  const cell = JSON.parse(
    await Deno.readTextFile(
      `${VECTORS}/claude_2_1/token_len_1000_depth_0_results.json`,
    ),
  );
  await Deno.writeTextFile(
    `${dir}/unbroken.json`,
    JSON.stringify({ ...cell, model_response: UNBROKEN, score: 10 }),
  );
  for (
    const args of [
      [`${VECTORS}/claude_2_1`, "unbroken.json", "--out", "claude.jsonl"],
      [
        `${VECTORS}/OpenAI_OriginalResults.json`,
        `${VECTORS}/OpenAI_OriginalResults_2.json`,
        "--model-id",
        "gpt-4-128k",
        "--out",
        "gpt-4.jsonl",
      ],
    ]
  ) {
    const done = await runNiah(["import", "llmtest", ...args], { cwd: dir });
    assert.equal(done.code, 0, done.stderr);
  }
  const report = await runNiah(
    ["report", "claude.jsonl", "gpt-4.jsonl", "--html", "report.html"],
    { cwd: dir },
  );
  assert.equal(report.code, 0, report.stderr);
}

function assertPage(layout: Layout, width: number): void {
  assert.equal(layout.viewport, width);
  assert.ok(
    layout.pageWidth <= width,
    `at ${width} px the page is ${layout.pageWidth} px wide: ${
      layout.overflowing.slice(0, 3).join("; ")
    }`,
  );
}

function assertAudit(layout: Layout, width: number): void {
  assert.equal(layout.audits.length, 1, "Claude's run lists disagreements");
  const [audit] = layout.audits;
  assert.equal(audit!.rows, 22);
  assert.ok(audit!.wrapped > 0, `at ${width} px no response wraps`);
  assert.equal(audit!.unbroken.length, 1);
  assert.ok(audit!.unbroken[0]!.inside, "the unbroken response breaks");
  if (width >= 1000) {
    // Room for it all: the responses wrap to the page's width.
    assert.ok(
      audit!.table.r <= width,
      `the audit reaches ${audit!.table.r} px`,
    );
  } else {
    assert.ok(audit!.scrollBox, "the audit is in a box of its own");
    assert.ok(audit!.scrollBox.r <= width);
    // It wraps still: only the short columns scroll.
    assert.ok(audit!.widestResponse <= width, `${audit!.widestResponse} px`);
  }
}

function assertSubtitles(layout: Layout): void {
  for (const map of layout.heatmaps) {
    // The grades as they were imported: niah parsed, cut and refused none.
    assert.doesNotMatch(map.subtitle, /unparsed|truncated|refused/);
    assert.match(map.subtitle, /judge's 1-10 grades/);
    assert.doesNotMatch(map.caption, /unparsed|truncated|refused/);
  }
}

function assertHeatmaps(layout: Layout, width: number): void {
  assert.equal(layout.heatmaps.length, 2, "Claude's and GPT-4's scores");
  for (const map of layout.heatmaps) {
    assert.ok(map.figure.r <= width, `${map.title} reaches ${map.figure.r}`);
    assert.ok(map.smallestText >= 6.5, `${map.title}: ${map.smallestText} px`);
    assert.ok(map.atStart.labels >= 15, `${map.title}: depth labels`);
    assert.equal(map.atStart.seen, map.atStart.labels, map.title);
    if (width < 500) {
      assert.ok(map.scrolls, `${map.title} scrolls in its box`);
      // However far it is scrolled, the depths stay in view.
      assert.equal(
        map.atEnd.seen,
        map.atEnd.labels,
        `${map.title} scrolled: ${map.atEnd.seen} of its depths in view`,
      );
    } else {
      assert.equal(map.scrolls, false, map.title);
      assert.ok(Math.abs(map.scale - 1) < 0.01, `${map.title} scaled`);
    }
  }
}

function assertCells(layout: Layout, width: number): void {
  assert.equal(layout.cells.length, 1, "one table: both runs share the axes");
  const [cells] = layout.cells;
  assert.equal(cells!.heads, 14);
  assert.ok(cells!.box.r <= width, `the table's box reaches ${cells!.box.r}`);
  if (width >= 1000) {
    assert.deepEqual(cells!.hidden, [], "every column is in view");
    assert.equal(cells!.scrolls, false);
  } else {
    assert.ok(cells!.scrolls, "it scrolls in its box");
  }
}

Deno.test({
  name:
    "the 2023 report at 390 and 1400 px: no page wider than the window, the audit's responses wrap, the heatmaps scroll in their boxes with their depths in view, every grid-point column in view at 1400 px, and the subtitle says the grades are a judge's",
  ignore: skip,
  async fn() {
    await withWorkspace({}, async (dir) => {
      await report2023(dir);
      const layouts = await framedLayouts<Layout>(dir, [
        { file: "report.html", width: 390 },
        { file: "report.html", width: 1400 },
      ], {
        measure: MEASURE,
        shots: SHOTS,
        prefix: "llmtest-report",
        phoneShot: "llmtest-report-phone.png",
      });
      // Every check at both widths, each failure said.
      const problems: string[] = [];
      for (const [i, width] of [390, 1400].entries()) {
        for (
          const check of [
            assertPage,
            assertAudit,
            assertHeatmaps,
            assertCells,
            assertSubtitles,
          ]
        ) {
          try {
            check(layouts[i]!, width);
          } catch (error) {
            problems.push(
              `${width} px, ${check.name}: ${(error as Error).message}`,
            );
          }
        }
      }
      assert.deepEqual(problems, []);
    });
  },
});
