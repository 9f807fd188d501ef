/**
 * Builds a context of about `contextLength` tokens with one needle at a
 * depth: the haystack is cut so that haystack plus needle land on the
 * target, and the count recorded is that of the rendered text, re-encoded.
 */
import type { TokenSource } from "../../haystack/corpus.ts";
import {
  charBoundaryAtOrBefore,
  depthToIndex,
  needlePadding,
  type NeedlePlacement,
} from "../../haystack/insert_needle.ts";
import {
  contextDigest,
  type NiahRecipe,
  renderNiahContext,
} from "./niah_recipe.ts";
import type { BuildContext } from "../task.ts";

/** Inputs of a single-depth context. */
export interface SingleDepthInput {
  source: TokenSource;
  contextLength: number;
  depthPercent: number;
  needle: string;
  question: string;
  snapToSentenceEnd: boolean;
}

/** Builds the recipe and the context text of a single-needle prompt. */
export async function buildSingleDepth(
  input: SingleDepthInput,
  context: BuildContext,
): Promise<{ recipe: NiahRecipe; text: string }> {
  const { source } = input;
  const tokenizer = source.tokenizer;
  // One token of slack for the padding around the needle.
  const budget = Math.max(
    0,
    input.contextLength - tokenizer.count(input.needle) - 1,
  );
  const stream = source.take(budget + 1);
  const haystackTokenCount = charBoundaryAtOrBefore(stream, budget, tokenizer);
  const haystack = stream.subarray(0, haystackTokenCount);
  const index = depthToIndex(
    haystack,
    input.depthPercent,
    tokenizer,
    input.snapToSentenceEnd,
  );
  const placement: NeedlePlacement = {
    text: input.needle,
    insertion_token_index: index,
    actual_depth_percent: haystack.length === 0
      ? 0
      : (index / haystack.length) * 100,
    ...needlePadding(haystack, index, tokenizer),
  };
  const base = {
    haystack: source.descriptor,
    encoding: tokenizer.name,
    inserter: "single_depth",
    haystack_token_count: haystackTokenCount,
    needle_placements: [placement],
    question: input.question,
  };
  const text = await renderNiahContext(base, context);
  return {
    text,
    recipe: {
      ...base,
      final_context_token_count: tokenizer.count(text),
      context_sha256: contextDigest(text),
    },
  };
}
