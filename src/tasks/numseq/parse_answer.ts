/**
 * Reads the number a model answered, leniently enough not to under-score
 * (the reference needed both tags, and lost most answers of models that
 * reply with `\boxed{}`): the last `<answer>` block, else the last
 * `\boxed{}`, else (when enabled) the final number on the last line.
 * Numbers are normalised (`+5`, `5.0`, `1,234`, `1 234`, `−5`, `$5$`) and
 * compared exactly, as BigInt, so large answers never round; zero-width
 * characters are ignored.
 */

/** Where the answer was found. */
export type ParsePath = "answer_tag" | "boxed" | "last_line";

/** A parsed answer. */
interface ParsedAnswer {
  path: ParsePath;
  /** Canonical decimal text: `-1234`, or `2.5` for a non-integer. */
  text: string;
  /** The value when it is an integer, else null (a wrong answer). */
  integer: bigint | null;
}

/** Parser options. */
interface ParseOptions {
  /** Try the final number on the last line when no tag or box parses. */
  lastLineFallback: boolean;
}

/** The answer in `response`, or null when nothing parses. */
export function parseAnswer(
  response: string,
  options: ParseOptions,
): ParsedAnswer | null {
  // Zero-width characters (a phase-shifted prompt's, echoed) never count.
  const text = response.replace(/[\u200b-\u200d\u2060\ufeff]/g, "")
    .replace(/[\u2212\ufe63\uff0d]/g, "-");
  const tag = answerTagContent(text);
  if (tag !== null) {
    const number = numberIn(tag);
    if (number) return { path: "answer_tag", ...number };
  }
  const boxed = lastBoxedContent(text);
  if (boxed !== null) {
    const number = numberIn(boxed);
    if (number) return { path: "boxed", ...number };
  }
  if (options.lastLineFallback) {
    const lines = text.split(/\r?\n/).map((line) => line.trim())
      .filter((line) => line !== "");
    const last = lines.at(-1);
    if (last !== undefined) {
      const number = lastNumberIn(stripMarkup(last));
      if (number) return { path: "last_line", ...number };
    }
  }
  return null;
}

/**
 * The text after the last `<answer>` (case-insensitive), up to its
 * `</answer>` or, when a reply was cut off, the end.
 */
function answerTagContent(text: string): string | null {
  const lower = text.toLowerCase();
  const open = lower.lastIndexOf("<answer>");
  if (open < 0) return null;
  const from = open + "<answer>".length;
  const close = lower.indexOf("</answer>", from);
  return text.slice(from, close < 0 ? undefined : close);
}

/**
 * The contents of the last balanced `\boxed{...}`, if any. Each brace's
 * partner is found in one pass (a stack of open braces), so a reply of
 * thousands of unclosed `\boxed{` is read in linear time.
 */
function lastBoxedContent(text: string): string | null {
  const partner = new Map<number, number>();
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x7b) open.push(i);
    else if (code === 0x7d && open.length > 0) partner.set(open.pop()!, i);
  }
  let found: string | null = null;
  for (const match of text.matchAll(/\\boxed\s*\{/g)) {
    const brace = match.index + match[0].length - 1;
    const close = partner.get(brace);
    if (close !== undefined) found = text.slice(brace + 1, close);
  }
  return found;
}

/** Removes Markdown and LaTeX wrappers that do not change a number. */
function stripMarkup(text: string): string {
  return text
    .replace(/\\(?:text|mathrm|mathbf|textbf)\s*\{([^{}]*)\}/g, "$1")
    .replace(/\{,\}/g, ",")
    .replace(/\\[,;:! ]/g, " ")
    .replace(/\\[()[\]]|[$*`]/g, " ");
}

type NumberValue = Omit<ParsedAnswer, "path">;

// One number: sign, digits (optionally grouped by commas, or by spaces when
// the number stands alone), optional decimals. In running text a number
// must not continue a word, a decimal or a digit group ("3,5" is neither).
const GROUPED = String.raw`\d{1,3}(?:,\d{3})+`;
const SPACED = String.raw`\d{1,3}(?:[ \u00a0\u2009\u202f]\d{3})+`;
const WHOLE = new RegExp(
  String.raw`^([+-]?)\s*(${GROUPED}|${SPACED}|\d+)(?:\.(\d*))?$`,
);
const IN_TEXT = new RegExp(
  String.raw`(?<![\w.]|\d,)([+-]?)(${GROUPED}|\d+)(?:\.(\d+))?(?!\d|,\d)`,
  "g",
);

/**
 * The number a tag or box holds: the whole content as one number; else
 * what follows its last `=` (`a(20) = 42`); else its last number
 * (`The term is 42.`). Another `\boxed{}` inside counts first.
 */
function numberIn(content: string): NumberValue | null {
  const boxed = lastBoxedContent(content);
  if (boxed !== null) {
    const number = numberIn(boxed);
    if (number) return number;
  }
  const plain = stripMarkup(content).trim();
  const whole = wholeNumber(plain);
  if (whole) return whole;
  const equals = plain.lastIndexOf("=");
  if (equals >= 0) {
    const after = wholeNumber(plain.slice(equals + 1).trim());
    if (after) return after;
  }
  return lastNumberIn(plain);
}

/** The text as one number, allowing a final full stop. */
function wholeNumber(text: string): NumberValue | null {
  const match = WHOLE.exec(text.replace(/\.$/, "").trim());
  if (!match) return null;
  return canonical(match[1]!, match[2]!, match[3] ?? "");
}

/** The last number in running text. */
function lastNumberIn(text: string): NumberValue | null {
  let last: RegExpExecArray | undefined;
  for (const match of text.matchAll(IN_TEXT)) last = match;
  return last ? canonical(last[1]!, last[2]!, last[3] ?? "") : null;
}

function canonical(
  sign: string,
  digits: string,
  decimals: string,
): NumberValue {
  const whole = BigInt(digits.replace(/\D/g, ""));
  const fraction = decimals.replace(/0+$/, "");
  const negative = sign === "-" && (whole !== 0n || fraction !== "");
  if (fraction === "") {
    const integer = negative ? -whole : whole;
    return { text: String(integer), integer };
  }
  return { text: `${negative ? "-" : ""}${whole}.${fraction}`, integer: null };
}
