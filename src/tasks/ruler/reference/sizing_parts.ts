/**
 * Exact token counts of a long text given as parts, for RULER's size
 * search and samples, which count a fresh 128k-token text at every probe
 * and sample: where the tokenizer promises a cut (`count(a + b) ===
 * count(a) + count(b)` when the join is a cut, src/tokenizer/cut_rule.ts),
 * the text is counted as the sum of its stretches between cuts, each
 * stretch counted once and remembered, and a long text that stays the same
 * between samples (an essay haystack) keeps the counts between its
 * checkpoints. Without a promise every text is counted whole: slower,
 * never different.
 *
 * @module
 */

/** Whether the tokenizer always splits `text` before index `p`. */
type TextCuts = (text: string, p: number) => boolean;

/** A stretch `[start, end)` of a checkpointed text. */
interface TextRange {
  readonly of: CheckpointedText;
  readonly start: number;
  readonly end: number;
}

/** One part of a counted text. */
export type TextPart = string | TextRange;

/** Stretches up to this long are remembered by their text. */
const REMEMBERED_LENGTH = 512;
/** The memory is emptied when it holds this many stretches. */
const REMEMBERED_COUNT = 200_000;
/** Marks a stretch seen once and not counted on its own. */
const SEEN = -1;
/** Stretches seen for the first time are counted together, this long at most. */
const BATCH_LENGTH = 32_768;
/** Joins two stretches of a batch whose join is no cut. */
const LINK = "x";
/** Roughly how far apart a checkpointed text's checkpoints are. */
const CHECKPOINT_SPACING = 1024;

/** A tokenizer's count and cuts, with the stretches counted so far. */
export class PartCounter {
  readonly #count: (text: string) => number;
  readonly cuts: TextCuts | undefined;
  readonly #known = new Map<string, number>();
  #linkTokens: number | undefined;
  readonly #joins = new Map<number, boolean>();
  readonly #cheap: ((text: string) => boolean) | undefined;

  /**
   * `cheap` says where `count` is cheap on a whole text however long (then
   * a text given as strings alone is joined and counted whole: no stretch
   * to remember, no join to test).
   */
  constructor(
    count: (text: string) => number,
    cuts?: TextCuts,
    cheap?: (text: string) => boolean,
  ) {
    this.#count = count;
    this.cuts = cuts;
    this.#cheap = cheap;
  }

  /** Tokens of `text`, a stretch between cuts or a whole text. */
  count(text: string): number {
    return this.#count(text);
  }

  /**
   * Tokens of the stretch `text` if it is remembered, or seen once before
   * (it is counted now and remembered); else undefined, and it is seen.
   */
  recall(text: string): number | undefined {
    if (text.length > REMEMBERED_LENGTH) return undefined;
    const known = this.#known.get(text);
    if (known !== undefined && known !== SEEN) return known;
    const tokens = known === SEEN ? this.#count(text) : SEEN;
    if (this.#known.size >= REMEMBERED_COUNT) this.#known.clear();
    this.#known.set(text, tokens);
    return tokens === SEEN ? undefined : tokens;
  }

  /** Tokens of {@link LINK}. */
  linkTokens(): number {
    this.#linkTokens ??= this.#count(LINK);
    return this.#linkTokens;
  }

  /**
   * Whether the join of `before` and `after` is a cut: the cut rule sees
   * the character before and the two after, so its answer is kept by them.
   */
  joinIsCut(before: string, after: string): boolean {
    const cuts = this.cuts;
    if (cuts === undefined) return false;
    const b = before.charCodeAt(before.length - 1);
    const a0 = after.charCodeAt(0);
    const a1 = after.length > 1 ? after.charCodeAt(1) : 0x10000;
    const key = (b * 0x10000 + a0) * 0x10001 + a1;
    let cut = this.#joins.get(key);
    if (cut === undefined) {
      cut = cuts(before.slice(-1) + after.slice(0, 2), 1);
      this.#joins.set(key, cut);
    }
    return cut;
  }

  /**
   * Tokens of the concatenation of `parts`, or of its first `limit` UTF-16
   * code units; `joined`, when the caller has it, is that concatenation.
   */
  countParts(
    parts: readonly TextPart[],
    limit = Infinity,
    joined?: string,
  ): number {
    // A checkpointed text counts faster by its checkpoints.
    if (
      this.#cheap !== undefined &&
      parts.every((part) => typeof part === "string")
    ) {
      const text = joined === undefined
        ? joinParts(parts, limit)
        : joined.length > limit
        ? joined.slice(0, limit)
        : joined;
      if (this.#cheap(text)) return this.#count(text);
    }
    const tally = new Tally(this);
    let at = 0;
    for (const part of parts) {
      if (at >= limit) break;
      if (typeof part === "string") {
        tally.add(at + part.length > limit ? part.slice(0, limit - at) : part);
        at += part.length;
      } else {
        const end = Math.min(part.end, part.start + (limit - at));
        part.of.addRange(tally, part.start, end);
        at += part.end - part.start;
      }
    }
    return tally.finish();
  }
}

/** The text of `parts`, or its first `limit` UTF-16 code units. */
export function joinParts(
  parts: readonly TextPart[],
  limit = Infinity,
): string {
  let text = "";
  for (const part of parts) {
    if (text.length >= limit) break;
    text += typeof part === "string"
      ? part
      : part.of.text.slice(part.start, part.end);
  }
  return text.length > limit ? text.slice(0, limit) : text;
}

/**
 * A running count: the text since the last cut waits to be counted, and
 * stretches seen for the first time are counted in one batch (every join
 * in it a cut, so its count is theirs summed), saving an encoder call each.
 */
class Tally {
  readonly #counter: PartCounter;
  #total = 0;
  #pending = "";
  #batch = "";

  constructor(counter: PartCounter) {
    this.#counter = counter;
  }

  /** Appends `text`; the stretch before it is counted if their join is a cut. */
  add(text: string): void {
    if (text === "") return;
    if (this.#pending !== "" && this.#counter.joinIsCut(this.#pending, text)) {
      this.#flush();
    }
    this.#pending += text;
  }

  /** Appends a stretch of known count that starts and ends at cuts. */
  addCounted(tokens: number): void {
    this.#flush();
    this.#total += tokens;
  }

  /** The count of everything appended. */
  finish(): number {
    this.#flush();
    this.#countBatch();
    return this.#total;
  }

  #flush(): void {
    const stretch = this.#pending;
    if (stretch === "") return;
    this.#pending = "";
    const known = this.#counter.recall(stretch);
    if (known !== undefined) {
      this.#total += known;
      return;
    }
    this.#join(stretch);
    this.#batch += stretch;
    if (this.#batch.length >= BATCH_LENGTH) this.#countBatch();
  }

  /**
   * Makes the batch end at a cut before `stretch`: as it is, or with the
   * letter {@link LINK} between them where that makes both joins cuts (a
   * line break, then a stretch after a letter's cut), its count taken off;
   * else the batch is counted first.
   */
  #join(stretch: string): void {
    const counter = this.#counter;
    const batch = this.#batch;
    if (batch === "" || counter.joinIsCut(batch, stretch)) return;
    if (counter.joinIsCut(batch, LINK) && counter.joinIsCut(LINK, stretch)) {
      this.#batch += LINK;
      this.#total -= counter.linkTokens();
      return;
    }
    this.#countBatch();
  }

  #countBatch(): void {
    if (this.#batch === "") return;
    this.#total += this.#counter.count(this.#batch);
    this.#batch = "";
  }
}

/**
 * A long text with checkpoints: cuts about {@link CHECKPOINT_SPACING}
 * apart and the tokens between them, so any stretch of it counts by
 * encoding only its two ends.
 */
export class CheckpointedText {
  readonly text: string;
  /** Checkpoint positions, ascending: cuts of `text`. */
  readonly #points: number[] = [];
  /** Tokens of `text` from the first checkpoint to each checkpoint. */
  readonly #tokens: number[] = [];

  constructor(text: string, counter: PartCounter) {
    this.text = text;
    const cuts = counter.cuts;
    if (!cuts) return;
    let total = 0;
    for (let p = CHECKPOINT_SPACING; p + 2 <= text.length; p++) {
      if (!cuts(text, p)) continue;
      const last = this.#points.at(-1);
      if (last !== undefined) total += counter.count(text.slice(last, p));
      this.#points.push(p);
      this.#tokens.push(total);
      p += CHECKPOINT_SPACING - 1;
    }
  }

  /**
   * Appends `text[start, end)` to `tally`: the checkpointed middle by its
   * known count (a checkpoint is a cut wherever its characters are, so it
   * is one inside the range too), the two ends as text.
   */
  addRange(tally: Tally, start: number, end: number): void {
    const first = this.#firstAfter(start);
    // The last checkpoint whose character and the two around it lie inside.
    const last = this.#firstAfter(end - 2) - 1;
    if (first >= last) {
      tally.add(this.text.slice(start, end));
      return;
    }
    const from = this.#points[first]!;
    const to = this.#points[last]!;
    tally.add(this.text.slice(start, from));
    tally.addCounted(this.#tokens[last]! - this.#tokens[first]!);
    tally.add(this.text.slice(to, end));
  }

  /** The index of the first checkpoint after `p` (or the count of them). */
  #firstAfter(p: number): number {
    let lo = 0;
    let hi = this.#points.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.#points[mid]! > p) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
