/**
 * OpenAI-MRCR's `grade`, as the dataset card gives it (and NVIDIA
 * NeMo-Skills' `evaluator/mrcr.py` copies): 0 unless the response starts
 * with the row's `random_string_to_prepend`; otherwise that prefix is
 * removed from the response and from the answer (Python's `removeprefix`)
 * and the score is `difflib.SequenceMatcher(None, response,
 * answer).ratio()` (scorers/sequence_ratio.ts).
 *
 * @module
 */
import { sequenceRatio } from "../scorers/sequence_ratio.ts";

/** Python's `str.removeprefix`. */
function removePrefix(text: string, prefix: string): string {
  return text.startsWith(prefix) ? text.slice(prefix.length) : text;
}

/** The official grade of `response` against `answer`. */
export function mrcrGrade(
  response: string,
  answer: string,
  prefix: string,
): number {
  if (!response.startsWith(prefix)) return 0;
  return sequenceRatio(
    removePrefix(response, prefix),
    removePrefix(answer, prefix),
  );
}
