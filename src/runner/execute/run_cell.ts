/**
 * One cell end to end: its prompt built and sized, its worst case reserved
 * under the cost cap, attempts sent until one answers or the retry policy
 * gives up (`retry_policy.ts`), and its row made, the key redacted from
 * answers and errors.
 *
 * @module
 */
import { kindOf } from "../../errors.ts";
import type { RetryDecision } from "../../providers/provider.ts";
import type { SentPrompt } from "../../prompt/sent_prompt.ts";
import type { Row } from "../../store/jsonl.ts";
import type { Built, Cell } from "../../tasks/task.ts";
import { costOf } from "../cost.ts";
import type { Plan } from "../plan/plan.ts";
import {
  builtPrompt,
  promptTokens as promptTokensOf,
} from "../plan/cell_prompts.ts";
import { redact } from "../rows/redact.ts";
import {
  answeredOutcome,
  type FailureClass,
  makeRow,
  type Outcome,
} from "../rows/row.ts";
import { attempt } from "./attempt.ts";
import type { ExecuteDeps, Limits } from "./execute_deps.ts";
import { RetryBudget } from "./retry_policy.ts";

export type CellResult =
  | {
    kind: "row";
    row: Row;
    fatal: boolean;
    status?: number;
    /** The last attempt could not connect (the endpoint is down). */
    unreachable?: boolean;
  }
  | { kind: "stopped" }
  | { kind: "over_budget"; worstCase: number };

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
  const promptTokens = promptTokensOf(plan, built, deps.context.tokenizer);
  const pricing = plan.model.pricing;
  // The most the cell can cost: its prompt and the whole output budget.
  const worstCase = pricing
    ? costOf(pricing, {
      input_tokens: promptTokens,
      output_tokens: built.max_tokens ?? limits.outputBudget,
    })
    : 0;
  if (!(await limits.cost.reserve(worstCase))) {
    return { kind: "over_budget", worstCase };
  }
  let spent = 0;
  try {
    const budget = new RetryBudget(plan.run.runner, deps.random);
    let attempts = 0;
    for (;;) {
      attempts++;
      const result = await attempt(plan, built, cell, deps, limits, signal, {
        attempts,
        promptTokens,
      });
      if (result.kind === "stopped") return result;
      if (result.kind === "answered") {
        limits.gate.succeeded();
        const outcome = answeredOutcome(
          plan,
          built,
          result.completion,
          deps.secrets,
          cell,
        );
        const usage = outcome.completion.usage;
        if (usage && pricing) spent = costOf(pricing, usage);
        // Usage that is not token counts: the cap keeps the worst case.
        if (outcome.completion.usage_invalid) spent = worstCase;
        return {
          kind: "row",
          fatal: false,
          row: rowFor(plan, cell, built, outcome, attempts, started, deps),
        };
      }
      const { decision, error, timedOut } = result;
      if (decision.retry && decision.kind === "rate_limit") {
        limits.gate.rateLimited();
      }
      const wait = budget.next(decision);
      if (wait === null) {
        const described = describeError(error, deps.secrets) +
          waitRefused(budget, plan.run.runner.max_wait_s);
        return failedResult(
          decision,
          timedOut,
          described,
          (outcome) =>
            rowFor(plan, cell, built, outcome, attempts, started, deps),
        );
      }
      try {
        await deps.sleep(wait, signal);
      } catch {
        return { kind: "stopped" };
      }
    }
  } finally {
    limits.cost.settle(worstCase, spent);
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

/** The row of a cell whose last attempt failed and is not retried. */
function failedResult(
  decision: RetryDecision,
  timedOut: boolean,
  error: string,
  row: (outcome: Outcome) => ReturnType<typeof rowFor>,
): CellResult {
  const failure: FailureClass = timedOut ? "timeout" : "provider_error";
  return {
    kind: "row",
    fatal: !decision.retry && decision.fatal === true,
    ...(decision.retry && decision.unreachable ? { unreachable: true } : {}),
    ...(!decision.retry && decision.status !== undefined
      ? { status: decision.status }
      : {}),
    row: row({ kind: "failed", failure, error }),
  };
}

/**
 * Why a cell that could have been retried gave up: its next wait (often
 * what a 429 asked for) would pass `runner.max_wait_s`. Said in the row,
 * since running the same command again meets the same wait.
 */
function waitRefused(budget: RetryBudget, maxWaitS: number): string {
  const wait = budget.refusedWaitMs;
  if (wait === undefined) return "";
  const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
  return `; gave up: the next wait (${
    seconds(wait)
  }) would pass runner.max_wait_s (${maxWaitS} s) after ${
    seconds(budget.waitedMs)
  } of waits; raise runner.max_wait_s to wait it out`;
}

function describeError(error: unknown, secrets: readonly string[]): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e && depth < 4; depth++) {
    parts.push(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return redact(parts.join("; caused by "), secrets);
}

function rowFor(
  plan: Plan,
  cell: Cell,
  built: SentPrompt<Built>,
  outcome: Outcome,
  attempts: number,
  started: number,
  deps: ExecuteDeps,
): Row {
  return makeRow(plan, cell, built, outcome, {
    attempts,
    durationSeconds: (performance.now() - started) / 1000,
    finishedAt: deps.now(),
  }, built.phase_shift);
}
