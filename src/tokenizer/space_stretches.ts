/**
 * The stretches of a text between the cuts that both of tiktoken's regexes
 * always make at a space: a space right after a printable ASCII character
 * other than a space starts a new piece, whatever comes around it (in
 * neither regex does a piece hold a space after its first character unless
 * it is all whitespace, and no piece looks behind: `cut_rule.ts`'s
 * `textCuts`). Every piece of the whole text lies inside one stretch, so a
 * stretch encodes to the same tokens on its own as inside the text. The
 * counter of long texts (`tiktoken_pieces.ts`) remembers stretches; the
 * encoder of text beyond ASCII (`mixed_encode.ts`) sends each to the
 * encoder that can take it.
 *
 * @module
 */

const SPACE = 0x20;
/** DEL: the first code unit past printable ASCII. */
const DEL = 0x7f;

/**
 * Calls `visit(start, end, ascii)` for each stretch of `text[from, to)` in
 * order (`from` must be a cut or the text's start), `ascii` telling whether
 * the stretch holds ASCII only.
 */
export function forEachStretch(
  text: string,
  from: number,
  to: number,
  visit: (start: number, end: number, ascii: boolean) => void,
): void {
  let start = from;
  let before = -1;
  let ascii = true;
  for (let p = from; p < to; p++) {
    const code = text.charCodeAt(p);
    if (code === SPACE && before > SPACE && before < DEL && p > start) {
      visit(start, p, ascii);
      start = p;
      ascii = true;
    }
    if (code >= DEL + 1) ascii = false;
    before = code;
  }
  visit(start, to, ascii);
}
