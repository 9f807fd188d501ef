/**
 * One request of a cell: a slot under the concurrency gate, the rate
 * limits, the call under `runner.request_timeout_s`, its usage checked
 * (`usage_check.ts`) and settled with the rate limiter; a failure is
 * classified for the retry policy.
 *
 * @module
 */
import type { Completion, RetryDecision } from "../../providers/provider.ts";
import type { Built, Cell } from "../../tasks/task.ts";
import type { Plan } from "../plan/plan.ts";
import type { ExecuteDeps, Limits } from "./execute_deps.ts";
import { checkedUsage } from "./usage_check.ts";

type AttemptResult =
  | { kind: "answered"; completion: Completion }
  | {
    kind: "failed";
    decision: RetryDecision;
    error: unknown;
    timedOut: boolean;
  }
  | { kind: "stopped" };

/** One request: a slot, the rate limits, the call under its timeout. */
export async function attempt(
  plan: Plan,
  built: Built,
  cell: Cell,
  deps: ExecuteDeps,
  limits: Limits,
  signal: AbortSignal,
  info: { attempts: number; promptTokens: number },
): Promise<AttemptResult> {
  let release: (() => void) | undefined;
  try {
    release = await limits.gate.acquire(signal);
    const output = built.max_tokens ?? limits.outputBudget;
    const settle = await limits.limiter.acquire(
      info.promptTokens + output,
      signal,
    );
    const timeout = AbortSignal.timeout(
      plan.run.runner.request_timeout_s * 1000,
    );
    limits.inFlight.count++;
    try {
      // Usage that is not token counts is kept aside, never counted.
      const completion = checkedUsage(
        await deps.provider.generate({
          messages: built.messages,
          cell_id: cell.cell_id,
          attempt: info.attempts,
          ...(built.max_tokens !== undefined
            ? { max_tokens: built.max_tokens }
            : {}),
          answer_key: built,
        }, AbortSignal.any([signal, timeout])).finally(() => {
          limits.inFlight.count--;
        }),
      );
      const usage = completion.usage;
      settle(
        usage
          ? usage.input_tokens + usage.output_tokens
          : info.promptTokens + output,
      );
      return { kind: "answered", completion };
    } catch (error) {
      if (signal.aborted) return { kind: "stopped" };
      if (timeout.aborted) {
        return {
          kind: "failed",
          decision: { retry: true, kind: "transient" },
          error: new Error(
            `no answer within runner.request_timeout_s (${plan.run.runner.request_timeout_s} s)`,
          ),
          timedOut: true,
        };
      }
      const decision = deps.provider.classify(error);
      return {
        kind: "failed",
        decision,
        error,
        // A gateway's 408 or 504: the request ran out of time on the way.
        timedOut: decision.retry && decision.timeout === true,
      };
    }
  } catch {
    // Aborted while waiting for a slot or the rate limits.
    return { kind: "stopped" };
  } finally {
    release?.();
  }
}
