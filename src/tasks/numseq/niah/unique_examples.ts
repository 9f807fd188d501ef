/**
 * Duplicates are skipped: example i is the first example of its own stream
 * that repeats none of examples 0..i-1 (same coefficients, initial values,
 * start and target). Building example i so needs the keys of the examples
 * before it, which are memoised per dataset, so a run generates each
 * example once; the recipe records how many of the stream's examples were
 * skipped, so a row rebuilds from its own stream alone. The examples of a
 * dataset never depend on how many are asked for: `-n 2` gives the first
 * two of the full run.
 */
import { DatasetCache } from "../dataset_cache.ts";
import {
  type Example,
  exampleKey,
  ExampleStream,
} from "../generate_example.ts";
import type { GenerationParams } from "../numseq_params.ts";

/** An example and how many earlier examples its stream drew again first. */
interface UniqueExample {
  example: Example;
  /** Accepted examples of the stream skipped as duplicates. */
  skipped: number;
}

/** The examples of one dataset (generation parameters and seed), in order. */
export class ExampleSet {
  readonly #params: GenerationParams;
  readonly #seed: number;
  readonly #examples: UniqueExample[] = [];
  readonly #keys = new Set<string>();

  constructor(params: GenerationParams, seed: number) {
    this.#params = params;
    this.#seed = seed;
  }

  /** Example `index`, generating the ones before it first if needed. */
  at(index: number): UniqueExample {
    while (this.#examples.length <= index) {
      const stream = new ExampleStream(
        this.#params,
        this.#seed,
        this.#examples.length,
      );
      for (let skipped = 0;; skipped++) {
        const example = stream.next();
        const key = exampleKey(example);
        if (!this.#keys.has(key)) {
          this.#keys.add(key);
          this.#examples.push({ example, skipped });
          break;
        }
        stream.noteDuplicate();
      }
    }
    return this.#examples[index]!;
  }
}

const datasets = new DatasetCache<ExampleSet>();

/** Example `index` of the dataset, deduplicated, memoised per dataset. */
export function uniqueExample(
  params: GenerationParams,
  seed: number,
  index: number,
): UniqueExample {
  return datasets.get(params, seed, () => new ExampleSet(params, seed)).at(
    index,
  );
}

/**
 * Example `index` rebuilt from its stream alone: the stream's accepted
 * example after `skipped` duplicates, as a recipe records it.
 */
export function exampleAt(
  params: GenerationParams,
  seed: number,
  index: number,
  skipped: number,
): Example {
  const stream = new ExampleStream(params, seed, index);
  let example = stream.next();
  for (let i = 0; i < skipped; i++) example = stream.next();
  return example;
}
