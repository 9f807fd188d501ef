/**
 * The few Python 3.11 `str` and `re` behaviours NLTK's Punkt relies on,
 * as JavaScript gives them: whitespace (`str.isspace`, `re`'s `\s`,
 * `strip`), `string.whitespace`, `str.lower`, `isupper`/`islower` of a
 * character, and the Unicode classes `\d` and `[^\W\d]`.
 *
 * Python 3.11 reads Unicode 14.0; the JavaScript engine a newer version.
 * The characters assigned since ({@link NEWER_THAN_PYTHON}) are
 * unassigned to Python: no letter, digit or case, and `lower()` keeps
 * them; five older ones became lower case since. With those masks every
 * predicate here equals Python 3.11's on every code point
 * (tests/haystack/punkt/python_text_test.ts).
 *
 * @module
 */

/** Python's whitespace: `str.isspace`, `re`'s `\s` on `str`, `strip()`. */
const SPACE_CHARS =
  "\\t\\n\\x0B\\x0C\\r\\x1C-\\x1F \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000";

/** `re`'s `\s` (Python, `str` pattern), as a class for `u` patterns. */
export const SPACE = `[${SPACE_CHARS}]`;

/** `re`'s `\S`. */
export const NON_SPACE = `[^${SPACE_CHARS}]`;

const SPACE_CHAR = new RegExp(`^${SPACE}$`, "u");

/** Whether one character (a UTF-16 unit) is Python whitespace. */
export function isPythonSpace(char: string): boolean {
  return SPACE_CHAR.test(char);
}

/** `string.whitespace`: the ASCII six only. */
const ASCII_WHITESPACE = new Set([" ", "\t", "\n", "\r", "\x0B", "\x0C"]);

/** Whether `char` is in `string.whitespace`. */
export function isAsciiWhitespace(char: string): boolean {
  return ASCII_WHITESPACE.has(char);
}

const TRAILING_SPACE = new RegExp(`${SPACE}+$`, "u");
const LEADING_SPACE = new RegExp(`^${SPACE}+`, "u");
const ALL_SPACE = new RegExp(`^${SPACE}*$`, "u");

/** Length of `text.rstrip()`. */
export function rstripLength(text: string): number {
  const trailing = TRAILING_SPACE.exec(text);
  return trailing === null ? text.length : trailing.index;
}

/** Length of the whitespace `text.lstrip()` removes. */
export function lstripLength(text: string): number {
  return LEADING_SPACE.exec(text)?.[0].length ?? 0;
}

/** Whether `text.strip()` is non-empty. */
export function hasNonSpace(text: string): boolean {
  return !ALL_SPACE.test(text);
}

/**
 * Characters the JavaScript engine assigns but Unicode 14.0 (Python 3.11)
 * does not.
 */
const NEWER_THAN_PYTHON =
  /[\u{897}\u{cf3}\u{ece}\u{1b4e}-\u{1b4f}\u{1b7f}\u{1c89}-\u{1c8a}\u{2427}-\u{2429}\u{2ffc}-\u{2fff}\u{31e4}-\u{31e5}\u{31ef}\u{a7cb}-\u{a7cd}\u{a7da}-\u{a7dc}\u{105c0}-\u{105f3}\u{10d40}-\u{10d65}\u{10d69}-\u{10d85}\u{10d8e}-\u{10d8f}\u{10ec2}-\u{10ec4}\u{10efc}-\u{10eff}\u{1123f}-\u{11241}\u{11380}-\u{11389}\u{1138b}\u{1138e}\u{11390}-\u{113b5}\u{113b7}-\u{113c0}\u{113c2}\u{113c5}\u{113c7}-\u{113ca}\u{113cc}-\u{113d5}\u{113d7}-\u{113d8}\u{113e1}-\u{113e2}\u{116d0}-\u{116e3}\u{11b00}-\u{11b09}\u{11bc0}-\u{11be1}\u{11bf0}-\u{11bf9}\u{11f00}-\u{11f10}\u{11f12}-\u{11f3a}\u{11f3e}-\u{11f5a}\u{1342f}\u{13439}-\u{13455}\u{13460}-\u{143fa}\u{16100}-\u{16139}\u{16d40}-\u{16d79}\u{18cff}\u{1b132}\u{1b155}\u{1cc00}-\u{1ccf9}\u{1cd00}-\u{1ceb3}\u{1d2c0}-\u{1d2d3}\u{1df25}-\u{1df2a}\u{1e030}-\u{1e06d}\u{1e08f}\u{1e4d0}-\u{1e4f9}\u{1e5d0}-\u{1e5fa}\u{1e5ff}\u{1f6dc}\u{1f774}-\u{1f776}\u{1f77b}-\u{1f77f}\u{1f7d9}\u{1f8b2}-\u{1f8bb}\u{1f8c0}-\u{1f8c1}\u{1fa75}-\u{1fa77}\u{1fa87}-\u{1fa89}\u{1fa8f}\u{1faad}-\u{1faaf}\u{1fabb}-\u{1fabf}\u{1fac6}\u{1face}-\u{1facf}\u{1fada}-\u{1fadc}\u{1fadf}\u{1fae8}-\u{1fae9}\u{1faf7}-\u{1faf8}\u{1fbcb}-\u{1fbef}\u{2b739}\u{2ebf0}-\u{2ee5d}\u{31350}-\u{323af}]/u;

const NEWER_THAN_PYTHON_ALL = new RegExp(NEWER_THAN_PYTHON.source, "gu");
const NON_ASCII = /[^\p{ASCII}]/u;

/** Whether Python 3.11 knows the character (or all of `text`). */
function knownToPython(text: string): boolean {
  return !NON_ASCII.test(text) || !NEWER_THAN_PYTHON.test(text);
}

/** Python's `text.lower()`. */
export function pythonLower(text: string): string {
  if (knownToPython(text)) return text.toLowerCase();
  // Lowered piece by piece: an unassigned character is neither cased nor
  // case-ignorable to Python, so it ends a final-sigma context as the
  // end of a piece does.
  let lowered = "";
  let from = 0;
  for (const newer of text.matchAll(NEWER_THAN_PYTHON_ALL)) {
    lowered += text.slice(from, newer.index).toLowerCase() + newer[0];
    from = newer.index + newer[0].length;
  }
  return lowered + text.slice(from).toLowerCase();
}

const UPPER = /^\p{Uppercase}/u;
/**
 * Lower case: five modifier letters of Unicode 14 became Lowercase
 * (Other_Lowercase) only later; Python 3.11 says no.
 */
const LOWER = /^(?![\u10FC\uA7F2-\uA7F4\uAB69])\p{Lowercase}/u;

/** `text[0].isupper()`: the first code point is upper case. */
export function firstIsUpper(text: string): boolean {
  const first = text.codePointAt(0)!;
  if (first < 0x80) return first >= 0x41 && first <= 0x5A;
  return UPPER.test(text) && knownToPython(String.fromCodePoint(first));
}

/** `text[0].islower()`: the first code point is lower case. */
export function firstIsLower(text: string): boolean {
  const first = text.codePointAt(0)!;
  if (first < 0x80) return first >= 0x61 && first <= 0x7A;
  return LOWER.test(text) && knownToPython(String.fromCodePoint(first));
}

/** `re.match(r"[^\W\d]\.$", tok)`: one letter (or `_`) and a period. */
const INITIAL = /^[\p{L}\p{Nl}\p{No}_]\.$/u;

/** Whether `tok` is an initial, as PunktToken.is_initial says. */
export function isInitial(tok: string): boolean {
  return INITIAL.test(tok) && knownToPython(tok);
}

/** PunktToken's `_RE_NUMERIC`, `\d` being Unicode decimal digits. */
const NUMERIC = /^-?[.,]?\p{Nd}[\p{Nd},.\-]*\.?$/u;

/** Whether `type` matches `^-?[\.,]?\d[\d,\.-]*\.?$`. */
export function isNumeric(type: string): boolean {
  return NUMERIC.test(type) && knownToPython(type);
}
