/**
 * A small line chart of mean scores over ordered categories (the token
 * bins of the dataset families' report sections): gridlines at 0, 0.5 and
 * 1, a line per series with its points, whiskers where a point has an
 * interval, a key and an optional axis title; an inline SVG 360 px wide
 * whose viewBox scales to the page, so a 390 px phone screen reads it.
 * Drawn here rather than through vega because a report section's HTML is
 * made synchronously (the house's vega renderer is asynchronous). Every
 * name is escaped (`escapeHtml`).
 *
 * @module
 */
import { escapeHtml } from "./html_text.ts";

/** A point of a series: its category's index, mean, and interval if any. */
interface BinPoint {
  at: number;
  mean: number;
  low?: number;
  high?: number;
}

/** One series (a line). */
interface BinSeries {
  name: string;
  points: readonly BinPoint[];
}

/** What the chart shows. */
interface BinChart {
  /** The categories' labels along the x axis, in order. */
  categories: readonly string[];
  series: readonly BinSeries[];
  /** The SVG's accessible name. */
  label: string;
  /** Under the axis labels, when given. */
  axisTitle?: string;
  /** The chart is a `<figure>` with this caption, when given. */
  caption?: string;
}

const WIDTH = 360;
const HEIGHT = 220;
const LEFT = 36;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 44;
const COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd"];

/** A coordinate as written: at most one decimal, no trailing zero. */
const n = (value: number) => String(Number(value.toFixed(1)));

const y = (score: number) => TOP + (1 - score) * (HEIGHT - TOP - BOTTOM);

function axes(chart: BinChart, x: (at: number) => number): string[] {
  const parts = [0, 0.5, 1].map((tick) =>
    `<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${n(y(tick))}" y2="${
      n(y(tick))
    }" stroke="#ddd"/><text x="${LEFT - 4}" y="${
      n(y(tick) + 4)
    }" font-size="11" text-anchor="end">${tick}</text>`
  );
  chart.categories.forEach((category, at) =>
    parts.push(
      `<text x="${n(x(at))}" y="${
        HEIGHT - BOTTOM + 14
      }" font-size="11" text-anchor="middle">${escapeHtml(category)}</text>`,
    )
  );
  if (chart.axisTitle !== undefined) {
    parts.push(
      `<text x="${n((LEFT + WIDTH - RIGHT) / 2)}" y="${
        HEIGHT - 18
      }" font-size="11" text-anchor="middle">${
        escapeHtml(chart.axisTitle)
      }</text>`,
    );
  }
  return parts;
}

function seriesParts(
  series: BinSeries,
  index: number,
  x: (at: number) => number,
): string[] {
  const colour = COLOURS[index % COLOURS.length]!;
  const points = series.points.map((p) => ({ ...p, px: n(x(p.at)) }));
  const marks = points.map((p) =>
    (p.low === undefined || p.high === undefined
      ? ""
      : `<line x1="${p.px}" x2="${p.px}" y1="${n(y(p.low))}" y2="${
        n(y(p.high))
      }" stroke="${colour}"/>`) +
    `<circle cx="${p.px}" cy="${n(y(p.mean))}" r="3" fill="${colour}"/>`
  );
  return [
    `<polyline points="${
      points.map((p) => `${p.px},${n(y(p.mean))}`).join(" ")
    }" fill="none" stroke="${colour}" stroke-width="2"/>`,
    ...marks,
    `<text x="${LEFT + index * 80}" y="${
      HEIGHT - 4
    }" font-size="11" fill="${colour}">${escapeHtml(series.name)}</text>`,
  ];
}

/** The chart, as inline SVG (in a `<figure>` when it has a caption). */
export function binLineChart(chart: BinChart): string {
  const steps = Math.max(1, chart.categories.length - 1);
  const x = (at: number) => LEFT + at * (WIDTH - LEFT - RIGHT) / steps;
  const parts = [
    ...axes(chart, x),
    ...chart.series.flatMap((series, index) => seriesParts(series, index, x)),
  ];
  const svg =
    `<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width:640px" role="img" aria-label="${
      escapeHtml(chart.label)
    }">${parts.join("")}</svg>`;
  return chart.caption === undefined
    ? svg
    : `<figure>${svg}<figcaption>${
      escapeHtml(chart.caption)
    }</figcaption></figure>`;
}
