/**
 * How the heatmap palettes (palettes.ts) of `plot --palette` and `report
 * --palette` draw. `default` is niah's own: red-yellow-green over 0..1. `llmtest` draws as
 * the 2023 needle-in-a-haystack pictures did (gkamradt/LLMTest_NeedleInAHaystack,
 * viz/CreateVizFromLLMTesting.ipynb): matplotlib's
 * `LinearSegmentedColormap.from_list` over #F0496E, #EBB839, #0CD79F, mixed
 * linearly in RGB, with no fixed vmin/vmax, so the colours run from the
 * lowest cell mean to the highest (seaborn's default), and the axes titled
 * "Token Limit" and "Depth Percent".
 */
import type { HeatmapAxes } from "./axes.ts";
import type { HeatmapData } from "./heatmap_data.ts";
import { LLMTEST_COLOURS, type Palette } from "./palettes.ts";

/**
 * `data` to be drawn with `palette`: for `llmtest`, the context-length and
 * depth axes titled as in 2023 and the legend "Score" (a difference chart
 * keeps niah's colours: the 2023 tool drew none).
 */
export function withPalette(
  data: HeatmapData,
  axes: HeatmapAxes,
  palette: Palette,
): HeatmapData {
  if (palette === "default" || data.kind === "difference") return data;
  const title = (axis: HeatmapAxes["x"], fallback: string) =>
    axis?.params.includes("context_length")
      ? "Token Limit"
      : axis?.params.includes("depth_percent")
      ? "Depth Percent"
      : fallback;
  return {
    ...data,
    palette,
    xTitle: title(axes.x, data.xTitle),
    yTitle: title(axes.y, data.yTitle),
    legendTitle: data.kind === "score" ? "Score" : data.legendTitle,
  };
}

/**
 * The vega-lite colour scale of the 2023 pictures over `data`'s coloured
 * cells: the lowest mean #F0496E, the highest #0CD79F, #EBB839 half way,
 * mixed in RGB as matplotlib does. When every cell has one value,
 * matplotlib's Normalize maps it to the map's low end, and so does this.
 * An invalid-rate chart runs the other way (green: no invalid answers).
 */
export function llmtestScale(data: HeatmapData): Record<string, unknown> {
  const values = data.cells.map((c) => c.value)
    .filter((v): v is number => v !== null);
  const low = values.length > 0 ? Math.min(...values) : 0;
  const high = values.length > 0 ? Math.max(...values) : 1;
  const colours = data.kind === "invalid_rate"
    ? [...LLMTEST_COLOURS].reverse()
    : [...LLMTEST_COLOURS];
  // One value: the colour of matplotlib's 0 (the low end of the map).
  const domain = low === high ? [low, high] : [low, (low + high) / 2, high];
  const range = low === high ? [colours[0]!, colours[0]!] : colours;
  return {
    type: "linear",
    domain,
    range,
    interpolate: "rgb",
    zero: false,
    nice: false,
    clamp: true,
  };
}
