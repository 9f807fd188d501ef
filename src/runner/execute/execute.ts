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
 * (usage_check.ts), before they reach a row. This file is the worker
 * pool; one cell end to end is run_cell.ts, one request attempt.ts.
 *
 * @module
 */
import { EndpointDownError, FatalProviderError } from "../../errors.ts";
import { HEADERS_TOO_LARGE } from "../../providers/classify_http.ts";
import type { Cell } from "../../tasks/task.ts";
import type { Plan } from "../plan/plan.ts";
import { EndpointDownCheck } from "./endpoint_down_check.ts";
import { type ExecuteDeps, limitsOf } from "./execute_deps.ts";
import { FirstCellsCheck } from "./first_cells_check.ts";
import { runCell } from "./run_cell.ts";
import type { CellResult } from "./send.ts";
import type { RunSummary } from "./run_summary.ts";

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
  if (result.fatal && result.status === HEADERS_TOO_LARGE) {
    // What was too large, never the value (a server may echo it back).
    throw new FatalProviderError(
      "Cannot run: the API refused the request's headers as too large (HTTP 431 Request Header Fields Too Large), which every cell would share: the API key (the variable client.api_key_env names) or a header a proxy adds is longer than the server takes; fix it, then run again to resume",
    );
  }
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
