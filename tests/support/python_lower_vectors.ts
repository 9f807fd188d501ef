/**
 * Checks a port of Python's `str.lower()` against vectors written by
 * scripts/reference/python_lower_vectors.py from that Python's own
 * lowering of every code point: each code point's `lower()` (count and
 * SHA-256), and whether it counts as cased or case-ignorable beside a
 * capital sigma (which decides a final `ς`).
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";

/** The vectors' file. */
export interface PythonLowerVectors {
  python: string;
  unicode: string;
  lower: { count: number; sha256: string };
  cased: [number, number][];
  ignorable: [number, number][];
  unassigned: [number, number][];
}

/** Reads the vectors at `url`. */
export async function readPythonLowerVectors(
  url: URL,
): Promise<PythonLowerVectors> {
  return JSON.parse(await Deno.readTextFile(url));
}

/** Every code point in `ranges`. */
export function inRanges(ranges: readonly [number, number][]): Set<number> {
  const set = new Set<number>();
  for (const [a, b] of ranges) for (let cp = a; cp <= b; cp++) set.add(cp);
  return set;
}

type SigmaClass = "cased" | "ignorable" | "neither";

/** How `lower` treats `c` beside a capital sigma, as the script asks it. */
function sigmaClass(lower: (text: string) => string, c: string): SigmaClass {
  if (lower(`A\u03a3${c}`)[1] === "\u03c3") return "cased";
  return lower(`A${c}\u03a3`).endsWith("\u03c2") ? "ignorable" : "neither";
}

/**
 * Asserts `lower` equals the vectors' Python on every code point, but for
 * `otherwise`: code points whose class the port's Python has and the
 * vectors' does not (a newer Unicode).
 */
export function assertLowerEqualsVectors(
  lower: (text: string) => string,
  vectors: PythonLowerVectors,
  otherwise: ReadonlyMap<number, SigmaClass> = new Map(),
): void {
  const cased = inRanges(vectors.cased);
  const ignorable = inRanges(vectors.ignorable);
  const lowered: string[] = [];
  for (let cp = 0; cp < 0x110000; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    const low = lower(c);
    if (low !== c) {
      lowered.push(`${cp}:${[...low].map((x) => x.codePointAt(0)).join(" ")}`);
    }
    const want = otherwise.get(cp) ??
      (cased.has(cp) ? "cased" : ignorable.has(cp) ? "ignorable" : "neither");
    assert.equal(sigmaClass(lower, c), want, `U+${cp.toString(16)}`);
  }
  assert.equal(lowered.length, vectors.lower.count);
  assert.equal(
    createHash("sha256").update(lowered.join(",")).digest("hex"),
    vectors.lower.sha256,
  );
}
