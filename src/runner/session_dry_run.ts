/**
 * What `niah run --dry-run` prints for a session: the plan's summary, its
 * cells, the token and USD estimate, and (where the provider has a batch
 * API) the number of batches and the cost at the batch price.
 *
 * @module
 */
import {
  DRY_RUN_CELLS,
  dryRunEstimate,
  dryRunSummary,
  dryRunTable,
} from "./dry_run.ts";
import { dryRunBatchLine } from "./batch_mode.ts";
import { missingKeyWarning } from "./provider_setup.ts";
import type { Plan } from "./plan.ts";
import type { PreparedRun } from "./prepare_run.ts";
import type { ResumeState } from "./resume.ts";
import type { RunSessionIo, RunSessionOptions } from "./run_session.ts";

/** What `--dry-run` prints: summary, cells, estimates (batch mode's too). */
export async function printDryRun(
  prepared: PreparedRun,
  plan: Plan,
  resume: ResumeState,
  { batch, options, io }: {
    batch: boolean;
    options: RunSessionOptions;
    io: RunSessionIo;
  },
): Promise<void> {
  const { loaded, context } = prepared;
  const warning = missingKeyWarning(plan.model, loaded.modelPath, io.env);
  if (warning) io.err(warning);
  io.out(dryRunSummary(plan, resume.todo));
  io.out(
    dryRunTable(resume.todo, options.allCells ? Infinity : DRY_RUN_CELLS),
  );
  io.out(await dryRunEstimate(plan, resume.todo, context, io.signal));
  // Both costs: the batch price is shown whenever the provider has one.
  io.out(
    await dryRunBatchLine(
      plan,
      resume.todo,
      loaded.provider,
      {
        model: plan.model,
        request: loaded.request,
        apiKey: undefined,
        baseURL: loaded.provider.defaultBaseURL,
      },
      prepared,
      batch,
      io.signal,
    ),
  );
}
