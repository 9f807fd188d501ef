/**
 * The names of the heatmap palettes and the 2023 colours, apart from the
 * heatmap code (heatmap_palette.ts), so that parsing `--palette` loads no
 * report code.
 */

/** The palettes, the default first. */
export const PALETTES = ["default", "llmtest"] as const;

/** A heatmap palette. */
export type Palette = (typeof PALETTES)[number];

/** The 2023 colour map's colours, low -> mid -> high. */
export const LLMTEST_COLOURS = ["#F0496E", "#EBB839", "#0CD79F"] as const;

/** Whether `name` names a palette. */
export function isPalette(name: string): name is Palette {
  return (PALETTES as readonly string[]).includes(name);
}
