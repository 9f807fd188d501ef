/**
 * The phase shifter of a run: {@link phaseShift} with the run's settings,
 * saying once per run each reason a prompt went out unchanged.
 *
 * @module
 */
import type { Tokenizer } from "../tokenizer/tokenizer.ts";
import type { Message } from "./message.ts";
import { phaseShift, type PhaseShiftResult, sizeSkip } from "./phase_shift.ts";
import { type CaptureMatch, captureMatchesAsync } from "./capture_matches.ts";
import { capturePattern } from "../config/model_config.ts";
import type { PhaseShiftSettings } from "./phase_shift_settings.ts";

/**
 * Rewrites one prompt's messages (one per cell). A capture pattern is
 * matched in a worker without blocking, so `signal` (Ctrl-C, SIGTERM)
 * ends a long match at once.
 */
export type PhaseShifter = (
  messages: Message[],
  signal?: AbortSignal,
) => Promise<PhaseShiftResult>;

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
  return async (messages, signal) => {
    const result = phaseShift(
      messages,
      settings,
      tokenizer,
      await capturedMatches(messages, settings, signal),
    );
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

/**
 * Each message's capture-pattern matches, found without blocking, when
 * phase shifting will look for them (on, a pattern set, the prompt's size
 * in range); else undefined.
 */
async function capturedMatches(
  messages: readonly Message[],
  settings: PhaseShiftSettings,
  signal: AbortSignal | undefined,
): Promise<CaptureMatch[][] | undefined> {
  if (
    !settings.enabled || settings.capture_pattern === null ||
    sizeSkip(messages, settings) !== null
  ) return undefined;
  const pattern = capturePattern(settings.capture_pattern);
  const all: CaptureMatch[][] = [];
  for (const message of messages) {
    all.push(await captureMatchesAsync(message.content, pattern, signal));
  }
  return all;
}
