/**
 * num_seq under `style: reference`: num-seq-env's own dataset for the
 * seed (one CPython stream, numpy's unit-root verdicts: generator.ts),
 * in its words (prompts.ts), rebuilt by drawing the dataset up to the
 * row (recipe.ts).
 *
 * @module
 */
import type { Cell } from "../../task.ts";
import { drawAt, type DrawnExample } from "../numseq_cell.ts";
import type { NumseqParams } from "../numseq_params.ts";
import { numseqVariant } from "../numseq_variant.ts";
import { REFERENCE_GENERATOR_VERSION, referenceExample } from "./generator.ts";
import { REFERENCE_WORDING } from "./prompts.ts";
import { renderReferenceRecipe } from "./recipe.ts";
import { numpyVerdictCovers } from "./unit_roots.ts";

/** The reference's example for a cell, and the recipe fields naming it. */
function drawReference(
  p: NumseqParams,
  cell: Pick<Cell, "seed" | "sample_index">,
): DrawnExample {
  const at = drawAt(p, cell);
  return {
    example: referenceExample(at.params, at.seed, at.sample_index),
    names: {
      generator: "reference",
      generator_version: REFERENCE_GENERATOR_VERSION,
      style: p.style,
      ...at,
    },
  };
}

/** The `style: reference` variant of `num_seq`. */
export const referenceVariant = numseqVariant({
  generator: `num_seq/reference/${REFERENCE_GENERATOR_VERSION}`,
  wording: REFERENCE_WORDING,
  draw: drawReference,
  problem(p) {
    const order = p.k ?? p.max_k;
    if (numpyVerdictCovers(order, p.max_coefficient)) return undefined;
    return `style: reference decides unit roots as numpy did for orders up to 5 and coefficients up to 5 (got order ${order}, max_coefficient ${p.max_coefficient}); set style: niah for larger ones`;
  },
  render: renderReferenceRecipe,
});
