/**
 * The recipe of a `style: niah` num_seq prompt: niah's generator, whose
 * recipe names the example's own stream. Rows written before
 * `style: reference` reproduced the reference's examples came from this
 * generator too, some in the reference's words (`prompt_style:
 * reference`, or `style: reference` before the reference's own generator
 * existed): the wording is the one the row names.
 *
 * @module
 */
import { z } from "zod";
import { UsageError } from "../../../errors.ts";
import { parseRecipe } from "../../recipe.ts";
import type { Rendered } from "../../task.ts";
import { TASK_STYLES } from "../../task_style.ts";
import { NUMSEQ_GENERATOR_VERSION } from "../generate_example.ts";
import { generationParamsSchema, MAX_NUM_EXAMPLES } from "../numseq_params.ts";
import { renderNumseqExample } from "../numseq_recipe.ts";
import { WORDINGS } from "../prompts.ts";
import { exampleAt } from "./unique_examples.ts";

/** What a `num_seq` row stores to rebuild its prompt. */
const numseqRecipeSchema = z.strictObject({
  generator_version: z.int().min(1),
  /** The parameters that decide the example (grid values applied). */
  params: generationParamsSchema,
  seed: z.int().min(0),
  sample_index: z.int().min(0),
  /** Examples of this example's stream skipped as duplicates of earlier ones. */
  // Capped like `num_examples`: a rebuild draws this many examples again.
  duplicates_skipped: z.int().min(0).max(MAX_NUM_EXAMPLES),
  /** The wording's style; absent in version 1 rows, which used niah's. */
  style: z.enum(TASK_STYLES).optional(),
  /** The style under its old name, in rows written before `style:`. */
  prompt_style: z.enum(TASK_STYLES).optional(),
  /** SHA-256 of the messages sent (system and user), as JSON. */
  messages_sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** Rebuilds a niah-generator recipe's messages, checking its digest. */
export function renderNiahRecipe(raw: unknown): Rendered {
  const recipe = parseRecipe(numseqRecipeSchema, raw, "num_seq");
  const wording = recipe.style ?? recipe.prompt_style;
  const known = recipe.generator_version === NUMSEQ_GENERATOR_VERSION ||
    (recipe.generator_version === 1 && wording === undefined);
  if (!known) {
    throw new UsageError(
      `Cannot rebuild prompt: the row was written by num_seq generator version ${recipe.generator_version}, and this niah has version ${NUMSEQ_GENERATOR_VERSION}`,
    );
  }
  const example = exampleAt(
    recipe.params,
    recipe.seed,
    recipe.sample_index,
    recipe.duplicates_skipped,
  );
  return renderNumseqExample(
    example,
    WORDINGS[wording ?? "niah"],
    recipe.messages_sha256,
  );
}
