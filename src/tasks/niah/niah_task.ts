/**
 * The shape every needle-in-a-haystack task shares: needles from a seed,
 * placed by an inserter into a haystack cut to the cell's context length,
 * one user message of context then question. A NIAH task only says what
 * its needles, question and answer are, and how to score (niah_spec.ts).
 * Each style builds, rebuilds and scores its own way: `reference/` as the
 * reference does, `niah/` niah's construction.
 */
import { z } from "zod";
import type { TaskPresentation } from "../../report/read/axis_presentation.ts";
import { markedStyle, styledTask } from "../styled_task.ts";
import { styleFields } from "../task_style.ts";
import type { Task, TaskAxis } from "../task.ts";
import {
  explicitDepthsSchema,
  type Inserter,
  inserterSchema,
} from "./inserter.ts";
import { niahVariant } from "./niah/variant.ts";
import type { NiahParams, NiahSpec } from "./niah_spec.ts";
import { referenceVariant } from "./reference/variant.ts";

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

/** Makes a full task from a spec: shared parts, and a variant per style. */
export function niahTask<P extends NiahParams>(
  spec: NiahSpec<P>,
): Task<P, string> {
  return styledTask<P>({
    type: spec.type,
    // Rows from before styles were all niah's, and still score as they did.
    scorer: `niah/${spec.type}/score/1`,
    params: spec.params,
    usesHaystack: true,
    presentation: PRESENTATION,
    ...(spec.distractors ? { distractors: spec.distractors } : {}),
    ...(spec.scoredFields ? { scoredFields: spec.scoredFields } : {}),
    axes: (p) =>
      p.inserter === "explicit" ? [CONTEXT_AXIS] : [CONTEXT_AXIS, DEPTH_AXIS],
    variants: { reference: referenceVariant(spec), niah: niahVariant(spec) },
    // A reference recipe says `style: "reference"`; niah's name no style.
    recipeStyle: markedStyle,
  });
}
