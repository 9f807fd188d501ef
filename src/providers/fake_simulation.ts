/**
 * The fake provider's `mode: simulated`: an imperfect model, for the demo
 * and for trying reports. Every draw is keyed by (`seed`, cell id), so a
 * rerun, a resume or another machine gets the same answers:
 *
 * - each attempt at a cell fails (a retryable error) with chance
 *   `error_rate`, drawn per (cell, attempt number): retries mostly
 *   recover, and a
 *   cell whose every attempt fails ends as a `provider_error` row;
 * - an answered cell is right with chance `accuracy`; otherwise it is, in
 *   turn of likelihood, a wrong answer (half), an answer with none in it
 *   (a fifth: `parse_fail` or `wrong`, as the task's parser reads it), an
 *   answer cut at the output limit (`truncated`) or an empty one
 *   (`refusal`).
 */
import { fnv1a } from "../random/fnv1a.ts";
import { mulberry32 } from "../random/mulberry32.ts";
import type { AnswerKey, Oracle } from "./provider.ts";

/** The settings a simulation reads (the fake's `request:` block). */
interface SimulationSettings {
  accuracy: number;
  error_rate: number;
  seed: number;
  response_text: string;
}

/** What a simulated model does with one attempt at a cell. */
type SimulatedOutcome =
  | { kind: "error" }
  | { kind: "answer"; text: string; finish_reason: "stop" | "length" };

/** A draw in [0, 1) for this seed, cell and purpose. */
function draw(seed: number, cellId: string, purpose: string): number {
  return mulberry32(fnv1a(`${seed}\u0000${cellId}\u0000${purpose}`))();
}

/** A wrong answer of the same shape: the expected one reversed (or marked). */
function wrongAnswer(expected: string): string {
  const reversed = [...expected].reverse().join("");
  return reversed !== expected ? reversed : `${expected}0`;
}

/** The outcome of attempt `attempt` (1 for the first try) at cell `cellId`. */
export function simulatedOutcome(
  settings: SimulationSettings,
  cellId: string,
  attempt: number,
  oracle: Oracle,
  key: AnswerKey | undefined,
): SimulatedOutcome {
  const { seed } = settings;
  if (draw(seed, cellId, `error ${attempt}`) < settings.error_rate) {
    return { kind: "error" };
  }
  const right = key ? oracle(key) : settings.response_text;
  const u = draw(seed, cellId, "answer");
  if (u < settings.accuracy || !key) {
    return { kind: "answer", text: right, finish_reason: "stop" };
  }
  // Where in the failing share this cell falls, from 0 to 1.
  const miss = (u - settings.accuracy) / (1 - settings.accuracy);
  if (miss < 0.5) {
    const wrong = oracle({
      ...key,
      expected_answer: wrongAnswer(key.expected_answer),
    });
    return { kind: "answer", text: wrong, finish_reason: "stop" };
  }
  if (miss < 0.7) {
    return {
      kind: "answer",
      text: settings.response_text,
      finish_reason: "stop",
    };
  }
  if (miss < 0.85) {
    const cut = right.slice(0, Math.max(1, Math.floor(right.length / 3)));
    return { kind: "answer", text: cut, finish_reason: "length" };
  }
  return { kind: "answer", text: "", finish_reason: "stop" };
}
