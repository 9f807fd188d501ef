import assert from "node:assert/strict";
import {
  characteristicPolynomial,
  formatRecurrence,
  recurrenceTerms,
  satisfiesRecurrence,
} from "../../../src/tasks/numseq/recurrence.ts";

Deno.test("recurrence terms follow a(n) = c1*a(n-1) + ... + ck*a(n-k)", () => {
  assert.deepEqual(
    recurrenceTerms([1n, 1n], [1n, 1n], 10),
    [1n, 1n, 2n, 3n, 5n, 8n, 13n, 21n, 34n, 55n],
  );
  assert.deepEqual(
    recurrenceTerms([2n, 0n, -1n], [1n, 0n, 2n], 6),
    [1n, 0n, 2n, 3n, 6n, 10n],
  );
  assert.deepEqual(recurrenceTerms([3n], [2n], 3), [2n, 6n, 18n]);
  assert.throws(() => recurrenceTerms([1n, 1n], [1n], 4), RangeError);
});

Deno.test("recurrence terms stop at the magnitude cap, and stay exact past 2^53", () => {
  assert.equal(recurrenceTerms([2n], [1n], 18, 100_000n), null);
  assert.equal(recurrenceTerms([2n], [1n], 17, 100_000n)?.at(-1), 65_536n);
  assert.equal(recurrenceTerms([-2n], [1n], 18, 131_072n)?.at(-1), -131_072n);
  assert.equal(recurrenceTerms([2n], [1n], 101)?.at(-1), 2n ** 100n);
});

Deno.test("satisfiesRecurrence checks every term after the first k", () => {
  assert.ok(satisfiesRecurrence([1n, 1n, 2n, 3n, 5n], [1n, 1n]));
  assert.ok(!satisfiesRecurrence([1n, 1n, 2n, 3n, 6n], [1n, 1n]));
});

Deno.test("the characteristic polynomial is x^k - c1 x^(k-1) - ... - ck", () => {
  // x^2 - x - 1, from the constant term up.
  assert.deepEqual(characteristicPolynomial([1n, 1n]), [-1n, -1n, 1n]);
  // x^3 - 2x^2 + 3x - 4
  assert.deepEqual(characteristicPolynomial([2n, -3n, 4n]), [-4n, 3n, -2n, 1n]);
});

Deno.test("formatRecurrence writes the rule as a person would", () => {
  assert.equal(
    formatRecurrence([2n, -1n, 1n, -3n]),
    "a(n) = 2*a(n-1) - a(n-2) + a(n-3) - 3*a(n-4)",
  );
  assert.equal(formatRecurrence([-1n]), "a(n) = -a(n-1)");
});
