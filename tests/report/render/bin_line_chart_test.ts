import assert from "node:assert/strict";
import { binLineChart } from "../../../src/report/render/bin_line_chart.ts";

const categories = ["8k", "16k", "32k"];

Deno.test("a series is a line through its points, with whiskers only where a point has an interval", () => {
  const svg = binLineChart({
    categories,
    series: [{
      name: "a",
      points: [{ at: 0, mean: 1 }, { at: 2, mean: 0.5, low: 0.25, high: 0.75 }],
    }],
    label: "chart",
  });
  assert.match(svg, /^<svg viewBox="0 0 360 220" width="100%"/);
  // x from 36 to 348 over two steps; y from 12 (score 1) to 176 (score 0).
  assert.match(svg, /<polyline points="36,12 348,94"/);
  assert.equal((svg.match(/<circle /g) ?? []).length, 2);
  assert.equal(
    (svg.match(/<line x1="348" x2="348" y1="135" y2="53"/g) ?? []).length,
    1,
  );
  for (const tick of categories) assert.ok(svg.includes(`>${tick}</text>`));
  assert.ok(!svg.includes("<figure>"));
});

Deno.test("names, labels and the caption are escaped; a caption makes a figure", () => {
  const html = binLineChart({
    categories: ["<b>"],
    series: [{ name: "x</text><script>", points: [] }],
    label: 'q"uote',
    axisTitle: "a & b",
    caption: "<i>cap</i>",
  });
  assert.ok(html.startsWith("<figure><svg "));
  assert.ok(!html.includes("<script>") && !html.includes("<b>"));
  assert.ok(html.includes('aria-label="q&quot;uote"'));
  assert.ok(html.includes(">a &amp; b</text>"));
  assert.ok(
    html.endsWith("<figcaption>&lt;i&gt;cap&lt;/i&gt;</figcaption></figure>"),
  );
});
