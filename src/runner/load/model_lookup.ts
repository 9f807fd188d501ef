/**
 * The run's model config: every `--model-dir` checked, the model id found
 * in `configs/models`, the run config's `../models` and those folders (a
 * miss names every folder looked in and the ids that exist),
 * the file read and validated, its tokenizer defaulted from the model's
 * name, and its id checked against the file name.
 *
 * @module
 */
import { closestName } from "../../config/did_you_mean.ts";
import {
  type ModelConfig,
  modelConfigSchema,
} from "../../config/model_config.ts";
import {
  modelSearchDirs,
  resolveModel,
} from "../../config/model_resolution.ts";
import type { RunConfig } from "../../config/run_config.ts";
import { quoteValue } from "../../config/quoted_value.ts";
import { locatedError, validateAt } from "../../config/validate.ts";
import { parseYamlSource, type YamlSource } from "../../config/yaml_source.ts";
import { UsageError } from "../../errors.ts";
import { defaultTokenizer } from "../../tokenizer/default_tokenizer.ts";
import type { RunFiles } from "./run_files.ts";

/** Every `--model-dir` must be a folder. */
export async function checkModelDirs(
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

/** The run's model config, found, read and validated. */
export async function loadModel(
  run: Readonly<RunConfig>,
  runSource: YamlSource,
  modelDirs: readonly string[],
  files: RunFiles,
): Promise<
  { model: Readonly<ModelConfig>; modelPath: string; modelSource: YamlSource }
> {
  const searchDirs = modelSearchDirs(runSource.file, modelDirs);
  const location = await resolveModel(
    run.model,
    searchDirs,
    (path) => files.isFile(path),
  );
  if (!location) {
    const searched = searchDirs.map((d) => `"${d}"`).join(", ");
    throw locatedError(
      "find model",
      runSource,
      ["model"],
      `no file ${quoteValue(run.model)} and no ${
        quoteValue(`${run.model}.yaml`)
      } in ${searched}${await knownModelIds(run.model, searchDirs, files)}`,
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
  searchDirs: readonly string[],
  files: RunFiles,
): Promise<string> {
  if (!files.fileNames) return "";
  const ids = new Set<string>();
  for (const dir of searchDirs) {
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
