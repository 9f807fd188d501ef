/**
 * The `style: reference` generator as recipes name it: the reference
 * environment's dataset (stream.ts) in NLTK's words (vocabulary.ts).
 *
 * @module
 */
import type { ProblemGenerator } from "../problem.ts";
import { PATTERNED_REFERENCE_GENERATOR } from "./problem.ts";
import { referenceProblem } from "./stream.ts";
import { NLTK_WORD_LIST, nltkWords } from "./vocabulary.ts";

/** The reference's generator. */
export const REFERENCE_GENERATOR: ProblemGenerator = {
  name: PATTERNED_REFERENCE_GENERATOR,
  wordList: NLTK_WORD_LIST,
  // Its rows always name their style.
  wordingBeforeStyle: (promptStyle) => promptStyle ?? "reference",
  problem: async (p, seed, index) =>
    referenceProblem(p, seed, index, await nltkWords()),
};
