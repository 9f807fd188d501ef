/**
 * Executes a plan: a pool of `concurrency` workers builds each cell's
 * prompt, sends it with retries, scores the answer and appends one row.
 * A failing cell becomes an error row; an abort stops the pool cleanly,
 * writing no row for the cells it cut short.
 */
import type { Provider } from "../providers/provider.ts";
import type { StoredRow } from "../store/jsonl.ts";
import type { BuildContext, Built, Cell } from "../tasks/task.ts";
import type { Plan } from "./plan.ts";
import { redact } from "./redact.ts";
import { makeRow, type Outcome } from "./row.ts";

/** Everything the runner touches, passed in so tests can swap it. */
export interface ExecuteDeps {
  provider: Provider;
  append(row: StoredRow): Promise<void>;
  context: BuildContext;
  signal: AbortSignal;
  now(): Date;
  /** Waits `ms`, rejecting early when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  /** A number in [0, 1) for backoff jitter. */
  random(): number;
  /** Values to scrub from error messages (API keys). */
  secrets: readonly string[];
  /** Called after each row is written. */
  onRow?(row: StoredRow, written: number, total: number): void;
}

/** What a run did. */
export interface RunSummary {
  cells: number;
  skipped: number;
  written: number;
  /** Rows written per failure class. */
  classes: Record<string, number>;
  interrupted: boolean;
}

/** Longest backoff between two tries, whatever the attempt number. */
const MAX_BACKOFF_MS = 60_000;

/** Runs `todo` (a subset of `plan.cells`) and appends a row per cell. */
export async function executeRun(
  plan: Plan,
  todo: readonly Cell[],
  deps: ExecuteDeps,
): Promise<RunSummary> {
  const summary: RunSummary = {
    cells: plan.cells.length,
    skipped: plan.cells.length - todo.length,
    written: 0,
    classes: {},
    interrupted: false,
  };
  let next = 0;
  // A bug or a failed write in one worker stops the others taking cells;
  // what they already sent is still written.
  let broken: { error: unknown } | undefined;
  const worker = async (): Promise<void> => {
    while (!deps.signal.aborted && !broken) {
      const cell = todo[next++];
      if (!cell) return;
      const row = await runCell(plan, cell, deps);
      if (!row) return;
      await deps.append(row);
      summary.written++;
      const failure = String(row.failure_class);
      summary.classes[failure] = (summary.classes[failure] ?? 0) + 1;
      deps.onRow?.(row, summary.written, todo.length);
      const pause = plan.run.runner.sleep_between_seconds * 1000;
      if (pause > 0 && next < todo.length) {
        await deps.sleep(pause, deps.signal).catch(() => {});
      }
    }
  };
  const workers = Math.min(plan.run.runner.concurrency, todo.length);
  await Promise.all(
    Array.from({ length: workers }, () =>
      worker().catch((error) => {
        broken ??= { error };
      })),
  );
  if (broken) throw broken.error;
  summary.interrupted = deps.signal.aborted;
  return summary;
}

/** One cell end to end; undefined when the run was aborted meanwhile. */
async function runCell(
  plan: Plan,
  cell: Cell,
  deps: ExecuteDeps,
): Promise<StoredRow | undefined> {
  const started = performance.now();
  const built = await plan.task.build(cell.params, cell, deps.context);
  const maxAttempts = plan.run.runner.retries + 1;
  let attempts = 0;
  let outcome: Outcome | undefined;
  while (!outcome) {
    attempts++;
    try {
      const completion = await deps.provider.generate({
        messages: built.messages,
        cell_id: cell.cell_id,
        attempt: attempts,
        oracle_response: plan.task.oracleResponse?.(built) ??
          `The answer is ${built.expected_answer}.`,
      }, deps.signal);
      outcome = {
        kind: "answered",
        completion,
        score: plan.task.score(completion.text, built),
      };
    } catch (error) {
      if (deps.signal.aborted) return undefined;
      const decision = deps.provider.classify(error);
      if (!decision.retry || attempts >= maxAttempts) {
        outcome = failed(error, deps.secrets);
        break;
      }
      const ceiling = Math.min(
        MAX_BACKOFF_MS,
        plan.run.runner.backoff_base_s * 1000 * 2 ** (attempts - 1),
      );
      const wait = decision.retryAfterMs ?? deps.random() * ceiling;
      try {
        await deps.sleep(wait, deps.signal);
      } catch {
        return undefined;
      }
    }
  }
  return rowFor(plan, cell, built, outcome, attempts, started, deps);
}

function failed(error: unknown, secrets: readonly string[]): Outcome {
  const message = error instanceof Error
    ? `${error.name}: ${error.message}`
    : String(error);
  return {
    kind: "failed",
    failure: "provider_error",
    error: redact(message, secrets),
  };
}

function rowFor(
  plan: Plan,
  cell: Cell,
  built: Built,
  outcome: Outcome,
  attempts: number,
  started: number,
  deps: ExecuteDeps,
): StoredRow {
  return makeRow(plan, cell, built, outcome, {
    attempts,
    durationSeconds: (performance.now() - started) / 1000,
    finishedAt: deps.now(),
  });
}
