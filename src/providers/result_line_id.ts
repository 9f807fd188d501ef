/**
 * The custom_id of a result line niah cannot parse (cut short, over the
 * cap, broken further on), read from the line's top-level keys as far as
 * they go: keys and values are stepped over without being parsed, so a
 * `custom_id` inside an answer is never taken for the line's, and the scan
 * is linear in the text it reads.
 */

/** The index of the quote closing the string that opens at `at`; -1: none. */
function stringEnd(text: string, at: number): number {
  for (let i = at + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 34) return i;
  }
  return -1;
}

const OPEN = new Set(["{", "["]);
const CLOSE = new Set(["}", "]"]);
const SCALAR_END = /[,}\]\s]/;

/** The index just past the JSON value that starts at `at`; -1: cut short. */
function valueEnd(text: string, at: number): number {
  const first = text[at];
  if (first === '"') {
    const end = stringEnd(text, at);
    return end < 0 ? -1 : end + 1;
  }
  if (first !== undefined && OPEN.has(first)) {
    let depth = 0;
    for (let i = at; i < text.length; i++) {
      const c = text[i]!;
      if (c === '"') {
        i = stringEnd(text, i);
        if (i < 0) return -1;
      } else if (OPEN.has(c)) depth++;
      else if (CLOSE.has(c) && --depth === 0) return i + 1;
    }
    return -1;
  }
  let i = at;
  while (i < text.length && !SCALAR_END.test(text[i]!)) i++;
  return i === at || i === text.length ? -1 : i;
}

function skipSpace(text: string, at: number): number {
  let i = at;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return i;
}

/** The string value at `at`, if a whole one is there. */
function stringAt(text: string, at: number): string | undefined {
  if (text[at] !== '"') return undefined;
  const end = stringEnd(text, at);
  if (end < 0) return undefined;
  try {
    const value = JSON.parse(text.slice(at, end + 1));
    return typeof value === "string" && value !== "" ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `custom_id` of the object `text` begins, when its top-level keys up
 * to that one are whole; undefined otherwise.
 */
export function customIdOf(text: string): string | undefined {
  let i = skipSpace(text, 0);
  if (text[i] !== "{") return undefined;
  for (i++;;) {
    i = skipSpace(text, i);
    if (text[i] !== '"') return undefined;
    const keyEnd = stringEnd(text, i);
    if (keyEnd < 0) return undefined;
    const key = text.slice(i + 1, keyEnd);
    i = skipSpace(text, keyEnd + 1);
    if (text[i] !== ":") return undefined;
    i = skipSpace(text, i + 1);
    if (key === "custom_id") return stringAt(text, i);
    i = valueEnd(text, i);
    if (i < 0) return undefined;
    i = skipSpace(text, i);
    if (text[i] !== ",") return undefined;
    i++;
  }
}
