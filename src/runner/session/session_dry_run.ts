/**
 * What `niah run --dry-run` prints for a session: the plan's summary, its
 * cells, the token and USD estimate, and (where the provider has a batch
 * API) the number of batches and the cost at the batch price, and the
 * permissions the real run's scope will have (runner/scope/).
 *
 * @module
 */
import {
  boundTokens,
  countTokens,
  DRY_RUN_CELLS,
  dryRunSummary,
  dryRunTable,
  estimateLine,
} from "./dry_run.ts";
import { dryRunBatch } from "../batch/index.ts";
import { axisTally } from "./dry_run_axis.ts";
import { clientWarning } from "./provider_setup.ts";
import {
  describePermissions,
  runPermissions,
} from "../scope/run_permissions.ts";
import type { Plan } from "../plan/plan.ts";
import type { PreparedRun } from "../load/prepare_run.ts";
import type { ResumeState } from "../rows/resume.ts";
import type { RunSessionIo } from "./run_session_io.ts";
import type { RunSessionOptions } from "./run_session_options.ts";

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
  const { loaded } = prepared;
  const warning = clientWarning(plan.model, loaded.modelPath, io.env);
  if (warning) io.err(warning);
  io.err(describePermissions(
    await runPermissions(
      {
        taskType: loaded.plan.task.type,
        model: loaded.plan.model,
        provider: loaded.provider,
        storePath: loaded.plan.storePath,
      },
      io.env,
    ),
  ));
  io.out(dryRunSummary(plan, resume.todo));
  io.out(
    dryRunTable(resume.todo, options.allCells ? Infinity : DRY_RUN_CELLS),
  );
  // Both costs: the batch price is shown whenever the provider has one,
  // sized in the same pass that counts the direct estimate's tokens.
  const batchEstimate = dryRunBatch(
    plan,
    loaded.provider,
    {
      model: plan.model,
      request: loaded.request,
      apiKey: undefined,
      baseURL: loaded.provider.defaultBaseURL,
    },
    batch,
    resume.todo.length,
  );
  const byAxis = axisTally(plan);
  // A task's bound (RULER's datasets) stands in for building every prompt.
  const tokens = boundTokens(plan, resume.todo) ?? await countTokens(
    plan,
    resume.todo,
    prepared,
    io.signal,
    (prompt) => {
      batchEstimate?.splitter.add(prompt);
      byAxis?.add(prompt);
    },
  );
  io.out(estimateLine(plan, resume.todo.length, tokens));
  if (batchEstimate) io.out(batchEstimate.line(tokens));
  if (byAxis) io.out(byAxis.lines(batchEstimate?.pricing));
}
