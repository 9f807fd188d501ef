/**
 * Unicode's bidi formatting characters (UAX #9): the Arabic letter mark, the
 * left-to-right and right-to-left marks, the embeddings and overrides
 * (U+202A-U+202E) and the isolates (U+2066-U+2069). Rendered, they make
 * text read otherwise than it is: a run named "evil\u202egnp.exe" shows as
 * "evilexe.png". Reports written for a browser (the HTML report, heatmap
 * SVGs) show each as its escape, as the terminal does (terminal_text.ts).
 */

const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `text` with each bidi control shown as its escape (`\u202e`). */
export function showBidiControls(text: string): string {
  BIDI_CONTROLS.lastIndex = 0;
  return BIDI_CONTROLS.test(text)
    ? text.replace(
      BIDI_CONTROLS,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
    )
    : text;
}
