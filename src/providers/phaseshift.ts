/**
 * Prompt phase shifting (PPS): zero-width characters inserted just before
 * each keyword occurrence of a prompt move the occurrence's first token
 * onto a token index that is 0 mod `slice_length`, without changing the
 * visible text. The runner applies it to every cell's messages right
 * before sending, whatever the provider (src/runner/execute.ts); the row
 * keeps the {@link PhaseShiftRecord}, and `reconstruct` replays it with
 * {@link applyPhaseShift}.
 *
 * Token indices count from the start of each message's `content` (the
 * chat template an API wraps around it is not niah's to know).
 *
 * Why it is fast on long prompts. Like src/haystack/count_rendered.ts, it
 * re-encodes only around the changes: a "cut" is a position that starts a
 * new pre-tokenizer piece whatever the text on either side, so the tokens
 * of `a + b` are those of `a` then those of `b` when `a` ends at a cut. Two
 * kinds are used: a line break followed by a letter or digit (the
 * tokenizer's `cutRule` promise), and, for cl100k_base and
 * o200k_base, an ASCII letter followed by a space (a letter belongs to a
 * letters piece, which neither regex lets run on into a space, and no
 * piece looks behind). An insertion at a keyword's start keeps every cut
 * that does not lie exactly there, so each occurrence is decided on the
 * short segment between the cuts around it, and the text between segments
 * is counted once, as one running token offset.
 *
 * @module
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import { capturePattern, type PhaseShiftKeys } from "../config/model_config.ts";
import type { Tokenizer } from "../tokenizer/encoding.ts";
import type { Message } from "./provider.ts";

/** `phase_shift_slice_length` when the config sets none. */
export const DEFAULT_SLICE_LENGTH = 4;

/** The variable that also turns phase shifting on (`NIAH_PHASE_SHIFT=1`). */
export const PHASE_SHIFT_ENV = "NIAH_PHASE_SHIFT";

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

/** Why a prompt was sent unchanged. */
export const phaseShiftSkips = [
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

/** The messages to send and, when phase shifting is on, its record. */
export interface PhaseShiftResult {
  messages: Message[];
  record: PhaseShiftRecord | null;
}

/** Rewrites one prompt's messages (one per cell). */
export type PhaseShifter = (messages: Message[]) => PhaseShiftResult;

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

/**
 * Rewrites the `content` of `messages` (nothing else) so that every
 * keyword occurrence starts a token whose index is 0 mod `slice_length`.
 * Disabled settings return `messages` itself and no record.
 */
export function phaseShift(
  messages: Message[],
  settings: PhaseShiftSettings,
  tokenizer: Tokenizer,
): PhaseShiftResult {
  if (!settings.enabled) return { messages, record: null };
  if (tokenizer.name !== settings.encoding) {
    throw new Error(
      `phase shift: tokenizer "${tokenizer.name}" given for encoding "${settings.encoding}"`,
    );
  }
  const k = settings.slice_length;
  const base = {
    encoding: settings.encoding,
    slice_length: k,
    found: 0,
    aligned: 0,
    inserted_chars: 0,
    insertions: [] as PhaseShiftInsertion[],
  };
  const unchanged = (skipped: PhaseShiftSkip, found = 0): PhaseShiftResult => ({
    messages,
    record: { ...base, found, skipped, messages_sha256: digest(messages) },
  });
  const chars = messages.reduce((n, m) => n + m.content.length, 0);
  if (settings.min_chars > 0 && chars < settings.min_chars) {
    return unchanged("below_min_chars");
  }
  if (settings.max_chars > 0 && chars > settings.max_chars) {
    return unchanged("above_max_chars");
  }
  const found = messages.map((m) => findOccurrences(m.content, settings));
  const total = found.reduce((n, list) => n + list.length, 0);
  if (total === 0) return unchanged("no_keyword");

  const zeroWidth = oneTokenZeroWidth(tokenizer);
  const insertions: PhaseShiftInsertion[] = [];
  let aligned = 0;
  const out = messages.map((message, index) => {
    const occurrences = found[index]!;
    if (occurrences.length === 0) return message;
    const shifted = alignText(
      message.content,
      occurrences,
      k,
      tokenizer,
      zeroWidth,
    );
    aligned += shifted.aligned;
    for (const insertion of shifted.insertions) {
      insertions.push({ message: index, ...insertion });
    }
    return { ...message, content: shifted.text };
  });
  const changed = insertions.length > 0 ? out : messages;
  return {
    messages: changed,
    record: {
      ...base,
      found: total,
      aligned,
      inserted_chars: insertions.reduce((n, i) => n + i.count, 0),
      insertions,
      messages_sha256: digest(changed),
    },
  };
}

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
  if (check && digest(out) !== record.messages_sha256) {
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
 * Zero-width characters of {@link ZERO_WIDTH_CHARS} that are one token
 * each in this encoding: `count(c.repeat(m)) === m` for m up to 16, so
 * runs of them never merge among themselves. Checked once per tokenizer.
 */
export function oneTokenZeroWidth(tokenizer: Tokenizer): string[] {
  let chars = zeroWidthCache.get(tokenizer);
  if (!chars) {
    chars = ZERO_WIDTH_CHARS.filter((c) => {
      for (let m = 1; m <= 16; m++) {
        if (tokenizer.count(c.repeat(m)) !== m) return false;
      }
      return true;
    });
    zeroWidthCache.set(tokenizer, chars);
  }
  return chars;
}

const zeroWidthCache = new WeakMap<Tokenizer, string[]>();

/** A keyword occurrence: UTF-16 offsets in the content. */
interface Occurrence {
  start: number;
  end: number;
}

/**
 * Every keyword and pattern match, by start; of overlapping ones only the
 * first (the longest at a tie) is kept, since an insertion inside a
 * keyword would split it. Empty matches and starts inside a surrogate
 * pair are ignored.
 */
function findOccurrences(
  text: string,
  settings: PhaseShiftSettings,
): Occurrence[] {
  const all: Occurrence[] = [];
  for (const keyword of settings.keywords) {
    if (keyword === "") continue;
    for (
      let at = text.indexOf(keyword);
      at >= 0;
      at = text.indexOf(keyword, at + keyword.length)
    ) {
      all.push({ start: at, end: at + keyword.length });
    }
  }
  if (settings.capture_pattern !== null) {
    for (
      const match of text.matchAll(capturePattern(settings.capture_pattern))
    ) {
      if (match[0] !== "") {
        all.push({ start: match.index, end: match.index + match[0].length });
      }
    }
  }
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Occurrence[] = [];
  let end = 0;
  for (const occurrence of all) {
    if (occurrence.start < end) continue;
    if (splitsSurrogate(text, occurrence.start)) continue;
    kept.push(occurrence);
    end = occurrence.end;
  }
  return kept;
}

function splitsSurrogate(text: string, at: number): boolean {
  return at > 0 && (text.charCodeAt(at) & 0xfc00) === 0xdc00 &&
    (text.charCodeAt(at - 1) & 0xfc00) === 0xd800;
}

/** Encodings whose regex never lets a letters piece run into a space. */
const LETTER_SPACE_CUTS = new Set(["cl100k_base", "o200k_base"]);
const WORD_START = /^[\p{L}\p{N}]/u;

/**
 * Whether position `p` of a text is a cut (see the module docs): a line
 * break then a letter or digit when the tokenizer promises that
 * (`cutRule: "break_word"`; other promises are not used, which is only
 * slower), and, for cl100k_base and o200k_base, an ASCII letter then a
 * space. Null when no cut is known: the whole text is one segment.
 */
function cutRule(
  tokenizer: Tokenizer,
): ((text: string, p: number) => boolean) | null {
  const newline = tokenizer.cutRule === "break_word";
  const space = LETTER_SPACE_CUTS.has(tokenizer.name);
  if (!newline && !space) return null;
  return (text, p) => {
    const before = text.charCodeAt(p - 1);
    if (before === 0x0a || before === 0x0d) {
      return newline && WORD_START.test(text.slice(p, p + 2));
    }
    return space && text.charCodeAt(p) === 0x20 &&
      ((before >= 0x41 && before <= 0x5a) ||
        (before >= 0x61 && before <= 0x7a));
  };
}

/** The shifted text of one message and what was inserted. */
interface AlignedText {
  text: string;
  insertions: Omit<PhaseShiftInsertion, "message">[];
  aligned: number;
}

/**
 * Decides, occurrence by occurrence in order, the fewest zero-width
 * characters that put its first token at index 0 mod `k`, checking each
 * candidate by encoding its segment (BPE may merge an inserted character
 * with its neighbours, so counts are never assumed), then verifies every
 * occurrence of the segment once more with all of its insertions.
 */
function alignText(
  text: string,
  occurrences: readonly Occurrence[],
  k: number,
  tokenizer: Tokenizer,
  zeroWidth: readonly string[],
): AlignedText {
  const starts = new Set(occurrences.map((o) => o.start));
  const rule = cutRule(tokenizer);
  const isCut = (p: number): boolean =>
    rule !== null && p > 0 && p < text.length && !starts.has(p) &&
    rule(text, p);
  const maxCount = 2 * k + 4;
  const parts: string[] = [];
  const insertions: AlignedText["insertions"] = [];
  let aligned = 0;
  let offset = 0; // tokens of the shifted text before `pos`
  let pos = 0; // a cut (or 0): the text before it is done
  let i = 0;
  while (i < occurrences.length) {
    const first = occurrences[i]!;
    let a = first.start;
    while (a > pos && !isCut(a)) a--;
    // With k = 1 every token boundary is aligned: no offset needed.
    if (k > 1 && a > pos) offset += tokenizer.count(text.slice(pos, a));
    parts.push(text.slice(pos, a));
    let b = first.start + 1;
    while (b < text.length && !isCut(b)) b++;
    let j = i + 1;
    while (j < occurrences.length && occurrences[j]!.start < b) j++;
    const inSegment = occurrences.slice(i, j);
    const chosen: string[] = inSegment.map(() => "");
    // Occurrences of the segment aligned so far; an insertion must keep
    // them so (it may change how the text before it splits).
    const kept: number[] = [];
    inSegment.forEach((_, t) => {
      for (let count = 0; count <= maxCount; count++) {
        for (const c of count === 0 ? [""] : zeroWidth) {
          chosen[t] = c.repeat(count);
          const segment = compose(text, a, b, inSegment, chosen);
          const tokens = tokenizer.encode(segment.text);
          const holds = (u: number) =>
            aligns(tokens, segment.starts[u]!, offset, k, tokenizer);
          if (holds(t) && kept.every(holds)) {
            kept.push(t);
            return;
          }
        }
      }
      chosen[t] = ""; // no insertion aligns it: leave it as it was
    });
    const segment = compose(text, a, b, inSegment, chosen);
    const tokens = tokenizer.encode(segment.text);
    inSegment.forEach((occurrence, t) => {
      if (aligns(tokens, segment.starts[t]!, offset, k, tokenizer)) aligned++;
      const inserted = chosen[t]!;
      if (inserted !== "") {
        insertions.push({
          at: occurrence.start,
          char: codePointName(inserted),
          count: inserted.length,
        });
      }
    });
    offset += tokens.length;
    parts.push(segment.text);
    pos = b;
    i = j;
  }
  parts.push(text.slice(pos));
  return { text: parts.join(""), insertions, aligned };
}

/**
 * The text of `[a, b)` with the chosen insertions, and the UTF-8 offset of
 * each occurrence's start in it.
 */
function compose(
  text: string,
  a: number,
  b: number,
  occurrences: readonly Occurrence[],
  chosen: readonly string[],
): { text: string; starts: number[] } {
  let out = "";
  let from = a;
  let bytes = 0;
  const starts: number[] = [];
  occurrences.forEach((occurrence, t) => {
    const before = text.slice(from, occurrence.start) + chosen[t]!;
    out += before;
    bytes += utf8Length(before);
    starts.push(bytes);
    from = occurrence.start;
  });
  out += text.slice(from, b);
  return { text: out, starts };
}

/** Whether a token starts at byte `at` of the segment, at index 0 mod k. */
function aligns(
  tokens: Uint32Array,
  at: number,
  offset: number,
  k: number,
  tokenizer: Tokenizer,
): boolean {
  const lengths = tokenLengths(tokenizer);
  let bytes = 0;
  for (let t = 0; t < tokens.length; t++) {
    if (bytes === at) return (offset + t) % k === 0;
    if (bytes > at) return false;
    bytes += lengths(tokens[t]!);
  }
  return false;
}

const lengthCache = new WeakMap<Tokenizer, (id: number) => number>();

/** A token id's length in bytes, cached per tokenizer. */
function tokenLengths(tokenizer: Tokenizer): (id: number) => number {
  let lookup = lengthCache.get(tokenizer);
  if (!lookup) {
    const known = new Map<number, number>();
    lookup = (id) => {
      let length = known.get(id);
      if (length === undefined) {
        length = tokenizer.decodeBytes(Uint32Array.of(id)).length;
        known.set(id, length);
      }
      return length;
    };
    lengthCache.set(tokenizer, lookup);
  }
  return lookup;
}

/** UTF-8 length of a string (a lone surrogate encodes as U+FFFD). */
function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (
      (c & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00
    ) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

function codePointName(run: string): string {
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

function digest(messages: readonly Message[]): string {
  return createHash("sha256").update(JSON.stringify(messages)).digest("hex");
}
