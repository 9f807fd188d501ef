/**
 * Renders a vega-lite spec to SVG text with vega's headless "none" renderer:
 * no DOM, no canvas, no file or network access, so it runs inside the
 * compiled binary with nothing but the permissions niah already has.
 */
import * as vega from "vega";
import { compile, type TopLevelSpec } from "vega-lite";

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

/** The SVG of a vega-lite spec. */
export async function renderSvg(
  spec: TopLevelSpec,
  options: RenderOptions = {},
): Promise<string> {
  const warn = options.warn ?? (() => {});
  const log = logger(warn);
  const compiled = compile(spec, { logger: log }).spec;
  const view = new vega.View(vega.parse(compiled), {
    renderer: "none",
    logger: log,
  });
  try {
    const svg = await view.toSVG();
    return options.idPrefix ? prefixIds(svg, options.idPrefix) : svg;
  } finally {
    view.finalize();
  }
}

/** Renames the SVG's ids and their `url(#...)` / `href="#..."` references. */
function prefixIds(svg: string, prefix: string): string {
  return svg
    .replace(/\bid="([^"]+)"/g, (_, id) => `id="${prefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id) => `url(#${prefix}${id})`)
    .replace(/href="#([^"]+)"/g, (_, id) => `href="#${prefix}${id}"`);
}
