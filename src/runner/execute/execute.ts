/**
 * Executes a plan: workers build each cell's prompt, wait for a slot (the
 * concurrency gate, the rate limits and the cost cap), send it with
 * retries, score the answer and append one row. A failing cell becomes an
 * error row; an abort stops the pool cleanly, writing no row for the cells
 * it cut short; a fatal error (a rejected key), the same 4xx on each of
 * the first cells (first_cells_check.ts), or cell after cell that could
 * not connect (endpoint_down_check.ts), stops the run after its row.
 * Retries and waits follow retry_policy.ts; the key is redacted from
 * answers and errors, and usage that is not token counts set aside
 * (usage_check.ts), before they reach a row.
 */
import { EndpointDownError, FatalProviderError } from "../../errors.ts";
import type {
  Completion,
  Provider,
  RetryDecision,
} from "../../providers/provider.ts";
import type { PhaseShifter } from "../../prompt/phase_shifter.ts";
import { estimatePromptTokens } from "../../prompt/prompt_tokens.ts";
import { type SentPrompt, sentPrompt } from "../../prompt/sent_prompt.ts";
import { outputBudget } from "../../providers/request_params.ts";
import type { Row } from "../../store/jsonl.ts";
import type { BuildContext, Built, Cell } from "../../tasks/task.ts";
import { ConcurrencyGate } from "./concurrency_gate.ts";
import { CostGuard, costOf } from "../cost.ts";
import type { Plan } from "../plan/plan.ts";
import { RateLimiter } from "./rate_limiter.ts";
import { EndpointDownCheck } from "./endpoint_down_check.ts";
import { FirstCellsCheck } from "./first_cells_check.ts";
import { redact } from "../rows/redact.ts";
import { RetryBudget } from "./retry_policy.ts";
import {
  answeredOutcome,
  type FailureClass,
  makeRow,
  type Outcome,
} from "../rows/row.ts";
import { checkedUsage } from "./usage_check.ts";

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
   * Prompt phase shifting, when on: rewrites each cell's messages once,
   * before any attempt, whatever the provider (src/prompt/sent_prompt.ts).
   */
  phaseShift?: PhaseShifter;
}

/** Where a run stands, for progress displays. */
export interface RunProgress {
  written: number;
  total: number;
  classes: Record<string, number>;
  costUsd: number;
  /** The concurrency limit now (it halves on repeated 429s). */
  concurrency: number;
  /** Requests sent and not yet answered, now (at most `concurrency`). */
  inFlight: number;
}

/** What a run did. */
export interface RunSummary {
  cells: number;
  skipped: number;
  written: number;
  /** Rows written per failure class. */
  classes: Record<string, number>;
  interrupted: boolean;
  /** USD spent by the cells this run sent. */
  costUsd: number;
  /** Set when the cost cap stopped the run early. */
  stoppedByCost?: string;
}

/** The run's shared limits. */
interface Limits {
  gate: ConcurrencyGate;
  limiter: RateLimiter;
  cost: CostGuard;
  outputBudget: number;
  /** Requests sent and not yet answered. */
  inFlight: { count: number };
}

/** The run's concurrency gate, rate limiter, cost guard and output budget. */
function limitsOf(plan: Plan, deps: ExecuteDeps): Limits {
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

/** Runs `todo` (a subset of `plan.cells`) and appends a row per cell. */
export async function executeRun(
  plan: Plan,
  todo: readonly Cell[],
  deps: ExecuteDeps,
): Promise<RunSummary> {
  const runner = plan.run.runner;
  const summary: RunSummary = {
    cells: plan.cells.length,
    skipped: plan.cells.length - todo.length,
    written: 0,
    classes: {},
    interrupted: false,
    costUsd: 0,
  };
  const limits = limitsOf(plan, deps);
  // A failure aborts the other workers; a cost stop only takes no new
  // cells, so requests already sent still get their rows.
  const stop = new AbortController();
  const signal = AbortSignal.any([deps.signal, stop.signal]);
  let broken: { error: unknown } | undefined;
  let costStopped = false;
  let next = 0;
  const checks = {
    firstCells: new FirstCellsCheck(),
    endpointDown: new EndpointDownCheck(),
  };

  const worker = async (): Promise<void> => {
    while (!signal.aborted && !costStopped) {
      const cell = todo[next++];
      if (!cell) return;
      const result = await runCell(plan, cell, deps, limits, signal);
      if (result.kind === "stopped") return;
      if (result.kind === "over_budget") {
        summary.stoppedByCost ??=
          `Stopped before the cost cap of $${limits.cost.cap} would be passed: $${
            limits.cost.spent.toFixed(4)
          } spent, the next cell could cost up to $${
            result.worstCase.toFixed(4)
          }`;
        costStopped = true;
        return;
      }
      await deps.append(result.row);
      summary.written++;
      const failure = String(result.row.failure_class);
      summary.classes[failure] = (summary.classes[failure] ?? 0) + 1;
      summary.costUsd = limits.cost.spent;
      deps.onRow?.(result.row, {
        written: summary.written,
        total: todo.length,
        classes: summary.classes,
        costUsd: summary.costUsd,
        concurrency: limits.gate.limit,
        inFlight: limits.inFlight.count,
      });
      stopIfHopeless(result, checks, todo.length - summary.written);
      const pause = runner.sleep_between_seconds * 1000;
      if (pause > 0 && next < todo.length) {
        await deps.sleep(pause, signal).catch(() => {});
      }
    }
  };
  const workers = Math.min(runner.concurrency, todo.length);
  await Promise.all(
    Array.from({ length: workers }, () =>
      worker().catch((error) => {
        broken ??= { error };
        stop.abort();
      })),
  );
  if (broken) throw broken.error;
  summary.interrupted = deps.signal.aborted;
  return summary;
}

/**
 * Throws when a written cell shows the run cannot work: a refusal every
 * cell would share (exit 2), the same 4xx on each of the first cells
 * (exit 2), or an endpoint that cell after cell could not connect to
 * (exit 4). `left` is how many cells are not written.
 */
function stopIfHopeless(
  result: Extract<CellResult, { kind: "row" }>,
  checks: { firstCells: FirstCellsCheck; endpointDown: EndpointDownCheck },
  left: number,
): void {
  const error = result.row.error as string | undefined;
  if (result.fatal) {
    throw new FatalProviderError(
      `Cannot run: the API refused the request for a reason every cell would share (${error}); fix the model config or key, then run again to resume`,
    );
  }
  const hopeless = checks.firstCells.note({ status: result.status, error });
  if (hopeless) throw new FatalProviderError(hopeless);
  const down = checks.endpointDown.note({
    unreachable: result.unreachable === true,
    error,
  }, left);
  if (down) throw new EndpointDownError(down);
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

type CellResult =
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
async function runCell(
  plan: Plan,
  cell: Cell,
  deps: ExecuteDeps,
  limits: Limits,
  signal: AbortSignal,
): Promise<CellResult> {
  const started = performance.now();
  const built = sentPrompt(
    await plan.task.build(cell.params, cell, deps.context),
    deps.phaseShift,
  );
  const promptTokens = estimatePromptTokens(built, deps.context.tokenizer);
  const pricing = plan.model.pricing;
  // The most the cell can cost: its prompt and the whole output budget.
  const worstCase = pricing
    ? costOf(pricing, {
      input_tokens: promptTokens,
      output_tokens: limits.outputBudget,
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
async function attempt(
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
    const settle = await limits.limiter.acquire(
      info.promptTokens + limits.outputBudget,
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
          answer_key: built,
        }, AbortSignal.any([signal, timeout])).finally(() => {
          limits.inFlight.count--;
        }),
      );
      const usage = completion.usage;
      settle(
        usage
          ? usage.input_tokens + usage.output_tokens
          : info.promptTokens + limits.outputBudget,
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
