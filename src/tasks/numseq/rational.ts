/**
 * Exact fractions over BigInt, for checking identifiability: solving a
 * recurrence's coefficients from the shown terms must never round.
 */

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** A fraction in lowest terms with a positive denominator. */
export class Rational {
  /** The numerator (carries the sign). */
  readonly num: bigint;
  /** The denominator, always positive. */
  readonly den: bigint;

  private constructor(num: bigint, den: bigint) {
    this.num = num;
    this.den = den;
  }

  /** `num / den`, reduced; throws on a zero denominator. */
  static of(num: bigint, den = 1n): Rational {
    if (den === 0n) throw new RangeError("Cannot divide by zero");
    if (den < 0n) {
      num = -num;
      den = -den;
    }
    const g = gcd(num, den);
    return g > 1n ? new Rational(num / g, den / g) : new Rational(num, den);
  }

  /** Zero. */
  static readonly ZERO: Rational = new Rational(0n, 1n);

  /** Whether this is zero. */
  isZero(): boolean {
    return this.num === 0n;
  }

  /** Whether the denominator is 1. */
  isInteger(): boolean {
    return this.den === 1n;
  }

  /** This plus `other`. */
  add(other: Rational): Rational {
    return Rational.of(
      this.num * other.den + other.num * this.den,
      this.den * other.den,
    );
  }

  /** This minus `other`. */
  sub(other: Rational): Rational {
    return Rational.of(
      this.num * other.den - other.num * this.den,
      this.den * other.den,
    );
  }

  /** This times `other`. */
  mul(other: Rational): Rational {
    return Rational.of(this.num * other.num, this.den * other.den);
  }

  /** This divided by `other`; throws when `other` is zero. */
  div(other: Rational): Rational {
    return Rational.of(this.num * other.den, this.den * other.num);
  }

  /** Whether this equals `other` (both are in lowest terms). */
  equals(other: Rational): boolean {
    return this.num === other.num && this.den === other.den;
  }

  /** `7`, `-3/4`. */
  toString(): string {
    return this.den === 1n ? String(this.num) : `${this.num}/${this.den}`;
  }
}
