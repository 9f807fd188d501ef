/**
 * Heatmap palettes besides niah's own: a family may declare one
 * (`Family.palettes`; the 2023 results' pictures' colours are the llmtest
 * family's), and `plot --palette NAME` and `report --palette NAME` draw with
 * it. How one draws is heatmap_palette.ts's; this file holds only the
 * type, so that the commands' option parsing loads no report code.
 */

/** niah's own palette's name: red-yellow-green over 0..1. */
export const DEFAULT_PALETTE = "default";

/**
 * A palette that maps three colours over the data's own range, the
 * lowest cell mean to the highest, mixed in RGB (as matplotlib's
 * `LinearSegmentedColormap.from_list` with no fixed vmin/vmax does), and
 * titles the axes and legend its own way.
 */
export interface HeatmapPalette {
  /** What `--palette` takes. */
  readonly name: string;
  /** Its words in `--palette`'s help, after its name, in parentheses. */
  readonly summary: string;
  /** Its sentence in `plot`'s longer help, after `--palette NAME `. */
  readonly help: string;
  /** The low, middle and high colours. */
  readonly colours: readonly [string, string, string];
  /** An axis's title, by a parameter the axis shows (`context_length`). */
  readonly axisTitles: Readonly<Record<string, string>>;
  /** The legend's title of a score chart. */
  readonly scoreLegend: string;
}
