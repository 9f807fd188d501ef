/**
 * The stored row of one cell: the seed's schema-2 fields plus niah's own.
 * A few KB whatever the context size: never the rendered context.
 */
import type { Completion, Usage } from "../providers/provider.ts";
import type { StoredRow } from "../store/jsonl.ts";
import type { Built, Cell, Score } from "../tasks/task.ts";
import { costOf } from "./cost.ts";
import type { Plan } from "./plan.ts";

/** Schema version of rows, as in the seed. */
export const SCHEMA_VERSION = 2;

/** Why a cell ended as it did. */
export type FailureClass =
  | "ok"
  | "wrong"
  | "parse_fail"
  | "truncated"
  | "refusal"
  | "provider_error"
  | "timeout";

/** The outcome of sending one cell. */
export type Outcome =
  | { kind: "answered"; completion: Completion; score: Score }
  | { kind: "failed"; failure: FailureClass; error: string };

/** Cost in USD from usage and per-million-token prices; null if unknown. */
export function costUsd(plan: Plan, usage: Usage | null): number | null {
  const pricing = plan.model.pricing;
  return usage && pricing ? costOf(pricing, usage) : null;
}

/** Classifies an answered cell. */
export function answeredClass(
  completion: Completion,
  score: Score,
): FailureClass {
  if (score.correct) return "ok";
  if (completion.finish_reason === "length") return "truncated";
  if (
    completion.text.trim() === "" ||
    completion.finish_reason === "refusal" ||
    completion.finish_reason === "content_filter"
  ) return "refusal";
  if (score.parse_fail) return "parse_fail";
  return "wrong";
}

function contextTokens(built: Built): number | null {
  const count = built.recipe.final_context_token_count;
  return typeof count === "number" ? count : null;
}

/** Assembles the row for a cell. */
export function makeRow(
  plan: Plan,
  cell: Cell,
  built: Built,
  outcome: Outcome,
  timing: { attempts: number; durationSeconds: number; finishedAt: Date },
): StoredRow {
  const answered = outcome.kind === "answered" ? outcome : null;
  const completion = answered?.completion ?? null;
  return {
    schema_version: SCHEMA_VERSION,
    run_name: plan.run.run_name,
    model_id: plan.model.id,
    model_request_name: plan.model.request.model,
    task_type: plan.task.type,
    context_length: cell.axes.context_length ?? null,
    target_depth_percent: cell.axes.depth_percent ?? null,
    cell_id: cell.cell_id,
    fingerprint: plan.fingerprint,
    fingerprint_parts: plan.fingerprintParts,
    params: cell.axes,
    sample_index: cell.sample_index,
    seed: cell.seed,
    tokenizer: plan.tokenizer,
    recipe: built.recipe,
    needle_metadata: built.metadata,
    expected_answer: built.expected_answer,
    prompt_question: built.prompt_question,
    response: completion?.text ?? null,
    ...(completion?.reasoning !== undefined
      ? { reasoning: completion.reasoning }
      : {}),
    finish_reason: completion?.finish_reason ?? null,
    score: answered
      ? { value: answered.score.value, details: answered.score.details }
      : null,
    usage: completion?.usage ?? null,
    // niah's count of the context beside the provider's count of the whole
    // prompt (context, question and chat template), so reports can show
    // the gap between the two.
    token_counts: {
      context: contextTokens(built),
      provider_input: completion?.usage?.input_tokens ?? null,
    },
    cost_usd: costUsd(plan, completion?.usage ?? null),
    duration_seconds: Math.round(timing.durationSeconds * 1000) / 1000,
    status: answered ? "ok" : "error",
    failure_class: answered
      ? answeredClass(answered.completion, answered.score)
      : outcome.kind === "failed"
      ? outcome.failure
      : "provider_error",
    ...(outcome.kind === "failed" ? { error: outcome.error } : {}),
    attempts: timing.attempts,
    timestamp_utc: timing.finishedAt.toISOString(),
  };
}
