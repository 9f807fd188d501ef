/**
 * How a message quotes a value it read from a file. A config error quotes
 * what it found ("got ..."), and what it found may be anything a path led
 * to: `model: ".env"` reads a file of keys, and any file holding one YAML
 * scalar is one huge string. {@link quoteValue} keeps a quote short (at
 * most {@link QUOTE_MAX_CHARS} characters of the value) and blanks what
 * looks like a secret, so an error never prints a key or a whole file.
 */

/** The most characters of a value a message quotes. */
export const QUOTE_MAX_CHARS = 40;

/** What a blanked secret shows as. */
const REDACTED = "[redacted]";

// `NAME=value` (a .env line) where a part of the name between underscores
// says it holds a secret (`OPENAI_API_KEY`, `GITHUB_TOKEN`, `apikey`): the
// value goes: quoted, to its closing quote (or the end); bare, to the next
// space, quote or line break.
const SECRET_ASSIGNMENT =
  /\b((?:[A-Za-z0-9]+_)*(?:API_?)?(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASS|CREDENTIALS?|AUTH)(?:_[A-Za-z0-9]+)*\s*=\s*)(?:"[^"]*"?|'[^']*'?|[^\s"']+)/gi;

// Well-known key shapes (OpenAI and Anthropic `sk-`, GitHub `ghp_`, Slack
// `xox?-`, AWS `AKIA`, a bearer token), and a long run of key characters
// mixing upper case, lower case and digits, as generated keys do (a path
// or a kebab-case name has "/" or "-" in it and is kept).
const SECRET_SHAPES = [
  /\b(?:sk|pk|rk)[-_][A-Za-z0-9_-]{6,}/g,
  /\bgh[pousr]_[A-Za-z0-9]{6,}/g,
  /\bxox[abprs]-[A-Za-z0-9-]{6,}/g,
  /\bAKIA[A-Z0-9]{12,}/g,
  /\b(Bearer\s+)[^\s"']+/gi,
];
const LONG_TOKEN = /[A-Za-z0-9_+=]{24,}/g;

/** How much of a value is redacted and measured before it is cut. */
const SCAN_CHARS = 4 * QUOTE_MAX_CHARS;

/** `text` with whatever looks like a secret replaced by {@link REDACTED}. */
export function redactSecrets(text: string): string {
  let out = text.replace(SECRET_ASSIGNMENT, `$1${REDACTED}`);
  for (const shape of SECRET_SHAPES) {
    out = out.replace(
      shape,
      (match, prefix?: unknown) =>
        typeof prefix === "string" && match.startsWith(prefix)
          ? `${prefix}${REDACTED}`
          : REDACTED,
    );
  }
  return out.replace(
    LONG_TOKEN,
    (run) =>
      /[0-9]/.test(run) && /[a-z]/.test(run) && /[A-Z]/.test(run)
        ? REDACTED
        : run,
  );
}

/**
 * `value` as a message may show it, unquoted: redacted, and cut to
 * {@link QUOTE_MAX_CHARS} characters with "…" when longer (a key path's
 * segment, a name).
 */
export function excerpt(value: string): string {
  const chars = [...redactSecrets(value.slice(0, SCAN_CHARS))];
  return value.length <= SCAN_CHARS && chars.length <= QUOTE_MAX_CHARS
    ? chars.join("")
    : `${chars.slice(0, QUOTE_MAX_CHARS).join("")}…`;
}

/**
 * `value` quoted for a message: JSON-quoted as it was when short and free
 * of secrets (so `got "8x"` reads as before); otherwise redacted, cut to
 * {@link QUOTE_MAX_CHARS} characters with "…", and followed by its length,
 * e.g. `"OPENAI_API_KEY=[redacted]"` or `"aaaa…" (100001 characters)`.
 * Only the head is scanned: a 100 MB value costs no more than a short one.
 */
export function quoteValue(value: string): string {
  const shown = excerpt(value);
  return shown.endsWith("…") && shown !== value
    ? `${JSON.stringify(shown)} (${value.length} characters)`
    : JSON.stringify(shown);
}
