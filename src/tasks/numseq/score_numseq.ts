/**
 * Scores a num_seq answer both ways, every time: by the reference's strict rule
 * (first `<answer>` pair, exact text) and by niah's lenient parser (tags,
 * `\boxed{}`, number formats, last line). `answer_parser` picks which one
 * is `score.value`; the other is kept in `score.details`, so one run can
 * be compared with the reference's tables and still show what brittle parsing
 * cost.
 */
import type { Built, Score } from "../task.ts";
import { parseAnswer } from "./parse_answer.ts";
import { strictScore } from "./strict_answer.ts";

/** The lenient parser's verdict. */
function lenientScore(response: string, expected: string, fallback: boolean) {
  const parsed = parseAnswer(response, { lastLineFallback: fallback });
  if (!parsed) return { value: 0, parse_path: null, parsed: null };
  const right = parsed.integer !== null && parsed.integer === BigInt(expected);
  return { value: right ? 1 : 0, parse_path: parsed.path, parsed: parsed.text };
}

/** Both verdicts; `metadata.answer_parser` (default strict) is the headline. */
export function scoreNumseq(
  response: string,
  built: Pick<Built, "expected_answer" | "metadata">,
): Score {
  const fallback = built.metadata.last_line_fallback !== false;
  const lenient = lenientScore(response, built.expected_answer, fallback);
  const strict = strictScore(response, built.expected_answer);
  if (built.metadata.answer_parser === "lenient") {
    return {
      value: lenient.value,
      correct: lenient.value === 1,
      ...(lenient.parsed === null ? { parse_fail: true } : {}),
      details: { answer_parser: "lenient", ...lenient, strict },
    };
  }
  return {
    value: strict.value,
    correct: strict.value === 1,
    ...(strict.parsed === null ? { parse_fail: true } : {}),
    details: {
      answer_parser: "strict",
      parsed: strict.parsed,
      lenient,
    },
  };
}
