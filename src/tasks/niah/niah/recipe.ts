/**
 * The recipe of a `style: niah` needle-in-a-haystack prompt, and the one
 * function that turns a recipe into messages. Building a cell and `reconstruct` both go
 * through {@link renderNiahMessages}, so they cannot drift apart.
 */
import { z } from "zod";
import { MAX_CONTEXT_TOKENS } from "../../../config/sweep_schema.ts";
import { haystackDescriptorSchema } from "../../../haystack/haystack_descriptor.ts";
import { renderContext } from "../../../haystack/insert_needle.ts";
import { UsageError } from "../../../errors.ts";
import { checkDigest, parseRecipe, sha256Hex } from "../../recipe.ts";
import type { BuildContext, Rendered } from "../../task.ts";
import { niahMessages } from "../niah_messages.ts";

/** What a NIAH row stores to rebuild its prompt. */
const niahRecipeSchema = z.strictObject({
  haystack: haystackDescriptorSchema,
  encoding: z.string(),
  inserter: z.string(),
  // Sizes are capped: a crafted row must not make a rebuild allocate or
  // decode without bound.
  haystack_token_count: z.int().min(0).max(MAX_CONTEXT_TOKENS),
  needle_placements: z.array(z.strictObject({
    text: z.string(),
    insertion_token_index: z.int().min(0).max(MAX_CONTEXT_TOKENS),
    actual_depth_percent: z.number(),
    pad_before: z.string(),
    pad_after: z.string(),
  })),
  question: z.string(),
  final_context_token_count: z.int().min(0),
  context_sha256: z.string(),
});

/** A NIAH recipe. */
export type NiahRecipe = z.output<typeof niahRecipeSchema>;

/** The SHA-256 of a context, recorded so a rebuild can prove it matches. */
export function contextDigest(context: string): string {
  return sha256Hex(context);
}

/** The context text of a recipe, rebuilt from its haystack. */
export async function renderNiahContext(
  recipe: Omit<NiahRecipe, "final_context_token_count" | "context_sha256">,
  context: BuildContext,
): Promise<string> {
  const source = await context.haystack(recipe.haystack);
  const haystack = source.take(recipe.haystack_token_count);
  for (const needle of recipe.needle_placements) {
    if (needle.insertion_token_index > haystack.length) {
      throw new UsageError(
        `Cannot rebuild prompt: needle index ${needle.insertion_token_index} lies past the haystack's ${haystack.length} tokens`,
      );
    }
  }
  return renderContext(haystack, recipe.needle_placements, source.tokenizer);
}

/** Rebuilds the exact messages of a stored recipe, checking its digest. */
export async function renderNiahMessages(
  raw: unknown,
  context: BuildContext,
): Promise<Rendered> {
  const recipe = parseRecipe(niahRecipeSchema, raw, "NIAH");
  const text = await renderNiahContext(recipe, context);
  checkDigest(
    text,
    recipe.context_sha256,
    "context differs from the one sent",
    "the haystack or tokenizer changed since the row was written",
  );
  return { messages: niahMessages(text, recipe.question), context: text };
}
