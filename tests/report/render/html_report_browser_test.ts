/**
 * The HTML report in a real browser: Debian's headless Chromium opens the
 * file (offline, no sandbox, a throwaway profile), takes a screenshot, and
 * dumps the DOM after the page's script ran. `deno task test` installs
 * Debian's Chromium first when it is missing (scripts/prepare_tests.ts);
 * where it can't, a missing Chromium fails this test (set
 * NIAH_SKIP_BROWSER_TESTS=1 to skip it on purpose).
 */
import assert from "node:assert/strict";
import { runNiah } from "../../support/hosted_niah.ts";
import { countColour, decodePng } from "../decode_png.ts";
import { niahGrid, writeRows } from "../synthetic_rows.ts";
import { runChromium } from "../../support/chromium.ts";

const skip = Deno.env.get("NIAH_SKIP_BROWSER_TESTS") === "1";
const chromium = runChromium;

Deno.test({
  name:
    "the HTML report renders its heatmaps in headless Chromium and its table sorts",
  ignore: skip,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "niah-browser-" });
    try {
      await writeRows(`${dir}/grid.jsonl`, niahGrid({ seeds: 4 }));
      const report = await runNiah(
        ["report", "grid.jsonl", "--html", "report.html"],
        { cwd: dir },
      );
      assert.equal(report.code, 0, report.stderr);
      const url = new URL(`file://${dir}/report.html`);

      await chromium(
        [
          "--window-size=1200,1000",
          `--screenshot=${dir}/shot.png`,
          url.href,
        ],
        `${dir}/profile-1`,
      );
      const image = decodePng(await Deno.readFile(`${dir}/shot.png`));
      assert.equal(image.width, 1200);
      const total = image.width * image.height;
      const white = countColour(image, [255, 255, 255], 2);
      assert.ok(white < total * 0.97, "the page is not blank");
      // Score 1 (dark green), score 0 (dark red), no valid answer (grey).
      const green = countColour(image, [0, 104, 55]);
      const red = countColour(image, [165, 0, 38]);
      const grey = countColour(image, [200, 200, 200], 3);
      assert.ok(green > 500, `green pixels: ${green}`);
      assert.ok(red > 500, `red pixels: ${red}`);
      assert.ok(grey > 500, `grey pixels: ${grey}`);

      url.hash = "sort=-mean";
      const dom = await chromium(
        ["--virtual-time-budget=2000", "--dump-dom", url.href],
        `${dir}/profile-2`,
      );
      assert.match(dom, /<svg [^>]*class="marks"/);
      assert.match(
        dom,
        /<table id="cells" class="sortable" data-sortable="ready">/,
      );
      assert.match(dom, /<th data-key="mean" aria-sort="descending"/);
      const body = dom.slice(dom.indexOf('<table id="cells"'));
      const means = [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) => {
        const cells = [...row[1]!.matchAll(/<td[^>]*data-v="([^"]*)"/g)];
        // Cells with data-v: context_length, depth_percent, rows, valid, mean.
        return cells[4]?.[1] ?? "";
      }).filter((v) => v !== "").map(Number);
      assert.ok(means.length >= 20, `table rows: ${means.length}`);
      const sorted = [...means].sort((a, b) => b - a);
      assert.deepEqual(
        means,
        sorted,
        `the script sorted the table by mean, descending: ${means}`,
      );
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});
