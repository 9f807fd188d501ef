/**
 * What executing a run touches, passed in so tests can swap it (provider,
 * store, clock, sleep, randomness, secrets, phase shifting), and the run's
 * shared limits its workers wait on: the concurrency gate, the rate
 * limiter, the cost guard and the output budget.
 *
 * @module
 */
import type { FollowUpRecord } from "../../store/row_schema.ts";
import type { Provider } from "../../providers/provider.ts";
import type { PhaseShifter } from "../../prompt/phase_shifter.ts";
import { outputBudget } from "../../providers/request_params.ts";
import type { Row } from "../../store/jsonl.ts";
import type { BuildContext } from "../../tasks/task.ts";
import { CostGuard } from "../cost.ts";
import type { Plan } from "../plan/plan.ts";
import { ConcurrencyGate } from "./concurrency_gate.ts";
import { RateLimiter } from "./rate_limiter.ts";
import type { RunProgress } from "./run_summary.ts";

/** Everything the runner touches, passed in so tests can swap it. */
export interface ExecuteDeps {
  provider: Provider;
  append(row: Row): Promise<void>;
  context: BuildContext;
  signal: AbortSignal;
  now(): Date;
  /** Waits `ms`, rejecting early when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  /** A number in [0, 1) for backoff jitter. */
  random(): number;
  /** Values to scrub from error messages (API keys). */
  secrets: readonly string[];
  /** A cost cap that overrides `runner.max_cost_usd` (`--max-cost`). */
  maxCostUsd?: number;
  /** Called after each row is written. */
  onRow?(row: Row, progress: RunProgress): void;
  /**
   * First calls an earlier run paid for, by cell id (`ResumeState`): such a
   * cell sends only its second call, when its task rebuilds the same one.
   */
  firstCalls?: ReadonlyMap<string, FollowUpRecord>;
  /**
   * Prompt phase shifting, when on: rewrites each cell's messages once,
   * before any attempt, whatever the provider (src/prompt/sent_prompt.ts).
   */
  phaseShift?: PhaseShifter;
}

/** The run's shared limits. */
export interface Limits {
  gate: ConcurrencyGate;
  limiter: RateLimiter;
  cost: CostGuard;
  outputBudget: number;
  /** Requests sent and not yet answered. */
  inFlight: { count: number };
}

/** The run's concurrency gate, rate limiter, cost guard and output budget. */
export function limitsOf(plan: Plan, deps: ExecuteDeps): Limits {
  const runner = plan.run.runner;
  const clock = () => deps.now().getTime();
  return {
    gate: new ConcurrencyGate(runner.concurrency, clock),
    limiter: new RateLimiter(
      { rpm: runner.rpm, tpm: runner.tpm },
      clock,
      deps.sleep,
    ),
    cost: new CostGuard(deps.maxCostUsd ?? runner.max_cost_usd),
    outputBudget: outputBudget(plan.model.request) ?? 0,
    inFlight: { count: 0 },
  };
}
