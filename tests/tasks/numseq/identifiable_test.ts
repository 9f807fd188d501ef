import assert from "node:assert/strict";
import {
  checkIdentifiable,
  solveExact,
} from "../../../src/tasks/numseq/identifiable.ts";
import { Rational } from "../../../src/tasks/numseq/rational.ts";
import { recurrenceTerms } from "../../../src/tasks/numseq/recurrence.ts";

const r = (n: number, d = 1) => Rational.of(BigInt(n), BigInt(d));

Deno.test("solveExact finds the unique solution, or says there is none or many", () => {
  // x + y = 3, x - y = 1, 2x = 4
  const unique = solveExact([[r(1), r(1), r(3)], [r(1), r(-1), r(1)], [
    r(2),
    r(0),
    r(4),
  ]], 2);
  assert.ok(unique.consistent);
  assert.deepEqual(unique.solution?.map(String), ["2", "1"]);
  // 2x = 1 has a rational solution.
  assert.deepEqual(solveExact([[r(2), r(1)]], 1).solution?.map(String), [
    "1/2",
  ]);
  // x + y = 1, x + y = 2
  assert.equal(
    solveExact([[r(1), r(1), r(1)], [r(1), r(1), r(2)]], 2).consistent,
    false,
  );
  // x + y = 1, 2x + 2y = 2: many
  const many = solveExact([[r(1), r(1), r(1)], [r(2), r(2), r(2)]], 2);
  assert.ok(many.consistent);
  assert.equal(many.solution, null);
});

Deno.test("a generated window identifies its recurrence, forward and backward", () => {
  const coefficients = [2n, -3n, 1n];
  const terms = recurrenceTerms(coefficients, [1n, -2n, 4n], 40)!;
  // 11 terms from position 8; ask for 25 (after) and 3 (before).
  const shown = terms.slice(7, 18);
  for (const target of [25, 19, 3, 1]) {
    const result = checkIdentifiable({
      shown,
      first: 8,
      target,
      expected: terms[target - 1]!,
    });
    assert.ok(result.identifiable, `term ${target}`);
    assert.equal(result.order, 3);
    assert.deepEqual(result.coefficients.map(String), ["2", "-3", "1"]);
  }
});

Deno.test("identifiability holds far past 2^53 (exact arithmetic)", () => {
  const terms = recurrenceTerms([5n, 4n], [3n, -1n], 60)!;
  assert.ok(terms[59]! > 2n ** 100n);
  const result = checkIdentifiable({
    shown: terms.slice(40, 51),
    first: 41,
    target: 60,
    expected: terms[59]!,
  });
  assert.ok(result.identifiable);
  assert.equal(
    checkIdentifiable({
      shown: terms.slice(40, 51),
      first: 41,
      target: 60,
      expected: terms[59]! + 1n,
    }).identifiable,
    false,
  );
});

Deno.test("a window too short for its order is caught: a shorter recurrence fits and gives another answer", () => {
  // Tribonacci 1, 2, 4, 7, 13, ... shown as 1, 2, 4: the minimal recurrence
  // of these three terms is a(n) = 2a(n-1), which gives 8, not 7.
  const terms = recurrenceTerms([1n, 1n, 1n], [1n, 2n, 4n], 6)!;
  assert.deepEqual(terms, [1n, 2n, 4n, 7n, 13n, 24n]);
  const result = checkIdentifiable({
    shown: terms.slice(0, 3),
    first: 1,
    target: 4,
    expected: 7n,
  });
  assert.equal(result.identifiable, false);
  assert.match(
    result.identifiable ? "" : result.reason,
    /minimal recurrence \(order 1\) gives 8 for term 4, not 7/,
  );
});

Deno.test("a window no short recurrence fits is caught", () => {
  // Tribonacci from 1, 1, 1 shown as 5 terms: orders 1 and 2 do not fit,
  // and order 3 would need 6 terms.
  const terms = recurrenceTerms([1n, 1n, 1n], [1n, 1n, 1n], 8)!;
  const result = checkIdentifiable({
    shown: terms.slice(0, 5),
    first: 1,
    target: 8,
    expected: terms[7]!,
  });
  assert.equal(result.identifiable, false);
  assert.match(
    result.identifiable ? "" : result.reason,
    /no recurrence of order up to 2 fits the 5 shown terms/,
  );
});

Deno.test("a window that fits many recurrences, or cannot be run back, is caught", () => {
  const zeros = checkIdentifiable({
    shown: [0n, 0n, 0n, 0n, 0n],
    first: 3,
    target: 9,
    expected: 0n,
  });
  assert.equal(zeros.identifiable, false);
  assert.match(zeros.identifiable ? "" : zeros.reason, /many recurrences/);
  // 1, 0, 0, 0, 0 is a(n) = 0 * a(n-1): forward is 0, backward unknown.
  const forward = checkIdentifiable({
    shown: [1n, 0n, 0n, 0n, 0n],
    first: 5,
    target: 12,
    expected: 0n,
  });
  assert.ok(forward.identifiable);
  const backward = checkIdentifiable({
    shown: [1n, 0n, 0n, 0n, 0n],
    first: 5,
    target: 2,
    expected: 0n,
  });
  assert.equal(backward.identifiable, false);
  assert.match(
    backward.identifiable ? "" : backward.reason,
    /cannot be run back to term 2/,
  );
});
