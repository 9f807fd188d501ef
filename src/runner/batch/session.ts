/**
 * A run in batch mode (`runner.batch: true` or `--batch`): the store's
 * pending batches first (unconfirmed submissions settled, then polled and
 * collected; `--cancel-batches` cancels them and collects what they
 * finished), then the cells still owed, minus those a pending batch holds,
 * submitted in batches at the provider's limits, each recorded in the
 * store's ledger (`ledger.ts`) before niah waits on it, then
 * polled until they end and collected into rows (`collect.ts`).
 * `--no-wait` submits and looks once, collecting what has ended; the rest
 * stays recorded for the next run. Ctrl-C while waiting leaves the batches
 * running and recorded, and says so (exit 130). rpm/tpm and concurrency do
 * not apply: submitting is a few requests, not one per cell.
 *
 * @module
 */
import { counted, wordFor } from "../../counted.ts";
import { redact } from "../rows/redact.ts";
import {
  answeredOnly,
  batchApiFailure,
  UnconfirmedBatchError,
} from "./errors.ts";
import {
  InterruptedError,
  kindOf,
  messageOf,
  UsageError,
} from "../../errors.ts";
import type { BatchApi, BatchInfo } from "../../providers/batch.ts";
import { BatchLedger, type LedgerEntry } from "./ledger.ts";
import type { JsonlStore, Row } from "../../store/jsonl.ts";
import type { Cell } from "../../tasks/task.ts";
import { collectBatch } from "./collect.ts";
import { createBatch } from "./create_batch.ts";
import { shownText } from "./shown.ts";
import { terminalText } from "../../report/render/terminal_text.ts";
import type { BatchIo } from "./io.ts";
import { settleIntents } from "./intents.ts";
import { splitBatches } from "./plan.ts";
import type { PromptParts } from "../plan/cell_prompts.ts";
import {
  checkLedgerCells,
  collectableCells,
  collectingCells,
} from "./ledger_cells.ts";
import { WaitLimits } from "./wait_limits.ts";
import {
  hasEnded,
  isGone,
  type PollDeps,
  pollUntilEnded,
  steadily,
} from "./poll.ts";
import { batchPricing } from "../cost.ts";
import type { RunSummary } from "../execute/run_summary.ts";
import type { Plan } from "../plan/plan.ts";
import type { ResumeState } from "../rows/resume.ts";

/** What a batch run uses besides the plan: its parts and the outside world. */
interface BatchParts extends BatchIo {
  api: BatchApi;
  /** The provider entry's default `batch_discount`. */
  discount: number;
  /** The provider (`sdk/api`) and its endpoint's host, for the ledger. */
  provider: string;
  host: string;
  store: JsonlStore;
  secrets: readonly string[];
  maxCost: number | undefined;
  prompt: PromptParts;
  /** Wait for the batches to end (false: `--no-wait`). */
  wait: boolean;
  /** Cancel the pending batches (`--cancel-batches`). */
  cancel: boolean;
}

/** What a batch run did: a run summary plus the batches still pending. */
export interface BatchSummary extends RunSummary {
  /** Batches still running at the provider (recorded in the ledger). */
  pendingBatches: number;
  /** The ledger's path. */
  ledgerPath: string;
}

/** The plan with its model priced at the batch price. */
export function batchPriced(plan: Plan, discount: number): Plan {
  const pricing = plan.model.pricing;
  if (!pricing) return plan;
  return {
    ...plan,
    model: { ...plan.model, pricing: batchPricing(pricing, discount) },
  };
}

/** Runs `resume.todo` in batch mode; the store stays open (a direct run may follow). */
export async function runBatchSession(
  rawPlan: Plan,
  resume: ResumeState,
  parts: BatchParts,
): Promise<BatchSummary> {
  const plan = batchPriced(rawPlan, parts.discount);
  const run = new BatchRun(plan, resume, parts);
  try {
    return await run.run();
  } catch (error) {
    if (!parts.signal.aborted) throw batchApiFailure(error, parts);
    const entries = run.ledger?.entries ?? [];
    const pending = entries.filter((e) => e.id !== undefined).length;
    const unconfirmed = entries.length - pending;
    throw new InterruptedError(
      `Interrupted: wrote ${run.summary.written} rows to "${plan.storePath}"; ${
        counted(pending, "batch", "batches")
      } ${wordFor(pending, "keeps", "keep")} running at the provider${
        unconfirmed > 0
          ? ` and ${
            counted(unconfirmed, "submission")
          } stopped before the provider confirmed it`
          : ""
      }, recorded in "${
        run.ledger?.path ?? ""
      }"; run the same command again to collect them, or with --cancel-batches to cancel them`,
    );
  } finally {
    parts.progress.stop();
  }
}

/** One batch run's state. */
class BatchRun {
  ledger: BatchLedger | undefined;
  readonly summary: BatchSummary;
  #cells = new Map<string, Cell>();
  readonly #poll: PollDeps;

  constructor(
    readonly plan: Plan,
    readonly resume: ResumeState,
    readonly parts: BatchParts,
  ) {
    this.summary = {
      cells: plan.cells.length,
      skipped: plan.cells.length - resume.todo.length,
      written: 0,
      classes: {},
      interrupted: false,
      costUsd: 0,
      pendingBatches: 0,
      ledgerPath: "",
    };
    this.#poll = {
      api: parts.api,
      sleep: parts.sleep,
      signal: parts.signal,
      onRefused: (error, ms) =>
        parts.err(
          `batch: ${parts.api.name} refused a request for now (${
            shownText(messageOf(error), parts.secrets)
          }); trying again in ${Math.round(ms / 1000)} s`,
        ),
    };
  }

  async run(): Promise<BatchSummary> {
    const { parts } = this;
    const ledger = await BatchLedger.open(
      this.plan.storePath,
      parts.ledgerFiles,
      parts.secrets,
    );
    this.ledger = ledger;
    this.summary.ledgerPath = ledger.path;
    const notes = await settleIntents(ledger, parts.api, {
      ...this.#poll,
      forget: parts.cancel,
      secrets: parts.secrets,
    });
    for (const note of notes) parts.err(note);
    this.#cells = collectingCells(this.plan, ledger.entries);
    const checked = checkLedgerCells(ledger.entries, this.#planCells, {
      cancel: parts.cancel,
      ledgerPath: ledger.path,
      shown: (entry) => redact(entry.id ?? entry.label, parts.secrets),
    });
    for (const note of checked) parts.err(terminalText(note));
    if (parts.cancel) await this.#cancelAll(ledger);
    const held = ledger.pendingCells();
    const todo = parts.cancel
      ? []
      : this.resume.todo.filter((cell) => !held.has(cell.cell_id));
    if (held.size > 0) {
      parts.err(
        `batch: ${
          counted(ledger.entries.length, "batch", "batches")
        } pending from earlier runs (${held.size} cells), recorded in "${
          terminalText(ledger.path)
        }"`,
      );
    }
    await this.#submit(ledger, todo);
    const ids = ledger.entries.map((entry) => entry.id!);
    const limits = new WaitLimits({
      now: parts.now,
      window: parts.api.window,
      cancelling: parts.cancel,
      shown: (id) => redact(id, parts.secrets),
    });
    await pollUntilEnded(ids, {
      ...this.#poll,
      api: parts.api,
      firstWaitS: this.plan.run.runner.batch_poll_s,
      onEnded: (info) => this.#collect(ledger, info),
      onGone: (id, error) => this.#gone(ledger, id, error),
      stopWaiting: (info) => limits.stopWaiting(info),
      onPoll: (batches, nextS) =>
        parts.progress.update({
          batches,
          window: parts.api.window,
          nextPollS: nextS,
        }),
      ...(parts.wait || parts.cancel ? {} : { once: true }),
    });
    this.summary.pendingBatches = ledger.entries.length;
    for (const reason of limits.stopped) {
      parts.err(`batch: ${terminalText(reason)}`);
    }
    if (parts.wait || parts.cancel) limits.throwIfStopped(ledger.path);
    return this.summary;
  }

  /**
   * A recorded batch the API has no record of: forgotten when cancelling
   * (its cells are sent again), else the run stops saying so.
   */
  async #gone(ledger: BatchLedger, id: string, error: unknown): Promise<void> {
    const { parts } = this;
    const entry = ledger.entries.find((e) => e.id === id);
    const shown = shownText(id, parts.secrets);
    const why =
      `the ${parts.api.name} at "${parts.host}" has no batch "${shown}" (${
        shownText(messageOf(error), parts.secrets).slice(0, 200)
      })`;
    const cells = counted(entry?.cells.length ?? 0, "cell");
    if (!parts.cancel) {
      throw new UsageError(
        `Cannot collect batch "${shown}" recorded in "${ledger.path}": ${why}; it may belong to another provider or account; run with --cancel-batches to forget it (its ${cells} are then sent again)`,
      );
    }
    if (entry) await ledger.remove(entry.label);
    parts.err(
      `batch: ${why}; forgot it; its ${cells} are sent again by the next run`,
    );
  }

  /** The plan's config and cells, for the ledger's. */
  get #planCells() {
    return {
      fingerprint: this.plan.fingerprint,
      has: (cellId: string) => this.#cells.has(cellId),
    };
  }

  async #cancelAll(ledger: BatchLedger): Promise<void> {
    for (const entry of ledger.entries) {
      let info: BatchInfo;
      try {
        info = await steadily(
          () => this.parts.api.cancel(entry.id!, this.parts.signal),
          this.#poll,
        );
      } catch (error) {
        if (!isGone(this.parts.api, error)) throw error;
        await this.#gone(ledger, entry.id!, error);
        continue;
      }
      this.parts.err(
        `batch: cancelled "${
          shownText(info.id, this.parts.secrets)
        }" (${info.counts.succeeded} requests had answered); collecting what it finished`,
      );
    }
  }

  /** Splits, prices and submits `todo`, recording each batch first. */
  async #submit(ledger: BatchLedger, todo: readonly Cell[]): Promise<void> {
    if (todo.length === 0) return;
    const { parts, plan } = this;
    const cap = parts.maxCost ?? plan.run.runner.max_cost_usd;
    const split = await splitBatches(plan, todo, parts.api, {
      ...parts.prompt,
      signal: parts.signal,
      pricing: plan.model.pricing,
      ...(cap !== undefined ? { cap } : {}),
    });
    if (split.stoppedByCost) {
      this.summary.stoppedByCost = split.stoppedByCost;
      parts.err(split.stoppedByCost);
    }
    const cells = split.batches.flat().length;
    if (cells === 0) return;
    const { maxRequests, maxBytes } = parts.api.limits;
    parts.err(
      `batch: submitting ${cells} cells in ${
        counted(split.batches.length, "batch", "batches")
      } to the ${parts.api.name} (at most ${maxRequests} requests or ${
        Math.round(maxBytes / 1e6)
      } MB a batch; window ${parts.api.window}; worst case $${
        split.worstCaseUsd.toFixed(4)
      } at the batch price)`,
    );
    const stamp = parts.now().getTime().toString(36);
    for (const [i, batch] of split.batches.entries()) {
      await this.#submitOne(ledger, batch, `niah-${stamp}-${i}`);
    }
  }

  async #submitOne(
    ledger: BatchLedger,
    cells: readonly Cell[],
    label: string,
  ): Promise<void> {
    const { parts, plan } = this;
    const entry: LedgerEntry = {
      label,
      provider: parts.provider,
      host: parts.host,
      window: parts.api.window,
      submitted_at: parts.now().toISOString(),
      cells: cells.map((c) => ({
        cell_id: c.cell_id,
        fingerprint: plan.fingerprint,
      })),
    };
    // The intent goes down first: a crash after the provider creates the
    // batch, before its id is written, leaves the label to look it up by.
    parts.signal.throwIfAborted();
    await ledger.add(entry);
    let info: BatchInfo;
    try {
      info = await createBatch(cells, label, {
        ...parts,
        plan,
        poll: this.#poll,
      });
    } catch (error) {
      if (parts.signal.aborted || error instanceof UnconfirmedBatchError) {
        throw error;
      }
      // Refused outright: no batch was made, so nothing is pending.
      await ledger.remove(label);
      if (kindOf(error) === "batch_unsupported") {
        // The adapter's message is the reason only; the line is framed here.
        throw new UsageError(
          `Cannot run in batch mode: the ${parts.api.name} at "${parts.host}" has no batch endpoints (${
            messageOf(error)
          }); set runner.batch to false`,
        );
      }
      throw error;
    }
    await ledger.confirm(label, info.id);
  }

  /** Writes the rows of an ended batch, then drops it from the ledger. */
  async #collect(ledger: BatchLedger, info: BatchInfo): Promise<void> {
    const entry = ledger.entries.find((e) => e.id === info.id);
    if (!entry || !hasEnded(info)) return;
    const { parts } = this;
    const index = parts.store.doneKeys();
    // A 429 or 5xx while the results stream is waited out and the stream
    // read again: rows already written for this batch are skipped.
    await steadily(
      () =>
        collectBatch(collectableCells(entry, this.#planCells), info, {
          plan: this.plan,
          cells: this.#cells,
          prompt: parts.prompt,
          api: parts.api,
          append: (row) => parts.store.append(row),
          written: (cellId, batchId) => index.get(cellId)?.batch_id === batchId,
          secrets: parts.secrets,
          now: parts.now,
          signal: parts.signal,
          lineBytes: parts.resultLineBytes,
          where: { host: parts.host, ledgerPath: ledger.path },
          onRow: (row) => this.#count(row),
        }),
      { ...this.#poll, api: answeredOnly(this.parts.api) },
    );
    await ledger.remove(entry.label);
  }

  #count(row: Row): void {
    const summary = this.summary;
    summary.written++;
    const failure = String(row.failure_class);
    summary.classes[failure] = (summary.classes[failure] ?? 0) + 1;
    summary.costUsd += row.cost_usd ?? 0;
  }
}
