/**
 * Punkt's second pass (`_second_pass_annotation`, Kiss and Strunk's
 * section 4): a period-final token reconsidered with the token after it,
 * by the collocation, orthographic and frequent-sentence-starter
 * heuristics.
 *
 * @module
 */
import type { PunktParameters } from "./english_parameters.ts";
import { NUMBER_TYPE, type PunktToken } from "./punkt_token.ts";
import { firstIsLower, firstIsUpper, isInitial } from "./python_text.ts";

/** Orthographic context: upper case at the start of a sentence. */
const BEG_UC = 1 << 1;
/** Upper case inside a sentence. */
const MID_UC = 1 << 2;
/** Upper case, position unknown. */
const UNK_UC = 1 << 3;
/** Lower case at the start of a sentence. */
const BEG_LC = 1 << 4;
/** Lower case inside a sentence. */
const MID_LC = 1 << 5;
/** Lower case, position unknown. */
const UNK_LC = 1 << 6;
const UC = BEG_UC | MID_UC | UNK_UC;
const LC = BEG_LC | MID_LC | UNK_LC;

/** Tokens that never start a sentence (`PUNCTUATION`). */
const PUNCTUATION = new Set([";", ":", ",", ".", "!", "?"]);

/** What the orthographic heuristic says of a token starting a sentence. */
type Verdict = true | false | "unknown";

/** `_ortho_heuristic`: does `token` start a sentence? */
function orthoHeuristic(token: PunktToken, params: PunktParameters): Verdict {
  if (PUNCTUATION.has(token.tok)) return false;
  const context = params.orthoContext.get(token.typeNoSentperiod) ?? 0;
  if (firstIsUpper(token.tok) && (context & LC) && !(context & MID_UC)) {
    return true;
  }
  if (firstIsLower(token.tok) && ((context & UC) || !(context & BEG_LC))) {
    return false;
  }
  return "unknown";
}

/** Marks `token` an abbreviation that ends no sentence. */
function markAbbreviation(token: PunktToken): void {
  token.sentbreak = false;
  token.abbr = true;
}

/** The second pass over `token`, `next` having had its first pass. */
export function annotateSecondPass(
  token: PunktToken,
  next: PunktToken,
  params: PunktParameters,
): void {
  if (!token.periodFinal) return;
  const type = token.typeNoPeriod;
  const nextType = next.typeNoSentperiod;
  const initial = isInitial(token.tok);

  // Collocation heuristic: a known pair across the period.
  if (params.collocations.get(type)?.has(nextType)) {
    markAbbreviation(token);
    return;
  }

  // An abbreviation or ellipsis may also end a sentence.
  if ((token.abbr || token.ellipsis) && !initial) {
    if (orthoHeuristic(next, params) === true) {
      token.sentbreak = true;
      return;
    }
    if (firstIsUpper(next.tok) && params.sentStarters.has(nextType)) {
      token.sentbreak = true;
      return;
    }
  }

  // Initials and ordinals that seemed to break may be abbreviations.
  if (initial || type === NUMBER_TYPE) {
    const verdict = orthoHeuristic(next, params);
    if (verdict === false) {
      markAbbreviation(token);
      return;
    }
    if (
      verdict === "unknown" && initial && firstIsUpper(next.tok) &&
      !((params.orthoContext.get(nextType) ?? 0) & LC)
    ) {
      markAbbreviation(token);
    }
  }
}
