/**
 * NLTK's `sent_tokenize(text)` (English Punkt,
 * `PunktSentenceTokenizer.tokenize` with `realign_boundaries`), as NLTK
 * 3.8 computes it: the candidate ends found, each decided on its own
 * context, the text cut after every break (the next sentence starting at
 * the next token), the last sentence without trailing white space, then
 * closing punctuation realigned.
 *
 * @module
 */
import {
  englishPunktParameters,
  type PunktParameters,
} from "./english_parameters.ts";
import { type EndCandidates, endCandidates } from "./end_candidates.ts";
import { realignAll, type Spans, spanTexts } from "./realign.ts";
import { rstripLength } from "./python_text.ts";
import { containsSentbreak } from "./sentence_break.ts";

/** The candidates NLTK breaks at, by candidate index, in text order. */
export function breakingCandidates(
  text: string,
  candidates: EndCandidates,
  params: PunktParameters,
): number[] {
  const breaking: number[] = [];
  for (let k = 0; k < candidates.mark.length; k++) {
    if (
      candidates.decided[k] &&
      containsSentbreak(
        text.slice(candidates.wordStart[k], candidates.contextEnd[k]),
        params,
      )
    ) {
      breaking.push(k);
    }
  }
  return breaking;
}

/**
 * `_slices_from_text`: the spans between breaks, before realignment, the
 * last one ending at `end` (the length of the text without trailing
 * white space).
 */
export function breakSpans(
  candidates: EndCandidates,
  breaking: readonly number[],
  end: number,
): Spans {
  const spans: Spans = { starts: [], stops: [] };
  let lastBreak = 0;
  for (const k of breaking) {
    spans.starts.push(lastBreak);
    spans.stops.push(candidates.mark[k]! + 1);
    lastBreak = candidates.nextStart[k]!;
  }
  spans.starts.push(lastBreak);
  spans.stops.push(end);
  return spans;
}

/** `sent_tokenize(text)` with the given parameters. */
function punktSentences(
  text: string,
  params: PunktParameters,
): string[] {
  const candidates = endCandidates(text);
  const spans = breakSpans(
    candidates,
    breakingCandidates(text, candidates, params),
    rstripLength(text),
  );
  return spanTexts(text, realignAll(text, spans));
}

/**
 * NLTK's English `sent_tokenize`, its parameters loaded on first use:
 * `(text) => sentences`, equal to `nltk.sent_tokenize(text)` of NLTK 3.8
 * (and of 3.9 with `punkt_tab`) on Python 3.11.
 */
export async function loadEnglishPunkt(): Promise<(text: string) => string[]> {
  const params = await englishPunktParameters();
  return (text) => punktSentences(text, params);
}
