/**
 * RULER's depths equal numpy's list (tests/vectors/ruler_primitives,
 * scripts/reference/ruler_primitives_vectors.py).
 */
import assert from "node:assert/strict";
import { RULER_DEPTHS } from "../../../../src/tasks/ruler/reference/depths.ts";

const vectors = JSON.parse(
  await Deno.readTextFile(
    new URL("../../../vectors/ruler_primitives/depths.json", import.meta.url),
  ),
) as { depths: number[] };

Deno.test("RULER_DEPTHS is numpy's rounded linspace(0, 100, 40)", () => {
  assert.deepEqual([...RULER_DEPTHS], vectors.depths);
  assert.equal(RULER_DEPTHS.length, 40);
  assert.ok(Object.isFrozen(RULER_DEPTHS));
});
