/**
 * Task `num_seq`: induction over integer sequences (the reference's
 * num-seq-env). Each example shows `2 * max_k + 1` consecutive terms of an
 * order-k linear recurrence at their absolute positions and asks for a
 * term before or after them. `style: reference` (the default) draws
 * num-seq-env's own examples for the seed; `style: niah` draws each
 * example from its own stream and checks it is identifiable from what is
 * shown. No haystack and no sweep axes: a run is `num_examples` samples
 * per seed, and `sweep.grid: {k: [...]}` breaks results down by order.
 * Each style's construction is its folder's (`reference/`, `niah/`).
 */
import { z } from "zod";
import { styledTask } from "../styled_task.ts";
import type { Task } from "../task.ts";
import { niahVariant } from "./niah/variant.ts";
import type { NumseqMetadata } from "./numseq_cell.ts";
import { type NumseqParams, numseqParamsSchema } from "./numseq_params.ts";
import { referenceVariant } from "./reference/variant.ts";
import { formatRecurrence } from "./recurrence.ts";

/** The `num_seq` task. */
export const numseqTask: Task<NumseqParams, string> = styledTask<NumseqParams>({
  type: "num_seq",
  scorer: "num_seq/score/1",
  // Both parsers compare the answer as an exact integer.
  scoredFields: {
    expected_answer: z.string().regex(/^-?\d+$/, {
      message: "a whole number written in digits",
    }),
    metadata: {
      answer_parser: z.enum(["strict", "lenient"]).optional(),
      last_line_fallback: z.boolean().optional(),
    },
  },
  params: numseqParamsSchema,
  usesHaystack: false,
  // The order k is drawn per example unless the grid fixes it: it is
  // still the natural axis, so reports take it from the example.
  presentation: {
    axes: { k: { title: "recurrence order k" } },
    metadataAxes: ["k"],
  },
  samples: (p) => p.num_examples,
  seeds: (p) => [p.seed],
  axes: () => [],
  oracleResponse(built) {
    const m = built.metadata as Partial<NumseqMetadata>;
    const rule = m.coefficients
      ? `${formatRecurrence(m.coefficients.map(BigInt))} (order ${m.k})`
      : "a linear recurrence";
    return `<reasoning>The terms follow ${rule}; running it ${
      m.direction ?? "forward"
    } to term ${m.target_position} gives ${built.expected_answer}.</reasoning><answer>${built.expected_answer}</answer>`;
  },
  variants: { reference: referenceVariant, niah: niahVariant },
  // Only the reference's generator names itself (`generator: "reference"`):
  // rows of niah's may say `style: reference` for the reference's words.
  recipeStyle: (recipe) =>
    typeof recipe === "object" && recipe !== null && "generator" in recipe
      ? "reference"
      : "niah",
});
