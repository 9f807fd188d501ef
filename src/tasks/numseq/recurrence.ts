/**
 * Integer linear recurrences `a(n) = c1*a(n-1) + c2*a(n-2) + ... +
 * ck*a(n-k)`, computed exactly with BigInt. Positions are 1-based, as in
 * the prompt: `a(1)` .. `a(k)` are the initial values.
 */

/**
 * The terms `a(1)` .. `a(count)` from the initial values `a(1)` .. `a(k)`;
 * null as soon as a term's absolute value exceeds `cap` (when given), so a
 * fast-growing candidate costs little.
 */
export function recurrenceTerms(
  coefficients: readonly bigint[],
  initial: readonly bigint[],
  count: number,
  cap?: bigint,
): bigint[] | null {
  const k = coefficients.length;
  if (initial.length !== k) {
    throw new RangeError(
      `Cannot compute terms: ${initial.length} initial values for order ${k}`,
    );
  }
  const terms: bigint[] = [];
  for (let n = 0; n < count; n++) {
    const term = n < k ? initial[n]! : nextTerm(coefficients, terms, n);
    if (cap !== undefined && (term > cap || term < -cap)) return null;
    terms.push(term);
  }
  return terms;
}

/** `sum c_t * terms[n - t]` for t = 1..k: the term at 0-based index `n`. */
function nextTerm(
  coefficients: readonly bigint[],
  terms: readonly bigint[],
  n: number,
): bigint {
  let sum = 0n;
  for (let t = 1; t <= coefficients.length; t++) {
    sum += coefficients[t - 1]! * terms[n - t]!;
  }
  return sum;
}

/** Whether every term from index k on follows the recurrence. */
export function satisfiesRecurrence(
  terms: readonly bigint[],
  coefficients: readonly bigint[],
): boolean {
  for (let n = coefficients.length; n < terms.length; n++) {
    if (nextTerm(coefficients, terms, n) !== terms[n]) return false;
  }
  return true;
}

/**
 * The characteristic polynomial `x^k - c1 x^(k-1) - ... - ck`, as
 * coefficients from the constant term up (index = power).
 */
export function characteristicPolynomial(
  coefficients: readonly bigint[],
): bigint[] {
  return [...coefficients].reverse().map((c) => -c).concat(1n);
}

/** `a(n) = 2*a(n-1) - a(n-2) + 3*a(n-3)`, for explanations. */
export function formatRecurrence(coefficients: readonly bigint[]): string {
  const parts = coefficients.map((c, i) => {
    const term = `a(n-${i + 1})`;
    const size = c < 0n ? -c : c;
    const body = size === 1n ? term : `${size}*${term}`;
    if (i === 0) return c < 0n ? `-${body}` : body;
    return c < 0n ? `- ${body}` : `+ ${body}`;
  });
  return `a(n) = ${parts.join(" ")}`;
}
