/**
 * Hankel determinants of shown terms, computed exactly. A non-zero k x k
 * Hankel determinant `H[i][j] = shown[i + j]` proves the terms follow no
 * recurrence of order below k, and that the order-k one is unique.
 */

/**
 * The determinant of a square integer matrix by Bareiss's fraction-free
 * elimination: every division is exact, so BigInt gives the exact value
 * with intermediate entries no larger than minors of the matrix.
 */
export function bareissDeterminant(
  matrix: readonly (readonly bigint[])[],
): bigint {
  const n = matrix.length;
  if (n === 0) return 1n;
  const m = matrix.map((row) => {
    if (row.length !== n) {
      throw new RangeError(
        "Cannot take a determinant: the matrix is not square",
      );
    }
    return [...row];
  });
  let sign = 1n;
  let previous = 1n;
  for (let p = 0; p < n - 1; p++) {
    if (m[p]![p] === 0n) {
      const swap = m.findIndex((row, r) => r > p && row[p] !== 0n);
      if (swap < 0) return 0n;
      [m[p], m[swap]] = [m[swap]!, m[p]!];
      sign = -sign;
    }
    const pivotRow = m[p]!;
    const pivot = pivotRow[p]!;
    for (let i = p + 1; i < n; i++) {
      const row = m[i]!;
      const factor = row[p]!;
      for (let j = p + 1; j < n; j++) {
        row[j] = (row[j]! * pivot - factor * pivotRow[j]!) / previous;
      }
      row[p] = 0n;
    }
    previous = pivot;
  }
  return sign * m[n - 1]![n - 1]!;
}

/** The k x k Hankel matrix `H[i][j] = terms[i + j]` (needs 2k - 1 terms). */
export function hankelMatrix(terms: readonly bigint[], k: number): bigint[][] {
  if (terms.length < 2 * k - 1) {
    throw new RangeError(
      `Cannot build a ${k} x ${k} Hankel matrix from ${terms.length} terms`,
    );
  }
  return Array.from(
    { length: k },
    (_, i) => Array.from({ length: k }, (_, j) => terms[i + j]!),
  );
}

/** The exact k x k Hankel determinant of the first 2k - 1 terms. */
export function hankelDeterminant(terms: readonly bigint[], k: number): bigint {
  return bareissDeterminant(hankelMatrix(terms, k));
}
