/**
 * The datasets a process has drawn, kept for the next cell: example i of a
 * dataset is drawn after examples 0..i-1 (both generators), so a run and a
 * reconstruct reuse the draws so far instead of starting over. A few
 * datasets are kept, the least recently used dropped first.
 */
import type { GenerationParams } from "./numseq_params.ts";

/** A stable key for the dataset of `params` and `seed`. */
function datasetKey(params: GenerationParams, seed: number): string {
  return [
    seed,
    params.k ?? "",
    params.min_k,
    params.max_k,
    params.max_coefficient,
    params.max_initial,
    params.max_start,
    params.look_ahead,
    params.magnitude_cap,
  ].join("/");
}

/** Datasets by (params, seed), at most `limit` of them. */
export class DatasetCache<T> {
  readonly #sets = new Map<string, T>();

  constructor(readonly limit = 32) {}

  /** The dataset of `params` and `seed`, made by `make` when not kept. */
  get(params: GenerationParams, seed: number, make: () => T): T {
    const key = datasetKey(params, seed);
    let set = this.#sets.get(key);
    if (set !== undefined) this.#sets.delete(key);
    else set = make();
    // Most recently used last; drop the oldest beyond the limit.
    this.#sets.set(key, set);
    if (this.#sets.size > this.limit) {
      this.#sets.delete(this.#sets.keys().next().value!);
    }
    return set;
  }
}
