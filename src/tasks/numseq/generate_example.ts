/**
 * Draws one example the way the reference does: an order-k recurrence with
 * non-zero coefficients, k initial values, a window of `2 * max_k + 1`
 * terms at a random start, and a target up to `look_ahead` positions
 * before or after it; candidates failing a check are drawn again.
 *
 * Each example has its own random stream, seeded from the run seed and
 * the example's index, so any example can be drawn alone (a row rebuilds
 * without the rows before it).
 */
import { createHash } from "node:crypto";
import { UsageError } from "../../errors.ts";
import { PythonRandom } from "../../random/python_random.ts";
import { hankelDeterminant } from "./hankel.ts";
import { checkIdentifiable } from "./identifiable.ts";
import type { GenerationParams } from "./numseq_params.ts";
import { characteristicPolynomial, recurrenceTerms } from "./recurrence.ts";
import { hasRootNearUnitCircle } from "./roots.ts";

/**
 * Version of the example generator and prompts, stored in every recipe;
 * bump it whenever the same seed would give a different prompt. Version 2
 * sends the reference wording by default (`prompt_style`); version 1 rows
 * (niah's wording) still rebuild.
 */
export const NUMSEQ_GENERATOR_VERSION = 2;

/**
 * The version the example streams are keyed by: the examples themselves
 * have not changed since version 1, only the default wording.
 */
const EXAMPLE_STREAM_VERSION = 1;

/** Draws per example before generation gives up (duplicates included). */
export const MAX_DRAWS = 200_000;

/** One drawn problem, before the checks. */
export interface Candidate {
  k: number;
  /** c1..ck of `a(n) = c1*a(n-1) + ... + ck*a(n-k)`. */
  coefficients: bigint[];
  /** a(1)..a(k). */
  initial: bigint[];
  /** Position of the first shown term (1-based). */
  start: number;
  /** Position of the asked term, before or after the window. */
  target: number;
}

/** A candidate that passed every check. */
export interface Example extends Candidate {
  /** The shown terms, a(start) onward. */
  shown: bigint[];
  /** a(target). */
  answer: bigint;
}

/** Why a candidate was drawn again. */
type Rejection =
  | "magnitude"
  | "hankel"
  | "unit_circle"
  | "identifiability";

/** How many terms the prompt shows: `2 * max_k + 1`, for every k. */
export function shownCount(p: GenerationParams): number {
  return 2 * p.max_k + 1;
}

/**
 * The seed of example `index`'s stream: the first 128 bits of
 * `sha256("num_seq/1/<seed>/<index>")`, for CPython-compatible
 * `random.Random` (so a Python script can draw the same candidates).
 */
export function streamSeed(seed: number, index: number): bigint {
  const digest = createHash("sha256")
    .update(`num_seq/${EXAMPLE_STREAM_VERSION}/${seed}/${index}`)
    .digest("hex");
  return BigInt(`0x${digest.slice(0, 32)}`);
}

/**
 * One candidate, drawn in a fixed order: k (unless fixed), c1..ck, a(1)..
 * a(k), the start, then the target uniformly among the positions before
 * the window (not below 1) and after it.
 */
export function drawCandidate(
  rng: PythonRandom,
  p: GenerationParams,
): Candidate {
  const k = p.k ?? rng.randint(p.min_k, p.max_k);
  const coefficients: bigint[] = [];
  for (let i = 0; i < k; i++) {
    // -m..-1, 1..m: draw from 2m values and skip 0.
    const r = rng.randbelow(2 * p.max_coefficient) - p.max_coefficient;
    coefficients.push(BigInt(r >= 0 ? r + 1 : r));
  }
  const initial: bigint[] = [];
  for (let i = 0; i < k; i++) {
    initial.push(BigInt(rng.randint(-p.max_initial, p.max_initial)));
  }
  const start = rng.randint(1, p.max_start);
  const before = Math.min(p.look_ahead, start - 1);
  const pick = rng.randbelow(before + p.look_ahead);
  const target = pick < before
    ? start - before + pick
    : start + shownCount(p) + (pick - before);
  return { k, coefficients, initial, start, target };
}

// Root tests repeat for the same coefficients; their answer never changes.
const rootCache = new Map<string, boolean>();
const ROOT_CACHE_LIMIT = 200_000;

function nearUnitCircle(coefficients: readonly bigint[]): boolean {
  const key = coefficients.join(",");
  let near = rootCache.get(key);
  if (near === undefined) {
    near = hasRootNearUnitCircle(characteristicPolynomial(coefficients));
    if (rootCache.size >= ROOT_CACHE_LIMIT) rootCache.clear();
    rootCache.set(key, near);
  }
  return near;
}

/**
 * Runs the checks, cheapest first: every term from a(1) to the end of the
 * look-ahead within the magnitude cap; a non-zero k x k Hankel
 * determinant of the shown terms; no characteristic root within 1e-6 of
 * the unit circle; and, from the shown terms alone, a unique minimal
 * recurrence of order k that gives the answer.
 */
export function screenCandidate(
  candidate: Candidate,
  p: GenerationParams,
): Example | Rejection {
  const { k, coefficients, initial, start, target } = candidate;
  const count = shownCount(p);
  const end = start + count - 1 + p.look_ahead;
  const terms = recurrenceTerms(
    coefficients,
    initial,
    end,
    BigInt(p.magnitude_cap),
  );
  if (terms === null) return "magnitude";
  const shown = terms.slice(start - 1, start - 1 + count);
  if (hankelDeterminant(shown, k) === 0n) return "hankel";
  if (nearUnitCircle(coefficients)) return "unit_circle";
  const answer = terms[target - 1]!;
  const identified = checkIdentifiable({
    shown,
    first: start,
    target,
    expected: answer,
  });
  if (!identified.identifiable || identified.order !== k) {
    return "identifiability";
  }
  return { ...candidate, shown, answer };
}

/** Counts of rejected candidates by reason, for messages and tests. */
type RejectionCounts = Record<Rejection | "duplicate", number>;

/**
 * The accepted examples of one example index's stream, in order; the
 * first is the example unless it duplicates an earlier one.
 */
export class ExampleStream {
  readonly #rng: PythonRandom;
  readonly #params: GenerationParams;
  readonly #seed: number;
  readonly #index: number;
  /** Candidates drawn so far. */
  draws = 0;
  /** Rejections so far, by reason. */
  readonly rejected: RejectionCounts = {
    magnitude: 0,
    hankel: 0,
    unit_circle: 0,
    identifiability: 0,
    duplicate: 0,
  };

  constructor(params: GenerationParams, seed: number, index: number) {
    this.#params = params;
    this.#seed = seed;
    this.#index = index;
    this.#rng = new PythonRandom(streamSeed(seed, index));
  }

  /** Counts a drawn example that another example already is. */
  noteDuplicate(): void {
    this.rejected.duplicate++;
  }

  /** The next candidate that passes the checks. */
  next(): Example {
    while (this.draws < MAX_DRAWS) {
      this.draws++;
      const result = screenCandidate(
        drawCandidate(this.#rng, this.#params),
        this.#params,
      );
      if (typeof result !== "string") return result;
      this.rejected[result]++;
    }
    const counts = Object.entries(this.rejected)
      .filter(([, n]) => n > 0)
      .map(([reason, n]) => `${n} ${reason}`).join(", ");
    throw new GenerationError(
      this.#index,
      this.#seed,
      `no candidate passed the checks in ${MAX_DRAWS} draws (rejected: ${counts}); raise magnitude_cap, or lower max_start, look_ahead or the order${
        this.rejected.duplicate > 0
          ? ", or ask for fewer examples (these parameters allow few distinct ones)"
          : ""
      }`,
    );
  }
}

/** Generation gave up: the parameters leave (almost) no valid examples. */
export class GenerationError extends UsageError {
  override name = "GenerationError";
  /** Why, without the example's index and seed. */
  readonly reason: string;

  constructor(index: number, seed: number, reason: string) {
    super(`Cannot generate num_seq example ${index} (seed ${seed}): ${reason}`);
    this.reason = reason;
  }
}

/** The key two examples share exactly when they are duplicates. */
export function exampleKey(example: Candidate): string {
  return `${example.coefficients.join(",")}|${
    example.initial.join(",")
  }|${example.start}|${example.target}`;
}
