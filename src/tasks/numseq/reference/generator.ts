/**
 * `style: reference`: the examples of num-seq-env's `_generate_dataset`,
 * exactly. One CPython `random.Random(seed)` stream draws the whole
 * dataset, in the reference's order: per attempt k (`randint(min_k,
 * max_k)`; a fixed `k` draws `randint(k, k)`, which still takes a word,
 * as the reference does with `min_k = max_k = k`), k coefficients (`choice` from 1..m then
 * -1..-m), k initial values (`choice(range(-m, m + 1))`), the start
 * (`randint(1, max_start)`); then the checks (magnitude, Hankel, unit
 * roots as numpy decided them), a failed one starting the next attempt;
 * only then the target (`choice(backward + forward)`), and a repeat of
 * (coefficients, initial values, start, target) is dropped after its draw.
 * Example i so depends on every draw before it: a dataset is generated in
 * order and memoised, and example i of N is example i of any longer one.
 * Unlike `style: niah`, no check beyond the reference's (identifiability
 * from the shown terms is not tested).
 */
import { DatasetCache } from "../dataset_cache.ts";
import { PythonRandom } from "../../../random/python_random.ts";
import {
  type Example,
  exampleKey,
  GenerationError,
  MAX_DRAWS,
  shownCount,
} from "../generate_example.ts";
import { hankelDeterminant } from "../hankel.ts";
import type { GenerationParams } from "../numseq_params.ts";
import { recurrenceTerms } from "../recurrence.ts";
import { referenceNearUnitCircle } from "./unit_roots.ts";

/**
 * Version of the reference-style generator and prompts, stored in every
 * `style: reference` recipe; bump it whenever the same parameters and seed
 * would give a different prompt.
 */
export const REFERENCE_GENERATOR_VERSION = 1;

/** The coefficient pool in the reference's order: 1..m, then -1..-m. */
function coefficientPool(m: number): bigint[] {
  const pool: bigint[] = [];
  for (let c = 1; c <= m; c++) pool.push(BigInt(c));
  for (let c = 1; c <= m; c++) pool.push(BigInt(-c));
  return pool;
}

/** One attempt's draws before the checks. */
interface Attempt {
  k: number;
  coefficients: bigint[];
  initial: bigint[];
  start: number;
}

/** The examples of one reference dataset (parameters and seed), in order. */
export class ReferenceDataset {
  readonly #params: GenerationParams;
  readonly #seed: number;
  readonly #rng: PythonRandom;
  readonly #pool: bigint[];
  readonly #examples: Example[] = [];
  readonly #seen = new Set<string>();

  constructor(params: GenerationParams, seed: number) {
    this.#params = params;
    this.#seed = seed;
    this.#rng = new PythonRandom(seed);
    this.#pool = coefficientPool(params.max_coefficient);
  }

  /** Example `index`, generating the ones before it first if needed. */
  at(index: number): Example {
    while (this.#examples.length <= index) this.#next();
    return this.#examples[index]!;
  }

  /** Draws until one more example is accepted. */
  #next(): void {
    for (let draws = 0; draws < MAX_DRAWS; draws++) {
      const example = this.#attempt();
      if (example === null) continue;
      const key = exampleKey(example);
      if (this.#seen.has(key)) continue;
      this.#seen.add(key);
      this.#examples.push(example);
      return;
    }
    throw new GenerationError(
      this.#examples.length,
      this.#seed,
      `no new example passed the checks in ${MAX_DRAWS} draws; raise magnitude_cap, lower max_start, look_ahead or the order, or ask for fewer examples`,
    );
  }

  #draw(): Attempt {
    const p = this.#params;
    const rng = this.#rng;
    const k = rng.randint(p.k ?? p.min_k, p.k ?? p.max_k);
    const coefficients: bigint[] = [];
    for (let i = 0; i < k; i++) coefficients.push(rng.choice(this.#pool));
    const initial: bigint[] = [];
    for (let i = 0; i < k; i++) {
      // choice(range(-m, m + 1)) draws as randint(-m, m) does.
      initial.push(BigInt(rng.randint(-p.max_initial, p.max_initial)));
    }
    return { k, coefficients, initial, start: rng.randint(1, p.max_start) };
  }

  /** One attempt: the draws, the checks, then the target; null if rejected. */
  #attempt(): Example | null {
    const p = this.#params;
    const { k, coefficients, initial, start } = this.#draw();
    const count = shownCount(p);
    const end = start - 1 + count + p.look_ahead;
    const terms = recurrenceTerms(
      coefficients,
      initial,
      end,
      BigInt(p.magnitude_cap),
    );
    if (terms === null) return null;
    const shown = terms.slice(start - 1, start - 1 + count);
    if (hankelDeterminant(shown, k) === 0n) return null;
    if (referenceNearUnitCircle(coefficients)) return null;
    // backward = range(max(1, start - L), start), forward = the L after.
    const before = Math.min(p.look_ahead, start - 1);
    const pick = this.#rng.randbelow(before + p.look_ahead);
    const target = pick < before
      ? start - before + pick
      : start + count + (pick - before);
    return {
      k,
      coefficients,
      initial,
      start,
      target,
      shown,
      answer: terms[target - 1]!,
    };
  }
}

const datasets = new DatasetCache<ReferenceDataset>();

/** Example `index` of the reference dataset, memoised per dataset. */
export function referenceExample(
  params: GenerationParams,
  seed: number,
  index: number,
): Example {
  return datasets.get(params, seed, () => new ReferenceDataset(params, seed))
    .at(index);
}
