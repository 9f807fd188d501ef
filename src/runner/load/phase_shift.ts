/**
 * The model's phase shift settings as loading checks them: on (by the
 * config or `NIAH_PHASE_SHIFT`) with nothing to shift is refused, located
 * at the key that turned it on.
 *
 * @module
 */
import type { ModelConfig } from "../../config/model_config.ts";
import { locatedError } from "../../config/validate.ts";
import type { YamlSource } from "../../config/yaml_source.ts";
import {
  type PhaseShiftSettings,
  phaseShiftSettings,
} from "../../prompt/phase_shift_settings.ts";

/** The model's phase shift settings; on with nothing to shift is refused. */
export function phaseShiftOf(
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
