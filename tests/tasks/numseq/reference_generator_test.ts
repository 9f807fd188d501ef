import assert from "node:assert/strict";
import { GenerationError } from "../../../src/tasks/numseq/generate_example.ts";
import type { GenerationParams } from "../../../src/tasks/numseq/numseq_params.ts";
import { numseqMessages } from "../../../src/tasks/numseq/prompts.ts";
import {
  ReferenceDataset,
  referenceExample,
} from "../../../src/tasks/numseq/reference/generator.ts";
import { datasetVectors, sha256 } from "./reference_vectors.ts";

const DEFAULTS: GenerationParams = {
  min_k: 2,
  max_k: 5,
  max_coefficient: 5,
  max_initial: 4,
  max_start: 24,
  look_ahead: 10,
  magnitude_cap: 100_000,
};

const vectors = datasetVectors();

for (const set of vectors.datasets) {
  const name =
    `seed ${set.seed}, min_k ${set.min_k}, max_k ${set.max_k}: all ${set.num_examples} examples are the reference's`;
  Deno.test(name, () => {
    const params = { ...DEFAULTS, min_k: set.min_k, max_k: set.max_k };
    const dataset = new ReferenceDataset(params, set.seed);
    let same = 0;
    set.examples.forEach(([digest, answer], i) => {
      const example = dataset.at(i);
      const [system, user] = numseqMessages(example, "reference");
      assert.equal(sha256(system!.content), vectors.system_sha256);
      if (i < set.first_user_texts.length) {
        assert.equal(user!.content, set.first_user_texts[i], `example ${i}`);
      }
      assert.equal(sha256(user!.content).slice(0, 16), digest, `example ${i}`);
      assert.equal(String(example.answer), answer, `example ${i}`);
      same++;
    });
    assert.equal(same, set.num_examples);
  });
}

Deno.test("a reference example does not depend on how many are asked for", () => {
  const late = referenceExample(DEFAULTS, 42, 300);
  const fresh = new ReferenceDataset(DEFAULTS, 42);
  assert.deepEqual(fresh.at(300), late);
  assert.deepEqual(referenceExample(DEFAULTS, 42, 0), fresh.at(0));
});

Deno.test("a fixed k draws as min_k = max_k = k does in the reference", () => {
  const single = vectors.datasets.find((d) => d.min_k === 3 && d.max_k === 3)!;
  const fixed = { ...DEFAULTS, k: 3, min_k: 2, max_k: 3 };
  const same = { ...DEFAULTS, min_k: 3, max_k: 3 };
  const a = new ReferenceDataset(fixed, single.seed);
  const b = new ReferenceDataset(same, single.seed);
  for (let i = 0; i < single.num_examples; i++) {
    assert.deepEqual(a.at(i), b.at(i));
    assert.equal(String(a.at(i).answer), single.examples[i]![1]);
  }
});

Deno.test("parameters that leave no example fail with a GenerationError", () => {
  const tight = { ...DEFAULTS, magnitude_cap: 4, max_start: 1000 };
  assert.throws(
    () => new ReferenceDataset(tight, 1).at(0),
    (e: unknown) =>
      e instanceof GenerationError &&
      /Cannot generate num_seq example 0 \(seed 1\): no new example passed the checks in 200000 draws/
        .test(e.message),
  );
});
