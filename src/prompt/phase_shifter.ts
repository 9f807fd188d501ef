/**
 * The phase shifter of a run: {@link phaseShift} with the run's settings,
 * saying once per run each reason a prompt went out unchanged.
 *
 * @module
 */
import type { Tokenizer } from "../tokenizer/tokenizer.ts";
import type { Message } from "./message.ts";
import { phaseShift, type PhaseShiftResult } from "./phase_shift.ts";
import type { PhaseShiftSettings } from "./phase_shift_settings.ts";

/** Rewrites one prompt's messages (one per cell). */
export type PhaseShifter = (messages: Message[]) => PhaseShiftResult;

/**
 * A shifter for a run: {@link phaseShift} with these settings, saying once
 * per run (through `warn`) each reason a prompt went out unchanged or
 * partly aligned.
 */
export function createPhaseShifter(
  settings: PhaseShiftSettings,
  tokenizer: Tokenizer,
  warn: (line: string) => void,
): PhaseShifter {
  const said = new Set<string>();
  const once = (key: string, line: string) => {
    if (said.has(key)) return;
    said.add(key);
    warn(`${line} (said once per run; each row's phase_shift records it)`);
  };
  return (messages) => {
    const result = phaseShift(messages, settings, tokenizer);
    const record = result.record;
    if (!record) return result;
    const chars = messages.reduce((n, m) => n + m.content.length, 0);
    switch (record.skipped) {
      case "no_keyword":
        once(
          "no_keyword",
          "phase shift: no keyword occurrence in a prompt; sent it unchanged",
        );
        break;
      case "above_max_chars":
        once(
          "above_max_chars",
          `phase shift: a prompt of ${chars} characters is over phase_shift_max_chars (${settings.max_chars}); sent it unchanged`,
        );
        break;
      case "below_min_chars":
        once(
          "below_min_chars",
          `phase shift: a prompt of ${chars} characters is under phase_shift_min_chars (${settings.min_chars}); sent it unchanged`,
        );
        break;
      default:
        if (record.aligned < record.found) {
          once(
            "unaligned",
            `phase shift: ${
              record.found - record.aligned
            } of ${record.found} keyword occurrences in a prompt could not be aligned to slice length ${settings.slice_length}; they were sent unshifted`,
          );
        }
    }
    return result;
  };
}
