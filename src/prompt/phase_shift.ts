/**
 * Prompt phase shifting (PPS): zero-width characters inserted just before
 * each keyword occurrence of a prompt move the occurrence's first token
 * onto a token index that is 0 mod `slice_length`, without changing the
 * visible text. The runner applies it to every cell's messages right
 * before sending, whatever the provider (src/prompt/sent_prompt.ts); the
 * row keeps the {@link PhaseShiftRecord}, and `reconstruct` replays it
 * (src/prompt/phase_shift_record.ts).
 *
 * Token indices count from the start of each message's `content` (the
 * chat template an API wraps around it is not niah's to know).
 *
 * Why it is fast on long prompts. Like src/haystack/count_rendered.ts, it
 * re-encodes only around the changes: a "cut" is a position that starts a
 * new pre-tokenizer piece whatever the text on either side, so the tokens
 * of `a + b` are those of `a` then those of `b` when `a` ends at a cut
 * (`textCuts` of src/tokenizer/cut_rule.ts says where). An insertion at a
 * keyword's start keeps every cut that does not lie exactly there, so each
 * occurrence is decided on the short segment between the cuts around it,
 * and the text between segments is counted once, as one running token
 * offset. The same segments give the tokens the insertions added (each
 * segment's first candidate is the segment as it was), at no extra encode.
 *
 * @module
 */
import { capturePattern } from "../config/model_config.ts";
import { type CaptureMatch, captureMatches } from "./capture_matches.ts";
import { textCuts } from "../tokenizer/cut_rule.ts";
import type { Tokenizer } from "../tokenizer/tokenizer.ts";
import { type Message, messagesDigest } from "./message.ts";
import {
  codePointName,
  type PhaseShiftInsertion,
  type PhaseShiftRecord,
  type PhaseShiftSkip,
  ZERO_WIDTH_CHARS,
} from "./phase_shift_record.ts";
import type { PhaseShiftSettings } from "./phase_shift_settings.ts";

/** The messages to send and, when phase shifting is on, its record. */
export interface PhaseShiftResult {
  messages: Message[];
  record: PhaseShiftRecord | null;
  /**
   * Tokens the insertions added to the prompt (the shifted messages'
   * count minus the original's, in the record's encoding); 0 when none.
   */
  added_tokens: number;
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
  captured?: readonly (readonly CaptureMatch[])[],
): PhaseShiftResult {
  if (!settings.enabled) return { messages, record: null, added_tokens: 0 };
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
    record: {
      ...base,
      found,
      skipped,
      messages_sha256: messagesDigest(messages),
    },
    added_tokens: 0,
  });
  const skip = sizeSkip(messages, settings);
  if (skip) return unchanged(skip);
  const found = messages.map((m, i) =>
    findOccurrences(m.content, settings, captured?.[i])
  );
  const total = found.reduce((n, list) => n + list.length, 0);
  if (total === 0) return unchanged("no_keyword");

  const zeroWidth = oneTokenZeroWidth(tokenizer);
  const insertions: PhaseShiftInsertion[] = [];
  let aligned = 0;
  let added = 0;
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
    added += shifted.added_tokens;
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
      messages_sha256: messagesDigest(changed),
    },
    added_tokens: insertions.length > 0 ? added : 0,
  };
}

/**
 * Why `messages` go out unshifted for their size (under
 * `phase_shift_min_chars` or over `phase_shift_max_chars`), or null.
 */
export function sizeSkip(
  messages: readonly Message[],
  settings: PhaseShiftSettings,
): "below_min_chars" | "above_max_chars" | null {
  const chars = messages.reduce((n, m) => n + m.content.length, 0);
  if (settings.min_chars > 0 && chars < settings.min_chars) {
    return "below_min_chars";
  }
  if (settings.max_chars > 0 && chars > settings.max_chars) {
    return "above_max_chars";
  }
  return null;
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
  captured: readonly CaptureMatch[] | undefined,
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
    // In a worker with a time budget: a pattern can backtrack for hours.
    // A run's shifter has matched already, without blocking.
    const matches = captured ??
      captureMatches(text, capturePattern(settings.capture_pattern));
    for (const match of matches) all.push(match);
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

/** The shifted text of one message and what was inserted. */
interface AlignedText {
  text: string;
  insertions: Omit<PhaseShiftInsertion, "message">[];
  aligned: number;
  /** Tokens of `text` minus tokens of the original. */
  added_tokens: number;
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
  const rule = textCuts(tokenizer);
  const isCut = (p: number): boolean =>
    rule !== null && p > 0 && p < text.length && !starts.has(p) &&
    rule(text, p);
  const maxCount = 2 * k + 4;
  const parts: string[] = [];
  const insertions: AlignedText["insertions"] = [];
  let aligned = 0;
  let added = 0; // tokens the chosen insertions added, segment by segment
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
    let original = -1; // tokens of the segment as it was
    inSegment.forEach((_, t) => {
      for (let count = 0; count <= maxCount; count++) {
        for (const c of count === 0 ? [""] : zeroWidth) {
          chosen[t] = c.repeat(count);
          const segment = compose(text, a, b, inSegment, chosen);
          const tokens = tokenizer.encode(segment.text);
          // The first candidate inserts nothing: the segment as it was.
          if (original < 0) original = tokens.length;
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
    added += tokens.length - original;
    parts.push(segment.text);
    pos = b;
    i = j;
  }
  parts.push(text.slice(pos));
  return { text: parts.join(""), insertions, aligned, added_tokens: added };
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
