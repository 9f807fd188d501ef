/**
 * `--palette llmtest`: the 2023 needle-in-a-haystack pictures' colour map
 * (#F0496E -> #EBB839 -> #0CD79F, mixed in RGB) over the data's own lowest
 * and highest cell means, axes titled "Token Limit" and "Depth Percent".
 */
import { loadAllFamilies } from "../../../src/tasks/registry.ts";
import assert from "node:assert/strict";
import { chooseAxes } from "../../../src/report/render/axes.ts";
import { groupHeatmap } from "../../../src/report/render/heatmap_data.ts";
import { heatmapSpec } from "../../../src/report/render/heatmap_spec.ts";
import { withPalette } from "../../../src/report/render/heatmap_palette.ts";
import { LLMTEST_PALETTE } from "../../../src/tasks/llmtest/llmtest_palette.ts";
import { renderSvg } from "../../../src/report/render/render_svg.ts";
import { paletteNamed } from "../../../src/cli/palette_choice.ts";
import { UsageError } from "../../../src/errors.ts";
import { cellFills, paletteRows } from "../../report/palette_rows.ts";
import { aggregateOf, niahRow } from "../../report/synthetic_rows.ts";

await loadAllFamilies();

async function paletteGroup() {
  return (await aggregateOf(paletteRows())).groups[0]!;
}

Deno.test("llmtest palette: the 2023 colours over the data's lowest to highest mean, no fixed 0..1", async () => {
  const group = await paletteGroup();
  const axes = chooseAxes(group);
  const data = withPalette(
    groupHeatmap(group, axes, "score"),
    axes,
    LLMTEST_PALETTE,
  );
  const spec = heatmapSpec(data) as unknown as {
    encoding: { x: { title: string }; y: { title: string } };
    layer: { encoding?: { color?: { scale: unknown; title: string } } }[];
  };
  assert.equal(spec.encoding.x.title, "Token Limit");
  assert.equal(spec.encoding.y.title, "Depth Percent");
  assert.equal(spec.layer[0]!.encoding!.color!.title, "Score");
  assert.deepEqual(LLMTEST_PALETTE.colours, ["#F0496E", "#EBB839", "#0CD79F"]);
  assert.deepEqual(spec.layer[0]!.encoding!.color!.scale, {
    type: "linear",
    domain: [0.25, 0.5, 0.75],
    range: ["#F0496E", "#EBB839", "#0CD79F"],
    interpolate: "rgb",
    zero: false,
    nice: false,
    clamp: true,
  });

  const warnings: string[] = [];
  const svg = await renderSvg(spec as never, { warn: (m) => warnings.push(m) });
  assert.deepEqual(warnings, []);
  // The cells are drawn in data order; each mean with its colour.
  const fills = cellFills(svg);
  assert.deepEqual(
    Object.fromEntries(data.cells.map((c, i) => [String(c.value), fills[i]])),
    {
      "0.25": "#f0496e", // lowest: the low colour, exactly
      "0.75": "#0cd79f", // highest: the high colour, exactly
      "0.5": "#ebb839", // half way between them: the middle colour
      "0.375": "#ee8154", // a quarter: #F0496E and #EBB839 mixed in RGB
    },
  );
  assert.equal(fills.length, 4);
  assert.match(svg, />Token Limit</);
  assert.match(svg, />Depth Percent</);
});

Deno.test("the default palette is unchanged: red-yellow-green over 0..1, niah's axis titles", async () => {
  const group = await paletteGroup();
  const axes = chooseAxes(group);
  const plain = groupHeatmap(group, axes, "score");
  assert.equal(withPalette(plain, axes, undefined), plain);
  const text = JSON.stringify(heatmapSpec(plain));
  assert.match(text, /"scheme":"redyellowgreen","domain":\[0,1\]/);
  assert.doesNotMatch(text, /#F0496E/);
  const svg = await renderSvg(heatmapSpec(plain));
  assert.ok(!cellFills(svg).includes("#f0496e"));
  assert.match(svg, />context length \(tokens\)</);
});

Deno.test("llmtest palette: invalid rates run the other way, one value takes the map's low end, differences keep niah's colours", async () => {
  const group = await paletteGroup();
  const axes = chooseAxes(group);
  const invalid = withPalette(
    groupHeatmap(group, axes, "invalid_rate"),
    axes,
    LLMTEST_PALETTE,
  );
  // Every answer parsed: every rate 0, one value, drawn green (no invalid).
  const scale = JSON.stringify(heatmapSpec(invalid));
  assert.match(scale, /"domain":\[0,0\],"range":\["#0CD79F","#0CD79F"\]/);
  // One answer of 2000/50 unparsed: that cell's 50% the low (red) end.
  const rows = paletteRows();
  rows[7] = niahRow({
    params: { context_length: 2000, depth_percent: 50 },
    seed: 2,
    failure_class: "parse_fail",
    score: 0,
  });
  const mixed = (await aggregateOf(rows)).groups[0]!;
  const rates = withPalette(
    groupHeatmap(mixed, axes, "invalid_rate"),
    axes,
    LLMTEST_PALETTE,
  );
  const rateFills = cellFills(await renderSvg(heatmapSpec(rates)));
  assert.deepEqual(
    Object.fromEntries(
      rates.cells.map((c, i) => [`${c.x}/${c.y}`, rateFills[i]]),
    ),
    {
      "1000/0": "#0cd79f",
      "2000/0": "#0cd79f",
      "1000/50": "#0cd79f",
      "2000/50": "#f0496e",
    },
  );

  const score = groupHeatmap(group, axes, "score");
  const same = withPalette(
    { ...score, cells: score.cells.map((c) => ({ ...c, value: 1 })) },
    axes,
    LLMTEST_PALETTE,
  );
  // matplotlib's Normalize maps vmin == vmax to 0: the low colour.
  const fills = cellFills(await renderSvg(heatmapSpec(same)));
  assert.deepEqual([...new Set(fills)], ["#f0496e"]);

  const difference = { ...score, kind: "difference" as const };
  assert.equal(withPalette(difference, axes, LLMTEST_PALETTE), difference);
});

Deno.test("--palette names niah's own or a registered family's palette; another name is one line", async () => {
  assert.equal(await paletteNamed("default"), undefined);
  assert.equal(await paletteNamed("llmtest"), LLMTEST_PALETTE);
  await assert.rejects(
    paletteNamed("viridis"),
    (error: Error) =>
      error instanceof UsageError &&
      error.message ===
        'Cannot draw: --palette: expected one of default, llmtest, got "viridis"',
  );
});
