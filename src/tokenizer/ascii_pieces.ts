/**
 * tiktoken's pre-tokenizer regexes on ASCII text, as state machines: where
 * the piece that starts at `i` ends, as the regex's leftmost-first match
 * at `i` would end it. On ASCII the regexes' classes are plain: letters
 * `[A-Za-z]` (upper and lower for o200k), digits `[0-9]`, whitespace
 * `[\t\n\v\f\r ]`, and everything else; no Unicode table is involved.
 * tests/tokenizer/ascii_pieces_test.ts checks every boundary against the
 * regexes themselves (tiktoken_pieces.ts holds them) on random ASCII.
 * Written here because scanning char codes is some ten times faster than
 * running the regex piece by piece, and no library splits tiktoken's way.
 *
 * @module
 */

const UPPER = 1;
const LOWER = 2;
const DIGIT = 4;
const SPACE = 8;
const BREAK = 16;
const SLASH = 32;
const LETTER = UPPER | LOWER;

/** The class bits of each ASCII code (index 128: past the end). */
const CLASS = new Uint8Array(129);
for (let c = 0; c < 128; c++) {
  if (c >= 0x41 && c <= 0x5a) CLASS[c] = UPPER;
  else if (c >= 0x61 && c <= 0x7a) CLASS[c] = LOWER;
  else if (c >= 0x30 && c <= 0x39) CLASS[c] = DIGIT;
  else if (c >= 0x09 && c <= 0x0d || c === 0x20) {
    CLASS[c] = SPACE | (c === 0x0a || c === 0x0d ? BREAK : 0);
  } else if (c === 0x2f) CLASS[c] = SLASH;
}

/** The class of the code at `i`, 0 (other) for punctuation, END past the text. */
const END = 64;
function classAt(text: string, i: number): number {
  return i < text.length ? CLASS[text.charCodeAt(i)]! : END;
}

/** Not a line break, letter or digit: `[^\r\n\p{L}\p{N}]` (any ASCII left). */
function isLead(cls: number): boolean {
  return (cls & (BREAK | LETTER | DIGIT | END)) === 0;
}

/** Not whitespace, letter or digit: `[^\s\p{L}\p{N}]`. */
function isOther(cls: number): boolean {
  return (cls & (SPACE | LETTER | DIGIT | END)) === 0;
}

/** The end of `(?i:'s|'t|'re|'ve|'m|'ll|'d)` at `i`, or -1. */
function contractionEnd(text: string, i: number): number {
  if (text.charCodeAt(i) !== 0x27) return -1;
  const a = text.charCodeAt(i + 1) | 0x20;
  if (a === 0x73 || a === 0x74 || a === 0x6d || a === 0x64) return i + 2;
  const b = text.charCodeAt(i + 2) | 0x20;
  if ((a === 0x72 || a === 0x76) && b === 0x65) return i + 3;
  if (a === 0x6c && b === 0x6c) return i + 3;
  return -1;
}

/** The end of the run of class `bits` from `i`. */
function runEnd(text: string, i: number, bits: number): number {
  while ((classAt(text, i) & bits) !== 0) i++;
  return i;
}

/** The end of the run of `[^\s\p{L}\p{N}]` from `i`. */
function otherRunEnd(text: string, i: number): number {
  while (isOther(classAt(text, i))) i++;
  return i;
}

/**
 * The end of the whitespace alternatives, `\s*[\r\n]+|\s+(?!\S)|\s+`, at
 * `i` (whitespace there).
 */
function whitespaceEnd(text: string, i: number): number {
  const j = runEnd(text, i, SPACE);
  // \s*[\r\n]+: up to the run's last line break.
  for (let k = j - 1; k >= i; k--) {
    if (classAt(text, k) & BREAK) return k + 1;
  }
  // \s+(?!\S): all of it at the end, else all but its last character.
  if (j >= text.length || j - 1 === i) return j;
  return j - 1;
}

/**
 * The alternatives both regexes end with, after their letter ones, at `i`
 * (of class `cls`): `\p{N}{1,3}`, then ` ?[^\s\p{L}\p{N}]+` followed by a
 * run of `trailing` (`[\r\n]*` for cl100k, `[\r\n/]*` for o200k), then the
 * whitespace alternatives.
 */
function restEnd(text: string, i: number, cls: number, trailing: number) {
  if (cls & DIGIT) {
    let j = i + 1;
    while (j < i + 3 && classAt(text, j) & DIGIT) j++;
    return j;
  }
  const from = text.charCodeAt(i) === 0x20 && isOther(classAt(text, i + 1))
    ? i + 1
    : i;
  if (isOther(classAt(text, from))) {
    return runEnd(text, otherRunEnd(text, from), trailing);
  }
  return whitespaceEnd(text, i);
}

/** cl100k_base: the end of the piece that starts at `i`. */
export function cl100kPieceEnd(text: string, i: number): number {
  const contraction = contractionEnd(text, i);
  if (contraction >= 0) return contraction;
  const cls = classAt(text, i);
  // [^\r\n\p{L}\p{N}]?\p{L}+
  if (cls & LETTER) return runEnd(text, i, LETTER);
  if (isLead(cls) && classAt(text, i + 1) & LETTER) {
    return runEnd(text, i + 1, LETTER);
  }
  return restEnd(text, i, cls, BREAK);
}

/** The end of o200k's optional contraction after a letter run ending at `j`. */
function withContraction(text: string, j: number): number {
  const end = contractionEnd(text, j);
  return end >= 0 ? end : j;
}

/** o200k_base: the end of the piece that starts at `i`. */
export function o200kPieceEnd(text: string, i: number): number {
  const cls = classAt(text, i);
  // The two letter alternatives, after an optional lead character.
  const start = isLead(cls) && classAt(text, i + 1) & LETTER ? i + 1 : i;
  if (classAt(text, start) & LETTER) {
    const upper = runEnd(text, start, UPPER);
    // [Lu]*[Ll]+: lower case after the capitals.
    if (classAt(text, upper) & LOWER) {
      return withContraction(text, runEnd(text, upper, LOWER));
    }
    // [Lu]+[Ll]*: capitals only (no lower case followed them).
    if (upper > start) return withContraction(text, upper);
  }
  return restEnd(text, i, cls, BREAK | SLASH);
}
