/**
 * Loads and checks everything a run needs, without a key, network or
 * writes: the run and model configs, the task's parameters and axes, the
 * provider's request block, the haystack, the store path. `validate`,
 * `run` and `run --dry-run` all start here, so they check the same things.
 */
import { closestName, closestWord } from "../../config/did_you_mean.ts";
import {
  type ModelConfig,
  modelConfigSchema,
  withClientRunnerSettings,
} from "../../config/model_config.ts";
import {
  modelSearchDirs,
  resolveModel,
} from "../../config/model_resolution.ts";
import {
  type DistractorFamily,
  type RunConfig,
  runConfigSchema,
} from "../../config/run_config.ts";
import {
  expandPlaceholders,
  PlaceholderError,
  type RunStamp,
} from "../../config/run_name.ts";
import { locatedError, validateAt } from "../../config/validate.ts";
import { parseYamlSource, type YamlSource } from "../../config/yaml_source.ts";
import { UsageError } from "../../errors.ts";
import { type HaystackDescriptor } from "../../haystack/haystack_descriptor.ts";
import { HaystackLibrary } from "../../haystack/corpus.ts";
import { DISTRACTOR_PLACEHOLDERS } from "../../haystack/distractor_needles.ts";
import {
  type PhaseShiftSettings,
  phaseShiftSettings,
} from "../../prompt/phase_shift_settings.ts";
import {
  findProvider,
  type ProviderEntry,
  providerKeys,
} from "../../providers/registry.ts";
import { type Plan, type PlanInput, planRun } from "../plan/plan.ts";
import {
  checkCellCount,
  checkDistinctValues,
  checkGrid,
  checkWhere,
} from "./sweep_checks.ts";
import {
  distractorTaskTypes,
  findTask,
  taskTypes,
} from "../../tasks/registry.ts";
import type { AxisValue, Task } from "../../tasks/task.ts";
import { styleNotes } from "../../tasks/task_style.ts";
import { defaultTokenizer } from "../../tokenizer/default_tokenizer.ts";
import { getTokenizer, isTokenizerName } from "../../tokenizer/encoding.ts";
import { byteBoundTokenizer } from "../../tokenizer/byte_bound.ts";
import type { Tokenizer } from "../../tokenizer/tokenizer.ts";
import type { RunFiles } from "./run_files.ts";
import { quoteValue } from "../../config/quoted_value.ts";

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

/** Throws a `UsageError` located at `path` of the run config. */
type Fail = (
  path: PropertyKey[],
  message: string,
  part?: "value",
  cause?: unknown,
) => never;

/** A YAML file's source and its validated config. */
interface Parsed<C> {
  readonly source: YamlSource;
  readonly config: Readonly<C>;
}

/**
 * Loads `runPath`, resolving its model in `configs/models` and `modelDirs`,
 * reading through `files`. Each step below reads what the steps before it
 * made and returns a new value; nothing validated is changed in place.
 */
export async function loadRun(
  runPath: string,
  modelDirs: readonly string[],
  files: RunFiles,
  options: LoadRunOptions = {},
): Promise<LoadedRun> {
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
  const { task, params } = taskOf(named, runSource, fail);
  const { model, modelPath, modelSource } = await loadModel(
    named,
    runSource,
    modelDirs,
    files,
  );
  const { provider, request } = providerOf(model, modelSource);
  if (named.runner.batch && !provider.batch) {
    fail(["runner", "batch"], noBatchApi(model));
  }
  const phaseShift = phaseShiftOf(model, modelSource, options.phaseShiftEnv);
  const run = withNeedles(withModelRunner(named, runSource, model), task, fail);
  const haystacks = new HaystackLibrary(files.corpus);
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
  const plan = checkedPlan(input, runSource, options.allowHuge ?? false, fail);
  await checkTaskProblems(plan, model, fail);
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

/** Why batch mode cannot run on `model`: its provider has no batch API. */
export function noBatchApi(model: Pick<ModelConfig, "id" | "runtime">): string {
  const { sdk, api } = model.runtime;
  return `model "${model.id}" runs on "${sdk}/${api}", which has no batch API; set runner.batch to false`;
}

/** Every `--model-dir` must be a folder. */
async function checkModelDirs(
  modelDirs: readonly string[],
  files: RunFiles,
): Promise<void> {
  for (const dir of modelDirs) {
    if (!await files.isFolder(dir)) {
      throw new UsageError(
        `Cannot use --model-dir: "${dir}" ${
          await files.isFile(dir) ? "is a file, not a folder" : "does not exist"
        }`,
      );
    }
  }
}

/** The run config file, parsed and validated. */
async function readRunConfig(
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

function failAt(runSource: YamlSource): Fail {
  return (path, message, part, cause) => {
    throw locatedError(
      "load run config",
      runSource,
      path,
      message,
      part,
      cause === undefined ? {} : { cause },
    );
  };
}

/** Placeholders without a stamp: the current time and no commit. */
const defaultStamp = (): RunStamp => ({
  now: new Date(),
  gitSha: () => Promise.resolve(undefined),
});

/** The run with `run_name` and `store.path` expanded. */
async function withExpandedNames(
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

/** The run's task and its validated parameters (its axes swept). */
function taskOf(
  run: Readonly<RunConfig>,
  runSource: YamlSource,
  fail: Fail,
): { task: Task; params: { type: string } } {
  const task = findTask(run.task.type);
  if (!task) {
    const types = taskTypes();
    const guess = closestWord(run.task.type, types);
    return fail(
      ["task", "type"],
      `unknown task type ${quoteValue(run.task.type)}; ${
        guess
          ? `did you mean "${guess}"?`
          : `expected one of ${types.join(", ")}`
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
  return { task, params };
}

/** The run with the runner settings its model's client sets. */
function withModelRunner(
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

/** The model's provider and its validated `request:` block. */
function providerOf(
  model: Readonly<ModelConfig>,
  modelSource: YamlSource,
): { provider: ProviderEntry; request: unknown } {
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
  return { provider, request };
}

/** The model's phase shift settings; on with nothing to shift is refused. */
function phaseShiftOf(
  model: Readonly<ModelConfig>,
  modelSource: YamlSource,
  envOn: boolean | undefined,
): PhaseShiftSettings {
  const phaseShift = phaseShiftSettings(model.client, model.request, {
    envOn: envOn ?? false,
    defaultEncoding: model.tokenizer,
  });
  if (
    !phaseShift.enabled || phaseShift.keywords.length > 0 ||
    phaseShift.capture_pattern !== null
  ) {
    return phaseShift;
  }
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

/** The run with a `needles` haystack's family filled in from the task. */
function withNeedles(
  run: Readonly<RunConfig>,
  task: Task,
  fail: Fail,
): Readonly<RunConfig> {
  if (run.haystack.type !== "needles") return run;
  return {
    ...run,
    haystack: { ...run.haystack, ...needlesHaystack(run, task, fail) },
  };
}

/** The run's haystack as rows record it; null for a task without one. */
async function haystackOf(
  run: Readonly<RunConfig>,
  task: Task,
  haystacks: HaystackLibrary,
  fail: Fail,
): Promise<HaystackDescriptor | null> {
  if (!task.usesHaystack) return null;
  try {
    return await haystacks.describe(run.haystack);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return fail(["haystack"], error.message, undefined, error);
  }
}

/** The task's parameters at a grid point, each point's checked. */
function gridParams(
  task: Task,
  runSource: YamlSource,
  fail: Fail,
): (overrides: Record<string, AxisValue>) => { type: string } {
  const rawTask = (runSource.data as { task: Record<string, unknown> }).task;
  return (overrides) => {
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
  };
}

/** The sweep checked (grid, conditions, values, size) and planned. */
function checkedPlan(
  input: PlanInput,
  runSource: YamlSource,
  allowHuge: boolean,
  fail: Fail,
): Plan {
  const { run, task, params } = input;
  checkGrid(run, task, runSource, fail);
  checkWhere(run, task, fail);
  checkDistinctValues(run, task, params, fail);
  checkCellCount(input, allowHuge, fail);
  const plan = planRun(input);
  if (run.sweep.where && plan.cells.length === 0) {
    fail(["sweep", "where"], "the conditions leave no grid point to run");
  }
  return plan;
}

/**
 * The task's own checks of every distinct parameter set. They only get
 * stricter with larger token counts: most configs pass on a bound that
 * needs no vocabulary, and only a config the bound cannot clear loads the
 * real tokenizer (validate stays fast).
 */
async function checkTaskProblems(
  plan: Plan,
  model: Readonly<ModelConfig>,
  fail: Fail,
): Promise<void> {
  const firstProblem = (tokenizer: Tokenizer): string | undefined => {
    const checked = new Set<object>();
    for (const cell of plan.cells) {
      if (checked.has(cell.params)) continue;
      checked.add(cell.params);
      const problem = plan.task.check(cell.params, plan.axes, tokenizer)[0];
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
  run: Readonly<RunConfig>,
  task: Task,
  fail: Fail,
): { family: DistractorFamily } {
  const config = run.haystack as {
    family?: DistractorFamily;
    template?: string;
  };
  const family = config.family ?? task.distractors;
  if (!family) {
    const types = distractorTaskTypes().map((type) => `"${type}"`);
    return fail(
      ["haystack", "type"],
      `a "needles" haystack has distractors for tasks ${
        types.join(" and ")
      }, not "${task.type}"; set haystack.family to use one of those`,
      "value",
    );
  }
  const needed = DISTRACTOR_PLACEHOLDERS[family];
  if (config.template !== undefined && !config.template.includes(needed)) {
    fail(
      ["haystack", "template"],
      `expected a template containing "${needed}" for family "${family}"`,
      "value",
    );
  }
  return { family };
}

/** The run's model config, found, read and validated. */
async function loadModel(
  run: Readonly<RunConfig>,
  runSource: YamlSource,
  modelDirs: readonly string[],
  files: RunFiles,
): Promise<
  { model: Readonly<ModelConfig>; modelPath: string; modelSource: YamlSource }
> {
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
      `no file ${quoteValue(run.model)} and no ${
        quoteValue(`${run.model}.yaml`)
      } in ${searched}${await knownModelIds(run.model, modelDirs, files)}`,
      "value",
    );
  }
  const modelSource = parseYamlSource(
    location.path,
    await files.readText(location.path, "model config"),
  );
  const validated = validateAt(modelConfigSchema, modelSource, "model config");
  // No tokenizer named: the model's name says which, where it is clear.
  const model: Readonly<ModelConfig> =
    (modelSource.data as { tokenizer?: unknown }).tokenizer === undefined
      ? { ...validated, tokenizer: defaultTokenizer(validated.request.model) }
      : validated;
  if (location.id !== undefined && model.id !== location.id) {
    throw locatedError(
      "load model config",
      modelSource,
      ["id"],
      `id ${quoteValue(model.id)} differs from the file name's ${
        quoteValue(location.id)
      }`,
      "value",
    );
  }
  return { model, modelPath: location.path, modelSource };
}

/**
 * The model ids that exist in the search folders, for an id not found:
 * "; did you mean "x"? known ids: a, b, c" (at most 20 listed).
 */
async function knownModelIds(
  wanted: string,
  modelDirs: readonly string[],
  files: RunFiles,
): Promise<string> {
  if (!files.fileNames) return "";
  const ids = new Set<string>();
  for (const dir of modelSearchDirs(modelDirs)) {
    for (const name of await files.fileNames(dir)) {
      // Only plain names: a file name is printed, and a control character
      // in one would reach the terminal raw.
      const id = /^([\w.-]+)\.yaml$/.exec(name)?.[1];
      if (id !== undefined) ids.add(id);
    }
  }
  if (ids.size === 0) return "";
  const known = [...ids].sort();
  const guess = closestName(wanted, known);
  const listed = known.length > 20
    ? `${known.slice(0, 20).join(", ")}, ... (${known.length} in all)`
    : known.join(", ");
  return `; ${guess ? `did you mean "${guess}"? ` : ""}known ids: ${listed}`;
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
