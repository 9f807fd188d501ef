/**
 * Whether a recurrence's characteristic polynomial has a root near the
 * unit circle (the reference rejects roots within 1e-6 of it: on the
 * circle, a sequence is periodic or grows only polynomially).
 *
 * The test is exact, not numerical. The reference takes numerical roots,
 * which for a repeated root are only accurate to about the cube root of
 * machine epsilon (`(x - 1)^3` gives roots some 1e-5 off the circle), so a
 * float test can miss exactly the cases it exists to catch. Here the
 * question "is there a root z with 1 - 1e-6 <= |z| <= 1 + 1e-6?" becomes
 * "do the discs of radius 1 - 1e-6 and 1 + 1e-6 hold different numbers of
 * roots?", and each count is made in integer arithmetic by the
 * Schur–Cohn recursion (Lehmer's form):
 *
 * - Scale: the roots of `f(z) = Q^n p(rz)` with `r = P/Q` are those of `p`
 *   divided by r, so counting f's roots in the unit disc counts p's roots
 *   in the disc of radius r; f has integer coefficients.
 * - Step: with `f*` the reversed polynomial and `T f = f(0) f - a_n f*`
 *   (degree below n, integer), Rouché's theorem on the unit circle gives
 *   `N(f) = N(Tf)` when `|f(0)| > |a_n|` and `N(f) = n - N(Tf)` when
 *   `|f(0)| < |a_n|`, provided f has no root on the circle (Tf then has
 *   none either). A root at 0 is counted and divided out.
 * - No root on the test circles: for a monic integer polynomial every root
 *   z is an algebraic integer, and so is its conjugate (also a root), so
 *   `|z|^2 = z * conj(z)` is an algebraic integer; if it were
 *   `r^2 = (10^6 ± 1)^2 / 10^12`, a rational non-integer, it would be both
 *   rational and not an integer, which no algebraic integer is. So Rouché
 *   applies at both radii, and a root exactly on the unit circle (a root
 *   of unity, a Salem polynomial's conjugates, a repeated root) always
 *   lies strictly between them.
 * - The one case the recursion cannot decide is `|f(0)| = |a_n|` at some
 *   step (a "singular" Schur–Cohn table); it is then reported as near,
 *   which rejects the candidate, erring the way the reference's tolerance
 *   does. For monic integer polynomials at these radii it cannot arise at
 *   the first step (`|ck| = r^k` is impossible), and it arose for none of
 *   the 111,110 polynomials of order 1 to 5 with coefficients in -5..-1,
 *   1..5 (checked exhaustively when this was written; the tests repeat the
 *   check up to order 3).
 *
 * Cost: coefficients double in length at each step, so a test takes about
 * 0.1 ms at order 5 and 10 ms at order 10; the generator caches results
 * per coefficient vector.
 */

const SCALE = 1_000_000n;
/** The radii 1 - 1e-6 and 1 + 1e-6, as P / SCALE. */
const INNER = SCALE - 1n;
const OUTER = SCALE + 1n;

/** Drops zero coefficients of the highest powers. */
function trimmed(poly: readonly bigint[]): bigint[] {
  let n = poly.length;
  while (n > 0 && poly[n - 1] === 0n) n--;
  return poly.slice(0, n);
}

/**
 * The number of roots of `poly` (integer coefficients from the constant
 * term up) strictly inside the unit disc, or null when the Schur–Cohn
 * recursion meets a singular step. The caller guarantees that no root lies
 * on the unit circle; the count is exact under that condition.
 */
export function rootsInsideUnitDisc(poly: readonly bigint[]): number | null {
  let f = trimmed(poly);
  let atOrigin = 0;
  while (f.length > 1 && f[0] === 0n) {
    f = f.slice(1);
    atOrigin++;
  }
  const n = f.length - 1;
  if (n <= 0) return atOrigin;
  const a0 = f[0]!;
  const an = f[n]!;
  const delta = a0 * a0 - an * an;
  if (delta === 0n) return null;
  // T f = a0 f - an f*; its coefficient of z^n is a0 an - an a0 = 0.
  // Coefficients double in length each step; dividing out their common
  // factor keeps them short but costs more (in gcds) than it saves here.
  const next = Array.from({ length: n }, (_, i) => a0 * f[i]! - an * f[n - i]!);
  const inner = rootsInsideUnitDisc(next);
  if (inner === null) return null;
  return atOrigin + (delta > 0n ? inner : n - inner);
}

/**
 * The number of roots of `poly` strictly inside the disc of radius
 * `num / den` (positive integers), or null as in
 * {@link rootsInsideUnitDisc}; no root may lie on that circle.
 */
export function rootsInsideDisc(
  poly: readonly bigint[],
  num: bigint,
  den: bigint,
): number | null {
  const f = trimmed(poly);
  const n = f.length - 1;
  // Q^n p((P/Q) z): coefficient i is a_i P^i Q^(n-i).
  return rootsInsideUnitDisc(
    f.map((a, i) => a * num ** BigInt(i) * den ** BigInt(n - i)),
  );
}

/**
 * Whether the monic integer polynomial `poly` (from the constant term up)
 * has a root within 1e-6 of the unit circle, decided exactly; an
 * undecidable (singular) case counts as near.
 */
export function hasRootNearUnitCircle(poly: readonly bigint[]): boolean {
  const f = trimmed(poly);
  if (f.length === 0 || f[f.length - 1] !== 1n) {
    throw new RangeError("Cannot test roots: the polynomial is not monic");
  }
  const inside = rootsInsideDisc(f, INNER, SCALE);
  const within = rootsInsideDisc(f, OUTER, SCALE);
  if (inside === null || within === null) return true;
  return within !== inside;
}
