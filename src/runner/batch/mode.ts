/**
 * How `session/run_session.ts` meets batch mode: whether a run goes
 * through it (batch mode on, or batches pending beside the store, which
 * must be collected before any of their cells is sent again), the batch
 * API and the parts a batch run uses, the dry run's batch line, and what
 * a run that leaves batches pending prints.
 *
 * @module
 */
import { counted } from "../../counted.ts";
import { terminalText } from "../../report/render/terminal_text.ts";
import { UsageError } from "../../errors.ts";
import type { BatchApi } from "../../providers/batch.ts";
import type { ProviderEntry, ProviderSetup } from "../../providers/registry.ts";
import { ledgerPathOf, providerStateDirOf } from "./ledger.ts";
import { BatchSplitter } from "./plan.ts";
import { batchPriced, type BatchSummary, runBatchSession } from "./session.ts";
import { costOf } from "../cost.ts";
import { followUpInBatch, noBatchApi } from "../load/provider_request.ts";
import type { JsonlStore } from "../../store/jsonl.ts";
import type { BatchIo, LedgerFiles } from "./io.ts";
import type { PreparedRun } from "../load/prepare_run.ts";
import type { ResumeState } from "../rows/resume.ts";
import type { Plan } from "../plan/plan.ts";

/** Whether batch mode is on: `--batch` or `runner.batch`, checked. */
export function batchModeOn(
  plan: Plan,
  provider: ProviderEntry,
  flag: boolean | undefined,
): boolean {
  const on = flag === true || plan.run.runner.batch;
  if (on && !provider.batch) {
    throw new UsageError(`Cannot run in batch mode: ${noBatchApi(plan.model)}`);
  }
  const followUp = on ? followUpInBatch(plan) : undefined;
  if (followUp) throw new UsageError(`Cannot run in batch mode: ${followUp}`);
  return on;
}

/** Whether the store has batches recorded beside it. */
export async function hasPendingBatches(
  storePath: string,
  files: LedgerFiles,
): Promise<boolean> {
  return await files.exists(ledgerPathOf(storePath));
}

/** The provider's batch API, with its state folder beside the store. */
function createBatchApi(
  provider: ProviderEntry,
  plan: Plan,
  setup: ProviderSetup,
): { api: BatchApi; discount: number } {
  const batch = provider.batch;
  if (!batch) {
    throw new UsageError(`Cannot collect batches: ${noBatchApi(plan.model)}`);
  }
  const api = batch.create({
    ...setup,
    stateDir: providerStateDirOf(plan.storePath),
  });
  return { api, discount: batch.discount };
}

/** The endpoint's host for the ledger: no path, no credentials. */
function hostOf(baseURL: string | undefined): string {
  if (baseURL === undefined) return "local";
  try {
    return new URL(baseURL).host;
  } catch {
    return "unknown";
  }
}

/** The dry run's token estimate, as `--dry-run` counted or bounded it. */
interface DryRunTokens {
  input: number;
  output: number | undefined;
  atMost: boolean;
}

/**
 * The dry run's batch estimate, filled one built prompt at a time by the
 * direct estimate's pass (so no prompt is built twice), and its line: how
 * many batches the cells make and what the direct estimate's tokens would
 * cost at the batch price. Null when the provider has no batch API.
 */
export function dryRunBatch(
  plan: Plan,
  provider: ProviderEntry,
  setup: ProviderSetup,
  on: boolean,
  cells: number,
): {
  splitter: BatchSplitter;
  line(tokens: DryRunTokens): string;
  /** The model's pricing at the batch price, if it has one. */
  pricing: Plan["model"]["pricing"];
} | null {
  // A task that makes a second call per cell has no batch price to show.
  if (!provider.batch || followUpInBatch(plan)) return null;
  const { api, discount } = createBatchApi(provider, plan, setup);
  const priced = batchPriced(plan, discount);
  const pricing = priced.model.pricing;
  const splitter = new BatchSplitter(priced, cells, api, {});
  const line = ({ input, output, atMost }: DryRunTokens): string => {
    const bound = atMost ? "at most " : "";
    const money = pricing
      ? `${bound}$${
        costOf(pricing, { input_tokens: input, output_tokens: 0 }).toFixed(4)
      } input + up to $${
        costOf(pricing, { input_tokens: 0, output_tokens: output ?? 0 })
          .toFixed(4)
      } output at the batch price`
      : "no pricing in the model config";
    // Off, the same figures say what `--batch` would cost.
    const mode = on
      ? "batch mode"
      : "in batch mode (--batch, runner.batch: true)";
    // Bounds build no prompt, so the batches are sized when a run builds them.
    const batches = atMost
      ? "batches sized as the prompts are built"
      : counted(splitter.result().batches.length, "batch", "batches");
    return `${mode}: ${batches} for the ${api.name} (window ${api.window}); ${money}\n`;
  };
  return { splitter, line, pricing };
}

/** What a run that leaves batches running prints, saying how to collect. */
export function pendingNote(summary: BatchSummary, runPath: string): string {
  if (summary.pendingBatches === 0) {
    return `wrote ${summary.written} rows; no batch is pending\n`;
  }
  return `wrote ${summary.written} rows; ${
    counted(summary.pendingBatches, "batch", "batches")
  } still running at the provider, recorded in "${
    terminalText(summary.ledgerPath)
  }"; run "niah run ${
    terminalText(runPath)
  }" again to collect them (it waits for them), or with --cancel-batches to cancel them\n`;
}

/** What a batch run uses besides the plan. */
interface BatchCellParts {
  /** The provider's setup (key, endpoint, oracle). */
  setup: ProviderSetup;
  secrets: readonly string[];
  store: JsonlStore;
  /** Stop before this many USD would be spent (overrides the config). */
  maxCost: number | undefined;
  /** Wait for the batches to end (false: `--no-wait`). */
  wait: boolean;
  /** Cancel the pending batches (`--cancel-batches`). */
  cancel: boolean;
  /** Batch mode on; off, only pending batches are collected. */
  batch: boolean;
  io: BatchIo;
}

/**
 * Batch mode (`session.ts`); with it off, the batches earlier
 * runs left pending are collected (or cancelled) and nothing is submitted.
 * The store stays open for a direct run after.
 */
export async function batchCells(
  prepared: PreparedRun,
  plan: Plan,
  resume: ResumeState,
  { setup, secrets, store, maxCost, wait, cancel, batch, io }: BatchCellParts,
): Promise<BatchSummary> {
  const { api, discount } = createBatchApi(prepared.loaded.provider, plan, {
    ...setup,
    ...(setup.baseURL === undefined && plan.model.client.base_urls
      ? { baseURL: plan.model.client.base_urls[0] }
      : {}),
  });
  const { sdk, api: apiName } = plan.model.runtime;
  try {
    return await runBatchSession(
      plan,
      batch ? resume : { ...resume, todo: [] },
      {
        api,
        discount,
        provider: `${sdk}/${apiName}`,
        host: hostOf(setup.baseURL),
        store,
        secrets,
        maxCost,
        prompt: prepared,
        wait,
        cancel,
        ...io,
      },
    );
  } catch (error) {
    store.close();
    throw error;
  }
}
