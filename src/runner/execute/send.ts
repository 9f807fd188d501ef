/**
 * One request of a cell sent until it is answered or the retry policy
 * gives up (`retry_policy.ts`), its error described with the key
 * redacted; what it may cost and what it did; the result of a cell.
 * run_cell.ts sends a cell's first call through it, follow_up.ts its
 * second.
 *
 * @module
 */
import type { Completion, RetryDecision } from "../../providers/provider.ts";
import type { Row } from "../../store/jsonl.ts";
import type { Built, Cell } from "../../tasks/task.ts";
import { costOf } from "../cost.ts";
import type { Plan } from "../plan/plan.ts";
import { redact } from "../rows/redact.ts";
import type { FailureClass, Outcome } from "../rows/row.ts";
import { attempt } from "./attempt.ts";
import type { ExecuteDeps, Limits } from "./execute_deps.ts";
import { RetryBudget } from "./retry_policy.ts";

/** What running one cell came to. */
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

/** What sending one request with retries came to. */
type Sent =
  | { kind: "answered"; completion: Completion; attempts: number }
  | {
    kind: "failed";
    decision: RetryDecision;
    timedOut: boolean;
    error: string;
    attempts: number;
  }
  | { kind: "stopped" };

/** The most a request can cost: its prompt and its whole output budget. */
export function worstCaseOf(
  plan: Plan,
  promptTokens: number,
  built: Pick<Built, "max_tokens">,
  limits: Limits,
): number {
  const pricing = plan.model.pricing;
  return pricing
    ? costOf(pricing, {
      input_tokens: promptTokens,
      output_tokens: built.max_tokens ?? limits.outputBudget,
    })
    : 0;
}

/**
 * What an answered request cost: its usage priced, or its worst case when
 * its usage is not token counts (the cap keeps the worst case).
 */
export function spentOn(
  plan: Plan,
  completion: Completion,
  worstCase: number,
): number {
  if (completion.usage_invalid) return worstCase;
  const pricing = plan.model.pricing;
  return completion.usage && pricing ? costOf(pricing, completion.usage) : 0;
}

/**
 * One request sent until it is answered or the retry policy gives up
 * (its error then described, the key redacted).
 */
export async function sendWithRetries(
  plan: Plan,
  built: Built,
  cell: Cell,
  deps: ExecuteDeps,
  limits: Limits,
  info: { signal: AbortSignal; promptTokens: number },
): Promise<Sent> {
  const { signal, promptTokens } = info;
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
      return { kind: "answered", completion: result.completion, attempts };
    }
    const { decision, error, timedOut } = result;
    if (decision.retry && decision.kind === "rate_limit") {
      limits.gate.rateLimited();
    }
    const wait = budget.next(decision);
    if (wait === null) {
      const described = describeError(error, deps.secrets) +
        waitRefused(budget, plan.run.runner.max_wait_s);
      return { kind: "failed", decision, timedOut, error: described, attempts };
    }
    try {
      await deps.sleep(wait, signal);
    } catch {
      return { kind: "stopped" };
    }
  }
}

/** The row of a cell whose last attempt failed and is not retried. */
export function failedResult(
  { decision, timedOut, error }: Extract<Sent, { kind: "failed" }>,
  row: (outcome: Outcome) => Row,
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
