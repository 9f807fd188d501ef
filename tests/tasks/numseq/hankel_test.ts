import assert from "node:assert/strict";
import {
  bareissDeterminant,
  hankelDeterminant,
  hankelMatrix,
} from "../../../src/tasks/numseq/hankel.ts";
import { recurrenceTerms } from "../../../src/tasks/numseq/recurrence.ts";

/** The determinant by cofactor expansion: slow, obviously right. */
function cofactorDeterminant(m: bigint[][]): bigint {
  if (m.length === 0) return 1n;
  let sum = 0n;
  m[0]!.forEach((value, col) => {
    const minor = m.slice(1).map((row) => row.filter((_, j) => j !== col));
    const term = value * cofactorDeterminant(minor);
    sum += col % 2 === 0 ? term : -term;
  });
  return sum;
}

Deno.test("Bareiss determinants equal cofactor expansion, zero pivots included", () => {
  let state = 12345;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return BigInt((state % 11) - 5);
  };
  for (let n = 1; n <= 6; n++) {
    for (let trial = 0; trial < 40; trial++) {
      const m = Array.from(
        { length: n },
        () => Array.from({ length: n }, next),
      );
      if (trial % 4 === 0) m[0]![0] = 0n; // force a row swap
      if (trial % 10 === 1 && n > 1) m[n - 1] = [...m[0]!]; // singular
      assert.equal(bareissDeterminant(m), cofactorDeterminant(m));
    }
  }
  assert.equal(bareissDeterminant([]), 1n);
  assert.equal(bareissDeterminant([[0n, 1n], [1n, 0n]]), -1n);
  assert.throws(() => bareissDeterminant([[1n, 2n]]), RangeError);
});

Deno.test("Bareiss stays exact on entries far past 2^53", () => {
  const big = 2n ** 70n;
  const m = [[big, 1n, 3n], [2n, big, 5n], [7n, 11n, big]];
  assert.equal(bareissDeterminant(m), cofactorDeterminant(m));
});

Deno.test("the Hankel matrix is H[i][j] = terms[i + j]", () => {
  assert.deepEqual(hankelMatrix([1n, 2n, 3n, 4n, 5n], 3), [
    [1n, 2n, 3n],
    [2n, 3n, 4n],
    [3n, 4n, 5n],
  ]);
  assert.throws(() => hankelMatrix([1n, 2n], 2), RangeError);
});

Deno.test("the Hankel determinant is zero exactly when a shorter recurrence fits", () => {
  const fibonacci = recurrenceTerms([1n, 1n], [1n, 1n], 11)!;
  assert.notEqual(hankelDeterminant(fibonacci, 2), 0n);
  // a(n) = 4a(n-1) - 4a(n-2) started on its eigenvector 2^n is order 1.
  const geometric = recurrenceTerms([4n, -4n], [1n, 2n], 11)!;
  assert.equal(hankelDeterminant(geometric, 2), 0n);
  // Order 3 with generic initial values is genuinely order 3.
  const order3 = recurrenceTerms([1n, -2n, 3n], [1n, 0n, -1n], 11)!;
  assert.notEqual(hankelDeterminant(order3, 3), 0n);
  assert.equal(hankelDeterminant(order3, 4), 0n);
});
