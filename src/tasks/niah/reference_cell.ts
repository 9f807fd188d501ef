/**
 * A NIAH cell under `style: reference`: what the Python tool accepts, the
 * prompt it sends (reference_recipe.ts) and its headline score
 * (reference_score.ts), with niah's own reading of the answer kept in
 * `score.details.niah`.
 *
 * @module
 */
import type { BuildContext, Built, Cell, Score } from "../task.ts";
import { type PlacementParams, targetDepths } from "./inserter.ts";
import { niahMessages } from "./niah_recipe.ts";
import type { NeedleSet } from "./niah_task.ts";
import { buildReference, referenceHaystack } from "./reference_recipe.ts";
import { chainMatch, exactMatch } from "./reference_score.ts";

/** The metadata key that marks a reference-style needle set. */
export const REFERENCE_MARK = { style: "reference" } as const;

/**
 * Why the Python tool would refuse these placement settings, or undefined:
 * `single_depth` takes one needle, `explicit` one depth per needle in any
 * order; `even_spread` takes any depth, 100 included (all at the end).
 */
export function referencePlacementProblem(
  params: PlacementParams,
  count: number,
): string | undefined {
  if (params.inserter === "single_depth" && count !== 1) {
    return `inserter "single_depth" places one needle, but this task has ${count}; use "even_spread" or "explicit"`;
  }
  if (params.inserter === "explicit") {
    const fixed = params.depths;
    if (!fixed) return `inserter "explicit" needs "depths" (one per needle)`;
    if (fixed.length !== count) {
      return `"depths" has ${fixed.length} values but there are ${count} needles`;
    }
  }
  return undefined;
}

/** Builds a cell's prompt as the Python tool does. */
export async function buildReferenceCell(
  p: PlacementParams & { snap_to_periods: boolean },
  set: NeedleSet,
  cell: Cell,
  context: BuildContext,
): Promise<Built> {
  const depth = cell.axes.depth_percent;
  const built = buildReference({
    source: await referenceHaystack(context),
    contextLength: Number(cell.axes.context_length),
    needles: set.needles,
    depths: targetDepths(
      p,
      depth === undefined ? undefined : Number(depth),
      set.needles.length,
    ),
    inserter: p.inserter,
    snap: p.snap_to_periods,
    question: set.question,
  }, context.tokenizer);
  return {
    messages: niahMessages(built.text, set.question),
    expected_answer: set.expected_answer,
    prompt_question: set.question,
    context_tokens: built.contextTokens,
    recipe: built.recipe,
    metadata: { ...set.metadata, ...REFERENCE_MARK },
  };
}

/** Whether a built cell's needles were made under `style: reference`. */
export function isReferenceBuilt(
  built: Pick<Built, "metadata">,
): boolean {
  return built.metadata.style === REFERENCE_MARK.style;
}

/**
 * The Python tool's score of `response`: `chain_match` when the needle set
 * has a chain, else `exact_match` over its fragments (multi's
 * `expected_fragments`, else the expected answer). `niah` is niah's own
 * reading of the same answer.
 */
export function referenceScore(
  response: string,
  built: Pick<Built, "expected_answer" | "metadata">,
  niah: Score,
): Score {
  const reading = { value: niah.value, correct: niah.correct, ...niah.details };
  const chain = built.metadata.chain;
  if (Array.isArray(chain)) {
    const s = chainMatch(response, chain.map(String));
    return {
      value: s.value,
      correct: s.value === 1,
      details: {
        hops_correct: s.hops_correct,
        chain_length: s.chain_length,
        niah: reading,
      },
    };
  }
  const listed = built.metadata.expected_fragments;
  const fragments = Array.isArray(listed) && listed.length > 0
    ? listed.map(String)
    : [built.expected_answer];
  const s = exactMatch(response, fragments);
  return {
    value: s.value,
    correct: s.value === 1,
    details: { matches: s.matches, total: s.total, niah: reading },
  };
}
