/**
 * The model's provider (its `runtime:` found in the registry) and the
 * `request:` block validated by that provider's schema, less the
 * `phase_shift_*` keys that are niah's; and why batch mode cannot run on a
 * provider without a batch API, or a task that makes a second call.
 *
 * @module
 */
import type { ModelConfig } from "../../config/model_config.ts";
import { locatedError, validateAt } from "../../config/validate.ts";
import type { YamlSource } from "../../config/yaml_source.ts";
import {
  findProvider,
  type ProviderEntry,
  providerKeys,
} from "../../providers/registry.ts";
import type { Plan } from "../plan/plan.ts";

/** Why batch mode cannot run on `model`: its provider has no batch API. */
export function noBatchApi(model: Pick<ModelConfig, "id" | "runtime">): string {
  const { sdk, api } = model.runtime;
  return `model "${model.id}" runs on "${sdk}/${api}", which has no batch API; set runner.batch to false`;
}

/**
 * Why batch mode cannot run `plan`: a cell of it makes a second call after
 * its first answer (`Task.followUp`), which a batch of single requests
 * collected later does not send; undefined when none does.
 */
export function followUpInBatch(
  plan: Pick<Plan, "task" | "cells">,
): string | undefined {
  const followUp = plan.task.followUp;
  if (!followUp || !plan.cells.some((cell) => followUp.uses(cell.params))) {
    return undefined;
  }
  return `task "${plan.task.type}" with these parameters makes a second call per cell after the first answer, which batch mode does not send; set runner.batch to false`;
}

/** The model's provider and its validated `request:` block. */
export function providerOf(
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

/** A `request:` block less the `phase_shift_*` keys. */
function withoutPhaseShiftKeys(request: unknown): unknown {
  if (!request || typeof request !== "object" || Array.isArray(request)) {
    return request;
  }
  return Object.fromEntries(
    Object.entries(request).filter(([key]) => !key.startsWith("phase_shift_")),
  );
}
