/**
 * A heatmap of the HTML report whose y axis stays in view when the chart
 * scrolls sideways: on a phone a chart of many columns scales down only
 * so far (its text at 6.5 px or more, `render_svg.ts`'s least scale) and
 * then scrolls in its figure, which would take the axis's labels (the 2023
 * grid's 35 depths) out of view with the first columns. Beside the chart
 * lies a copy of its y axis's band (a `<use>` of its root group cut to the
 * band left of the plot, at the chart's scale), sticky at the figure's
 * left edge over a white ground: on a screen wide enough it lies exactly
 * over the axis it copies, and when the chart scrolls the columns pass
 * under it. The copy is hidden from assistive technology and the pointer.
 *
 * @module
 */
import type { RenderedChart } from "./render_svg.ts";

/** A percentage of the chart's width (what sizes and places the copy). */
function share(part: number, whole: number): string {
  return `${Number((part / whole * 100).toFixed(4))}%`;
}

/**
 * The chart as HTML: its SVG, and with `yAxis` the copy of its y axis's
 * band pinned to the scrolling figure's left edge.
 */
export function chartWithPinnedAxis(
  chart: RenderedChart,
  yAxis: boolean,
): string {
  const { left, top, height, width } = chart.plot;
  const pin = yAxis && left > 0 && height > 0 && width > 0
    ? `<svg class="axis-pin" aria-hidden="true" focusable="false" viewBox="0 ${top} ${left} ${height}" style="width:${
      share(left, width)
    };margin-top:${share(top, width)}"><use href="#${chart.id}"/></svg>`
    : "";
  return `<div class="chart">${chart.svg}${pin}</div>`;
}
