/**
 * Builds a context of about `contextLength` tokens with needles at target
 * depths: the haystack is cut so that haystack plus needles land on the
 * target, needles go at strictly increasing token indices, and the count
 * recorded is that of the rendered text as re-encoded (computed by
 * re-encoding only around the splices; see count_rendered.ts).
 */
import { counted } from "../../../counted.ts";
import { UsageError } from "../../../errors.ts";
import type { TokenSource } from "../../../haystack/token_source.ts";
import { countRenderedTokens } from "../../../haystack/count_rendered.ts";
import {
  charBoundaryAtOrBefore,
  depthToIndex,
  isCharBoundary,
  needlePadding,
  type NeedlePlacement,
} from "../../../haystack/insert_needle.ts";
import type { BuildContext } from "../../task.ts";
import { contextDigest, type NiahRecipe, renderNiahContext } from "./recipe.ts";

/** Inputs of a NIAH context. */
interface PlaceNeedlesInput {
  source: TokenSource;
  contextLength: number;
  needles: readonly string[];
  /** One depth percent per needle, non-decreasing. */
  targets: readonly number[];
  question: string;
  inserter: string;
  snapToSentenceEnd: boolean;
}

/** Tokens the needles take, one of slack each for their padding. */
export function needleBudget(
  needles: readonly string[],
  count: (text: string) => number,
): number {
  return needles.reduce((sum, needle) => sum + count(needle) + 1, 0);
}

/** Builds the recipe and the context text. */
export async function placeNeedles(
  input: PlaceNeedlesInput,
  context: BuildContext,
): Promise<{ recipe: NiahRecipe; text: string }> {
  const { source, needles } = input;
  const tokenizer = source.tokenizer;
  const budget = input.contextLength -
    needleBudget(needles, (t) => tokenizer.count(t));
  if (budget < needles.length) {
    throw new UsageError(
      `Cannot build prompt: context_length ${input.contextLength} cannot hold ${
        counted(needles.length, "needle")
      } of ${input.contextLength - budget} tokens and the haystack around them`,
    );
  }
  const stream = source.take(budget + 1);
  const haystackTokenCount = charBoundaryAtOrBefore(stream, budget, tokenizer);
  const haystack = stream.subarray(0, haystackTokenCount);

  const placements: NeedlePlacement[] = [];
  let previous = -1;
  needles.forEach((needle, k) => {
    const target = input.targets[k] ?? 0;
    const index = needleIndex(
      haystack,
      target,
      previous,
      tokenizer,
      input.snapToSentenceEnd,
    );
    if (index > haystack.length) {
      throw new UsageError(
        `Cannot build prompt: context_length ${input.contextLength} leaves no room for needle ${
          k + 1
        } of ${needles.length}`,
      );
    }
    placements.push({
      text: needle,
      insertion_token_index: index,
      actual_depth_percent: haystack.length === 0
        ? 0
        : (index / haystack.length) * 100,
      ...needlePadding(haystack, index, tokenizer),
    });
    previous = index;
  });

  const base = {
    haystack: source.descriptor,
    encoding: tokenizer.name,
    inserter: input.inserter,
    haystack_token_count: haystackTokenCount,
    needle_placements: placements,
    question: input.question,
  };
  const text = await renderNiahContext(base, context);
  return {
    text,
    recipe: {
      ...base,
      final_context_token_count: countRenderedTokens(
        haystack,
        source.seams(haystackTokenCount),
        placements,
        tokenizer,
      ),
      context_sha256: contextDigest(text),
    },
  };
}

/**
 * Where a needle aimed at `target` percent goes, after the one before it
 * (at `previous`). Snapping can pull a needle back onto its predecessor:
 * then the raw point, then the first character boundary after it.
 */
function needleIndex(
  haystack: Uint32Array,
  target: number,
  previous: number,
  tokenizer: BuildContext["tokenizer"],
  snapToSentenceEnd: boolean,
): number {
  let index = depthToIndex(haystack, target, tokenizer, snapToSentenceEnd);
  if (index <= previous) {
    index = depthToIndex(haystack, target, tokenizer, false);
  }
  if (index <= previous) {
    index = previous + 1;
    while (
      index < haystack.length && !isCharBoundary(haystack, index, tokenizer)
    ) index++;
  }
  return index;
}
