/**
 * The reference NIAH scorer's lowering against Python's own, on every code
 * point (tests/vectors/niah/python_lower.json, made by
 * scripts/reference/python_lower_vectors.py): each code point's `lower()`,
 * and whether it counts as cased or case-ignorable beside a capital sigma
 * (which decides a final `ς`). The vectors come from Python 3.11 (Unicode
 * 14.0), the only Python here; the tool's 3.12 has Unicode 15.0, whose
 * additions that lower() can see are listed below.
 */
import assert from "node:assert/strict";
import { pythonLower } from "../../../src/tasks/niah/reference/python_lower.ts";
import {
  assertLowerEqualsVectors,
  inRanges,
  readPythonLowerVectors,
} from "../../support/python_lower_vectors.ts";

const vectors = await readPythonLowerVectors(
  new URL("../../vectors/niah/python_lower.json", import.meta.url),
);

/**
 * Code points Unicode 15.0 added that are case-ignorable or cased: the
 * tool's Python 3.12 sees them so (as the Unicode Character Database 15.0
 * says), the vectors' Python 3.11 sees them unassigned. They are the only
 * code points where the two Pythons' lower() can differ.
 */
const ADDED_IN_15: Record<"ignorable" | "cased", [number, number][]> = {
  ignorable: [
    [0xece, 0xece],
    [0x10efd, 0x10eff],
    [0x11241, 0x11241],
    [0x11f00, 0x11f01],
    [0x11f36, 0x11f3a],
    [0x11f40, 0x11f40],
    [0x11f42, 0x11f42],
    [0x13439, 0x13440],
    [0x13447, 0x13455],
    [0x1e030, 0x1e06d],
    [0x1e08f, 0x1e08f],
    [0x1e4eb, 0x1e4ef],
  ],
  cased: [[0x1df25, 0x1df2a]],
};

Deno.test("lower() and the final-sigma context are Python's on every code point", () => {
  assert.equal(vectors.unicode, "14.0.0");
  const added = new Map<number, "ignorable" | "cased">();
  for (const [name, ranges] of Object.entries(ADDED_IN_15)) {
    for (const cp of inRanges(ranges)) {
      added.set(cp, name as "ignorable" | "cased");
    }
  }
  const unassigned = inRanges(vectors.unassigned);
  for (const cp of added.keys()) assert.ok(unassigned.has(cp));
  assertLowerEqualsVectors(pythonLower, vectors, added);
});

Deno.test("letters Unicode 16 gave cases stay as Python 3.12 has them, and a sigma beside one is final", () => {
  for (const c of ["\ua7cc", "\u1c89", "\ua7cb", "\ua7da", "\u{10d50}"]) {
    assert.notEqual(c.toLowerCase(), c, "the engine lowers it");
    assert.equal(pythonLower(c), c);
  }
  assert.equal(pythonLower("UUID \uA7CC-\u1C89 X"), "uuid \uA7CC-\u1C89 x");
  assert.equal(
    pythonLower("\u0391\u03a3\u1c89\u0392"),
    "\u03b1\u03c2\u1c89\u03b2",
  );
  assert.equal(pythonLower("\u0130"), "i\u0307");
  // U+1171E is case-ignorable to Python 3.12 (a spacing mark to the
  // engine): the sigma after it, past a capital, is final.
  assert.equal(pythonLower("A\u{1171e}\u03a3"), "a\u{1171e}\u03c2");
  assert.equal(
    pythonLower("\u{1171d}A\u{1171e}\u{1171d}"),
    "\u{1171d}a\u{1171e}\u{1171d}",
  );
  assert.equal(pythonLower("ABC"), "abc");
});
