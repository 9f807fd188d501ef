/**
 * What a NIAH task says about itself: the needles, question and answer it
 * plants for a seed under each style, and niah's own score. niah_task.ts
 * makes the task from it; each style's variant reads it.
 *
 * @module
 */
import type { z } from "zod";
import type { DistractorKind } from "../../haystack/distractor_needles.ts";
import type { TaskStyle } from "../task_style.ts";
import type { ScoredFields } from "../scored_fields.ts";
import type { Built, Score } from "../task.ts";
import type { PlacementParams } from "./inserter.ts";

/** What a NIAH task plants and asks for one seed. */
export interface NeedleSet {
  /** Needle texts in the order they are placed. */
  needles: string[];
  question: string;
  expected_answer: string;
  /** Kept in the row (and read back by `score`). */
  metadata: Record<string, unknown>;
}

/** The parameters every NIAH task has once its style is resolved. */
export type NiahParams = PlacementParams & {
  type: string;
  snap_to_periods: boolean;
  style: TaskStyle;
};

/** The parts of a NIAH task that differ between tasks. */
export interface NiahSpec<P extends PlacementParams & { type: string }> {
  type: string;
  params: z.ZodType<P>;
  needles(params: P, seed: number): NeedleSet;
  /**
   * What the reference plants and asks for one seed (`style: reference`):
   * its texts, expected answer and needle metadata.
   */
  reference(params: P, seed: number): NeedleSet;
  /** Why a template is not one the reference fills, for `check`. */
  referenceProblem?(params: P): string | undefined;
  /** niah's own score (the headline under `style: niah`). */
  score(
    response: string,
    built: Pick<Built, "expected_answer" | "metadata">,
  ): Score;
  /** The distractor kind a `needles` haystack uses for this task, if any. */
  distractors?: DistractorKind;
  /** What both styles' scores read of a cell, when more than text. */
  scoredFields?: ScoredFields;
}
