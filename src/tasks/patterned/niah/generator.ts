/**
 * The `style: niah` generator as recipes name it (problem.ts, in
 * `an-array-of-english-words`), today's and version 1, whose rows still
 * rebuild.
 *
 * @module
 */
import type { ProblemGenerator } from "../problem.ts";
import { englishWords, WORD_LIST } from "../vocabulary.ts";
import {
  generateProblem,
  PATTERNED_GENERATOR,
  PATTERNED_GENERATOR_V1,
} from "./problem.ts";

/** niah's generator. */
export const NIAH_GENERATOR: ProblemGenerator = {
  name: PATTERNED_GENERATOR,
  wordList: WORD_LIST,
  // Version 2 rows from before `style` sent the reference's words unless their
  // `prompt_style` said otherwise.
  wordingBeforeStyle: (promptStyle) => promptStyle ?? "reference",
  problem: async (p, seed, index) =>
    generateProblem(p, seed, index, await englishWords()),
};

/** niah's generator before `prompt_style`: its rows used niah's wording. */
export const NIAH_GENERATOR_V1: ProblemGenerator = {
  ...NIAH_GENERATOR,
  name: PATTERNED_GENERATOR_V1,
  wordingBeforeStyle: () => "niah",
};
