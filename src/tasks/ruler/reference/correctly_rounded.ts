/**
 * `exp(x)`, `2 ** x` and `a ** x` rounded to the nearest double, worked out
 * in 256-bit fixed point (BigInt) and rounded once. The C library scipy's
 * cephes code calls (glibc's `exp` and `pow`) rounds these correctly but in
 * rare cases; JavaScript's `Math.exp` and `Math.pow` (fdlibm) are off by
 * one unit in the last place more often, which would change
 * `scipy.special.zeta`'s last bit. Slow (tens of microseconds a call):
 * for a few calls, not for loops over arrays.
 *
 * @module
 */

/** Fractional bits of the fixed-point values. */
const BITS = 256n;
const ONE = 1n << BITS;

/** A double's exact value as `mantissa * 2 ** exponent` (finite, nonzero). */
function decompose(x: number): { mantissa: bigint; exponent: number } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const high = view.getUint32(0);
  const biased = (high >>> 20) & 0x7ff;
  let mantissa = (BigInt(high & 0xfffff) << 32n) | BigInt(view.getUint32(4));
  if (biased !== 0) mantissa |= 1n << 52n;
  const sign = high >>> 31 ? -1n : 1n;
  return {
    mantissa: sign * mantissa,
    exponent: (biased === 0 ? 1 : biased) - 1075,
  };
}

/** `x` in fixed point (truncated below 2 ** -256). */
function toFixed(x: number): bigint {
  const { mantissa, exponent } = decompose(x);
  const shift = BigInt(exponent) + BITS;
  return shift >= 0n ? mantissa << shift : mantissa / (1n << -shift);
}

/** Floor division of bigints. */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b !== 0n && (a < 0n) !== (b < 0n)) ? q - 1n : q;
}

/** `2 * atanh(t)` for a fixed-point |t| < 1/2: `2 (t + t^3/3 + t^5/5 ...)`. */
function twiceAtanh(t: bigint): bigint {
  const square = (t * t) >> BITS;
  let power = t;
  let sum = 0n;
  for (let k = 1n; power !== 0n; k += 2n) {
    sum += power / k;
    power = (power * square) >> BITS;
  }
  return 2n * sum;
}

/** `ln(m)` for a fixed-point m in [1, 2): `2 atanh((m - 1) / (m + 1))`. */
function lnMantissa(m: bigint): bigint {
  return twiceAtanh(((m - ONE) << BITS) / (m + ONE));
}

const LN2 = lnMantissa(2n * ONE);

/** `ln(n)` in fixed point for an integer n >= 1. */
function lnInteger(n: number): bigint {
  let value = BigInt(n);
  let shift = 0n;
  while (value >= 2n) {
    value >>= 1n;
    shift++;
  }
  const m = (BigInt(n) << BITS) >> shift;
  return shift * LN2 + lnMantissa(m);
}

/** The nearest double to `value * 2 ** (scale - 256)` (value > 0, normal). */
function roundToDouble(value: bigint, scale: bigint): number {
  const length = BigInt(value.toString(2).length);
  const drop = length - 53n;
  let top = value >> drop;
  const rest = value - (top << drop);
  const half = 1n << (drop - 1n);
  if (rest > half || (rest === half && (top & 1n) === 1n)) top++;
  const exponent = Number(drop + scale - BITS);
  // Two steps, so neither factor leaves the double range.
  const first = Math.trunc(exponent / 2);
  return Number(top) * 2 ** first * 2 ** (exponent - first);
}

/** `e ** (y * 2 ** -256)` for a fixed-point y, to the nearest double. */
function expFixed(y: bigint): number {
  const n = floorDiv(y + LN2 / 2n, LN2);
  const r = y - n * LN2;
  let term = ONE;
  let sum = ONE;
  for (let k = 1n; term !== 0n; k++) {
    term = (term * r) / (ONE * k);
    sum += term;
  }
  return roundToDouble(sum, n);
}

/** glibc's `exp(x)`: e to the x, correctly rounded. */
export function correctlyRoundedExp(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x > 709.8) return Infinity;
  if (x < -708) return Math.exp(x); // subnormal results: not needed here
  if (Math.abs(x) < 2 ** -60) return 1;
  return expFixed(toFixed(x));
}

/**
 * glibc's `pow(base, x)` for a positive integer base and finite x whose
 * result is a normal double: correctly rounded.
 */
export function correctlyRoundedPow(base: number, x: number): number {
  if (!Number.isInteger(base) || base < 1) {
    throw new RangeError(`base must be a positive integer, got ${base}`);
  }
  if (base === 1 || x === 0) return 1;
  if (Number.isInteger(x) && Math.abs(x) <= 1023 && base === 2) return 2 ** x;
  const { mantissa, exponent } = decompose(x);
  // x * ln(base), exact but for ln's last bits.
  const product = mantissa * lnInteger(base);
  const y = exponent >= 0
    ? product << BigInt(exponent)
    : product >> BigInt(-exponent);
  return expFixed(y);
}
