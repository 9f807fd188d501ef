/**
 * A NIAH task under `style: niah`: needles placed by niah's inserter into
 * the run's haystack in the run's tokenizer (place_needles.ts), rebuilt
 * from niah's recipe (recipe.ts), scored by the task's own rule.
 *
 * @module
 */
import { counted } from "../../../counted.ts";
import type { Tokenizer } from "../../../tokenizer/tokenizer.ts";
import type { StyleVariant } from "../../styled_task.ts";
import type { AxisValue } from "../../task.ts";
import {
  type PlacementParams,
  placementProblem,
  targetDepths,
} from "../inserter.ts";
import { niahMessages } from "../niah_messages.ts";
import type { NiahParams, NiahSpec } from "../niah_spec.ts";
import { needleBudget, placeNeedles } from "./place_needles.ts";
import { renderNiahMessages } from "./recipe.ts";

/** The `style: niah` variant of the task `spec` describes. */
export function niahVariant<P extends NiahParams>(
  spec: NiahSpec<P>,
): StyleVariant<P> {
  return {
    generator: () => `niah/${spec.type}/1`,
    check: (p, axes, tokenizer) =>
      niahProblems(spec.needles(p, 1), p, axes, tokenizer),
    async build(p, cell, context) {
      const set = spec.needles(p, cell.seed);
      const depth = cell.axes.depth_percent;
      const { recipe, text } = await placeNeedles({
        source: await context.haystack(),
        contextLength: Number(cell.axes.context_length),
        needles: set.needles,
        targets: targetDepths(
          p,
          depth === undefined ? undefined : Number(depth),
          set.needles.length,
        ),
        question: set.question,
        inserter: p.inserter,
        snapToSentenceEnd: p.snap_to_periods,
      }, context);
      return {
        messages: niahMessages(text, set.question),
        expected_answer: set.expected_answer,
        prompt_question: set.question,
        context_tokens: recipe.final_context_token_count,
        recipe,
        metadata: set.metadata,
      };
    },
    render: renderNiahMessages,
    score: (response, built) => spec.score(response, built),
  };
}

/** Problems of a `style: niah` sweep: placement, and lengths too short. */
function niahProblems(
  set: { needles: readonly string[] },
  p: PlacementParams,
  axes: Readonly<Record<string, readonly AxisValue[]>>,
  tokenizer: Tokenizer,
): string[] {
  const depths = (axes.depth_percent ?? []).map(Number);
  const placement = placementProblem(p, set.needles.length, depths);
  if (placement) return [placement];
  // UUIDs vary by a few tokens between seeds: keep a margin.
  const need = needleBudget(set.needles, (t) => tokenizer.count(t)) +
    4 * set.needles.length + set.needles.length;
  const short = (axes.context_length ?? []).map(Number).find((l) => l < need);
  return short === undefined ? [] : [
    `context_length ${short} is too small to hold the ${
      counted(set.needles.length, "needle")
    } and a haystack around them (need at least ${need} tokens)`,
  ];
}
