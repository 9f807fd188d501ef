/**
 * vt against RULER's own output: every stored vt case of
 * tests/vectors/ruler/index.json kept as a file, byte for byte, and the
 * hashed 32k and 128k cases line hash for line hash.
 */
import { generateVariableTracking } from "../../../../src/tasks/ruler/reference/variable_tracking.ts";
import { testRulerVectors } from "../../../support/ruler_vectors.ts";

await testRulerVectors("vt", generateVariableTracking);
