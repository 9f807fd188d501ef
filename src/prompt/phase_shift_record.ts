/**
 * The record of one prompt's phase shift, stored in the row as
 * `phase_shift`, and its replay: the zero-width characters go back in at
 * the recorded offsets, and the result's digest proves the rebuilt
 * messages are the ones sent.
 *
 * @module
 */
import { z } from "zod";
import { type ContextSpan, type Message, messagesDigest } from "./message.ts";

/**
 * Zero-width characters niah may insert, in order of preference: those
 * that never change how neighbours render first (word joiner, zero-width
 * space, zero-width no-break space), then the joiners, which can change
 * the shaping of some scripts and emoji.
 */
export const ZERO_WIDTH_CHARS: readonly string[] = [
  "\u2060",
  "\u200b",
  "\ufeff",
  "\u200c",
  "\u200d",
];

/** Why a prompt was sent unchanged. */
const phaseShiftSkips = [
  "no_keyword",
  "below_min_chars",
  "above_max_chars",
] as const;

/** What the rewrite did to one prompt; stored in the row as `phase_shift`. */
export const phaseShiftRecordSchema = z.strictObject({
  encoding: z.string(),
  slice_length: z.int().min(1),
  /** Keyword occurrences found (of overlapping ones, the first). */
  found: z.int().min(0),
  /** Occurrences whose first token starts at index 0 mod `slice_length`. */
  aligned: z.int().min(0),
  /** Zero-width characters inserted in all. */
  inserted_chars: z.int().min(0),
  /** Each run of zero-width characters inserted. */
  insertions: z.array(z.strictObject({
    /** Index of the message in the list. */
    message: z.int().min(0),
    /** UTF-16 offset in the original content; the run goes before it. */
    at: z.int().min(0),
    /** The character, as `U+XXXX`. */
    char: z.string(),
    count: z.int().min(1),
  })),
  /** Set when the prompt was sent unchanged. */
  skipped: z.enum(phaseShiftSkips).optional(),
  /** SHA-256 of the messages as sent (JSON), so a rebuild can prove itself. */
  messages_sha256: z.string(),
});

/** A row's `phase_shift`. */
export type PhaseShiftRecord = z.output<typeof phaseShiftRecordSchema>;
/** One run of zero-width characters inserted into a message. */
export type PhaseShiftInsertion = PhaseShiftRecord["insertions"][number];
/** Why a prompt was sent unchanged. */
export type PhaseShiftSkip = (typeof phaseShiftSkips)[number];

/**
 * The messages as sent, rebuilt from the original messages and a record:
 * the recorded characters go back in at their offsets. Throws when the
 * record does not fit the messages (or, with `check`, when the result's
 * digest differs from the recorded one).
 */
export function applyPhaseShift(
  messages: Message[],
  record: PhaseShiftRecord,
  check = true,
): Message[] {
  const byMessage = insertionsByMessage(messages, record);
  const out = messages.map((message, index) => {
    const list = byMessage.get(index);
    return list ? { ...message, content: insert(message.content, list) } : {
      ...message,
    };
  });
  if (check && messagesDigest(out) !== record.messages_sha256) {
    throw new Error(
      "the rebuilt phase-shifted messages differ from the ones sent (their SHA-256 does not match the row's)",
    );
  }
  return out;
}

/**
 * `context` (a part of one message's original content) with the
 * record's insertions that fall inside it, as the model received it.
 */
export function applyPhaseShiftToContext(
  messages: Message[],
  context: string,
  record: PhaseShiftRecord,
): string {
  const byMessage = insertionsByMessage(messages, record);
  for (const [index, message] of messages.entries()) {
    const at = message.content.indexOf(context);
    if (at < 0) continue;
    const inside = (byMessage.get(index) ?? [])
      .filter((i) => i.at >= at && i.at < at + context.length)
      .map((i) => ({ ...i, at: i.at - at }));
    return insert(context, inside);
  }
  throw new Error("the context is in none of the messages");
}

/**
 * `span` (of the original messages) as it lies in the messages as sent:
 * each offset moves past the characters the record inserted before it in
 * that message, so a run at `start` falls inside the span and a run at
 * `end` after it, as {@link applyPhaseShiftToContext} counts them.
 * Throws when the span is not inside its message.
 */
export function applyPhaseShiftToSpan(
  messages: Message[],
  span: ContextSpan,
  record: PhaseShiftRecord,
): ContextSpan {
  const message = messages[span.message];
  if (
    !message || !Number.isInteger(span.start) || !Number.isInteger(span.end) ||
    span.start < 0 || span.end < span.start ||
    span.end > message.content.length
  ) {
    throw new Error(
      `the context span ${JSON.stringify(span)} is not inside its message`,
    );
  }
  const inserted = insertionsByMessage(messages, record).get(span.message) ??
    [];
  const before = (offset: number) =>
    inserted.filter((i) => i.at < offset).reduce((n, i) => n + i.count, 0);
  return {
    message: span.message,
    start: span.start + before(span.start),
    end: span.end + before(span.end),
  };
}

/** A run's character as `U+XXXX`, as records name it. */
export function codePointName(run: string): string {
  return `U+${run.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}

function charOf(name: string): string | undefined {
  const match = /^U\+([0-9A-F]{4})$/i.exec(name);
  const char = match ? String.fromCharCode(parseInt(match[1]!, 16)) : "";
  return ZERO_WIDTH_CHARS.includes(char) ? char : undefined;
}

function insertionsByMessage(
  messages: Message[],
  record: PhaseShiftRecord,
): Map<number, PhaseShiftInsertion[]> {
  const byMessage = new Map<number, PhaseShiftInsertion[]>();
  for (const insertion of record.insertions) {
    const message = messages[insertion.message];
    if (
      !message || !Number.isInteger(insertion.at) || insertion.at < 0 ||
      insertion.at > message.content.length ||
      !Number.isInteger(insertion.count) || insertion.count < 1 ||
      charOf(insertion.char) === undefined
    ) {
      throw new Error(
        `the phase-shift insertion ${
          JSON.stringify(insertion)
        } does not fit the messages`,
      );
    }
    const list = byMessage.get(insertion.message) ?? [];
    list.push(insertion);
    byMessage.set(insertion.message, list);
  }
  return byMessage;
}

/** `text` with each run of characters inserted before its offset. */
function insert(text: string, insertions: readonly PhaseShiftInsertion[]) {
  const sorted = [...insertions].sort((a, b) => a.at - b.at);
  let out = "";
  let from = 0;
  for (const insertion of sorted) {
    out += text.slice(from, insertion.at) +
      charOf(insertion.char)!.repeat(insertion.count);
    from = insertion.at;
  }
  return out + text.slice(from);
}
