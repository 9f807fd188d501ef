/**
 * The recipe of a `style: reference` num_seq prompt: the reference's
 * generator (num-seq-env's `_generate_dataset`), whose example i is
 * rebuilt by drawing the dataset up to i.
 *
 * @module
 */
import { z } from "zod";
import { UsageError } from "../../../errors.ts";
import { parseRecipe } from "../../recipe.ts";
import type { Rendered } from "../../task.ts";
import { generationParamsSchema, MAX_NUM_EXAMPLES } from "../numseq_params.ts";
import { renderNumseqExample } from "../numseq_recipe.ts";
import { REFERENCE_GENERATOR_VERSION, referenceExample } from "./generator.ts";
import { REFERENCE_WORDING } from "./prompts.ts";

/** What a `style: reference` row stores to rebuild its prompt. */
export const referenceRecipeSchema = z.strictObject({
  /** The reference's generator (num-seq-env's `_generate_dataset`). */
  generator: z.literal("reference"),
  generator_version: z.int().min(1),
  style: z.literal("reference"),
  /** The parameters that decide the example (grid values applied). */
  params: generationParamsSchema,
  seed: z.int(),
  // Capped like `num_examples`: a rebuild draws the examples before it.
  sample_index: z.int().min(0).max(MAX_NUM_EXAMPLES - 1),
  /** SHA-256 of the messages sent (system and user), as JSON. */
  messages_sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** Rebuilds a reference recipe's messages, checking its digest. */
export function renderReferenceRecipe(raw: unknown): Rendered {
  const recipe = parseRecipe(referenceRecipeSchema, raw, "num_seq");
  if (recipe.generator_version !== REFERENCE_GENERATOR_VERSION) {
    throw new UsageError(
      `Cannot rebuild prompt: the row was written by num_seq's reference generator version ${recipe.generator_version}, and this niah has version ${REFERENCE_GENERATOR_VERSION}`,
    );
  }
  const example = referenceExample(
    recipe.params,
    recipe.seed,
    recipe.sample_index,
  );
  return renderNumseqExample(
    example,
    REFERENCE_WORDING,
    recipe.messages_sha256,
  );
}
