/** Phase-shift settings and text checks shared by the phase-shift tests. */
import type { PhaseShiftSettings } from "../../src/prompt/phase_shift_settings.ts";

/** Every zero-width character the shifter may insert (global: for replace). */
export const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;

/**
 * Enabled settings that align `what` (keywords and/or a capture pattern)
 * to slice length `k` in `encoding`, with no size limits; `extra`
 * overrides any field.
 */
export function shiftSettings(
  encoding: string,
  k: number,
  what: { keywords?: string[]; pattern?: string },
  extra: Partial<PhaseShiftSettings> = {},
): PhaseShiftSettings {
  return {
    enabled: true,
    keywords: what.keywords ?? [],
    capture_pattern: what.pattern ?? null,
    slice_length: k,
    min_chars: 0,
    max_chars: 0,
    encoding,
    ...extra,
  };
}
