/**
 * patterned_needle under `style: reference`: the reference environment's
 * own dataset for the task's seed (generator.ts), its prompts
 * (prompts.ts), its reward as the headline (score.ts), and warnings about
 * parameters it accepts that give ambiguous problems (warnings.ts).
 *
 * @module
 */
import { patternedVariant } from "../patterned_variant.ts";
import { REFERENCE_GENERATOR } from "./generator.ts";
import { patternedWarnings } from "./warnings.ts";

/** The `style: reference` variant of `patterned_needle`. */
export const referenceVariant = patternedVariant({
  style: "reference",
  generator: REFERENCE_GENERATOR,
  notes: patternedWarnings,
});
