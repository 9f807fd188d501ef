/**
 * A NIAH task under `style: reference`: what the reference accepts, the
 * prompt it sends (recipe.ts) and its headline score (score.ts), with
 * niah's own reading of the answer kept in `score.details.niah`.
 *
 * @module
 */
import type { StyleVariant } from "../../styled_task.ts";
import type { BuildContext, Built, Cell, Score } from "../../task.ts";
import { type PlacementParams, targetDepths } from "../inserter.ts";
import { niahMessages } from "../niah_messages.ts";
import type { NeedleSet, NiahParams, NiahSpec } from "../niah_spec.ts";
import {
  buildReference,
  referenceHaystack,
  renderReferenceMessages,
} from "./recipe.ts";
import { chainMatch, exactMatch } from "./score.ts";

/** What marks a built cell's metadata as the reference's. */
const REFERENCE_MARK = { style: "reference" } as const;

/** The `style: reference` variant of the task `spec` describes. */
export function referenceVariant<P extends NiahParams>(
  spec: NiahSpec<P>,
): StyleVariant<P> {
  return {
    // Its own generator, so rows of niah's still resume.
    generator: () => `niah/${spec.type}/reference/1`,
    check(p) {
      const problem = spec.referenceProblem?.(p) ??
        referencePlacementProblem(p, spec.reference(p, 1).needles.length);
      return problem ? [problem] : [];
    },
    build: (p, cell, context) =>
      buildReferenceCell(p, spec.reference(p, cell.seed), cell, context),
    render: renderReferenceMessages,
    score: (response, built) =>
      referenceScore(response, built, spec.score(response, built)),
  };
}

/**
 * Why the reference would refuse these placement settings, or undefined:
 * `single_depth` takes one needle, `explicit` one depth per needle in any
 * order; `even_spread` takes any depth, 100 included (all at the end).
 */
function referencePlacementProblem(
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

/** Builds a cell's prompt as the reference does. */
async function buildReferenceCell(
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

/**
 * The reference's score of `response`: `chain_match` when the needle set
 * has a chain, else `exact_match` over its fragments (multi's
 * `expected_fragments`, else the expected answer). `niah` is niah's own
 * reading of the same answer.
 */
function referenceScore(
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
