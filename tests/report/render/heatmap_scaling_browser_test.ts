/**
 * Heatmaps at a phone's width and a desktop's, in headless Chromium: the
 * HTML report's heatmaps of the demo runs (3 and 4 columns) scale to their
 * box at 390 px, whole (no column, legend or axis title cut off, no
 * sideways scrolling) with their 11 px text at 6.5 px or more (they
 * scale no further: a narrower box scrolls), and show at their
 * own size at 1400 px; nothing else on the page is wider than the phone,
 * even a path wider than it (CI's checkout path once was); a plotted SVG
 * scales the same way as a page of its own, and is only as wide as what it draws (`smoke.fake.score.svg` was
 * 300 px wider, with an empty band under its subtitle, because vega
 * guessed text 0.8 em a character wide). The 390 px screenshots and every
 * measured layout are kept in `out/test-screenshots/` (git-ignored).
 */
import assert from "node:assert/strict";
import { repoRoot, runNiah, withWorkspace } from "../../support/hosted_niah.ts";
import {
  framedLayouts,
  type FrameTarget,
} from "../../support/chromium_frames.ts";

const skip = Deno.env.get("NIAH_SKIP_BROWSER_TESTS") === "1";
const SHOTS = `${repoRoot}out/test-screenshots`;
/** A folder whose name alone, with no place to break it, is wider than a phone. */
const DEEP = "results/a_folder_whose_name_is_wider_than_a_phone_" +
  "with_no_space_slash_or_hyphen_to_break_it_at";

/** Measures each chart (in a page, or the page itself) into #layout. */
const MEASURE = `
(() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return { l: r.left, t: r.top, r: r.right, b: r.bottom, w: r.width }; };
  const measure = (svg, frame) => {
    const scale = box(svg).w / svg.viewBox.baseVal.width;
    const texts = [...svg.querySelectorAll("text")].filter((t) => t.textContent.trim() !== "");
    const seen = box(frame);
    const cut = texts.filter((t) => { const b = box(t); return b.l < seen.l - 1 || b.r > seen.r + 1; }).map((t) => t.textContent);
    const drawn = [...svg.querySelectorAll("text, path:not(.background), rect:not([fill=white])")].map(box).filter((b) => b.w > 0);
    const plot = svg.querySelector("g.mark-rect path");
    const subtitle = [...svg.querySelectorAll("g.role-title-subtitle text")].map(box);
    return {
      title: svg.querySelector("g.role-title-text text")?.textContent ?? "",
      width: box(svg).w,
      naturalWidth: svg.viewBox.baseVal.width,
      scale,
      smallestText: Math.min(...texts.filter((t) => parseFloat(t.getAttribute("font-size")) >= 11).map((t) => parseFloat(t.getAttribute("font-size")) * scale)),
      cut,
      emptyRight: (box(svg).r - Math.max(...drawn.map((b) => b.r))) / scale,
      bandUnderSubtitle: (box(plot).t - Math.max(...subtitle.map((b) => b.b))) / scale,
    };
  };
  const figures = [...document.querySelectorAll("figure.heatmap")];
  const charts = figures.length > 0
    ? figures.map((f) => ({ ...measure(f.querySelector("svg"), f), scrolls: f.scrollWidth > f.clientWidth + 1 }))
    : [measure(document.documentElement, document.documentElement)];
  const out = document.createElementNS(document.documentElement.namespaceURI, document.body ? "pre" : "desc");
  out.id = "layout";
  const past = (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5;
  const overflowing = document.body
    ? [...document.body.querySelectorAll("*")].filter((el) => past(el) && !el.closest("svg, .table-box, figure.heatmap") && ![...el.children].some(past))
      .map((el) => el.tagName.toLowerCase() + " to " + Math.round(el.getBoundingClientRect().right) + " px: " + el.textContent.slice(0, 120))
    : [];
  out.textContent = JSON.stringify({ viewport: window.innerWidth, pageWidth: document.documentElement.scrollWidth, overflowing, charts });
  (document.body ?? document.documentElement).append(out);
})();
`;

interface Chart {
  title: string;
  width: number;
  naturalWidth: number;
  scale: number;
  smallestText: number;
  cut: string[];
  emptyRight: number;
  bandUnderSubtitle: number;
  scrolls?: boolean;
}

interface Layout {
  viewport: number;
  pageWidth: number;
  /** The innermost elements past the viewport's right edge, outside scrolling boxes. */
  overflowing: string[];
  charts: Chart[];
}

/** Each target measured in a frame of its width (chromium_frames.ts). */
function layoutsOf(dir: string, targets: FrameTarget[]): Promise<Layout[]> {
  return framedLayouts<Layout>(dir, targets, {
    measure: MEASURE,
    shots: SHOTS,
    prefix: "heatmap",
    phoneShot: "heatmaps-phone.png",
  });
}

Deno.test({
  name:
    "heatmaps scale to their box at 390 px, whole and readable, and show at their own size at 1400 px",
  ignore: skip,
  async fn() {
    await withWorkspace({}, async (dir) => {
      for (const file of ["smoke.fake.yaml", "demo.simulated.yaml"]) {
        await Deno.copyFile(
          `${repoRoot}configs/runs/${file}`,
          `${dir}/configs/runs/${file}`,
        );
      }
      await Deno.copyFile(
        `${repoRoot}configs/models/fake-simulated.yaml`,
        `${dir}/configs/models/fake-simulated.yaml`,
      );
      for (
        const args of [
          ["run", "configs/runs/smoke.fake.yaml"],
          ["run", "configs/runs/demo.simulated.yaml"],
          ["plot", "results/smoke.jsonl"],
        ]
      ) {
        const done = await runNiah(args, { cwd: dir });
        assert.equal(done.code, 0, done.stderr);
      }
      // A store path wider than a phone, with nowhere to break it: the
      // failures' commands and the sources wrap anyway.
      await Deno.mkdir(`${dir}/${DEEP}`, { recursive: true });
      await Deno.copyFile(
        `${dir}/results/simulated-demo.jsonl`,
        `${dir}/${DEEP}/simulated-demo.jsonl`,
      );
      const report = await runNiah([
        "report",
        "results/smoke.jsonl",
        `${DEEP}/simulated-demo.jsonl`,
        "--html",
        "report.html",
      ], { cwd: dir });
      assert.equal(report.code, 0, report.stderr);
      await Deno.copyFile(
        `${dir}/results/smoke.fake.score.svg`,
        `${dir}/smoke.fake.score.svg`,
      );

      const [phone, desktop, svgPhone, svgDesktop] = await layoutsOf(dir, [
        { file: "report.html", width: 390 },
        { file: "report.html", width: 1400 },
        { file: "smoke.fake.score.svg", width: 390 },
        { file: "smoke.fake.score.svg", width: 1400 },
      ]);
      assert.ok(phone && desktop && svgPhone && svgDesktop);
      assert.equal(phone.viewport, 390);
      assert.ok(
        phone.pageWidth <= 390,
        `page ${phone.pageWidth} px wide: ${phone.overflowing.join("; ")}`,
      );
      // smoke: its score; the demo: its score and invalid rate.
      assert.equal(phone.charts.length, 3);
      for (const chart of phone.charts) {
        assert.equal(chart.scrolls, false, `${chart.title} scrolls`);
        assert.deepEqual(chart.cut, [], `${chart.title}: text cut off`);
        assert.ok(chart.scale < 1, `${chart.title} is scaled down`);
        assert.ok(
          chart.smallestText >= 6.5,
          `${chart.title}: text at ${chart.smallestText} px`,
        );
      }
      for (const chart of desktop.charts) {
        assert.ok(Math.abs(chart.scale - 1) < 0.01, `${chart.title} scaled`);
        assert.equal(chart.scrolls, false);
      }

      const [small] = svgPhone.charts;
      assert.ok(small!.width <= 390, `the SVG is ${small!.width} px wide`);
      assert.deepEqual(small!.cut, []);
      const [own] = svgDesktop.charts;
      assert.equal(own!.width, own!.naturalWidth);
      // Only as wide as what it draws, with no empty band.
      assert.ok(own!.emptyRight <= 24, `${own!.emptyRight} px empty`);
      assert.ok(
        own!.bandUnderSubtitle <= 16,
        `${own!.bandUnderSubtitle} px under the subtitle`,
      );
    });
  },
});
