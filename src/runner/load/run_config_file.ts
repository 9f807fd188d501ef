/**
 * The run config as loading reads it: the file parsed and validated, its
 * `run_name` and `store.path` placeholders expanded, and the runner
 * settings its model's client sets filled in.
 *
 * @module
 */
import {
  type ModelConfig,
  withClientRunnerSettings,
} from "../../config/model_config.ts";
import { type RunConfig, runConfigSchema } from "../../config/run_config.ts";
import {
  expandPlaceholders,
  PlaceholderError,
  type RunStamp,
} from "../../config/run_name.ts";
import { validateAt } from "../../config/validate.ts";
import { parseYamlSource, type YamlSource } from "../../config/yaml_source.ts";
import type { Fail, Parsed } from "./located_fail.ts";
import type { RunFiles } from "./run_files.ts";

/** The run config file, parsed and validated. */
export async function readRunConfig(
  runPath: string,
  files: RunFiles,
): Promise<Parsed<RunConfig>> {
  const source = parseYamlSource(
    runPath,
    await files.readText(runPath, "run config"),
  );
  return {
    source,
    config: validateAt(runConfigSchema, source, "run config"),
  };
}

/** Placeholders without a stamp: the current time and no commit. */
export const defaultStamp = (): RunStamp => ({
  now: new Date(),
  gitSha: () => Promise.resolve(undefined),
});

/** The run with `run_name` and `store.path` expanded. */
export async function withExpandedNames(
  run: Readonly<RunConfig>,
  stamp: RunStamp,
  fail: Fail,
): Promise<Readonly<RunConfig>> {
  const expand = async (text: string, path: PropertyKey[]) => {
    try {
      return await expandPlaceholders(text, stamp);
    } catch (error) {
      if (!(error instanceof PlaceholderError)) throw error;
      return fail(path, error.message, "value", error);
    }
  };
  const runName = await expand(run.run_name, ["run_name"]);
  const storePath = run.store.path === undefined
    ? undefined
    : await expand(run.store.path, ["store", "path"]);
  return {
    ...run,
    run_name: runName,
    store: storePath === undefined
      ? run.store
      : { ...run.store, path: storePath },
  };
}

/** The run with the runner settings its model's client sets. */
export function withModelRunner(
  run: Readonly<RunConfig>,
  runSource: YamlSource,
  model: Readonly<ModelConfig>,
): Readonly<RunConfig> {
  return {
    ...run,
    runner: withClientRunnerSettings(
      run.runner,
      (runSource.data as { runner?: unknown }).runner,
      model.client,
    ),
  };
}
