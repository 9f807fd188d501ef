/**
 * patterned_needle under `style: niah`: each problem drawn from its own
 * seed (generator.ts), niah's prompts (prompts.ts), and niah's closed-box
 * rule as the headline.
 *
 * @module
 */
import { patternedVariant } from "../patterned_variant.ts";
import { NIAH_GENERATOR } from "./generator.ts";

/** The `style: niah` variant of `patterned_needle`. */
export const niahVariant = patternedVariant({
  style: "niah",
  generator: NIAH_GENERATOR,
});
