/**
 * The shape every needle-in-a-haystack task shares: needles from a seed,
 * placed by an inserter into a haystack cut to the cell's context length,
 * one user message of context then question. A NIAH task only says what
 * its needles, question and answer are, and how to score.
 */
import { z } from "zod";
import type { DistractorFamily } from "../../config/run_config.ts";
import type { TaskPresentation } from "../../report/axis_presentation.ts";
import { styleFields } from "../task_style.ts";
import type { AxisValue, Built, Score, Task, TaskAxis } from "../task.ts";
import type { Tokenizer } from "../../tokenizer/tokenizer.ts";
import {
  explicitDepthsSchema,
  type Inserter,
  inserterSchema,
  type PlacementParams,
  placementProblem,
  targetDepths,
} from "./inserter.ts";
import { niahMessages, renderNiahMessages } from "./niah_recipe.ts";
import { needleBudget, placeNeedles } from "./place_needles.ts";
import {
  buildReferenceCell,
  isReferenceBuilt,
  referencePlacementProblem,
  referenceScore,
} from "./reference_cell.ts";
import { renderReferenceMessages } from "./reference_recipe.ts";
import type { TaskStyle } from "../task_style.ts";

/** What a NIAH task plants and asks for one seed. */
export interface NeedleSet {
  /** Needle texts in the order they are placed. */
  needles: string[];
  question: string;
  expected_answer: string;
  /** Kept in the row (and read back by `score`). */
  metadata: Record<string, unknown>;
}

/** Placement parameters every NIAH task accepts, with a task's default. */
export function placementFields(defaultInserter: Inserter) {
  return {
    inserter: inserterSchema.default(defaultInserter),
    /** Fixed depths, one per needle, for `inserter: explicit`. */
    depths: explicitDepthsSchema.optional(),
    /** Place needles right after a sentence end near the target. */
    snap_to_periods: z.boolean().default(true),
    ...styleFields,
  };
}

/** The parts of a NIAH task that differ between tasks. */
export interface NiahSpec<P extends PlacementParams & { type: string }> {
  type: string;
  params: z.ZodType<P>;
  needles(params: P, seed: number): NeedleSet;
  /**
   * What the Python tool plants and asks for one seed (`style:
   * reference`): its texts, expected answer and needle metadata.
   */
  reference(params: P, seed: number): NeedleSet;
  /** Why a template is not one the Python tool fills, for `check`. */
  referenceProblem?(params: P): string | undefined;
  /** niah's own score (the headline under `style: niah`). */
  score(
    response: string,
    built: Pick<Built, "expected_answer" | "metadata">,
  ): Score;
  /** The distractor family a `needles` haystack uses for this task, if any. */
  distractors?: DistractorFamily;
}

const CONTEXT_AXIS: TaskAxis = {
  name: "context_length",
  sweepKey: "context_lengths",
};
const DEPTH_AXIS: TaskAxis = {
  name: "depth_percent",
  sweepKey: "depth_percents",
};

/** How reports show every NIAH task: length x depth first. */
const PRESENTATION: TaskPresentation = {
  preferred: ["context_length", "depth_percent"],
  axes: {
    context_length: { title: "context length (tokens)" },
    depth_percent: { title: "needle depth (%)" },
  },
};

/** Makes a full task from a spec. */
export function niahTask<
  P extends PlacementParams & {
    type: string;
    snap_to_periods: boolean;
    style: TaskStyle;
  },
>(
  spec: NiahSpec<P>,
): Task<P> {
  return {
    type: spec.type,
    // Reference prompts have their own generator, so niah rows still resume.
    generator: (p) =>
      p.style === "reference"
        ? `niah/${spec.type}/reference/1`
        : `niah/${spec.type}/1`,
    // Rows from before styles were all niah's, and still score as they did.
    scorer: `niah/${spec.type}/score/1`,
    params: spec.params,
    usesHaystack: true,
    presentation: PRESENTATION,
    ...(spec.distractors ? { distractors: spec.distractors } : {}),
    axes: (p) =>
      p.inserter === "explicit" ? [CONTEXT_AXIS] : [CONTEXT_AXIS, DEPTH_AXIS],
    check(p, axes, tokenizer) {
      if (p.style === "reference") {
        const problem = spec.referenceProblem?.(p) ??
          referencePlacementProblem(p, spec.reference(p, 1).needles.length);
        return problem ? [problem] : [];
      }
      return niahProblems(spec.needles(p, 1), p, axes, tokenizer);
    },
    async build(p, cell, context) {
      if (p.style === "reference") {
        return buildReferenceCell(
          p,
          spec.reference(p, cell.seed),
          cell,
          context,
        );
      }
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
    render: (recipe, context) =>
      isReferenceRecipe(recipe)
        ? renderReferenceMessages(recipe, context)
        : renderNiahMessages(recipe, context),
    score: (response, built) =>
      isReferenceBuilt(built)
        ? referenceScore(response, built, spec.score(response, built))
        : spec.score(response, built),
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
    `context_length ${short} is too small to hold the ${set.needles.length} needle(s) and a haystack around them (need at least ${need} tokens)`,
  ];
}

/** Whether a stored recipe is a `style: reference` one. */
function isReferenceRecipe(recipe: unknown): boolean {
  return typeof recipe === "object" && recipe !== null &&
    (recipe as { style?: unknown }).style === "reference";
}
