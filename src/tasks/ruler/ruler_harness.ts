/**
 * Whose request and scoring a `ruler` cell follows (`task.harness`), over
 * the same RULER sample (`input`, `answer_prefix`, `outputs`):
 *
 * - `ruler` (the default, never stored): RULER main's `call_api.py`, one
 *   user message `input + answer_prefix`, `max_tokens` the task's
 *   `tokens_to_generate`; scored as `evaluate.py` scores:
 *   `postprocess_pred`, then `string_match_all` / `_part`.
 * - `nemo_skills`: NVIDIA/NeMo-Skills main (`0b012df`): its
 *   `dataset/ruler/prepare.py` writes `input` as `question` and
 *   `answer_prefix.strip()` as `generation`; the prompt config
 *   `generic/default` is the user message `{question}` (no system
 *   message) and `++start_assistant_response_key=generation` starts the
 *   assistant turn with the prefix: a user message and a final assistant
 *   message for the model to continue (a prefill); `tokens_to_generate`
 *   as RULER's. Scored by `evaluator/ruler.py`: `string_match_all_single`
 *   / `_part_single` on the raw generation (the continuation alone; its
 *   `default_parse` only fills `predicted_answer`).
 * - `nemo_skills_appended`: NeMo-Skills' branch
 *   `chsieh/ruler-remove-prefix` (`3f4d17f`): `question` is `input +
 *   answer_prefix`, one user message, no `tokens_to_generate` (the model
 *   config's `max_tokens`); scored as `nemo_skills`.
 *
 * @module
 */
import type { Message } from "../../prompt/message.ts";
import { pythonStrip } from "../scorers/python_whitespace.ts";
import { rulerRowScore } from "./ruler_score.ts";

/** The harnesses a `ruler` cell may follow; `ruler` is the default. */
export const RULER_HARNESSES = [
  "ruler",
  "nemo_skills",
  "nemo_skills_appended",
] as const;

/** A harness other than RULER's own: what params and rows record. */
export type StoredHarness = Exclude<(typeof RULER_HARNESSES)[number], "ruler">;

/** The harnesses params and recipes record (`ruler` is never stored). */
export const STORED_HARNESSES = [
  "nemo_skills",
  "nemo_skills_appended",
] as const satisfies readonly StoredHarness[];

/** What a harness's messages are made of. */
interface SampleText {
  input: string;
  answer_prefix: string;
}

/** The messages `harness` sends for a sample. */
export function harnessMessages(
  sample: SampleText,
  harness: StoredHarness | undefined,
): Message[] {
  if (harness === "nemo_skills") {
    return [
      { role: "user", content: sample.input },
      { role: "assistant", content: pythonStrip(sample.answer_prefix) },
    ];
  }
  return [{ role: "user", content: sample.input + sample.answer_prefix }];
}

/** RULER's `input` back from the messages `harness` sent for a sample. */
export function harnessInput(
  messages: readonly Message[],
  answerPrefix: string,
  harness: StoredHarness | undefined,
): string {
  const content = messages[0]?.content ?? "";
  return harness === "nemo_skills"
    ? content
    : content.slice(0, content.length - answerPrefix.length);
}

/** Whether `harness` ends the prompt with an assistant message (a prefill). */
export function harnessPrefills(harness: StoredHarness | undefined): boolean {
  return harness === "nemo_skills";
}

/** The `max_tokens` `harness` sends: the task's, or none (the model's). */
export function harnessMaxTokens(
  harness: StoredHarness | undefined,
  tokensToGenerate: number,
): number | undefined {
  return harness === "nemo_skills_appended" ? undefined : tokensToGenerate;
}

/**
 * NeMo-Skills' per-row score: `string_match_all_single` /
 * `string_match_part_single` on the raw generation (no postprocessing).
 */
export function nemoSkillsScore(
  generation: string,
  references: readonly string[],
  metric: "all" | "part",
): number {
  return rulerRowScore(generation, references, metric);
}

/**
 * A task's score as NeMo-Skills' `RulerMetrics` reports it (one
 * generation a row: `pass@1` accuracy): the rows' values summed in row
 * order, `100 * sum / n`, unrounded; its group score (`ruler_score.py`)
 * is the plain mean of the tasks'. No rows is 0.
 */
export function nemoSkillsTaskScore(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const value of values) sum += value;
  return 100 * sum / values.length;
}
