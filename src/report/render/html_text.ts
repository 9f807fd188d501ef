/**
 * Text of the HTML report: escaping, shell quoting for the commands it
 * shows, and how its numbers and table cells are written.
 */
import { pageText } from "./terminal_text.ts";
import { INVALID_CLASSES } from "../stats/failure_classes.ts";
import { MAX_HTML_TABLE_ROWS } from "./report_limits.ts";
import type { IntervalMethod } from "../stats/score_interval.ts";

/**
 * Escapes text for HTML content and attribute values; a control or bidi
 * character shows as its escape (`\e`, `\x07`, `\u202e`), as on a
 * terminal (terminal_text.ts's `pageText`), so a name reads as it is.
 */
export function escapeHtml(text: string): string {
  return pageText(text).replace(
    /[&<>"']/g,
    (c) =>
      c === "&"
        ? "&amp;"
        : c === "<"
        ? "&lt;"
        : c === ">"
        ? "&gt;"
        : c === '"'
        ? "&quot;"
        : "&#39;",
  );
}

/** Quotes a word for a POSIX shell when it needs quoting. */
export function shellQuote(word: string): string {
  return /^[A-Za-z0-9_./:=@%+,-]+$/.test(word)
    ? word
    : `'${word.replaceAll("'", `'\\''`)}'`;
}

export function fixed(value: number | null, digits = 3): string {
  return value === null ? "–" : value.toFixed(digits);
}

export function pct(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

export function usd(value: number | null): string {
  return value === null ? "unknown (no pricing)" : `$${value.toFixed(4)}`;
}

export function count(n: number): string {
  return n.toLocaleString("en-US");
}

/** The first {@link MAX_HTML_TABLE_ROWS} of `lines`, and a note when cut. */
export function capped<T>(lines: readonly T[], what: string): [T[], string] {
  if (lines.length <= MAX_HTML_TABLE_ROWS) return [[...lines], ""];
  return [
    lines.slice(0, MAX_HTML_TABLE_ROWS),
    `<p class="meta">The first ${count(MAX_HTML_TABLE_ROWS)} of ${
      count(lines.length)
    } ${what} are listed; the CSV (<code>report --csv</code>) has them all.</p>`,
  ];
}

export function breakdown(
  classes: Record<string, number>,
  among: ReadonlySet<string> = INVALID_CLASSES,
): string {
  const parts = Object.entries(classes)
    .filter(([cls, n]) => among.has(cls) && n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([cls, n]) => `${count(n)} ${cls}`);
  return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}

export function numCell(value: number | null, text?: string): string {
  return `<td class="num" data-v="${value ?? ""}">${
    escapeHtml(text ?? (value === null ? "–" : String(value)))
  }</td>`;
}

/**
 * A line's 95% interval, "low–high", marked "(bootstrap)" where some
 * scores are neither 0 nor 1 (Wilson's, unmarked, otherwise).
 */
export function ciText(
  line: {
    ci_low: number | null;
    ci_high: number | null;
    interval: IntervalMethod | null;
  },
): string {
  return `${fixed(line.ci_low)}–${fixed(line.ci_high)}${
    line.interval === "bootstrap" ? " (bootstrap)" : ""
  }`;
}
