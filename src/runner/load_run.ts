/**
 * Loads and checks everything a run needs, without a key, network or
 * writes: the run and model configs, the task's parameters and axes, the
 * provider's request block, the haystack, the store path. `validate`,
 * `run` and `run --dry-run` all start here, so they check the same things.
 */
import { closestWord } from "../config/did_you_mean.ts";
import {
  type ModelConfig,
  modelConfigSchema,
  withClientRunnerSettings,
} from "../config/model_config.ts";
import { modelSearchDirs, resolveModel } from "../config/model_resolution.ts";
import { type RunConfig, runConfigSchema } from "../config/run_config.ts";
import {
  expandPlaceholders,
  PlaceholderError,
  type RunStamp,
} from "../config/run_name.ts";
import { locatedError, validateAt } from "../config/validate.ts";
import { parseYamlSource, type YamlSource } from "../config/yaml_source.ts";
import { UsageError } from "../errors.ts";
import { HaystackLibrary } from "../haystack/corpus.ts";
import { phaseShiftSettings } from "../prompt/phase_shift_settings.ts";
import {
  findProvider,
  type ProviderEntry,
  providerKeys,
} from "../providers/registry.ts";
import { type Plan, type PlanInput, planRun } from "./plan.ts";
import {
  checkCellCount,
  checkDistinctValues,
  checkGrid,
  checkWhere,
} from "./sweep_checks.ts";
import { findTask, taskTypes } from "../tasks/registry.ts";
import type { Task } from "../tasks/task.ts";
import { styleNotes } from "../tasks/task_style.ts";
import { defaultTokenizer } from "../tokenizer/default_tokenizer.ts";
import { getTokenizer, isTokenizerName } from "../tokenizer/encoding.ts";
import { byteBoundTokenizer } from "../tokenizer/byte_bound.ts";
import type { Tokenizer } from "../tokenizer/tokenizer.ts";
import type { RunFiles } from "./run_files.ts";

/** A run, loaded and checked. */
export interface LoadedRun {
  runPath: string;
  modelPath: string;
  plan: Plan;
  provider: ProviderEntry;
  /** The validated `request:` block for the provider. */
  request: unknown;
  haystacks: HaystackLibrary;
  /** Warnings that do not stop the run (`note: ...` lines). */
  notes: string[];
  /** `run_name` as written, before its placeholders were expanded. */
  runNameTemplate: string;
  /** `store.path` as written, if set, before its placeholders were expanded. */
  storePathTemplate?: string;
}

/**
 * Loads `runPath`, resolving its model in `configs/models` and `modelDirs`,
 * reading through `files`.
 */
export async function loadRun(
  runPath: string,
  modelDirs: readonly string[],
  files: RunFiles,
  options: {
    sampleLimit?: number | undefined;
    /** Plan more than `MAX_CELLS` cells (`--allow-huge`). */
    allowHuge?: boolean | undefined;
    /** `NIAH_PHASE_SHIFT` is set: phase shifting is on whatever the config says. */
    phaseShiftEnv?: boolean;
    /** What `{date}`, `{datetime}`, `{git_sha}` expand to (default: now, no commit). */
    stamp?: RunStamp;
  } = {},
): Promise<LoadedRun> {
  for (const dir of modelDirs) {
    if (!await files.isFolder(dir)) {
      throw new UsageError(
        `Cannot use --model-dir: "${dir}" ${
          await files.isFile(dir) ? "is a file, not a folder" : "does not exist"
        }`,
      );
    }
  }
  const runSource = parseYamlSource(
    runPath,
    await files.readText(runPath, "run config"),
  );
  const run = validateAt(runConfigSchema, runSource, "run config");
  const fail = (
    path: PropertyKey[],
    message: string,
    part?: "value",
  ): never => {
    throw locatedError(
      "load run config",
      runSource,
      path,
      message,
      part,
    );
  };

  const runNameTemplate = run.run_name;
  const storePathTemplate = run.store.path;
  await expandRunPlaceholders(run, options.stamp ?? defaultStamp(), fail);

  const task = findTask(run.task.type);
  if (!task) {
    const guess = closestWord(run.task.type, taskTypes);
    return fail(
      ["task", "type"],
      `unknown task type "${run.task.type}"; ${
        guess
          ? `did you mean "${guess}"?`
          : `expected one of ${taskTypes.join(", ")}`
      }`,
      "value",
    );
  }
  const params = validateAt(
    task.params,
    runSource,
    "run config",
    (runSource.data as { task: unknown }).task,
    ["task"],
  );
  for (const axis of task.axes(params)) {
    if (run.sweep[axis.sweepKey] === undefined) {
      fail(
        ["sweep"],
        `missing required key "${axis.sweepKey}" (task "${task.type}" sweeps ${axis.name})`,
      );
    }
  }

  const { model, modelPath, modelSource } = await loadModel(
    run,
    runSource,
    modelDirs,
    files,
  );
  run.runner = withClientRunnerSettings(
    run.runner,
    (runSource.data as { runner?: unknown }).runner,
    model.client,
  );
  const provider = findProvider(model.runtime.sdk, model.runtime.api);
  if (!provider) {
    throw locatedError(
      "load model config",
      modelSource,
      ["runtime", "sdk"],
      `unknown runtime "${model.runtime.sdk}/${model.runtime.api}"; expected one of ${
        providerKeys.join(", ")
      }`,
    );
  }
  // The phase_shift_* keys are niah's (checked by the model config's own
  // schema); the provider's schema sees only what it may forward.
  const request = validateAt(
    provider.requestSchema,
    modelSource,
    "model config",
    withoutPhaseShiftKeys((modelSource.data as { request: unknown }).request),
    ["request"],
  );
  const phaseShift = phaseShiftSettings(model.client, model.request, {
    envOn: options.phaseShiftEnv ?? false,
    defaultEncoding: model.tokenizer,
  });
  if (
    phaseShift.enabled && phaseShift.keywords.length === 0 &&
    phaseShift.capture_pattern === null
  ) {
    const block = model.request.phase_shift_enabled !== undefined
      ? "request"
      : model.client.phase_shift_enabled !== undefined
      ? "client"
      : undefined;
    throw locatedError(
      "load model config",
      modelSource,
      block ? [block, "phase_shift_enabled"] : ["request"],
      `phase shifting is on${
        block ? "" : " (NIAH_PHASE_SHIFT)"
      } but there is nothing to shift; set phase_shift_keywords or phase_shift_capture_pattern in "request" or "client"`,
    );
  }

  if (run.haystack.type === "needles") {
    run.haystack = { ...run.haystack, ...needlesHaystack(run, task, fail) };
  }
  const haystacks = new HaystackLibrary(files.corpus);
  let haystack = null;
  if (task.usesHaystack) {
    try {
      haystack = await haystacks.describe(run.haystack);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      fail(["haystack"], error.message);
    }
  }
  const rawTask = (runSource.data as { task: Record<string, unknown> }).task;
  checkGrid(run, task, runSource, fail);
  checkWhere(run, task, fail);
  checkDistinctValues(run, task, params, fail);
  const planInput: PlanInput = {
    run,
    model,
    task,
    params,
    haystack,
    ...(options.sampleLimit !== undefined
      ? { sampleLimit: options.sampleLimit }
      : {}),
    phaseShift: phaseShift.enabled ? phaseShift : null,
    withGrid: (overrides) => {
      const parsed = task.params.safeParse({ ...rawTask, ...overrides });
      if (parsed.success) return parsed.data;
      return fail(
        ["sweep", "grid"],
        `the grid point ${
          JSON.stringify(overrides)
        } gives invalid task parameters (${
          parsed.error.issues[0]?.message ?? "invalid"
        })`,
      );
    },
  };
  checkCellCount(planInput, options.allowHuge ?? false, fail);
  const plan = planRun(planInput);
  if (run.sweep.where && plan.cells.length === 0) {
    fail(["sweep", "where"], "the conditions leave no grid point to run");
  }
  // Task checks only get stricter with larger token counts: most configs
  // pass on a bound that needs no vocabulary, and only a config the bound
  // cannot clear loads the real tokenizer (validate stays fast).
  const firstProblem = (tokenizer: Tokenizer): string | undefined => {
    const checked = new Set<object>();
    for (const cell of plan.cells) {
      if (checked.has(cell.params)) continue;
      checked.add(cell.params);
      const problem = task.check(cell.params, plan.axes, tokenizer)[0];
      if (problem !== undefined) return problem;
    }
    return undefined;
  };
  if (
    !isTokenizerName(model.tokenizer) ||
    firstProblem(byteBoundTokenizer(model.tokenizer)) !== undefined
  ) {
    const problem = firstProblem(await getTokenizer(model.tokenizer));
    if (problem !== undefined) fail(["task"], problem);
  }

  const storeProblem = await files.storePathProblem(plan.storePath);
  if (storeProblem) {
    fail(["store", "path"], storeProblem);
  }
  return {
    runPath,
    modelPath,
    notes: runNotes(rawTask, task, plan),
    plan,
    provider,
    request,
    haystacks,
    runNameTemplate,
    ...(storePathTemplate !== undefined ? { storePathTemplate } : {}),
  };
}

/** Placeholders without a stamp: the current time and no commit. */
const defaultStamp = (): RunStamp => ({
  now: new Date(),
  gitSha: () => Promise.resolve(undefined),
});

/** Expands `run_name` and `store.path` once, in place. */
async function expandRunPlaceholders(
  run: RunConfig,
  stamp: RunStamp,
  fail: (path: PropertyKey[], message: string, part?: "value") => never,
): Promise<void> {
  const expand = async (text: string, path: PropertyKey[]) => {
    try {
      return await expandPlaceholders(text, stamp);
    } catch (error) {
      if (!(error instanceof PlaceholderError)) throw error;
      return fail(path, error.message, "value");
    }
  };
  run.run_name = await expand(run.run_name, ["run_name"]);
  if (run.store.path !== undefined) {
    run.store.path = await expand(run.store.path, ["store", "path"]);
  }
}

/** A `request:` block less the `phase_shift_*` keys. */
function withoutPhaseShiftKeys(request: unknown): unknown {
  if (!request || typeof request !== "object" || Array.isArray(request)) {
    return request;
  }
  return Object.fromEntries(
    Object.entries(request).filter(([key]) => !key.startsWith("phase_shift_")),
  );
}

/** A `needles` haystack's family (from the task) and a usable template. */
function needlesHaystack(
  run: RunConfig,
  task: Task,
  fail: (path: PropertyKey[], message: string, part?: "value") => never,
): { family: "uuid" | "single" } {
  const config = run.haystack as {
    family?: "uuid" | "single";
    template?: string;
  };
  const family = config.family ?? task.distractors;
  if (!family) {
    return fail(
      ["haystack", "type"],
      `a "needles" haystack has distractors for tasks "uuid" and "single", not "${task.type}"; set haystack.family to use one of those`,
      "value",
    );
  }
  const needed = family === "uuid" ? "{uuid}" : "{city}";
  if (config.template !== undefined && !config.template.includes(needed)) {
    fail(
      ["haystack", "template"],
      `expected a template containing "${needed}" for family "${family}"`,
      "value",
    );
  }
  return { family };
}

async function loadModel(
  run: RunConfig,
  runSource: YamlSource,
  modelDirs: readonly string[],
  files: RunFiles,
): Promise<{ model: ModelConfig; modelPath: string; modelSource: YamlSource }> {
  const location = await resolveModel(
    run.model,
    modelDirs,
    (path) => files.isFile(path),
  );
  if (!location) {
    const searched = modelSearchDirs(modelDirs).map((d) => `"${d}"`).join(", ");
    throw locatedError(
      "find model",
      runSource,
      ["model"],
      `no file "${run.model}" and no "${run.model}.yaml" in ${searched}`,
      "value",
    );
  }
  const modelSource = parseYamlSource(
    location.path,
    await files.readText(location.path, "model config"),
  );
  const model = validateAt(modelConfigSchema, modelSource, "model config");
  // No tokenizer named: the model's name says which, where it is clear.
  if ((modelSource.data as { tokenizer?: unknown }).tokenizer === undefined) {
    model.tokenizer = defaultTokenizer(model.request.model);
  }
  if (location.id !== undefined && model.id !== location.id) {
    throw locatedError(
      "load model config",
      modelSource,
      ["id"],
      `id "${model.id}" differs from the file name's "${location.id}"`,
      "value",
    );
  }
  return { model, modelPath: location.path, modelSource };
}

/** The notes of a loaded run: its `task:` block's, then each grid point's. */
function runNotes(rawTask: unknown, task: Task, plan: Plan): string[] {
  const notes = new Set(styleNotes(rawTask));
  const seen = new Set<object>();
  for (const cell of plan.cells) {
    if (seen.has(cell.params)) continue;
    seen.add(cell.params);
    for (const note of task.notes?.(cell.params) ?? []) notes.add(note);
  }
  return [...notes];
}
