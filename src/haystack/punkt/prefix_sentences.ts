/**
 * `sent_tokenize(" ".join(words[:n]).strip())` for many `n` over one
 * word list (RULER's essay haystack, sized by a search), from one pass
 * over the whole text.
 *
 * Why a prefix's sentences follow from the whole text's: let `U` be the
 * joined words without leading white space and `T` the prefix, `U`'s
 * first `L` characters, `L` the length without trailing white space. So
 * `U[L - 1]` is no white space and `U[L]` is (a separator) or the end.
 *
 * - A mark at `p < L - 1` has the same match in `T` as in `U`: its
 *   lookahead is one punctuation character or white space then a token,
 *   and a token ending inside `T` ends there in `U` too. A mark at
 *   `L - 1` has no lookahead in `T`. So `T`'s candidates are `U`'s before
 *   `L - 1`, with the same words before them and the same contexts (a
 *   context is the text from the word's start to the end of the
 *   lookahead), hence the same decisions.
 * - A candidate is dropped only for the next one: all but `T`'s last are
 *   dropped or kept as in `U`; the last is always decided.
 * - The spans between breaks are then `U`'s up to the last break before
 *   that last candidate, then at most that candidate's break and the final
 *   span, cut at `L`. Realignment reads a span and its successor's text:
 *   its steps are `U`'s while the successor is one of the shared spans,
 *   and run afresh (with `U`'s carry) for the two or three spans left.
 *
 * tests/haystack/punkt/prefix_sentences_test.ts checks this against the
 * direct call for many `n`.
 *
 * @module
 */
import {
  englishPunktParameters,
  type PunktParameters,
} from "./english_parameters.ts";
import { endCandidates } from "./end_candidates.ts";
import { isPythonSpace, lstripLength } from "./python_text.ts";
import { realignAll, realignStep, type Spans } from "./realign.ts";
import { breakingCandidates, breakSpans } from "./sent_tokenize.ts";
import { containsSentbreak } from "./sentence_break.ts";

/** The sentences of the first `n` words (all of them past the end). */
type PrefixSentences = (n: number) => string[];

/** How many of the sorted `values` are below `limit`. */
function countBelow(values: readonly number[], limit: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (values[mid]! < limit) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** {@link PrefixSentences} over `words`, with the given parameters. */
function punktPrefixSentences(
  words: readonly string[],
  params: PunktParameters,
): PrefixSentences {
  const joined = words.join(" ");
  const lead = lstripLength(joined);
  const text = joined.slice(lead);
  // ends[n]: where the first n words end in `joined`.
  const ends = new Float64Array(words.length + 1);
  for (let n = 1; n <= words.length; n++) {
    ends[n] = ends[n - 1]! + words[n - 1]!.length + (n > 1 ? 1 : 0);
  }
  const candidates = endCandidates(text);
  const breaking = breakingCandidates(text, candidates, params);
  const spans = breakSpans(candidates, breaking, text.length);
  // The whole text's realignment, step by step: after step i (span i
  // before span i + 1), how many sentences were out and the carry.
  const shared: Spans = { starts: [], stops: [] };
  const outAfter: number[] = [];
  const carryAfter: number[] = [];
  let carry = 0;
  for (let i = 0; i + 1 < spans.starts.length; i++) {
    carry = realignStep(
      text,
      spans.starts[i]!,
      spans.stops[i]!,
      carry,
      spans.starts[i + 1]!,
      spans.stops[i + 1]!,
      shared,
    );
    outAfter.push(shared.starts.length);
    carryAfter.push(carry);
  }
  let sharedTexts: string[] | undefined;

  return (n) => {
    let length = ends[Math.min(Math.max(n, 0), words.length)]! - lead;
    while (length > 0 && isPythonSpace(text[length - 1]!)) length--;
    if (length <= 0) return [];
    // T's candidates: those before length - 1; its last is always decided.
    const count = countBelow(candidates.mark, length - 1);
    // U's breaks among T's candidates but its last.
    const kept = countBelow(breaking, count - 1);
    const tail: Spans = { starts: [], stops: [] };
    if (kept > 0) {
      tail.starts.push(spans.starts[kept - 1]!);
      tail.stops.push(spans.stops[kept - 1]!);
    }
    let lastBreak = kept > 0 ? candidates.nextStart[breaking[kept - 1]!]! : 0;
    const last = count - 1;
    if (
      last >= 0 &&
      containsSentbreak(
        text.slice(candidates.wordStart[last], candidates.contextEnd[last]),
        params,
      )
    ) {
      tail.starts.push(lastBreak);
      tail.stops.push(candidates.mark[last]! + 1);
      lastBreak = candidates.nextStart[last]!;
    }
    tail.starts.push(lastBreak);
    tail.stops.push(length);
    const steps = kept - 1; // realignment steps shared with U
    const out = realignAll(text, tail, steps > 0 ? carryAfter[steps - 1]! : 0);
    sharedTexts ??= shared.starts.map((start, i) =>
      text.slice(start, shared.stops[i])
    );
    const head = steps > 0 ? sharedTexts.slice(0, outAfter[steps - 1]) : [];
    for (let i = 0; i < out.starts.length; i++) {
      head.push(text.slice(out.starts[i], out.stops[i]));
    }
    return head;
  };
}

/**
 * Loads the English parameters and gives, for a word list,
 * `(n) => sent_tokenize(" ".join(words[:n]).strip())`.
 */
export async function loadEnglishPunktPrefixes(): Promise<
  (words: readonly string[]) => PrefixSentences
> {
  const params = await englishPunktParameters();
  return (words) => punktPrefixSentences(words, params);
}
