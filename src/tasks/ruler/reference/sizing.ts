/**
 * How RULER's generators size a haystack for `max_seq_length` (niah.py's
 * `generate_samples`; variable_tracking.py's is the same with its own
 * extra tokens): one probe at `incremental` to estimate the tokens per
 * haystack unit, a binary search between `incremental` and three times
 * the estimate, then, per sample, a retry that shrinks the size by
 * `incremental` until the sample fits. Every probe and retry draws a whole
 * sample, so the random streams advance by each one: RULER's draw order
 * depends on these exact token counts.
 *
 * @module
 */
import { UsageError } from "../../../errors.ts";

/**
 * A RULER generator's refusal to retry for ever: no sample of the length
 * fits, however often it is drawn at the smallest haystack (RULER itself
 * loops). `validate` tells a too-short length by this class alone.
 */
export class RulerCannotFit extends UsageError {}

/** What the size search probes. */
interface HaystackProbe {
  /** niah.py's `incremental`: the first probe, the search's floor and the retry's step. */
  incremental: number;
  /** `max_seq_length` less `model_template_token` (0 here). */
  maxSeqLength: number;
  /** Tokens the search adds to each probe's count (`tokens_to_generate`). */
  extraTokens: number;
  /** Draws one sample with `size` haystack units and counts its tokens. */
  count(size: number): number;
}

/**
 * The haystack size RULER settles on: the largest size the binary search
 * found to fit, else `incremental`.
 */
export function searchHaystackSize(probe: HaystackProbe): number {
  const { incremental, maxSeqLength, extraTokens } = probe;
  const tokensPerHaystack = probe.count(incremental) / incremental;
  // int((max_seq_length / tokens_per_haystack) * 3), in the same doubles.
  const estimated = Math.trunc((maxSeqLength / tokensPerHaystack) * 3);
  let lower = incremental;
  let upper = Math.max(estimated, incremental * 2);
  let optimal: number | undefined;
  while (lower <= upper) {
    const mid = Math.floor((lower + upper) / 2);
    if (probe.count(mid) + extraTokens <= maxSeqLength) {
      optimal = mid;
      lower = mid + 1;
    } else {
      upper = mid - 1;
    }
  }
  return optimal ?? incremental;
}

/**
 * Consecutive failures at the floor after which the retry gives up. RULER
 * loops for ever there (`while True` with a bare `except:`); a sample
 * redrawn this often at the smallest size will not fit.
 */
const MAX_FLOOR_ATTEMPTS = 10_000;

/**
 * niah.py's per-sample retry: draw at `size`; while the sample throws or
 * is longer than `maxSeqLength` (its count plus `extraTokens`), draw again,
 * `incremental` smaller while the size is above `incremental` (a bare
 * `except:` catches the assertion and every other error alike).
 */
export function drawFitting<T>(
  size: number,
  incremental: number,
  maxSeqLength: number,
  draw: (size: number) => { value: T; length: number },
): { value: T; length: number } {
  let used = size;
  let floorAttempts = 0;
  for (;;) {
    try {
      const drawn = draw(used);
      if (drawn.length <= maxSeqLength) return drawn;
    } catch {
      // RULER's bare except: the same step as a sample that is too long.
    }
    if (used > incremental) {
      used -= incremental;
    } else if (++floorAttempts >= MAX_FLOOR_ATTEMPTS) {
      throw new RulerCannotFit(
        `Cannot fit a RULER sample in ${maxSeqLength} tokens: ${floorAttempts} draws at the smallest haystack (${used}) were all too long (RULER would retry for ever)`,
      );
    }
  }
}
