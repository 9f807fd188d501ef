/**
 * About how wide a text is in the sans-serif the charts are drawn in, in
 * pixels: a slight overestimate per character class, so that what is
 * judged to fit does. Neither niah nor vega's headless renderer can
 * measure text; vega's own guess (0.8 em a character) is so generous that
 * a chart's long subtitle widened its SVG by 300 px of white, and its
 * rotated axis title left empty bands above and below the plot.
 *
 * @module
 */

/** The width of `text` at `fontSize` pixels (bold a little wider). */
export function textWidth(
  text: string,
  fontSize: number,
  bold = false,
): number {
  let em = 0;
  for (const c of text) {
    em += /[il.,:;'|!1 ]/.test(c)
      ? 0.34
      : /[mwMW%@]/.test(c)
      ? 0.95
      : /[A-Z]/.test(c)
      ? 0.72
      : 0.6;
  }
  return em * fontSize * (bold ? 1.08 : 1);
}

/**
 * `lines` broken so each is at most `maxWidth` wide at `fontSize`: at a
 * " · " between parts first (the dot stays at the end of the line), then
 * at spaces; a word wider than the width keeps a line of its own.
 */
export function wrapLines(
  lines: readonly string[],
  maxWidth: number,
  fontSize: number,
): string[] {
  const fits = (text: string) => textWidth(text, fontSize) <= maxWidth;
  return lines.flatMap((line) =>
    fill(line.split(" · "), " · ", fits).flatMap((part) =>
      fits(part) ? [part] : fill(part.split(" "), " ", fits)
    )
  );
}

/** `pieces` joined by `glue` into lines that fit, greedily. */
function fill(
  pieces: readonly string[],
  glue: string,
  fits: (text: string) => boolean,
): string[] {
  const lines: string[] = [];
  let line = "";
  for (const piece of pieces) {
    const joined = line === "" ? piece : `${line}${glue}${piece}`;
    if (line === "" || fits(joined)) {
      line = joined;
      continue;
    }
    lines.push(line + glue.trimEnd());
    line = piece;
  }
  lines.push(line);
  return lines;
}
