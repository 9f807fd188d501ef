import assert from "node:assert/strict";
import { characteristicPolynomial } from "../../../src/tasks/numseq/recurrence.ts";
import {
  hasRootNearUnitCircle,
  rootsInsideDisc,
  rootsInsideUnitDisc,
} from "../../../src/tasks/numseq/roots.ts";

/** Monic polynomial with these roots (integers), from the constant term up. */
function fromRoots(roots: bigint[]): bigint[] {
  let poly = [1n];
  for (const r of roots) {
    // poly * (x - r)
    const next = Array.from({ length: poly.length + 1 }, () => 0n);
    poly.forEach((c, i) => {
      next[i + 1]! += c;
      next[i]! -= r * c;
    });
    poly = next;
  }
  return poly;
}

/** Roots in floating point (Durand–Kerner), for cross-checks with margin. */
function numericRootModuli(poly: readonly bigint[]): number[] {
  const n = poly.length - 1;
  const a = poly.map(Number);
  let z = Array.from({ length: n }, (_, i) => {
    const angle = (2 * Math.PI * i) / n + 0.4;
    return [1.3 * Math.cos(angle), 1.3 * Math.sin(angle)] as [number, number];
  });
  for (let iteration = 0; iteration < 500; iteration++) {
    z = z.map(([x, y], i) => {
      let [pr, pi] = [1, 0];
      for (let j = n - 1; j >= 0; j--) {
        [pr, pi] = [pr * x - pi * y + a[j]!, pr * y + pi * x];
      }
      let [qr, qi] = [1, 0];
      z.forEach(([u, v], j) => {
        if (j === i) return;
        [qr, qi] = [qr * (x - u) - qi * (y - v), qr * (y - v) + qi * (x - u)];
      });
      const d = qr * qr + qi * qi;
      return [x - (pr * qr + pi * qi) / d, y - (pi * qr - pr * qi) / d];
    });
  }
  return z.map(([x, y]) => Math.hypot(x, y));
}

Deno.test("roots are counted inside discs exactly", () => {
  // (x - 2)(x + 3)(x - 5): none inside the unit disc, one inside radius 5/2.
  const p = fromRoots([2n, -3n, 5n]);
  assert.equal(rootsInsideUnitDisc(p), 0);
  assert.equal(rootsInsideDisc(p, 5n, 2n), 1);
  assert.equal(rootsInsideDisc(p, 4n, 1n), 2);
  assert.equal(rootsInsideDisc(p, 6n, 1n), 3);
  // 4x^2 - 1 (roots ±1/2) times x: the root at 0 counts too.
  assert.equal(rootsInsideUnitDisc([0n, -1n, 0n, 4n]), 3);
  // x^2 + 1 has |roots| = 1: at radius 1 the first step is singular.
  assert.equal(rootsInsideUnitDisc([1n, 0n, 1n]), null);
});

Deno.test("roots on the unit circle are rejected, repeated or not", () => {
  const cases: Record<string, bigint[]> = {
    "x^2 + x + 1 (cube roots of unity, period 3)": [1n, 1n, 1n],
    "x^2 - x + 1 (sixth roots of unity)": [1n, -1n, 1n],
    "x - 1 (constant)": [-1n, 1n],
    "x + 1 (alternating)": [1n, 1n],
    "(x - 1)^2 (linear growth)": fromRoots([1n, 1n]),
    "(x - 1)^3 (quadratic growth; floats put its roots ~1e-5 off)": fromRoots(
      [1n, 1n, 1n],
    ),
    "(x + 1)^2 (x - 2)": fromRoots([-1n, -1n, 2n]),
    "x^4 - x^3 - x^2 - x + 1 (Salem: two roots on the circle, none roots of unity)":
      [1n, -1n, -1n, -1n, 1n],
    "Lehmer's polynomial (8 of its 10 roots on the circle)": [
      1n,
      1n,
      0n,
      -1n,
      -1n,
      -1n,
      -1n,
      -1n,
      0n,
      1n,
      1n,
    ],
    "x^5 - 1 (fifth roots of unity)": [-1n, 0n, 0n, 0n, 0n, 1n],
  };
  for (const [name, poly] of Object.entries(cases)) {
    assert.ok(hasRootNearUnitCircle(poly), name);
  }
});

Deno.test("roots off the unit circle pass, including reciprocal pairs", () => {
  const cases: Record<string, bigint[]> = {
    "x^2 - x - 1 (Fibonacci)": [-1n, -1n, 1n],
    "x^2 - 3x + 1 (roots 2.618 and 0.382, product 1)": [1n, -3n, 1n],
    "x - 2": [-2n, 1n],
    "(x - 2)^2 (repeated, off the circle)": fromRoots([2n, 2n]),
    "x^2 + 2x + 2 (roots -1 ± i, modulus sqrt 2)": [2n, 2n, 1n],
    "x^3 - x - 1 (plastic number; complex pair of modulus 0.87)": [
      -1n,
      -1n,
      0n,
      1n,
    ],
  };
  for (const [name, poly] of Object.entries(cases)) {
    assert.ok(!hasRootNearUnitCircle(poly), name);
  }
  assert.throws(() => hasRootNearUnitCircle([1n, 2n]), RangeError);
});

Deno.test("the exact test never meets a singular step for orders up to 3 (all coefficients in -5..5)", () => {
  const values = [-5n, -4n, -3n, -2n, -1n, 1n, 2n, 3n, 4n, 5n];
  let vectors: bigint[][] = [[]];
  for (let k = 1; k <= 3; k++) {
    vectors = vectors.flatMap((v) => values.map((c) => [...v, c]));
    for (const coefficients of vectors) {
      const p = characteristicPolynomial(coefficients);
      assert.notEqual(rootsInsideDisc(p, 999_999n, 1_000_000n), null);
      assert.notEqual(rootsInsideDisc(p, 1_000_001n, 1_000_000n), null);
    }
  }
});

Deno.test("the exact test agrees with floating-point roots wherever those are clear", () => {
  let state = 7;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const r = state % 10;
    return BigInt(r < 5 ? r - 5 : r - 4);
  };
  let near = 0;
  let far = 0;
  for (let trial = 0; trial < 400; trial++) {
    const k = 2 + (trial % 4);
    const p = characteristicPolynomial(Array.from({ length: k }, next));
    const distance = Math.min(
      ...numericRootModuli(p).map((m) => Math.abs(m - 1)),
    );
    const exact = hasRootNearUnitCircle(p);
    // Simple roots come out to ~1e-12; repeated ones much worse, so only
    // compare where the float answer is unambiguous.
    if (distance > 1e-3) {
      assert.ok(!exact, `${p} has no root near the circle`);
      far++;
    } else if (distance < 1e-9) {
      assert.ok(exact, `${p} has a root on the circle`);
      near++;
    }
  }
  assert.ok(near > 10 && far > 300, `${near} near, ${far} far`);
});
