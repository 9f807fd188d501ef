/**
 * fwe against RULER's own output: every stored fwe case of
 * tests/vectors/ruler/index.json kept as a file, byte for byte, and the
 * hashed 32k and 128k cases line hash for line hash.
 */
import { generateFreqWords } from "../../../../src/tasks/ruler/reference/freq_words.ts";
import { testRulerVectors } from "../../../support/ruler_vectors.ts";

await testRulerVectors("fwe", generateFreqWords);
