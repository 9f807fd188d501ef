/**
 * Rows and SVG reading for the `--palette llmtest` tests: a grid whose
 * cell means stay clear of 0 and 1, so a scale fixed at 0..1 and one
 * over the data's own range colour it differently.
 */
import { niahRow } from "./synthetic_rows.ts";

/**
 * Cell means over two repeats: 0.25 (1000/0), 0.75 (2000/0), 0.5
 * (1000/50), 0.375 (2000/50): lowest 0.25, highest 0.75, none 0 or 1.
 */
const PALETTE_SCORES: Record<string, [number, number]> = {
  "1000/0": [0, 0.5],
  "2000/0": [1, 0.5],
  "1000/50": [0.5, 0.5],
  "2000/50": [0.5, 0.25],
};

/** Rows whose cell means are {@link PALETTE_SCORES}' means. */
export function paletteRows(): Record<string, unknown>[] {
  return Object.entries(PALETTE_SCORES).flatMap(([cell, scores]) => {
    const [length, depth] = cell.split("/").map(Number);
    return scores.map((score, i) =>
      niahRow({
        params: { context_length: length, depth_percent: depth },
        seed: i + 1,
        score,
        failure_class: score === 1 ? "ok" : "wrong",
      })
    );
  });
}

/** The fill of each coloured cell rect of an SVG, as lowercase #rrggbb. */
export function cellFills(svg: string): string[] {
  const hex = (n: string) => Number(n).toString(16).padStart(2, "0");
  return [...svg.matchAll(/<path[^>]*fill="rgb\((\d+), (\d+), (\d+)\)"/g)]
    .map((m) => `#${hex(m[1]!)}${hex(m[2]!)}${hex(m[3]!)}`);
}
