/**
 * The candidate sentence ends of a text (`_match_potential_end_contexts`):
 * every `.`, `?` or `!` followed by other punctuation or by white space
 * and a token, each with the word before it, as NLTK 3.8 finds them.
 *
 * The word before a mark starts after the last `string.whitespace`
 * character since the previous mark; when there is none (or it is the
 * previous mark's own first character) it starts where the previous
 * mark's word started. A mark whose word starts before the next mark's
 * word ends (`!!!`: three marks, one word) is dropped for the next.
 *
 * @module
 */
import { PERIOD_CONTEXT } from "./language_vars.ts";
import { isAsciiWhitespace } from "./python_text.ts";

/** The candidates, in text order, one entry per mark. */
export interface EndCandidates {
  /** Where the mark is (`match.start()`). */
  readonly mark: readonly number[];
  /** Where the word before it starts. */
  readonly wordStart: readonly number[];
  /** Where its context ends: after the punctuation or the next token. */
  readonly contextEnd: readonly number[];
  /**
   * Where a sentence after it starts: the next token, or the punctuation
   * right after the mark.
   */
  readonly nextStart: readonly number[];
  /** Whether NLTK decides on it (the next mark does not drop it). */
  readonly decided: readonly boolean[];
}

/** Every candidate sentence end of `text`. */
export function endCandidates(text: string): EndCandidates {
  const mark: number[] = [];
  const wordStart: number[] = [];
  const contextEnd: number[] = [];
  const nextStart: number[] = [];
  const decided: boolean[] = [];
  let previousStart = 0;
  let previousStop = 0;
  for (const match of text.matchAll(PERIOD_CONTEXT)) {
    const at = match.index;
    let space = at - 1;
    while (space >= previousStop && !isAsciiWhitespace(text[space]!)) space--;
    const start = space > previousStop ? space + 1 : previousStart;
    if (mark.length > 0) decided.push(previousStop <= start);
    const after = match[1]!;
    const token = match[2];
    mark.push(at);
    wordStart.push(start);
    contextEnd.push(at + 1 + after.length);
    nextStart.push(
      token === undefined ? at + 1 : at + 1 + after.length - token.length,
    );
    previousStart = start;
    previousStop = at;
  }
  if (mark.length > 0) decided.push(true);
  return { mark, wordStart, contextEnd, nextStart, decided };
}
