/**
 * One cell end to end: its prompt built and sized, its worst case reserved
 * under the cost cap, attempts sent until one answers or the retry policy
 * gives up (send.ts), a second call where its task makes one
 * (follow_up.ts), and its row made, the key redacted from answers and
 * errors.
 *
 * @module
 */
import { kindOf } from "../../errors.ts";
import type { SentPrompt } from "../../prompt/sent_prompt.ts";
import type { Row } from "../../store/jsonl.ts";
import type { Built, Cell } from "../../tasks/task.ts";
import type { Plan } from "../plan/plan.ts";
import {
  builtPrompt,
  promptTokens as promptTokensOf,
} from "../plan/cell_prompts.ts";
import {
  answeredOutcome,
  type FirstCall,
  makeRow,
  type Outcome,
} from "../rows/row.ts";
import { followUpOf, resumedFollowUp, sendFollowUp } from "./follow_up.ts";
import type { ExecuteDeps, Limits } from "./execute_deps.ts";
import {
  type CellResult,
  failedResult,
  sendWithRetries,
  spentOn,
  worstCaseOf,
} from "./send.ts";

/** One cell end to end. */
export async function runCell(
  plan: Plan,
  cell: Cell,
  deps: ExecuteDeps,
  limits: Limits,
  signal: AbortSignal,
): Promise<CellResult> {
  const started = performance.now();
  const built = await promptUnlessStopped(plan, cell, deps, signal);
  if (!built) return { kind: "stopped" };
  const row = (outcome: Outcome, attempts: number, first?: FirstCall) =>
    rowFor(plan, cell, built, outcome, attempts, started, deps, first);
  const sending = {
    plan,
    cell,
    deps,
    limits,
    signal,
    row,
  };
  // A first call an earlier run paid for: its second call alone, which
  // reserves only its own worst case.
  const stored = deps.firstCalls?.get(cell.cell_id);
  const resumed = stored &&
    await resumedFollowUp(plan, cell, built, stored, deps);
  if (resumed) {
    const ledger = { reserved: 0, spent: 0 };
    try {
      return await sendFollowUp(resumed, ledger, { ...sending, attempts: 0 });
    } finally {
      limits.cost.settle(ledger.reserved, ledger.spent);
    }
  }
  const promptTokens = promptTokensOf(plan, built, deps.context.tokenizer);
  // The most the cell can cost: its prompt and the whole output budget.
  const worstCase = worstCaseOf(plan, promptTokens, built, limits);
  if (!(await limits.cost.reserve(worstCase))) {
    return { kind: "over_budget", worstCase };
  }
  const ledger = { reserved: worstCase, spent: 0 };
  try {
    const sent = await sendWithRetries(plan, built, cell, deps, limits, {
      signal,
      promptTokens,
    });
    if (sent.kind === "stopped") return sent;
    if (sent.kind === "failed") {
      return failedResult(sent, (outcome) => row(outcome, sent.attempts));
    }
    ledger.spent = spentOn(plan, sent.completion, worstCase);
    const second = await followUpOf(plan, cell, built, sent.completion, deps);
    if (second) {
      return await sendFollowUp(second, ledger, {
        ...sending,
        attempts: sent.attempts,
      });
    }
    const outcome = answeredOutcome(
      plan,
      built,
      sent.completion,
      deps.secrets,
      cell,
    );
    return { kind: "row", fatal: false, row: row(outcome, sent.attempts) };
  } finally {
    limits.cost.settle(ledger.reserved, ledger.spent);
  }
}

/**
 * The cell's prompt as sent, or null when `signal` stopped it while a
 * capture pattern was matching (a stop like any other).
 */
async function promptUnlessStopped(
  plan: Plan,
  cell: Cell,
  deps: ExecuteDeps,
  signal: AbortSignal,
): Promise<SentPrompt<Built> | null> {
  try {
    return await builtPrompt(
      plan,
      cell,
      { context: deps.context, phaseShift: deps.phaseShift },
      signal,
    );
  } catch (error) {
    if (signal.aborted && kindOf(error) === "interrupted") return null;
    throw error;
  }
}

function rowFor(
  plan: Plan,
  cell: Cell,
  built: SentPrompt<Built>,
  outcome: Outcome,
  attempts: number,
  started: number,
  deps: ExecuteDeps,
  first?: FirstCall,
): Row {
  return makeRow(
    plan,
    cell,
    built,
    outcome,
    {
      attempts,
      durationSeconds: (performance.now() - started) / 1000,
      finishedAt: deps.now(),
    },
    built.phase_shift,
    first,
  );
}
