/**
 * The stored row of one cell: the reference tool's schema-2 fields plus
 * niah's own.
 * A few KB whatever the context size: never the rendered context.
 */
import { redactCompletion } from "./redact.ts";
import type { PhaseShiftRecord } from "../../prompt/phase_shift_record.ts";
import { templateAllowance } from "../../prompt/prompt_tokens.ts";
import type { Completion, Usage } from "../../providers/provider.ts";
import {
  type FailureClass,
  type FollowUpRecord,
  type Row,
  SCHEMA_VERSION,
} from "../../store/row_schema.ts";
import { checkedScore, cutScore } from "../../tasks/score_check.ts";
import type { Built, Cell, Score } from "../../tasks/task.ts";
import { costOf } from "../cost.ts";
import { checkedUsage } from "../execute/usage_check.ts";
import type { Plan } from "../plan/plan.ts";

export type { FailureClass } from "../../store/row_schema.ts";

/** The outcome of sending one cell. */
export type Outcome =
  | { kind: "answered"; completion: Completion; score: Score }
  | { kind: "failed"; failure: FailureClass; error: string };

/**
 * The outcome of an answered cell, direct or from a batch: the completion
 * with the key redacted (a model or server that echoes it must not store
 * it), scored by the task (a score outside 0..1 is refused, naming the
 * cell).
 */
export function answeredOutcome(
  plan: Plan,
  built: Built,
  completion: Completion,
  secrets: readonly string[],
  cell: Pick<Cell, "cell_id">,
): Extract<Outcome, { kind: "answered" }> {
  const redacted = redactCompletion(completion, secrets);
  return {
    kind: "answered",
    completion: redacted,
    score: checkedScore(
      plan.task,
      cutScore(
        plan.task,
        plan.task.score(redacted.text, built),
        redacted.finish_reason,
      ),
      `cell "${cell.cell_id}"`,
    ),
  };
}

/** Cost in USD from usage and per-million-token prices; null if unknown. */
export function costUsd(plan: Plan, usage: Usage | null): number | null {
  const pricing = plan.model.pricing;
  return usage && pricing ? costOf(pricing, usage) : null;
}

/** Classifies an answered cell by its checked score (`checkedScore`). */
export function answeredClass(
  completion: Pick<Completion, "text" | "finish_reason">,
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

/**
 * A row's `token_counts`: `context` (niah's count of the context, in the
 * row's `tokenizer`), `provider_input` (the provider's `usage.input_tokens`
 * for the whole prompt), `gap` (`provider_input - context`: the question,
 * the chat template and any disagreement; null unless both are known) and
 * `gap_flag` (true when the gap is large, see {@link isLargeGap}).
 */
interface TokenCounts {
  context: number | null;
  provider_input: number | null;
  gap: number | null;
  gap_flag: boolean | null;
}

/**
 * A gap within this many tokens, or this share of the context, plus the
 * chat template's allowance (src/prompt/prompt_tokens.ts), is not large.
 */
const GAP_TOLERANCE_TOKENS = 32;
const GAP_TOLERANCE_SHARE = 0.01;

const utf8 = new TextEncoder();

/**
 * Whether the provider's count of a prompt is further from niah's count of
 * its context than the rest of the prompt can explain: below it by more
 * than the tolerance (max(32 tokens, 1% of the context)), or above it by
 * more than the tolerance plus the UTF-8 bytes of `prompt_question` (the
 * prompt's text besides the context; no token is shorter than a byte) and
 * the chat template's allowance per message. niah's count is exact in
 * its tokenizer, so a large gap means the model counts in other tokens
 * (the wrong or an approximate tokenizer) or did not count the prompt niah
 * built (truncated, cached or rewritten by the provider).
 */
export function isLargeGap(
  gap: number,
  context: number,
  built: Pick<Built, "messages" | "prompt_question">,
): boolean {
  const tolerance = Math.max(
    GAP_TOLERANCE_TOKENS,
    Math.ceil(context * GAP_TOLERANCE_SHARE),
  );
  const rest = utf8.encode(built.prompt_question).length +
    templateAllowance(built.messages);
  return gap < -tolerance || gap > rest + tolerance;
}

function tokenCounts(built: Built, providerInput: number | null): TokenCounts {
  const context = built.context_tokens;
  if (providerInput === null) {
    return {
      context,
      provider_input: providerInput,
      gap: null,
      gap_flag: null,
    };
  }
  const gap = providerInput - context;
  return {
    context,
    provider_input: providerInput,
    gap,
    gap_flag: isLargeGap(gap, context, built),
  };
}

function numberOrNull(value: unknown): number | null {
  return typeof value === "number" ? value : null;
}

/** A row's `follow_up` as the runner makes it: the first usage as counted. */
export type FirstCall = Omit<FollowUpRecord, "first_usage"> & {
  first_usage: Usage | null;
};

/**
 * The usage of a cell that made a second call: the two calls' sum (null
 * when either is unknown), or the first's alone when the second failed.
 */
function followUpUsage(
  first: Usage | null,
  second: Usage | null | undefined,
): Usage | null {
  if (second === undefined || first === null) return first;
  if (second === null) return null;
  const reasoning = (first.reasoning_tokens ?? 0) +
    (second.reasoning_tokens ?? 0);
  return {
    input_tokens: first.input_tokens + second.input_tokens,
    output_tokens: first.output_tokens + second.output_tokens,
    ...(first.reasoning_tokens !== undefined ||
        second.reasoning_tokens !== undefined
      ? { reasoning_tokens: reasoning }
      : {}),
  };
}

/**
 * A row's usage (both calls' where the cell made two) and the provider's
 * count of the prompt that holds the context (the first call's).
 */
function usageOf(
  completion: Completion | null,
  followUp: FirstCall | undefined,
): { usage: Usage | null; firstInput: number | null } {
  if (!followUp) {
    const usage = completion?.usage ?? null;
    return { usage, firstInput: usage?.input_tokens ?? null };
  }
  return {
    usage: followUpUsage(
      followUp.first_usage,
      completion ? completion.usage : undefined,
    ),
    firstInput: followUp.first_usage?.input_tokens ?? null,
  };
}

/**
 * Assembles the row for a cell; `phaseShift` is the record of the rewrite
 * when phase shifting is on (the row then says how the prompt was sent),
 * `followUp` the first call of a cell whose task made a second
 * (`Task.followUp`): the outcome is then the second call's, the usage the
 * sum of both, and the token counts the first prompt's, which holds the
 * context.
 */
export function makeRow(
  plan: Plan,
  cell: Cell,
  built: Built,
  outcome: Outcome,
  timing: { attempts: number; durationSeconds: number; finishedAt: Date },
  phaseShift?: PhaseShiftRecord | null,
  followUp?: FirstCall,
): Row {
  const answered = outcome.kind === "answered" ? outcome : null;
  // Every path to a row (direct, batch) keeps bad usage aside, so the
  // store never refuses a row for what an endpoint said.
  const completion = answered ? checkedUsage(answered.completion) : null;
  const { usage, firstInput } = usageOf(completion, followUp);
  return {
    schema_version: SCHEMA_VERSION,
    run_name: plan.run.run_name,
    model_id: plan.model.id,
    model_request_name: plan.model.request.model,
    task_type: plan.task.type,
    context_length: numberOrNull(cell.axes.context_length),
    target_depth_percent: numberOrNull(cell.axes.depth_percent),
    cell_id: cell.cell_id,
    fingerprint: plan.fingerprint,
    fingerprint_parts: plan.fingerprintParts,
    params: cell.axes,
    sample_index: cell.sample_index,
    seed: cell.seed,
    tokenizer: plan.tokenizer,
    ...styleAndGenerator(plan, cell),
    recipe: built.recipe,
    ...(phaseShift ? { phase_shift: phaseShift } : {}),
    needle_metadata: built.metadata,
    expected_answer: built.expected_answer,
    prompt_question: built.prompt_question,
    ...(built.question_message !== undefined
      ? { question_message: built.question_message }
      : {}),
    response: completion?.text ?? null,
    ...(completion?.reasoning !== undefined
      ? { reasoning: completion.reasoning }
      : {}),
    ...(followUp ? { follow_up: followUp } : {}),
    finish_reason: completion?.finish_reason ?? null,
    ...(completion?.endpoint !== undefined
      ? { endpoint: completion.endpoint }
      : {}),
    score: answered
      ? { value: answered.score.value, details: answered.score.details }
      : null,
    scorer: plan.task.scorer,
    usage: usage ? { ...usage } : null,
    // Counts that are not token counts, as reported
    // (runner/execute/usage_check.ts).
    ...(completion?.usage_invalid
      ? { usage_invalid: completion.usage_invalid }
      : {}),
    // niah's count of the context beside the provider's count of the whole
    // prompt (context, question and chat template), and the gap between.
    token_counts: {
      ...tokenCounts(built, firstInput),
    },
    cost_usd: costUsd(plan, usage),
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

/** The row's `style` and `generator`, from the cell's task parameters. */
function styleAndGenerator(
  plan: Plan,
  cell: Cell,
): { style?: string; generator: string } {
  const style = (cell.params as { style?: unknown }).style;
  return {
    ...(typeof style === "string" ? { style } : {}),
    generator: plan.task.generator(cell.params),
  };
}
