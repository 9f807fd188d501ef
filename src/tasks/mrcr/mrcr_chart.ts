/**
 * MRCR's chart in `report --html`: the mean grade against the token bin
 * (log scale, one step a bin), a line per needle count with its bootstrap
 * interval as whiskers; an inline SVG 360 px wide that scales down, so a
 * 390 px phone screen reads it. Drawn here (the section's HTML is made
 * synchronously; the house's vega renderer is asynchronous).
 *
 * @module
 */
import { TOKEN_BIN_BOUNDS } from "../token_bins.ts";

/** One needle count's bin: its mean, interval and rows. */
export interface BinCell {
  needles: number;
  bin: number;
  mean: number;
  low: number;
  high: number;
  rows: number;
}

const WIDTH = 360;
const HEIGHT = 220;
const LEFT = 36;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 40;
const COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd"];

const x = (bin: number) =>
  LEFT +
  TOKEN_BIN_BOUNDS.indexOf(bin) * (WIDTH - LEFT - RIGHT) /
    (TOKEN_BIN_BOUNDS.length - 1);
const y = (score: number) => TOP + (1 - score) * (HEIGHT - TOP - BOTTOM);
const label = (bin: number) =>
  bin >= 1048576 ? "1M" : `${Math.round(bin / 1024)}k`;

/** The axes: gridlines at 0, 0.5 and 1, and each bin's upper bound. */
function axes(): string {
  const rows = [0, 0.5, 1].map((s) =>
    `<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${y(s)}" y2="${
      y(s)
    }" stroke="#ddd"/><text x="${LEFT - 4}" y="${
      y(s) + 4
    }" text-anchor="end" font-size="11">${s}</text>`
  );
  const columns = TOKEN_BIN_BOUNDS.map((bin) =>
    `<text x="${x(bin)}" y="${
      HEIGHT - BOTTOM + 14
    }" text-anchor="middle" font-size="11">${label(bin)}</text>`
  );
  return [...rows, ...columns].join("");
}

/** The chart of `cells`, as inline SVG with a caption. */
export function mrcrChart(cells: readonly BinCell[]): string {
  const lines = [...new Set(cells.map((c) => c.needles))].map((n, i) => {
    const own = cells.filter((c) => c.needles === n && x(c.bin) >= LEFT);
    const colour = COLOURS[i % COLOURS.length];
    const points = own.map((c) => `${x(c.bin)},${y(c.mean)}`).join(" ");
    const whiskers = own.map((c) =>
      `<line x1="${x(c.bin)}" x2="${x(c.bin)}" y1="${y(c.low)}" y2="${
        y(c.high)
      }" stroke="${colour}"/><circle cx="${x(c.bin)}" cy="${
        y(c.mean)
      }" r="3" fill="${colour}"/>`
    ).join("");
    const key = `<text x="${LEFT + i * 80}" y="${
      HEIGHT - 6
    }" font-size="12" fill="${colour}">${n} needles</text>`;
    return `<polyline points="${points}" fill="none" stroke="${colour}" stroke-width="2"/>${whiskers}${key}`;
  });
  return `<figure><svg viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" style="max-width:${WIDTH}px" role="img" aria-label="MRCR mean grade by token bin">${axes()}${
    lines.join("")
  }</svg><figcaption>OpenAI-MRCR: mean grade by token bin (upper bound), 95% bootstrap intervals.</figcaption></figure>`;
}
