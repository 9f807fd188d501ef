/**
 * patterned_needle under `style: reference`: the reference environment's
 * own dataset for the task's seed (generator.ts), its prompts
 * (prompts.ts), its reward as the headline (score.ts), and warnings about
 * parameters it accepts that give ambiguous problems (warnings.ts), and
 * the problems its own draws cannot fill (stream.ts).
 *
 * @module
 */
import type { StyleVariant } from "../../styled_task.ts";
import type { PatternedParams } from "../patterned_params.ts";
import { patternedVariant } from "../patterned_variant.ts";
import { referenceDrawProblems } from "./stream.ts";
import { REFERENCE_GENERATOR } from "./generator.ts";
import { patternedWarnings } from "./warnings.ts";

/**
 * The `style: reference` variant of `patterned_needle`; the reference
 * stops at load on a problem short of haystack slots, so its probe draws
 * them.
 */
export const referenceVariant: StyleVariant<PatternedParams> = {
  ...patternedVariant({
    style: "reference",
    generator: REFERENCE_GENERATOR,
    notes: patternedWarnings,
  }),
  probe: (p, _axes, _tokenizer, draws) => referenceDrawProblems(p, draws),
};
