import assert from "node:assert/strict";
import { exampleKey } from "../../../src/tasks/numseq/generate_example.ts";
import type { GenerationParams } from "../../../src/tasks/numseq/numseq_params.ts";
import {
  exampleAt,
  ExampleSet,
  uniqueExample,
} from "../../../src/tasks/numseq/niah/unique_examples.ts";

const DEFAULTS: GenerationParams = {
  min_k: 2,
  max_k: 5,
  max_coefficient: 5,
  max_initial: 4,
  max_start: 24,
  look_ahead: 10,
  magnitude_cap: 100_000,
};

/** Order 1 with 3 terms shown: only a few hundred distinct examples exist. */
const SMALL: GenerationParams = { ...DEFAULTS, min_k: 1, max_k: 1 };

Deno.test("500 examples of the default dataset have no duplicates", () => {
  const set = new ExampleSet(DEFAULTS, 42);
  const keys = new Set<string>();
  for (let i = 0; i < 500; i++) keys.add(exampleKey(set.at(i).example));
  assert.equal(keys.size, 500);
});

Deno.test("duplicates are skipped, and a skipped example rebuilds from its own stream", () => {
  const set = new ExampleSet(SMALL, 1);
  const keys = new Set<string>();
  const skippedAt: number[] = [];
  for (let i = 0; i < 300; i++) {
    const { example, skipped } = set.at(i);
    keys.add(exampleKey(example));
    if (skipped > 0) skippedAt.push(i);
  }
  assert.equal(keys.size, 300, "no two examples alike");
  assert.ok(skippedAt.length > 10, `${skippedAt.length} examples skipped some`);
  for (const i of skippedAt.slice(0, 10)) {
    const { example, skipped } = set.at(i);
    assert.deepEqual(exampleAt(SMALL, 1, i, skipped), example);
    assert.notDeepEqual(exampleAt(SMALL, 1, i, 0), example);
  }
});

Deno.test("an example does not depend on how many are built, or in what order", () => {
  const forward = new ExampleSet(DEFAULTS, 5);
  const list = Array.from({ length: 30 }, (_, i) => forward.at(i));
  const late = new ExampleSet(DEFAULTS, 5);
  assert.deepEqual(late.at(29), list[29]);
  assert.deepEqual(late.at(3), list[3]);
  assert.deepEqual(uniqueExample(DEFAULTS, 5, 12), list[12]);
  // Without duplicates, example i is its stream's first example.
  assert.deepEqual(exampleAt(DEFAULTS, 5, 7, 0), list[7]?.example);
});

Deno.test("datasets differ by seed and by parameters", () => {
  const a = uniqueExample(DEFAULTS, 1, 0).example;
  const b = uniqueExample(DEFAULTS, 2, 0).example;
  const c = uniqueExample({ ...DEFAULTS, k: 3 }, 1, 0).example;
  assert.notDeepEqual(a, b);
  assert.equal(c.k, 3);
});
