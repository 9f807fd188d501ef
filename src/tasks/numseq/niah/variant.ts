/**
 * num_seq under `style: niah`: each example drawn from its own stream and
 * checked to be identifiable from what is shown (unique_examples.ts), in
 * niah's words (prompts.ts), rebuilt from the stream its recipe names
 * (recipe.ts).
 *
 * @module
 */
import type { Cell } from "../../task.ts";
import { NUMSEQ_GENERATOR_VERSION } from "../generate_example.ts";
import { drawAt, type DrawnExample } from "../numseq_cell.ts";
import type { NumseqParams } from "../numseq_params.ts";
import { numseqVariant } from "../numseq_variant.ts";
import { NIAH_WORDING } from "./prompts.ts";
import { renderNiahRecipe } from "./recipe.ts";
import { uniqueExample } from "./unique_examples.ts";

/** niah's example for a cell, and the recipe fields naming it. */
function drawNiah(
  p: NumseqParams,
  cell: Pick<Cell, "seed" | "sample_index">,
): DrawnExample {
  const at = drawAt(p, cell);
  const { example, skipped } = uniqueExample(
    at.params,
    at.seed,
    at.sample_index,
  );
  return {
    example,
    names: {
      generator_version: NUMSEQ_GENERATOR_VERSION,
      ...at,
      duplicates_skipped: skipped,
      style: p.style,
    },
  };
}

/** The `style: niah` variant of `num_seq`. */
export const niahVariant = numseqVariant({
  generator: `num_seq/${NUMSEQ_GENERATOR_VERSION}`,
  wording: NIAH_WORDING,
  draw: drawNiah,
  render: renderNiahRecipe,
});
