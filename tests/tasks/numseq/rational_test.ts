import assert from "node:assert/strict";
import { Rational } from "../../../src/tasks/numseq/rational.ts";

Deno.test("rationals are kept in lowest terms with a positive denominator", () => {
  const half = Rational.of(-2n, -4n);
  assert.equal(half.num, 1n);
  assert.equal(half.den, 2n);
  assert.equal(Rational.of(3n, -6n).toString(), "-1/2");
  assert.ok(Rational.of(0n, 5n).equals(Rational.ZERO));
  assert.throws(() => Rational.of(1n, 0n), RangeError);
});

Deno.test("rational arithmetic is exact", () => {
  const third = Rational.of(1n, 3n);
  const sixth = Rational.of(1n, 6n);
  assert.equal(third.add(sixth).toString(), "1/2");
  assert.equal(third.sub(sixth).toString(), "1/6");
  assert.equal(third.mul(sixth).toString(), "1/18");
  assert.equal(third.div(sixth).toString(), "2");
  assert.ok(third.div(sixth).isInteger());
  assert.throws(() => third.div(Rational.ZERO), RangeError);
  // Past 2^53, where floats would round.
  const big = Rational.of(2n ** 80n + 1n, 3n);
  assert.equal(big.mul(Rational.of(3n)).toString(), String(2n ** 80n + 1n));
});
