/**
 * Unwrapping `\text{...}`-like wrappers in a boxed answer, in linear time.
 *
 * The rule (niah's reading since it had one): take the leftmost wrapper
 * (`\text`, `\mathrm`, ... , optional whitespace, `{`) of the text as it
 * now is, find its closing brace (escaped braces and `\\` do not count),
 * and replace the wrapper by its content; again, until no wrapper is left
 * or the leftmost one is never closed (then the text stays as it is). Each
 * replacement rescans from the start, so a wrapper can form across a cut
 * (`\te` + `\text{xt{a}}` reads `a`). Done literally that is quadratic
 * (16,000 nested wrappers took seconds); this does the same in one pass:
 *
 * - a replacement only deletes characters (the wrapper's head and its
 *   closing brace), and the closing brace of each wrapper is the one the
 *   original text pairs with its `{`: pairs removed before it either lie
 *   left of it or enclose it, so brace pairs are found once, up front;
 * - wrappers are taken in the order their `{` comes, which is also their
 *   left-to-right order (two wrappers never overlap), so the text is
 *   copied left to right, skipping removed closing braces, and each `{`
 *   copied is checked against what precedes it in the copy: a head there
 *   is the leftmost wrapper of the text as it now is, and is cut off the
 *   copy, which continues with its content.
 *
 * tests/tasks/patterned/unwrap_text_test.ts checks it against the literal
 * rescan on random texts.
 *
 * @module
 */

/** The wrappers whose content is the answer: `\text{a b}` reads as `a b`. */
const NAMES = [
  "text",
  "textrm",
  "textbf",
  "textit",
  "texttt",
  "textsf",
  "mathrm",
  "mathtt",
  "mathit",
  "mathbf",
  "boxed",
] as const;

const WHITESPACE = /\s/;

/**
 * For each `{` of `text`, the index of the `}` that closes it, or -1 when
 * it is never closed (escaped braces and `\\` do not count, as a scan from
 * that `{` would count them).
 */
function closingBraces(text: string): Int32Array {
  const close = new Int32Array(text.length).fill(-1);
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i++;
    else if (c === "{") open.push(i);
    else if (c === "}" && open.length > 0) close[open.pop()!] = i;
  }
  return close;
}

/**
 * Where the wrapper head that ends with the `{` at the end of `out` starts
 * in `out` (its backslash), or -1 when that `{` ends no head.
 */
function headStart(out: readonly string[]): number {
  let j = out.length - 2;
  while (j >= 0 && WHITESPACE.test(out[j]!)) j--;
  for (const name of NAMES) {
    const start = j - name.length;
    if (start < 0 || out[start] !== "\\") continue;
    let same = true;
    for (let k = 0; k < name.length && same; k++) {
      same = out[start + 1 + k] === name[k];
    }
    if (same) return start;
  }
  return -1;
}

/** Replaces every `\text{X}` (and similar wrappers, nested too) by X. */
export function unwrapText(text: string): string {
  if (!text.includes("\\")) return text;
  const close = closingBraces(text);
  const removed = new Uint8Array(text.length);
  const out: string[] = [];
  for (let i = 0; i < text.length; i++) {
    if (removed[i]) continue;
    out.push(text[i]!);
    if (text[i] !== "{") continue;
    const start = headStart(out);
    if (start < 0) continue;
    if (close[i]! < 0) {
      // The leftmost wrapper is never closed: the text stays as it now is.
      let rest = "";
      for (let k = i + 1; k < text.length; k++) {
        if (!removed[k]) rest += text[k];
      }
      return out.join("") + rest;
    }
    out.length = start;
    removed[close[i]!] = 1;
  }
  return out.join("");
}
