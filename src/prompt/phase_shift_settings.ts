/**
 * The settings of prompt phase shifting (see phase_shift.ts): read from a
 * model config's `client:` and `request:` keys and the `NIAH_PHASE_SHIFT`
 * variable, and described in one line for the run's header.
 *
 * @module
 */
import type { PhaseShiftKeys } from "../config/model_config.ts";

/** `phase_shift_slice_length` when the config sets none. */
const DEFAULT_SLICE_LENGTH = 4;

/** The variable that also turns phase shifting on (`NIAH_PHASE_SHIFT=1`). */
export const PHASE_SHIFT_ENV = "NIAH_PHASE_SHIFT";

/** The settings of one run, resolved from the model config. */
export interface PhaseShiftSettings {
  enabled: boolean;
  /** Static keywords; every occurrence of each is shifted. */
  keywords: string[];
  /** A regex; each match is a keyword occurrence. */
  capture_pattern: string | null;
  slice_length: number;
  /** Prompts with fewer characters are left alone; 0: no lower bound. */
  min_chars: number;
  /** Prompts with more characters are left alone; 0: no upper bound. */
  max_chars: number;
  /** The tokenizer positions are counted in. */
  encoding: string;
}

/** Whether a value of `NIAH_PHASE_SHIFT` turns phase shifting on. */
export function phaseShiftEnvOn(value: string | undefined): boolean {
  return ["1", "true", "yes", "on"].includes(
    (value ?? "").trim().toLowerCase(),
  );
}

/**
 * The settings from a model config's `client:` and `request:` blocks
 * (`request:` wins key by key); `envOn` (NIAH_PHASE_SHIFT) also enables.
 */
export function phaseShiftSettings(
  client: PhaseShiftKeys,
  request: PhaseShiftKeys,
  options: { envOn: boolean; defaultEncoding: string },
): PhaseShiftSettings {
  const pick = <K extends keyof PhaseShiftKeys>(key: K) =>
    request[key] !== undefined ? request[key] : client[key];
  return {
    enabled: pick("phase_shift_enabled") === true || options.envOn,
    keywords: [...(pick("phase_shift_keywords") ?? [])],
    capture_pattern: pick("phase_shift_capture_pattern") ?? null,
    slice_length: pick("phase_shift_slice_length") ?? DEFAULT_SLICE_LENGTH,
    min_chars: pick("phase_shift_min_chars") ?? 0,
    max_chars: pick("phase_shift_max_chars") ?? 0,
    encoding: pick("phase_shift_encoding") ?? options.defaultEncoding,
  };
}

/** One line describing the settings, for the run's header. */
export function describePhaseShift(settings: PhaseShiftSettings): string {
  const what = [
    ...settings.keywords.map((k) => JSON.stringify(k)),
    ...(settings.capture_pattern === null
      ? []
      : [`/${settings.capture_pattern}/`]),
  ].join(", ");
  const bounds = [
    settings.min_chars > 0 ? `min ${settings.min_chars} chars` : "",
    settings.max_chars > 0 ? `max ${settings.max_chars} chars` : "",
  ].filter((s) => s !== "").join(", ");
  return `phase shifting: on (slice length ${settings.slice_length}, ${settings.encoding}${
    bounds ? `, ${bounds}` : ""
  }; keywords ${what})`;
}
