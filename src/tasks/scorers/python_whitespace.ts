/**
 * Python's `str.strip()` and `str.split()` with no arguments, which the
 * reference scorer normalises answers with. Their whitespace is
 * `str.isspace()`'s, not JavaScript's `\s`: `\x1c`-`\x1f` and `\x85` are
 * whitespace there and not in `\s`; `\ufeff` is in `\s` and not there;
 * `\u200b` is in neither.
 */

/** Every character for which Python's `str.isspace()` is true. */
const PYTHON_WHITESPACE =
  "\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000";

const RUN = new RegExp(`[${PYTHON_WHITESPACE}]+`, "g");
const ENDS = new RegExp(
  `^[${PYTHON_WHITESPACE}]+|[${PYTHON_WHITESPACE}]+$`,
  "g",
);

/** Python's `text.strip()`. */
export function pythonStrip(text: string): string {
  return text.replace(ENDS, "");
}

/** Python's `text.split()`: the runs of non-whitespace, none empty. */
export function pythonSplit(text: string): string[] {
  const stripped = pythonStrip(text);
  return stripped === "" ? [] : stripped.split(RUN);
}

/** Python's `" ".join(text.split())`: whitespace runs collapsed, ends trimmed. */
export function pythonCollapse(text: string): string {
  return pythonSplit(text).join(" ");
}
