/**
 * cwe against RULER's own output: every stored cwe case of
 * tests/vectors/ruler/index.json kept as a file, byte for byte, and the
 * hashed 32k case line hash for line hash.
 */
import { generateCommonWords } from "../../../../src/tasks/ruler/reference/common_words.ts";
import { loadRulerWordLists } from "../../../../src/tasks/ruler/reference/wonderwords.ts";
import { testRulerVectors } from "../../../support/ruler_vectors.ts";

const words = await loadRulerWordLists();

await testRulerVectors(
  "cwe",
  (input) => generateCommonWords({ ...input, words }),
);
