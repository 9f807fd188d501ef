/**
 * Renders a vega-lite spec to SVG text with vega's headless "none" renderer:
 * no DOM, no canvas, no file or network access, so it runs inside the
 * compiled binary with nothing but the permissions niah already has.
 */
import * as vega from "vega";
import { compile, type TopLevelSpec } from "vega-lite";
import { textWidth } from "./text_width.ts";

/** What vega's text measuring reads of a text mark (vega-scenegraph). */
interface TextItem {
  fontSize?: number | string;
  fontWeight?: number | string;
  limit?: number;
}

/** vega's text metrics, which it lets a caller replace (as vl-convert does). */
interface TextMetrics {
  width: (item: TextItem, text: unknown) => number;
}

/**
 * Has vega lay out text with {@link textWidth} instead of its own guess
 * of 0.8 em a character, so a chart's bounds (its SVG's size) fit what
 * is drawn; a text cut at its `limit` is at most that wide.
 */
function useTextWidths(): void {
  const metrics = (vega as unknown as { textMetrics: TextMetrics })
    .textMetrics;
  metrics.width = (item, text) => {
    const line = text == null ? "" : String(text).trim();
    const size = item.fontSize == null ? 11 : Number(item.fontSize) || 0;
    const bold = item.fontWeight === "bold" || Number(item.fontWeight) >= 600;
    const width = textWidth(line, size, bold);
    return item.limit !== undefined && item.limit > 0
      ? Math.min(width, item.limit)
      : width;
  };
}

/** Options of {@link renderSvg}. */
interface RenderOptions {
  /** Told each warning vega or vega-lite gives (default: ignored). */
  warn?: (message: string) => void;
  /**
   * Prefixed to every element id in the SVG (and the references to them),
   * so several SVGs can live in one HTML page without their gradients and
   * clip paths colliding.
   */
  idPrefix?: string;
}

function logger(warn: (message: string) => void): vega.LoggerInterface {
  const log = vega.logger(vega.Warn);
  const say = (...args: readonly unknown[]) => warn(args.map(String).join(" "));
  log.warn = (...args: readonly unknown[]) => {
    say(...args);
    return log;
  };
  log.error = (...args: readonly unknown[]) => {
    say(...args);
    return log;
  };
  return log;
}

/** A chart's SVG as vega draws it, and its plot's height. */
async function draw(
  spec: TopLevelSpec,
  options: RenderOptions,
): Promise<{ svg: string; plotHeight: number }> {
  const log = logger(options.warn ?? (() => {}));
  useTextWidths();
  const compiled = compile(spec, { logger: log }).spec;
  const view = new vega.View(vega.parse(compiled), {
    renderer: "none",
    logger: log,
  });
  try {
    return { svg: await view.toSVG(), plotHeight: view.height() };
  } finally {
    view.finalize();
  }
}

/** The SVG of a vega-lite spec. */
export async function renderSvg(
  spec: TopLevelSpec,
  options: RenderOptions = {},
): Promise<string> {
  const svg = scalable((await draw(spec, options)).svg);
  return options.idPrefix ? prefixIds(svg, options.idPrefix) : svg;
}

/** Where a chart's plot lies in its SVG, in the SVG's own units. */
interface PlotBox {
  /** Left of the plot: the y axis's band (its labels and title). */
  left: number;
  top: number;
  height: number;
  /** The whole SVG's width. */
  width: number;
}

/** A chart as {@link renderChart} draws it. */
export interface RenderedChart {
  /** As {@link renderSvg} gives it, its root group's id `<idPrefix>chart`. */
  svg: string;
  /** The id of its root group (what a `<use>` copy refers to). */
  id: string;
  plot: PlotBox;
}

/**
 * The SVG of a vega-lite spec, its root group named so that a copy of it
 * can be drawn elsewhere in the page (the HTML report pins a scrolled
 * heatmap's y axis so), and where its plot lies.
 */
export async function renderChart(
  spec: TopLevelSpec,
  options: RenderOptions = {},
): Promise<RenderedChart> {
  const drawn = await draw(spec, options);
  let origin: [number, number] = [0, 0];
  const named = drawn.svg.replace(
    /^(<svg\b[^>]*>(?:<rect\b[^>]*\/>)?<g\b)([^>]*\btransform="translate\((-?[\d.]+),(-?[\d.]+)\)")/,
    (_, head: string, rest: string, x: string, y: string) => {
      origin = [Number(x), Number(y)];
      return `${head} id="chart"${rest}`;
    },
  );
  const width = Number(/^<svg\b[^>]*\swidth="([\d.]+)"/.exec(named)?.[1]);
  const svg = scalable(named);
  const prefix = options.idPrefix ?? "";
  return {
    svg: prefix === "" ? svg : prefixIds(svg, prefix),
    id: `${prefix}chart`,
    plot: {
      left: origin[0],
      top: origin[1],
      height: drawn.plotHeight,
      width,
    },
  };
}

/**
 * The least a chart is scaled to in a narrow box: the demo's four columns
 * fit a phone's 390 px with their 11 px text at 6.6 px or more; a box
 * narrower still scrolls (the HTML report's figure) instead of shrinking
 * the text further.
 */
const MIN_SCALE = 0.6;

/**
 * The SVG with its root styled to scale to its box: never wider than the
 * box (the `viewBox` keeps its proportions) nor than its own size, and
 * never below {@link MIN_SCALE} of it. Its `width` and `height` stay, so
 * an image viewer or an `<img>` still gets its size.
 */
function scalable(svg: string): string {
  return svg.replace(/^<svg\b[^>]*>/, (root) => {
    const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1]);
    if (!Number.isFinite(width) || width <= 0) return root;
    const least = Math.ceil(width * MIN_SCALE);
    return root.replace(
      /^<svg\b/,
      `<svg style="max-width:100%;height:auto;min-width:${least}px"`,
    );
  });
}

/** Renames the SVG's ids and their `url(#...)` / `href="#..."` references. */
function prefixIds(svg: string, prefix: string): string {
  return svg
    .replace(/\bid="([^"]+)"/g, (_, id) => `id="${prefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id) => `url(#${prefix}${id})`)
    .replace(/href="#([^"]+)"/g, (_, id) => `href="#${prefix}${id}"`);
}
