/**
 * RULER's datasets as cells read them: sample i of a dataset is the i-th
 * its generator yields (the size search and every sample before it
 * consume the random streams), so each dataset is one pass of its
 * generator, kept open for the next cell, with the last few samples held
 * for cells built out of order (concurrency). Only a cell behind that
 * window starts a new pass. A few datasets stay open, the least recently
 * used closed first.
 *
 * @module
 */
import type { RulerSample } from "./reference/ruler_sample.ts";

/** Samples a pass keeps behind its newest, for cells built out of order. */
const WINDOW = 32;

/** One open dataset: a pass of its generator and its newest samples. */
class RulerDataset {
  readonly #start: () => Iterator<RulerSample>;
  #pass: Iterator<RulerSample>;
  /** Index of the next sample the pass yields. */
  #next = 0;
  readonly #held = new Map<number, RulerSample>();
  /** Passes started, the first included (tests read it). */
  passes = 1;

  constructor(start: () => Iterator<RulerSample>) {
    this.#start = start;
    this.#pass = start();
  }

  /** Sample `index`, drawing the pass up to it (a new pass if behind). */
  at(index: number): RulerSample {
    const held = this.#held.get(index);
    if (held !== undefined) return held;
    if (index < this.#next) {
      this.#pass = this.#start();
      this.#next = 0;
      this.#held.clear();
      this.passes++;
    }
    for (;;) {
      const step = this.#pass.next();
      if (step.done) {
        throw new RangeError(
          `RULER's generator stopped after ${this.#next} samples, before sample ${index}`,
        );
      }
      this.#held.set(this.#next, step.value);
      this.#held.delete(this.#next - WINDOW);
      if (this.#next++ === index) return step.value;
    }
  }
}

/** Open datasets by key, at most `limit`, the least recently used closed. */
export class RulerDatasets {
  readonly #open = new Map<string, Promise<RulerDataset>>();

  constructor(readonly limit = 2) {}

  /** The dataset of `key`, opened by `open` when not open. */
  get(
    key: string,
    open: () => Promise<() => Iterator<RulerSample>>,
  ): Promise<RulerDataset> {
    let dataset = this.#open.get(key);
    if (dataset !== undefined) this.#open.delete(key);
    else {
      dataset = open().then((start) => new RulerDataset(start));
      // A failed open is not kept: the next cell tries again.
      dataset.catch(() => {
        if (this.#open.get(key) === dataset) this.#open.delete(key);
      });
    }
    this.#open.set(key, dataset);
    if (this.#open.size > this.limit) {
      this.#open.delete(this.#open.keys().next().value!);
    }
    return dataset;
  }
}
