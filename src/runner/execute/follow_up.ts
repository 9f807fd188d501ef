/**
 * A cell's second call, where its task makes one after the first answer
 * (`Task.followUp`: LongBench v2's `cot`, the reasoning and then the
 * answer-extraction prompt with it inside). The task builds the second
 * prompt from the cell's recipe and the first answer (the key redacted,
 * as the row stores it, so `reconstruct` rebuilds the same prompt); its
 * worst case is reserved under the cost cap as the first's was, it is
 * sent with the same retries, and its answer is the one scored. The row
 * keeps the first call (`follow_up`); a second call that fails makes an
 * error row that still holds it, from which a resumed run sends the
 * second call alone ({@link resumedFollowUp}). A run stopped, or refused
 * by the cost cap, between the two calls writes no row for the cell.
 *
 * @module
 */
import { messagesDigest } from "../../prompt/message.ts";
import type { Completion, Usage } from "../../providers/provider.ts";
import type { Row } from "../../store/jsonl.ts";
import type { FollowUpRecord } from "../../store/row_schema.ts";
import type { Built, Cell, FollowUpCall } from "../../tasks/task.ts";
import { promptTokens as promptTokensOf } from "../plan/cell_prompts.ts";
import type { Plan } from "../plan/plan.ts";
import { redactCompletion } from "../rows/redact.ts";
import { answeredOutcome, type FirstCall, type Outcome } from "../rows/row.ts";
import type { ExecuteDeps, Limits } from "./execute_deps.ts";
import {
  type CellResult,
  failedResult,
  sendWithRetries,
  spentOn,
  worstCaseOf,
} from "./send.ts";

/** A cell's second call: its prompt, and the row's record of the first. */
interface SecondCall {
  built: Built;
  first: FirstCall;
}

/**
 * The second call a cell's task makes after `completion`, the first
 * answer, or undefined when it makes none.
 */
export async function followUpOf(
  plan: Plan,
  cell: Cell,
  built: Built,
  completion: Completion,
  deps: ExecuteDeps,
): Promise<SecondCall | undefined> {
  const followUp = plan.task.followUp;
  if (!followUp?.uses(cell.params)) return undefined;
  const first = redactCompletion(completion, deps.secrets);
  const call = await followUp.call(built.recipe, first.text, deps.context);
  if (!call) return undefined;
  return secondCallOf(built, call, {
    first_response: first.text,
    first_finish_reason: first.finish_reason,
    first_usage: first.usage,
    messages_sha256: messagesDigest(call.messages),
  });
}

/**
 * The second call of a cell whose first call an earlier run paid for (its
 * error row's `follow_up`, `ResumeState.firstCalls`), or undefined when the
 * task now builds another second prompt from it (the first call is then
 * made again).
 */
export async function resumedFollowUp(
  plan: Plan,
  cell: Cell,
  built: Built,
  stored: FollowUpRecord,
  deps: ExecuteDeps,
): Promise<SecondCall | undefined> {
  const followUp = plan.task.followUp;
  if (!followUp?.uses(cell.params)) return undefined;
  const call = await followUp.call(
    built.recipe,
    stored.first_response,
    deps.context,
  );
  if (!call || messagesDigest(call.messages) !== stored.messages_sha256) {
    return undefined;
  }
  const usage = stored.first_usage;
  const counted = typeof usage?.input_tokens === "number" &&
    typeof usage.output_tokens === "number";
  return secondCallOf(built, call, {
    ...stored,
    first_usage: counted ? usage as Usage : null,
  });
}

/** The second call's prompt: the first's, with its messages and budget. */
function secondCallOf(
  built: Built,
  call: FollowUpCall,
  first: FirstCall,
): SecondCall {
  const { max_tokens: _firstBudget, ...rest } = built;
  return {
    built: {
      ...rest,
      messages: call.messages,
      ...(call.max_tokens !== undefined ? { max_tokens: call.max_tokens } : {}),
    },
    first,
  };
}

/** What sending the second call needs of its cell. */
interface CellSending {
  plan: Plan;
  cell: Cell;
  deps: ExecuteDeps;
  limits: Limits;
  signal: AbortSignal;
  /** The first call's attempts. */
  attempts: number;
  /** The cell's row for an outcome, its attempts and its first call. */
  row(outcome: Outcome, attempts: number, first: FirstCall): Row;
}

/**
 * Sends `second` and makes the cell's row; `ledger` is the cell's
 * reservation under the cost cap and its spending, which this adds to.
 */
export async function sendFollowUp(
  second: SecondCall,
  ledger: { reserved: number; spent: number },
  sending: CellSending,
): Promise<CellResult> {
  const { plan, cell, deps, limits, signal } = sending;
  const promptTokens = promptTokensOf(
    plan,
    second.built,
    deps.context.tokenizer,
  );
  const worstCase = worstCaseOf(plan, promptTokens, second.built, limits);
  if (!(await limits.cost.reserve(worstCase))) {
    return { kind: "over_budget", worstCase };
  }
  ledger.reserved += worstCase;
  const sent = await sendWithRetries(plan, second.built, cell, deps, limits, {
    signal,
    promptTokens,
  });
  if (sent.kind === "stopped") return sent;
  const attempts = sending.attempts + sent.attempts;
  if (sent.kind === "failed") {
    return failedResult(
      sent,
      (outcome) => sending.row(outcome, attempts, second.first),
    );
  }
  ledger.spent += spentOn(plan, sent.completion, worstCase);
  const outcome = answeredOutcome(
    plan,
    second.built,
    sent.completion,
    deps.secrets,
    cell,
  );
  return {
    kind: "row",
    fatal: false,
    row: sending.row(outcome, attempts, second.first),
  };
}
