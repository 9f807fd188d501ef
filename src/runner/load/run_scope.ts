/**
 * The part of loading a run its scope needs (`runner/scope/`): the run and
 * model configs read, names expanded, the provider chosen, the store path.
 * `run` reads this much in the command's thread, before the worker that
 * loads the whole run (`load_run.ts`, which starts here too); it imports
 * no task family, tokenizer or haystack, so that thread stays small.
 *
 * @module
 */
import type { RunStamp } from "../../config/run_name.ts";
import type { ProviderEntry } from "../../providers/registry.ts";
import {
  PHASE_SHIFT_ENV,
  phaseShiftEnvOn,
} from "../../prompt/phase_shift_settings.ts";
import { type Plan, storePathOf } from "../plan/plan.ts";
import { failAt } from "./located_fail.ts";
import { checkModelDirs, loadModel } from "./model_lookup.ts";
import { providerOf } from "./provider_request.ts";
import {
  defaultStamp,
  readRunConfig,
  withExpandedNames,
} from "./run_config_file.ts";
import type { RunFiles } from "./run_files.ts";

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
export interface LoadRunOptions {
  sampleLimit?: number | undefined;
  /** Plan more than `MAX_CELLS` cells (`--allow-huge`). */
  allowHuge?: boolean | undefined;
  /** `NIAH_PHASE_SHIFT` is set: phase shifting is on whatever the config says. */
  phaseShiftEnv?: boolean;
  /** What `{date}`, `{datetime}`, `{git_sha}` expand to (default: now, no commit). */
  stamp?: RunStamp;
}

/** The run and model configs read, names expanded, the provider chosen. */
export async function loadRunHead(
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
async function loadRunScope(
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
 * Reads what the permissions of `runPath`'s scope come from, with the
 * options preparing it uses, and plans nothing: what `run` reads in its
 * own thread before its worker prepares the run.
 */
export function loadScopeForRun(
  runPath: string,
  options: { modelDir: string[] },
  io: {
    files: RunFiles;
    env(name: string): string | undefined;
    stamp?: RunStamp;
  },
): Promise<RunScopeSource> {
  return loadRunScope(runPath, options.modelDir, io.files, {
    phaseShiftEnv: phaseShiftEnvOn(io.env(PHASE_SHIFT_ENV)),
    ...(io.stamp ? { stamp: io.stamp } : {}),
  });
}
