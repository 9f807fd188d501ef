/**
 * Text read from a results file (run names, model ids, responses, params,
 * error messages) is untrusted: printed raw, an ESC or CSI sequence in it
 * could recolour, retitle or rewrite the terminal, a CR could overwrite the
 * line before it, and a bidi override could make a line read differently
 * than it is. Everything niah prints from a results file to a terminal goes
 * through {@link terminalText}, which shows such characters as visible
 * escapes instead. Data written to stdout as data (`reconstruct`'s prompt)
 * stays byte-exact and does not go through here.
 */

// C0 controls (tab and newline included: a value is one line), DEL, C1
// controls (0x9b is CSI on its own), line and paragraph separators, and the
// bidi controls: marks, embeddings, overrides and isolates.
const UNSAFE =
  // deno-lint-ignore no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Record<string, string> = {
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  "\u001b": "\\e",
};

function escapeOne(c: string): string {
  const named = NAMED[c];
  if (named !== undefined) return named;
  const code = c.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, "0")}`
    : `\\u${code.toString(16).padStart(4, "0")}`;
}

/**
 * `value` as one line of text safe to print on a terminal: control, C1 and
 * bidi characters become visible escapes (`\e`, `\r`, `\n`, `\x07`,
 * `\u202e`); everything else, other scripts and emoji included, is kept.
 * Non-strings print as `String(value)`.
 */
export function terminalText(value: unknown): string {
  const text = typeof value === "string" ? value : String(value);
  UNSAFE.lastIndex = 0;
  return UNSAFE.test(text) ? text.replace(UNSAFE, escapeOne) : text;
}

/**
 * `text` as a page (the HTML report) shows it: as {@link terminalText}
 * would, but with tabs and line ends (`\n`, `\r\n`) kept, which the page
 * lays out; a lone return is escaped (the other C0 and C1 controls are
 * parse errors in HTML that a browser draws as nothing, or NUL as U+FFFD).
 */
export function pageText(text: string): string {
  UNSAFE.lastIndex = 0;
  if (!UNSAFE.test(text)) return text;
  return text.replace(
    UNSAFE,
    (c: string, at: number) =>
      c === "\t" || c === "\n" || (c === "\r" && text[at + 1] === "\n")
        ? c
        : escapeOne(c),
  );
}

/**
 * `value` (plain data) with {@link terminalText} applied to every string
 * inside it: what a chart draws (titles, labels, annotations) from a
 * results file, where a control character would also make the SVG invalid
 * XML, which browsers then draw nothing of.
 */
export function terminalTextDeep<T>(value: T): T {
  if (typeof value === "string") return terminalText(value) as T;
  if (Array.isArray(value)) return value.map(terminalTextDeep) as T;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, terminalTextDeep(v)]),
    ) as T;
  }
  return value;
}

/**
 * A family's section text as `report` prints it: every line through
 * {@link terminalText}, its tabs (column breaks) kept.
 */
export function terminalLines(text: string): string {
  return text.split("\n").map((line) =>
    line.split("\t").map(terminalText).join("\t")
  ).join("\n");
}
