/**
 * LongBench v2's scoring, `pred.py`'s `extract_answer` and `judge`: the
 * answer, `strip()`ped, loses every `*`; the letter is the first
 * "The correct answer is (X)", else the first "The correct answer is X"
 * (X one of A-D; Python's `re.search`, case-sensitive); none is no answer.
 * The item is right when the letter is the gold one.
 *
 * @module
 */
import { pythonStrip } from "../scorers/python_whitespace.ts";

const PARENTHESISED = /The correct answer is \(([A-D])\)/;
const BARE = /The correct answer is ([A-D])/;

/** `extract_answer(response)`: the letter, or null (Python's `None`). */
function extractAnswer(response: string): string | null {
  const text = response.replaceAll("*", "");
  return PARENTHESISED.exec(text)?.[1] ?? BARE.exec(text)?.[1] ?? null;
}

/** The answer's letter as `pred.py` records it (`pred`, from `strip()`). */
export function predictionOf(output: string): string | null {
  return extractAnswer(pythonStrip(output));
}
