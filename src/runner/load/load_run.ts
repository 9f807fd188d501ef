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
import { distractorKinds, familyHaystacks } from "../../tasks/registry.ts";
import type { RunStamp } from "../../config/run_name.ts";
import { HaystackLibrary } from "../../haystack/corpus.ts";
import type { ProviderEntry } from "../../providers/registry.ts";
import {
  type Plan,
  type PlanInput,
  storePathOf,
  withDataDigests,
} from "../plan/plan.ts";
import { checkDataFiles } from "./run_data_files.ts";
import { failAt } from "./located_fail.ts";
import { checkModelDirs, loadModel } from "./model_lookup.ts";
import { phaseShiftOf } from "./phase_shift.ts";
import { checkedPlan, checkTaskProblems } from "./plan_checks.ts";
import { checkPrefill } from "./prefill_check.ts";
import { followUpInBatch, noBatchApi, providerOf } from "./provider_request.ts";
import {
  defaultStamp,
  readRunConfig,
  withExpandedNames,
  withModelRunner,
} from "./run_config_file.ts";
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
 * What a run's scope is drawn from (`runner/scope/`): its model, provider
 * and store path, read without planning a cell.
 */
export interface RunScopeSource {
  /** The task type as written (checked when the run is planned). */
  readonly taskType: unknown;
  readonly model: Plan["model"];
  readonly provider: ProviderEntry;
  readonly storePath: string;
}

/** How to load a run. */
interface LoadRunOptions {
  sampleLimit?: number | undefined;
  /** Plan more than `MAX_CELLS` cells (`--allow-huge`). */
  allowHuge?: boolean | undefined;
  /** `NIAH_PHASE_SHIFT` is set: phase shifting is on whatever the config says. */
  phaseShiftEnv?: boolean;
  /** What `{date}`, `{datetime}`, `{git_sha}` expand to (default: now, no commit). */
  stamp?: RunStamp;
}

/** The run and model configs read, names expanded, the provider chosen. */
async function loadRunHead(
  runPath: string,
  modelDirs: readonly string[],
  files: RunFiles,
  options: LoadRunOptions,
) {
  await checkModelDirs(modelDirs, files);
  const { source: runSource, config: written } = await readRunConfig(
    runPath,
    files,
  );
  const fail = failAt(runSource);
  const named = await withExpandedNames(
    written,
    options.stamp ?? defaultStamp(),
    fail,
  );
  const { model, modelPath, modelSource } = await loadModel(
    named,
    runSource,
    modelDirs,
    files,
  );
  const { provider, request } = providerOf(model, modelSource);
  return {
    runSource,
    fail,
    written,
    named,
    model,
    modelPath,
    modelSource,
    provider,
    request,
  };
}

/**
 * Reads as much of `runPath` as its scope needs (the configs, the
 * provider, the store path) and plans nothing: what `run` reads in the
 * command's thread before the worker that loads the whole run. A problem
 * found later is the worker's to report, in the same words.
 */
export async function loadRunScope(
  runPath: string,
  modelDirs: readonly string[],
  files: RunFiles,
  options: LoadRunOptions = {},
): Promise<RunScopeSource> {
  const { named, model, provider } = await loadRunHead(
    runPath,
    modelDirs,
    files,
    options,
  );
  return {
    taskType: (named.task as { type?: unknown }).type,
    model,
    provider,
    storePath: storePathOf(named),
  };
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
    distractorKinds(),
    familyHaystacks(),
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
