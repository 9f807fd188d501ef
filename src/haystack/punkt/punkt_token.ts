/**
 * NLTK's `PunktToken` and Punkt's first pass (`_first_pass_annotation`):
 * a word token with its case-normalised type and the decisions made from
 * the type alone.
 *
 * @module
 */
import type { PunktParameters } from "./english_parameters.ts";
import { isNumeric, pythonLower } from "./python_text.ts";

/** What a numeric token's type is. */
export const NUMBER_TYPE = "##number##";

/** The characters that are a sentence break on their own. */
const SENT_END_CHARS = new Set([".", "?", "!"]);

/** `_RE_ELLIPSIS` (`\.\.+$`, matched at the start). */
const ELLIPSIS = /^\.\.+$/;

/** One word token and its annotations. */
export class PunktToken {
  readonly tok: string;
  /** The lower-cased token, or `##number##` for a number. */
  readonly type: string;
  readonly periodFinal: boolean;
  sentbreak = false;
  abbr = false;
  ellipsis = false;

  constructor(tok: string) {
    this.tok = tok;
    const lower = pythonLower(tok);
    this.type = isNumeric(lower) ? NUMBER_TYPE : lower;
    this.periodFinal = tok.endsWith(".");
  }

  /** The type without its final period, if it has one (and more). */
  get typeNoPeriod(): string {
    return this.type.length > 1 && this.type.endsWith(".")
      ? this.type.slice(0, -1)
      : this.type;
  }

  /** The type without its final period if that period ends a sentence. */
  get typeNoSentperiod(): string {
    return this.sentbreak ? this.typeNoPeriod : this.type;
  }
}

/**
 * The first pass: `.`, `?` and `!` break; two or more periods are an
 * ellipsis; a word ending in one period is an abbreviation when the word
 * (or its part after the last hyphen) is a known abbreviation type, else
 * a break.
 */
export function annotateFirstPass(
  token: PunktToken,
  params: PunktParameters,
): void {
  const tok = token.tok;
  if (SENT_END_CHARS.has(tok)) {
    token.sentbreak = true;
  } else if (ELLIPSIS.test(tok)) {
    token.ellipsis = true;
  } else if (token.periodFinal && !tok.endsWith("..")) {
    const word = pythonLower(tok.slice(0, -1));
    const lastPart = word.slice(word.lastIndexOf("-") + 1);
    if (params.abbrevTypes.has(word) || params.abbrevTypes.has(lastPart)) {
      token.abbr = true;
    } else {
      token.sentbreak = true;
    }
  }
}
