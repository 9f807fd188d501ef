/**
 * The token count of a rendered context, computed by re-encoding only the
 * text around the places where rendering changed the haystack.
 *
 * @module
 */
import { tokenCuts } from "../tokenizer/cut_rule.ts";
import type { Tokenizer } from "../tokenizer/tokenizer.ts";
import { type NeedlePlacement, renderContext } from "./insert_needle.ts";

/**
 * How many tokens `renderContext(haystack, placements, tokenizer)` encodes
 * to, always equal to `tokenizer.count` of that text, without encoding all
 * of it.
 *
 * `seams` are the indices in `(0, haystack.length)` where the haystack's
 * token stream joins chunks that were encoded separately
 * (`TokenSource.seams`); `haystack` must be a prefix of that stream.
 *
 * Why it is exact. cl100k_base and o200k_base first split text into pieces
 * with a regex and encode each piece on its own. No alternative of either
 * regex matches a line break (`\n`, `\r`) followed by a letter or digit: a
 * line break appears only in the whitespace alternatives, which match
 * nothing else, and at the end of the punctuation one (`[\r\n]*`, `[\r\n/]*`
 * in o200k), after which only more breaks (or `/`) may follow. So such a
 * position, a "cut", ends one piece and starts the next in any text that
 * holds it, the pieces before it do not depend on the text after it (the
 * only lookahead, `\s+(?!\S)`, is never reached there: `\s*[\r\n]+` comes
 * first and matches the same run), and those after it do not depend on the
 * text before it (there is no lookbehind). Hence count(a + b) = count(a) +
 * count(b) whenever a ends with a line break and b starts with a letter or
 * digit; a tokenizer states this promise with the cut rule `break_word`
 * (src/tokenizer/encoding.ts says which tokenizers do, and why).
 *
 * GPT-2's regex (the `claude` tokenizer) has no `\s*[\r\n]+`: there
 * `\s+(?!\S)` splits a run of whitespace before its last character when
 * text follows, and keeps it whole at the end of the text, so the place
 * after a run of breaks moves with what follows. The place before the
 * run's last character does not: with text after the run, that character
 * is a piece of its own (only a space joins the word after it), and the
 * rest of the run ends a piece whether or not the run goes on. So that
 * tokenizer promises `break_before_word`: the cut is before a line break
 * that is followed by a letter or digit.
 *
 * Cut the rendered text (`tokenCuts` of src/tokenizer/cut_rule.ts) at
 * every token index `i` where no needle goes in and, for `break_word`, haystack token `i - 1` ends with a line break and
 * token `i` starts with a letter or digit; for `break_before_word`, token
 * `i` is exactly one line break, token `i + 1` starts with a letter or
 * digit and no needle goes in at `i + 1` either. The count is the sum of
 * the counts of the segments between cuts. A segment with no needle, no
 * seam strictly inside and not ending at the haystack's end holds tokens
 * taken unchanged from one chunk's own encoding, between two piece
 * boundaries of that chunk, so re-encoding its text gives back exactly
 * those tokens: it counts as its length. Only the other segments (around
 * each needle, each seam that is not itself a cut, and the end, where the
 * stream was cut mid-chunk) are rendered and encoded. Decoding splits
 * cleanly at a cut, since a byte next to it is an ASCII line break. If no
 * cut lies near a changed point, its segment grows, up to the whole text:
 * slower, never wrong.
 *
 * Without the tokenizer's cut rule, or for an empty haystack or a needle
 * index outside it, the whole context is rendered and counted.
 */
export function countRenderedTokens(
  haystack: Uint32Array,
  seams: readonly number[],
  placements: readonly NeedlePlacement[],
  tokenizer: Tokenizer,
): number {
  const n = haystack.length;
  // Sorted exactly as renderContext sorts (stable, by index).
  const ordered = [...placements].sort((a, b) =>
    a.insertion_token_index - b.insertion_token_index
  );
  const valid = ordered.every((needle) => {
    const index = needle.insertion_token_index;
    return Number.isInteger(index) && index >= 0 && index <= n;
  });
  const needleAt = new Set(
    ordered.map((needle) => needle.insertion_token_index),
  );
  const isCut = n === 0 || !valid
    ? null
    : tokenCuts(tokenizer, haystack, needleAt);
  if (!isCut) {
    return tokenizer.count(renderContext(haystack, placements, tokenizer));
  }

  const dirty = [
    ...needleAt,
    ...seams.filter((at) => at > 0 && at < n),
    n,
  ].sort((a, b) => a - b);

  let total = n;
  let covered = 0; // segments before this index are accounted for
  let next = 0; // first needle of `ordered` not yet rendered
  for (const point of dirty) {
    if (point < covered || (point === n && covered === n)) continue;
    // A seam that is itself a cut joins two chunks' own tokens cleanly.
    if (isCut(point)) continue;
    let start = point;
    while (start > 0 && !isCut(start)) start--;
    let stop = point;
    if (stop < n) {
      stop++;
      while (stop < n && !isCut(stop)) stop++;
    }
    // Needles inside [start, stop), and those at n when stop is the end.
    let text = "";
    let from = start;
    while (next < ordered.length) {
      const needle = ordered[next]!;
      const at = needle.insertion_token_index;
      if (at >= stop && !(stop === n && at === n)) break;
      text += tokenizer.decode(haystack.subarray(from, at));
      text += needle.pad_before + needle.text + needle.pad_after;
      from = at;
      next++;
    }
    text += tokenizer.decode(haystack.subarray(from, stop));
    total += tokenizer.count(text) - (stop - start);
    covered = stop;
  }
  return total;
}
