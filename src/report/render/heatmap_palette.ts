/**
 * How a heatmap palette (palettes.ts) of `plot --palette` and `report
 * --palette` draws. Without one, niah's own: red-yellow-green over 0..1. A
 * palette maps its three colours over the data's own range, mixed in RGB,
 * and titles the axes and the score legend its own way.
 */
import type { HeatmapAxes } from "./axes.ts";
import type { HeatmapData } from "./heatmap_data.ts";
import type { HeatmapPalette } from "./palettes.ts";

/**
 * `data` to be drawn with `palette` (undefined: niah's own): its axes and
 * score legend titled as the palette titles them (a difference chart keeps
 * niah's colours: a palette maps scores, not differences).
 */
export function withPalette(
  data: HeatmapData,
  axes: HeatmapAxes,
  palette: HeatmapPalette | undefined,
): HeatmapData {
  if (palette === undefined || data.kind === "difference") return data;
  const title = (axis: HeatmapAxes["x"], fallback: string) =>
    axis?.params.map((param) => palette.axisTitles[param])
      .find((named) => named !== undefined) ?? fallback;
  return {
    ...data,
    palette,
    xTitle: title(axes.x, data.xTitle),
    yTitle: title(axes.y, data.yTitle),
    legendTitle: data.kind === "score" ? palette.scoreLegend : data.legendTitle,
  };
}

/**
 * The vega-lite colour scale of `palette` over `data`'s coloured cells:
 * the lowest mean its low colour, the highest its high one, the middle
 * colour half way, mixed in RGB as matplotlib does. When every cell has
 * one value, matplotlib's Normalize maps it to the map's low end, and so
 * does this. An invalid-rate chart runs the other way (the high colour:
 * no invalid answers).
 */
export function paletteScale(
  data: HeatmapData,
  palette: HeatmapPalette,
): Record<string, unknown> {
  const values = data.cells.map((c) => c.value)
    .filter((v): v is number => v !== null);
  const low = values.length > 0 ? Math.min(...values) : 0;
  const high = values.length > 0 ? Math.max(...values) : 1;
  const colours = data.kind === "invalid_rate"
    ? [...palette.colours].reverse()
    : [...palette.colours];
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
