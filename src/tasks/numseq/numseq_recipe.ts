/**
 * The recipe of a numeric-sequence prompt, and the one function that turns
 * a recipe into messages. Building a cell and `reconstruct` both go
 * through {@link renderNumseqMessages}, so they cannot drift apart; the
 * recorded digest proves the rebuilt messages are the ones sent.
 *
 * Two generators write recipes: niah's (`style: niah`, and every row
 * written before `style: reference` reproduced the reference's examples),
 * whose recipe names the example's own stream, and the reference's
 * (`generator: "reference"`), whose example i is rebuilt by drawing the
 * dataset up to i.
 */
import { checkDigest, parseRecipe } from "../recipe.ts";
import { z } from "zod";
import { UsageError } from "../../errors.ts";
import type { Rendered } from "../task.ts";
import { NUMSEQ_GENERATOR_VERSION } from "./generate_example.ts";
import { generationParamsSchema, MAX_NUM_EXAMPLES } from "./numseq_params.ts";
import { TASK_STYLES, type TaskStyle } from "../task_style.ts";
import { numseqMessages } from "./prompts.ts";
import { exampleAt } from "./unique_examples.ts";
import type { Example } from "./generate_example.ts";
import {
  REFERENCE_GENERATOR_VERSION,
  referenceExample,
} from "./reference_generator.ts";

/** What a `num_seq` row stores to rebuild its prompt. */
export const numseqRecipeSchema = z.strictObject({
  generator_version: z.int().min(1),
  /** The parameters that decide the example (grid values applied). */
  params: generationParamsSchema,
  seed: z.int().min(0),
  sample_index: z.int().min(0),
  /** Examples of this example's stream skipped as duplicates of earlier ones. */
  // Capped like `num_examples`: a rebuild draws this many examples again.
  duplicates_skipped: z.int().min(0).max(MAX_NUM_EXAMPLES),
  /** The style; absent in version 1 rows, which used niah's wording. */
  style: z.enum(TASK_STYLES).optional(),
  /** The style under its old name, in rows written before `style:`. */
  prompt_style: z.enum(TASK_STYLES).optional(),
  /** SHA-256 of the messages sent (system and user), as JSON. */
  messages_sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** A `num_seq` recipe of niah's generator. */
export type NumseqRecipe = z.output<typeof numseqRecipeSchema>;

/** What a `style: reference` row stores to rebuild its prompt. */
export const referenceRecipeSchema = z.strictObject({
  /** The reference's generator (num-seq-env's `_generate_dataset`). */
  generator: z.literal("reference"),
  generator_version: z.int().min(1),
  style: z.literal("reference"),
  /** The parameters that decide the example (grid values applied). */
  params: generationParamsSchema,
  seed: z.int().min(0),
  // Capped like `num_examples`: a rebuild draws the examples before it.
  sample_index: z.int().min(0).max(MAX_NUM_EXAMPLES - 1),
  /** SHA-256 of the messages sent (system and user), as JSON. */
  messages_sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** A `style: reference` recipe. */
export type ReferenceRecipe = z.output<typeof referenceRecipeSchema>;

/** A recipe's style, under either of its names. */
function styleOf(recipe: NumseqRecipe): NumseqRecipe["style"] {
  return recipe.style ?? recipe.prompt_style;
}

/** The example a niah-generator recipe names, and its wording. */
function niahExample(raw: unknown): [Example, TaskStyle, string] {
  const recipe = parseRecipe(numseqRecipeSchema, raw, "num_seq");
  const known = recipe.generator_version === NUMSEQ_GENERATOR_VERSION ||
    (recipe.generator_version === 1 && styleOf(recipe) === undefined);
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
  return [example, styleOf(recipe) ?? "niah", recipe.messages_sha256];
}

/** The example a reference recipe names. */
function referenceRecipeExample(raw: unknown): [Example, TaskStyle, string] {
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
  return [example, "reference", recipe.messages_sha256];
}

/** Whether a stored recipe is a reference-generator one. */
function isReferenceRecipe(raw: unknown): boolean {
  return typeof raw === "object" && raw !== null && "generator" in raw;
}

/** Rebuilds the exact messages of a stored recipe, checking its digest. */
export function renderNumseqMessages(raw: unknown): Rendered {
  const [example, style, digest] = isReferenceRecipe(raw)
    ? referenceRecipeExample(raw)
    : niahExample(raw);
  const messages = numseqMessages(example, style);
  checkDigest(
    JSON.stringify(messages),
    digest,
    "messages differ from the ones sent",
    "the recipe was edited or the generator changed without a version bump",
  );
  return {
    messages,
    context: messages.find((m) => m.role === "user")?.content ?? "",
  };
}
