/**
 * Needle insertion as the reference needle-in-a-haystack tool does it, for
 * `style: reference`, in token space on the cut haystack:
 *
 * - a depth of 100 appends; `single_depth` puts depth 0 first; any other
 *   depth goes to `int(n * (d / 100))`, then, with snapping on, walks back
 *   until the token before is the bare "." token, at most 100 tokens; when
 *   none is found it lands 100 tokens back (or at 0), not at the raw point
 *   (the tool's bug, kept). `".\n"` is another token, so paragraph ends
 *   never count.
 * - each needle's own tokens are spliced in with no whitespace, in
 *   ascending depth order; the index recorded is in the stream after the
 *   earlier needles went in, the depth against the haystack before.
 * - the count is the spliced stream's length, not a re-encode of its text.
 *
 * @module
 */
import { counted } from "../counted.ts";
import { UsageError } from "../errors.ts";

/** Farthest the tool walks back looking for a period. */
export const REFERENCE_SNAP_TOKENS = 100;

/** Where the tool's inserters put needles. */
export type ReferenceInserter = "single_depth" | "even_spread" | "explicit";

/** One needle as the tool's recipe records it. */
interface ReferencePlacement {
  text: string;
  /** Where the needle starts in the final (spliced) token stream. */
  insertion_token_index: number;
  /** The raw index over the haystack's length, in percent. */
  actual_depth_percent: number;
}

/** What the tool's `snap_to_period` returns for `point`. */
export function snapToPeriod(
  tokens: Uint32Array,
  point: number,
  periods: ReadonlySet<number>,
): number {
  if (point <= 0) return 0;
  const lowest = Math.max(0, point - REFERENCE_SNAP_TOKENS);
  let at = point;
  while (at > lowest) {
    if (periods.has(tokens[at - 1]!)) return at;
    at--;
  }
  return at;
}

/** The pre-insertion index of a needle at `depth` percent. */
export function referenceIndex(
  tokens: Uint32Array,
  depth: number,
  options: {
    inserter: ReferenceInserter;
    snap: boolean;
    periods: ReadonlySet<number>;
  },
): number {
  const n = tokens.length;
  if (depth >= 100) return n;
  if (options.inserter === "single_depth" && depth === 0) return 0;
  const raw = Math.trunc(n * (depth / 100));
  return options.snap ? snapToPeriod(tokens, raw, options.periods) : raw;
}

/** Inputs of {@link referenceInsert}. */
interface ReferenceInsertInput {
  haystack: Uint32Array;
  /** Needle texts and their tokens, in the task's order. */
  needles: readonly { text: string; tokens: Uint32Array }[];
  /** One depth percent per needle. */
  depths: readonly number[];
  inserter: ReferenceInserter;
  snap: boolean;
  /** The token ids of "." (the tool encodes "." each time it snaps). */
  periods: ReadonlySet<number>;
}

/** The spliced tokens and where each needle (in the task's order) went. */
export function referenceInsert(
  input: ReferenceInsertInput,
): { tokens: Uint32Array; placements: ReferencePlacement[] } {
  const { haystack, needles, depths } = input;
  const n = haystack.length;
  if (needles.length !== depths.length) {
    throw new UsageError(
      `Cannot build prompt: ${counted(needles.length, "needle")} but ${
        counted(depths.length, "depth")
      }`,
    );
  }
  for (const depth of depths) {
    if (!(depth >= 0 && depth <= 100)) {
      throw new UsageError(
        `Cannot build prompt: depth_percent must be in [0, 100]; got ${depth}`,
      );
    }
  }
  // The explicit inserter sorts by depth (stably); the others' depths
  // never decrease, so the order is theirs.
  const order = needles.map((_, i) => i);
  if (input.inserter === "explicit") {
    order.sort((a, b) => depths[a]! - depths[b]!);
  }
  const total = needles.reduce((sum, needle) => sum + needle.tokens.length, n);
  const out = new Uint32Array(total);
  const placements: ReferencePlacement[] = new Array(needles.length);
  let taken = 0; // haystack tokens copied so far
  let written = 0; // tokens written so far
  for (const k of order) {
    const needle = needles[k]!;
    const raw = referenceIndex(haystack, depths[k]!, input);
    // Splicing in ascending order: a raw index is never behind `taken`.
    const from = Math.max(raw, taken);
    out.set(haystack.subarray(taken, from), written);
    written += from - taken;
    taken = from;
    placements[k] = {
      text: needle.text,
      insertion_token_index: raw + (written - taken),
      actual_depth_percent: n > 0 ? (raw / n) * 100 : 0,
    };
    out.set(needle.tokens, written);
    written += needle.tokens.length;
  }
  out.set(haystack.subarray(taken), written);
  return { tokens: out, placements };
}

/**
 * The tool's `reconstruct`: splices each needle's tokens back in at its
 * recorded (post-insertion) index, in ascending index order (stably), as
 * Python's `new[:i] + needle + new[i:]` does (an index past the end
 * appends).
 */
export function spliceAtRecorded(
  haystack: Uint32Array,
  needles: readonly { insertion_token_index: number; tokens: Uint32Array }[],
): Uint32Array {
  const ordered = [...needles].sort((a, b) =>
    a.insertion_token_index - b.insertion_token_index
  );
  let out = haystack;
  for (const needle of ordered) {
    const at = Math.min(needle.insertion_token_index, out.length);
    const next = new Uint32Array(out.length + needle.tokens.length);
    next.set(out.subarray(0, at));
    next.set(needle.tokens, at);
    next.set(out.subarray(at), at + needle.tokens.length);
    out = next;
  }
  return out;
}
