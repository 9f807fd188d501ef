/**
 * Task `patterned_needle`: lines of words that follow a few word-order
 * patterns, with one or more needle segments that follow a pattern seen
 * nowhere else; the model names the needle(s) in `\boxed{}`. No haystack
 * and no context-length axis: a run sweeps task parameters with
 * `sweep.grid` and draws `num_samples` problems per grid point.
 * `style: reference` makes the reference environment's own dataset for
 * the task's seed (`reference/`) and scores by its rule;
 * `style: niah` draws each problem from its own seed
 * (`niah/`) and scores by niah's closed-box rule.
 */
import { markedStyle, styledTask } from "../styled_task.ts";
import type { Task } from "../task.ts";
import { niahVariant } from "./niah/variant.ts";
import {
  type PatternedParams,
  patternedParamsSchema,
} from "./patterned_params.ts";
import { referenceVariant } from "./reference/variant.ts";

/** The `patterned_needle` task. */
export const patternedNeedleTask: Task<PatternedParams, string> = styledTask<
  PatternedParams
>({
  type: "patterned_needle",
  // 2: style reference's headline is the reference's reward (non-strict
  // box passthrough); 1 was niah's closed-box rule for every row.
  scorer: "patterned_needle/score/2",
  params: patternedParamsSchema,
  usesHaystack: false,
  presentation: {
    axes: {
      hint_level: { order: ["none", "minimal", "moderate", "full"] },
      mode: { order: ["spaces", "no_spaces", "alphanumeric"] },
    },
  },
  samples: (p) => p.num_samples,
  seeds: (p) => [p.seed],
  axes: () => [],
  oracleResponse: (built) => `\\boxed{${built.expected_answer}}`,
  variants: { reference: referenceVariant, niah: niahVariant },
  // Both rebuild through the generator the recipe names; its params name
  // the style (niah's rows from before `style` name none).
  recipeStyle: (recipe) =>
    markedStyle((recipe as { params?: unknown } | null)?.params),
});
