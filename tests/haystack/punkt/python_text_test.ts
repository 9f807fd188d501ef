/**
 * The character predicates niah's Punkt applies equal Python 3.11's on
 * every code point (surrogates left out): counts and SHA-256 digests
 * computed by scripts/reference/punkt_vectors.py with the Python that
 * runs NLTK 3.8.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import {
  firstIsLower,
  firstIsUpper,
  isInitial,
  isNumeric,
  isPythonSpace,
  pythonLower,
} from "../../../src/haystack/punkt/python_text.ts";

const vectors = JSON.parse(
  await Deno.readTextFile(
    new URL("../../vectors/punkt/unicode.json", import.meta.url),
  ),
) as {
  python: string;
  unicode: string;
  predicates: Record<string, { count: number; sha256: string }>;
};

function summary(items: string[]): { count: number; sha256: string } {
  return {
    count: items.length,
    sha256: createHash("sha256").update(items.join(",")).digest("hex"),
  };
}

Deno.test("Punkt's character predicates are Python 3.11's on every code point", () => {
  const tests: Record<string, (char: string) => boolean> = {
    space: (c) => c.length === 1 && isPythonSpace(c),
    upper: firstIsUpper,
    lower: firstIsLower,
    initial: (c) => isInitial(`${c}.`),
    numeric: isNumeric,
  };
  const found: Record<string, string[]> = {};
  for (const name of Object.keys(tests)) found[name] = [];
  const lowered: string[] = [];
  for (let cp = 0; cp < 0x110000; cp++) {
    if (cp >= 0xD800 && cp <= 0xDFFF) continue;
    const char = String.fromCodePoint(cp);
    for (const [name, test] of Object.entries(tests)) {
      if (test(char)) found[name]!.push(String(cp));
    }
    const lower = pythonLower(char);
    if (lower !== char) {
      const points = [...lower].map((c) => c.codePointAt(0)).join(" ");
      lowered.push(`${cp}:${points}`);
    }
  }
  assert.equal(vectors.unicode, "14.0.0");
  for (const name of Object.keys(tests)) {
    assert.deepEqual(summary(found[name]!), vectors.predicates[name], name);
  }
  assert.deepEqual(summary(lowered), vectors.predicates.lower_mapping);
});

Deno.test("Python's lower() lowers a final sigma and keeps what Python does not know", () => {
  assert.equal(
    pythonLower("\u039F\u0394\u039F\u03A3"),
    "\u03BF\u03B4\u03BF\u03C2",
  );
  assert.equal(pythonLower("İ"), "i\u0307");
  // U+1C89 (Unicode 16) is unassigned to Python 3.11: kept; the sigma
  // before it is final, as Python lowers it.
  assert.equal(pythonLower("ΑΣ\u1C89Β"), "ας\u1C89β");
});
