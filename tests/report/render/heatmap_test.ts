import assert from "node:assert/strict";
import { chooseAxes } from "../../../src/report/render/axes.ts";
import { groupHeatmap } from "../../../src/report/render/heatmap_data.ts";
import { heatmapSpec } from "../../../src/report/render/heatmap_spec.ts";
import { renderSvg } from "../../../src/report/render/render_svg.ts";
import { aggregateOf, niahRow } from "../synthetic_rows.ts";

const at = (length: number, depth: number) => ({
  context_length: length,
  depth_percent: depth,
});

/** 1000 at 0%: all right; 2000 at 0%: truncated only; 2000 at 50%: no answer; 1000 at 50%: half missing. */
async function mixedGroup() {
  const rows = [];
  for (const seed of [1, 2]) {
    rows.push(niahRow({ params: at(1000, 0), seed, score: 1 }));
    rows.push(
      niahRow({
        params: at(2000, 0),
        seed,
        failure_class: "truncated",
        score: 0,
      }),
    );
    rows.push(
      niahRow({
        params: at(2000, 50),
        seed,
        failure_class: seed === 1 ? "provider_error" : "timeout",
      }),
    );
  }
  rows.push(niahRow({ params: at(1000, 50), seed: 1, score: 1 }));
  rows.push(
    niahRow({ params: at(1000, 50), seed: 2, failure_class: "provider_error" }),
  );
  return (await aggregateOf(rows)).groups[0]!;
}

Deno.test("heatmap cells: headline means coloured (truncated as 0), cells without an answer grey, not 0", async () => {
  const group = await mixedGroup();
  const data = groupHeatmap(group, chooseAxes(group), "score");
  const cell = (x: string, y: string) =>
    data.cells.find((c) => c.x === x && c.y === y)!;
  assert.deepEqual(data.xOrder, ["1000", "2000"]);
  assert.deepEqual(data.yOrder, ["0", "50"]);
  assert.equal(cell("1000", "0").value, 1);
  assert.equal(cell("1000", "0").text, "1.00");
  assert.equal(cell("2000", "0").value, 0);
  assert.equal(cell("2000", "0").text, "0.00");
  assert.equal(cell("2000", "0").note, "100% trunc.");
  assert.equal(cell("2000", "0").partlyMissing, false);
  assert.equal(cell("2000", "50").value, null);
  assert.equal(cell("2000", "50").text, "provider_error");
  assert.equal(cell("1000", "50").value, 1);
  assert.equal(cell("1000", "50").note, "50% no ans.");
  assert.equal(cell("1000", "50").partlyMissing, true);
  assert.match(
    data.subtitle.join(" "),
    /incomplete run: 3 rows without an answer.*grey: no answer/,
  );
});

Deno.test("invalid-rate heatmaps colour the share of invalid answers", async () => {
  const group = await mixedGroup();
  const data = groupHeatmap(group, chooseAxes(group), "invalid_rate");
  const values = Object.fromEntries(
    data.cells.map((c) => [`${c.x}/${c.y}`, c.value]),
  );
  assert.deepEqual(values, {
    "1000/0": 0,
    "2000/0": 1,
    "2000/50": 1,
    "1000/50": 0.5,
  });
});

Deno.test("the spec colours 0..1 red-yellow-green and keeps axis order", async () => {
  const group = await mixedGroup();
  const spec = heatmapSpec(groupHeatmap(group, chooseAxes(group), "score"));
  const text = JSON.stringify(spec);
  assert.match(text, /"scheme":"redyellowgreen","domain":\[0,1\]/);
  assert.match(text, /"sort":\["1000","2000"\]/);
  assert.match(text, /"fill":"#c8c8c8"/);
});

Deno.test("vega renders the heatmap to SVG without a DOM, canvas, files or network", async () => {
  const group = await mixedGroup();
  const warnings: string[] = [];
  const svg = await renderSvg(
    heatmapSpec(groupHeatmap(group, chooseAxes(group), "score")),
    { warn: (m) => warnings.push(m), idPrefix: "t1-" },
  );
  assert.deepEqual(warnings, []);
  assert.match(svg, /^<svg /);
  assert.match(svg, /fill="rgb\(0, 104, 55\)"/, "1.0 is dark green");
  assert.match(svg, /fill="rgb\(165, 0, 38\)"/, "0.0 is dark red");
  assert.match(svg, /fill="#c8c8c8"/, "the unanswered cell is grey");
  assert.match(svg, />provider_error</);
  assert.match(svg, />1\.00</);
  assert.match(svg, />0\.00</);
  assert.match(svg, />100% trunc\.</);
  assert.match(svg, />50% no ans\.</);
  assert.match(
    svg,
    /stroke-dasharray="4,3"/,
    "partly missing cells are outlined",
  );
  assert.match(svg, /id="t1-gradient_0"/);
  assert.match(svg, /url\(#t1-gradient_0\)/);
  assert.doesNotMatch(svg, /id="gradient_0"/);
});

Deno.test("rendering needs no permissions at all (it runs inside the compiled binary as is)", async () => {
  const root = new URL("../../..", import.meta.url);
  const dir = await Deno.makeTempDir({ prefix: "niah-render-" });
  try {
    const script = `${dir}/render.ts`;
    await Deno.writeTextFile(
      script,
      `import { renderSvg } from "${
        new URL("src/report/render/render_svg.ts", root).href
      }";
import { heatmapSpec } from "${
        new URL("src/report/render/heatmap_spec.ts", root).href
      }";
const svg = await renderSvg(heatmapSpec({
  kind: "score", title: "t", subtitle: [], xTitle: "x", yTitle: "",
  xOrder: ["a"], yOrder: [""], legendTitle: "score",
  cells: [{ x: "a", y: "", value: 1, text: "1.00", note: "", partlyMissing: false }],
}));
console.log(svg.startsWith("<svg") ? "rendered" : "broken");
`,
    );
    const output = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "--no-prompt",
        "--config",
        new URL("deno.json", root).pathname,
        script,
      ],
      stdout: "piped",
      stderr: "piped",
    }).output();
    const stderr = new TextDecoder().decode(output.stderr);
    assert.equal(output.code, 0, stderr);
    assert.equal(new TextDecoder().decode(output.stdout).trim(), "rendered");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
