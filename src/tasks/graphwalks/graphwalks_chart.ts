/**
 * The line chart of `report --html`'s Graphwalks section: mean F1 against
 * the token bin, one line per problem type, as a plain SVG whose viewBox
 * scales to the page's width (readable on a 390-pixel phone screen). Drawn
 * here rather than through vega because a report section's HTML is made
 * synchronously.
 *
 * @module
 */
import { escapeHtml } from "../../report/render/html_text.ts";
import { TOKEN_BIN_BOUNDS } from "../token_bins.ts";
import type { GraphwalksTable } from "./graphwalks_table.ts";

const WIDTH = 360;
const HEIGHT = 220;
const LEFT = 36;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 44;
const COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd"];

const x = (at: number) =>
  LEFT + at * (WIDTH - LEFT - RIGHT) / (TOKEN_BIN_BOUNDS.length - 1);
const y = (score: number) => TOP + (1 - score) * (HEIGHT - TOP - BOTTOM);

function short(bound: number): string {
  return bound >= 1048576 ? "1M" : `${bound / 1024}k`;
}

function axes(): string[] {
  const parts: string[] = [];
  for (const tick of [0, 0.5, 1]) {
    parts.push(
      `<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${y(tick)}" y2="${
        y(tick)
      }" stroke="#ddd"/>`,
      `<text x="${LEFT - 4}" y="${
        y(tick) + 4
      }" font-size="11" text-anchor="end">${tick}</text>`,
    );
  }
  TOKEN_BIN_BOUNDS.forEach((bound, at) =>
    parts.push(
      `<text x="${x(at)}" y="${
        HEIGHT - BOTTOM + 16
      }" font-size="11" text-anchor="middle">${short(bound)}</text>`,
    )
  );
  parts.push(
    `<text x="${(LEFT + WIDTH - RIGHT) / 2}" y="${
      HEIGHT - 6
    }" font-size="11" text-anchor="middle">token bin (upper bound, o200k_base)</text>`,
  );
  return parts;
}

/** The chart of one run and model's table. */
export function graphwalksChart(table: GraphwalksTable): string {
  const parts = axes();
  table.types.forEach((type, index) => {
    const colour = COLOURS[index % COLOURS.length]!;
    const points = table.cells[type]!.slice(0, TOKEN_BIN_BOUNDS.length)
      .flatMap((cell, at) =>
        cell.mean === null ? [] : [[x(at), y(cell.mean)] as const]
      );
    parts.push(
      `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${
        points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(" ")
      }"/>`,
      ...points.map(([px, py]) =>
        `<circle cx="${px.toFixed(1)}" cy="${
          py.toFixed(1)
        }" r="3" fill="${colour}"/>`
      ),
      `<text x="${LEFT + 6 + index * 80}" y="${
        TOP + 10
      }" font-size="11" fill="${colour}">${escapeHtml(type)}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" style="max-width:640px" role="img" aria-label="Graphwalks mean F1 by token bin">${
    parts.join("")
  }</svg>`;
}
