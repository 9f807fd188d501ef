/**
 * RULER's lowering (Python 3.10, the Python of RULER's container) against
 * Python 3.10's own, on every code point: tests/vectors/ruler/
 * python_lower_310.json, written by scripts/reference/python_lower_vectors.py
 * run in CPython 3.10.2 (Pyodide 0.22.1) by
 * scripts/reference/run_in_pyodide.cjs.
 */
import assert from "node:assert/strict";
import { pythonLower } from "../../../src/tasks/scorers/substring_match.ts";
import { stringMatchAll } from "../../../src/tasks/scorers/substring_match.ts";
import {
  assertLowerEqualsVectors,
  readPythonLowerVectors,
} from "../../support/python_lower_vectors.ts";

Deno.test("RULER's lower() and final-sigma context are Python 3.10's on every code point", async () => {
  const vectors = await readPythonLowerVectors(
    new URL("../../vectors/ruler/python_lower_310.json", import.meta.url),
  );
  assert.equal(vectors.python, "3.10.2");
  assert.equal(vectors.unicode, "13.0.0");
  assertLowerEqualsVectors(pythonLower, vectors);
});

Deno.test("a sigma beside a letter newer than Python 3.10 lowers as RULER's does", () => {
  // U+1E08F (Unicode 15.0) is case-ignorable here, unassigned to 3.10:
  // the sigma after it sees no cased letter before it and stays σ.
  assert.equal(pythonLower("\u0391\u{1e08f}\u03a3"), "\u03b1\u{1e08f}\u03c3");
  assert.equal(
    stringMatchAll("\u03b1\u{1e08f}\u03c3", ["\u0391\u{1e08f}\u03a3"]),
    1,
  );
  // U+AB69 is case-ignorable and uncased to 3.10 (cased since 14.0): a
  // sigma after a capital and it is final there.
  assert.equal(pythonLower("A\uab69\u03a3"), "a\uab69\u03c2");
  assert.equal(
    pythonLower("\u{1171d}A\u1734\u{1171d}\u03a3"),
    "\u{1171d}a\u1734\u{1171d}\u03c2",
  );
  assert.equal(pythonLower("\ua7cbB\u10fc"), "\ua7cbb\u10fc");
});
