/**
 * The prompt as sent: the one place a built or rebuilt prompt becomes the
 * messages a model receives. `run` sends it, `dataset` writes it, and
 * `reconstruct` rebuilds it from a row, all through {@link sentPrompt}, so
 * the three cannot drift apart.
 *
 * @module
 */
import type { ContextSpan, Message } from "./message.ts";
import type { PhaseShifter } from "./phase_shifter.ts";
import {
  applyPhaseShift,
  applyPhaseShiftToContext,
  applyPhaseShiftToSpan,
  type PhaseShiftRecord,
} from "./phase_shift_record.ts";

/** What {@link sentPrompt} reads of a prompt; other fields pass through. */
export interface PromptParts {
  messages: Message[];
  /** Tokens of the prompt besides its question; the shifter adds its own. */
  context_tokens?: number;
  /**
   * The context inside the messages (a rebuilt prompt's): its text, found
   * in the message that holds it, or its span; none for a conversation
   * without one context.
   */
  context?: string | ContextSpan | undefined;
}

/** A prompt as sent, with the record of its phase shift (null: none). */
export type SentPrompt<P extends PromptParts> = P & {
  phase_shift: PhaseShiftRecord | null;
};

/**
 * The prompt as sent. With a run's `PhaseShifter` (phase shifting on),
 * its messages are shifted and `context_tokens` counts the tokens the
 * shift added; with a row's `PhaseShiftRecord`, the recorded shift is
 * replayed onto the rebuilt messages and context (a span's offsets move
 * past what was inserted in its message), and a record that does not fit
 * them throws. With neither, the prompt goes out as built.
 * `signal` stops a shifter's capture-pattern match (Ctrl-C, SIGTERM).
 */
export async function sentPrompt<P extends PromptParts>(
  prompt: P,
  phaseShift: PhaseShifter | PhaseShiftRecord | null | undefined,
  signal?: AbortSignal,
): Promise<SentPrompt<P>> {
  if (!phaseShift) return { ...prompt, phase_shift: null };
  if (typeof phaseShift === "function") {
    const shifted = await phaseShift(prompt.messages, signal);
    const sent: SentPrompt<P> = {
      ...prompt,
      messages: shifted.messages,
      phase_shift: shifted.record,
    };
    if (prompt.context_tokens !== undefined) {
      sent.context_tokens = prompt.context_tokens + shifted.added_tokens;
    }
    if (prompt.context !== undefined && shifted.record) {
      sent.context = shiftedContext(
        prompt.messages,
        prompt.context,
        shifted.record,
      );
    }
    return sent;
  }
  // The context first: a record that fits no message says so before the
  // digest check of the whole does.
  const context = prompt.context === undefined
    ? undefined
    : shiftedContext(prompt.messages, prompt.context, phaseShift);
  const sent: SentPrompt<P> = {
    ...prompt,
    messages: applyPhaseShift(prompt.messages, phaseShift),
    phase_shift: phaseShift,
  };
  if (context !== undefined) sent.context = context;
  return sent;
}

/** A context (text or span) as the phase-shifted messages hold it. */
function shiftedContext(
  messages: Message[],
  context: string | ContextSpan,
  record: PhaseShiftRecord,
): string | ContextSpan {
  return typeof context === "string"
    ? applyPhaseShiftToContext(messages, context, record)
    : applyPhaseShiftToSpan(messages, context, record);
}
