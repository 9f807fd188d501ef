/**
 * Cuts: places where a tokenizer always starts a new pre-tokenizer piece,
 * whatever the text on either side, so that `count(a + b) === count(a) +
 * count(b)` when `a` ends at one. Exact counts of long prompts re-encode
 * only the text between the cuts around a change: the haystack count
 * (src/haystack/count_rendered.ts, on tokens) and prompt phase shifting
 * (src/prompt/phase_shift.ts, on text). Each tokenizer's promise is its
 * {@link CutRule} (encoding.ts says which has which, and why).
 *
 * @module
 */
import type { CutRule, Tokenizer } from "./tokenizer.ts";

const WORD_START = /^[\p{L}\p{N}]/u;

/**
 * Whether `p` (a UTF-16 index, `0 < p < text.length`) is a place where
 * `rule` promises a split. `text` must be as the tokenizer sees it after
 * its normalizer (NFC for qwen3, NFKC for claude), as decoded text is.
 */
export function isCutInText(rule: CutRule, text: string, p: number): boolean {
  if (p <= 0 || p >= text.length) return false;
  const at = rule === "break_word" ? p - 1 : p;
  const code = text.charCodeAt(at);
  return (code === 0x0a || code === 0x0d) &&
    WORD_START.test(text.slice(at + 1, at + 3));
}

/** Encodings whose regex never lets a piece run on into a space. */
const SPACE_CUTS = new Set(["cl100k_base", "o200k_base"]);

/**
 * The cuts of a text for an encoder that decides each stretch between two
 * of them on its own: a line break then a letter or digit when the
 * tokenizer promises `break_word` (other promises are not used there,
 * which is only slower), and, for cl100k_base and o200k_base, a printable
 * ASCII character other than a space then a space (in neither regex does a
 * piece hold a space after its first character unless it is all
 * whitespace, and no piece looks behind). Null when
 * no cut is known: the whole text is one stretch. The caller keeps `p`
 * inside the text.
 */
export function textCuts(
  tokenizer: Tokenizer,
): ((text: string, p: number) => boolean) | null {
  const newline = tokenizer.cutRule === "break_word";
  const space = SPACE_CUTS.has(tokenizer.name);
  if (!newline && !space) return null;
  return (text, p) => {
    const before = text.charCodeAt(p - 1);
    if (before === 0x0a || before === 0x0d) {
      return newline && WORD_START.test(text.slice(p, p + 2));
    }
    return space && text.charCodeAt(p) === 0x20 && before > 0x20 &&
      before < 0x7f;
  };
}

/**
 * The cuts of a token stream by the tokenizer's rule, read from the
 * tokens themselves: index `i` is a cut when, for `break_word`, token
 * `i - 1` ends with a line break and token `i` starts with a letter or
 * digit; for `break_before_word`, token `i` is exactly one line break and
 * token `i + 1` starts with a letter or digit. Indices in `blocked` (and
 * for `break_before_word` those just before them) are never cuts: text
 * goes in there. Null when the tokenizer promises no rule.
 */
export function tokenCuts(
  tokenizer: Tokenizer,
  tokens: Uint32Array,
  blocked: ReadonlySet<number>,
): ((i: number) => boolean) | null {
  const rule = tokenizer.cutRule;
  if (!rule) return null;
  const flags = tokenFlags(tokenizer);
  const n = tokens.length;
  return rule === "break_word"
    ? (i) =>
      i > 0 && i < n && !blocked.has(i) &&
      (flags.of(tokens[i - 1]!) & ENDS_WITH_BREAK) !== 0 &&
      (flags.of(tokens[i]!) & STARTS_WITH_WORD) !== 0
    : (i) =>
      i > 0 && i + 1 < n && !blocked.has(i) && !blocked.has(i + 1) &&
      (flags.of(tokens[i]!) & IS_ONE_BREAK) !== 0 &&
      (flags.of(tokens[i + 1]!) & STARTS_WITH_WORD) !== 0;
}

/** Token ends with the byte `\n` or `\r`. */
const ENDS_WITH_BREAK = 1;
/** Token's first character is whole and a letter or digit. */
const STARTS_WITH_WORD = 2;
/** The flags of this token were computed. */
const KNOWN = 4;
/** Token is exactly one byte, `\n` or `\r`. */
const IS_ONE_BREAK = 8;

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Per-token facts, one byte per token id, filled in as ids are met. */
class TokenFlags {
  #flags = new Uint8Array(1 << 17);
  constructor(private readonly tokenizer: Tokenizer) {}

  of(id: number): number {
    if (id >= this.#flags.length) {
      const grown = new Uint8Array(Math.max(id + 1, this.#flags.length * 2));
      grown.set(this.#flags);
      this.#flags = grown;
    }
    let value = this.#flags[id]!;
    if (value === 0) {
      value = KNOWN |
        flagsOfBytes(this.tokenizer.decodeBytes(Uint32Array.of(id)));
      this.#flags[id] = value;
    }
    return value;
  }
}

function flagsOfBytes(bytes: Uint8Array): number {
  let value = 0;
  const last = bytes[bytes.length - 1];
  if (last === 0x0a || last === 0x0d) {
    value |= ENDS_WITH_BREAK;
    if (bytes.length === 1) value |= IS_ONE_BREAK;
  }
  const first = bytes[0];
  if (first === undefined) return value;
  // The first character's length from its lead byte; 0 if not a lead.
  const length = first < 0x80
    ? 1
    : first >= 0xc2 && first <= 0xdf
    ? 2
    : first >= 0xe0 && first <= 0xef
    ? 3
    : first >= 0xf0 && first <= 0xf4
    ? 4
    : 0;
  // A character cut off by the token's end is not known to be a letter.
  if (length === 0 || bytes.length < length) return value;
  let char: string;
  try {
    char = strictUtf8.decode(bytes.subarray(0, length));
  } catch {
    return value;
  }
  if (WORD_START.test(char)) value |= STARTS_WITH_WORD;
  return value;
}

const flagCache = new WeakMap<Tokenizer, TokenFlags>();

function tokenFlags(tokenizer: Tokenizer): TokenFlags {
  let flags = flagCache.get(tokenizer);
  if (!flags) {
    flags = new TokenFlags(tokenizer);
    flagCache.set(tokenizer, flags);
  }
  return flags;
}
