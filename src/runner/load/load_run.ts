/**
 * Loads and checks everything a run needs, without a key, network or
 * writes: the run and model configs, the task's parameters and axes, the
 * provider's request block, the haystack, the store path. `validate`,
 * `run` and `run --dry-run` all start here, so they check the same things.
 * Each step is a file of this folder: the run config (`run_config_file.ts`),
 * the model (`model_lookup.ts`), the task (`task_params.ts`), the provider's
 * request (`provider_request.ts`), phase shifting (`phase_shift.ts`), the
 * haystack (`run_haystack.ts`), the plan (`plan_checks.ts`) and the notes
 * (`run_notes.ts`).
 *
 * @module
 */
import {
  distractorKinds,
  familyHaystacks,
  loadFamiliesFor,
} from "../../tasks/registry.ts";
import { HaystackLibrary } from "../../haystack/corpus.ts";
import type { ProviderEntry } from "../../providers/registry.ts";
import { type Plan, type PlanInput, withDataDigests } from "../plan/plan.ts";
import { checkDataFiles } from "./run_data_files.ts";
import { phaseShiftOf } from "./phase_shift.ts";
import { checkedPlan, checkTaskProblems } from "./plan_checks.ts";
import { checkPrefill } from "./prefill_check.ts";
import { followUpInBatch, noBatchApi } from "./provider_request.ts";
import { withModelRunner } from "./run_config_file.ts";
import { loadRunHead, type LoadRunOptions } from "./run_scope.ts";
import type { RunFiles } from "./run_files.ts";
import { haystackOf, withNeedles } from "./run_haystack.ts";
import { runNotes } from "./run_notes.ts";
import { gridParams, taskOf, withListParams } from "./task_params.ts";

/** A run, loaded and checked. */
export interface LoadedRun {
  readonly runPath: string;
  readonly modelPath: string;
  readonly plan: Plan;
  readonly provider: ProviderEntry;
  /** The validated `request:` block for the provider. */
  readonly request: unknown;
  readonly haystacks: HaystackLibrary;
  /** Warnings that do not stop the run (`note: ...` lines). */
  readonly notes: string[];
  /** `run_name` as written, before its placeholders were expanded. */
  readonly runNameTemplate: string;
  /** `store.path` as written, if set, before its placeholders were expanded. */
  readonly storePathTemplate?: string;
}

/**
 * The names a run config gives task families by (`tasks/registry.ts`):
 * its task's type, its haystack's type and a `needles` haystack's family.
 * The run loads those families and no other.
 */
function familiesNamed(run: {
  task: { type?: unknown };
  haystack?: unknown;
}): unknown[] {
  const haystack = (run.haystack ?? {}) as { type?: unknown; family?: unknown };
  return [run.task.type, haystack.type, haystack.family];
}

/**
 * Loads `runPath`, resolving its model in `configs/models` and `modelDirs`,
 * reading through `files`. Each step reads what the steps before it
 * made and returns a new value; nothing validated is changed in place.
 */
export async function loadRun(
  runPath: string,
  modelDirs: readonly string[],
  files: RunFiles,
  options: LoadRunOptions = {},
): Promise<LoadedRun> {
  const head = await loadRunHead(runPath, modelDirs, files, options);
  await loadFamiliesFor(familiesNamed(head.named));
  const { fail, written, model, modelPath, modelSource } = head;
  const { provider, request } = head;
  // A list parameter (`needles: [2, 4, 8]`) runs as `sweep.grid` would.
  const { run: named, runSource } = withListParams(
    head.named,
    head.runSource,
    fail,
  );
  const { task, params } = taskOf(named, runSource, fail);
  if (named.runner.batch && !provider.batch) {
    fail(["runner", "batch"], noBatchApi(model));
  }
  const phaseShift = phaseShiftOf(model, modelSource, options.phaseShiftEnv);
  const run = withNeedles(withModelRunner(named, runSource, model), task, fail);
  const haystacks = new HaystackLibrary(
    files.corpus,
    distractorKinds,
    familyHaystacks,
  );
  const input: PlanInput = {
    run,
    model,
    task,
    params,
    haystack: await haystackOf(run, task, haystacks, fail),
    ...(options.sampleLimit !== undefined
      ? { sampleLimit: options.sampleLimit }
      : {}),
    phaseShift: phaseShift.enabled ? phaseShift : null,
    withGrid: gridParams(task, runSource, fail),
  };
  const planned = checkedPlan(
    input,
    runSource,
    options.allowHuge ?? false,
    fail,
  );
  const inBatch = named.runner.batch ? followUpInBatch(planned) : undefined;
  if (inBatch) fail(["runner", "batch"], inBatch);
  const digests = await checkDataFiles(planned, haystacks, fail);
  const plan = withDataDigests(planned, input, digests);
  checkPrefill(plan, fail);
  await checkTaskProblems(plan, model, fail, haystacks);
  const storeProblem = await files.storePathProblem(plan.storePath);
  if (storeProblem) fail(["store", "path"], storeProblem);
  return {
    runPath,
    modelPath,
    notes: runNotes((runSource.data as { task: unknown }).task, task, plan),
    plan,
    provider,
    request,
    haystacks,
    runNameTemplate: written.run_name,
    ...(written.store.path !== undefined
      ? { storePathTemplate: written.store.path }
      : {}),
  };
}
