/**
 * Identifiability: does the shown window alone pin down the answer? The
 * window's recurrence of minimal order is found by exact rational
 * elimination, for each order from 1 up; the example counts as
 * identifiable only when that recurrence is unique and, run forward or
 * backward from the window, gives the expected term.
 *
 * Only orders j with at least as many equations as unknowns (`L - j >= j`
 * for L shown terms) are tried: a longer recurrence always fits and
 * proves nothing. With `L = 2 * max_k + 1` every such fit is also checked
 * by at least one further equation.
 */
import { Rational } from "./rational.ts";

/** What the shown terms determine. */
type Identifiability =
  | {
    identifiable: true;
    /** Order of the minimal recurrence. */
    order: number;
    /** Its coefficients c1..cj. */
    coefficients: Rational[];
    /** The target term it gives. */
    predicted: Rational;
  }
  | { identifiable: false; reason: string };

/** The shown window, the asked position and the answer expected. */
interface IdentifiabilityInput {
  shown: readonly bigint[];
  /** Absolute position of `shown[0]`. */
  first: number;
  /** Absolute position of the asked term. */
  target: number;
  expected: bigint;
}

/** Decides, exactly, whether the shown terms determine the expected answer. */
export function checkIdentifiable(
  input: IdentifiabilityInput,
): Identifiability {
  const shown = input.shown.map((t) => Rational.of(t));
  const length = shown.length;
  for (let order = 1; 2 * order <= length; order++) {
    const rows: Rational[][] = [];
    for (let n = order; n < length; n++) {
      const row: Rational[] = [];
      for (let t = 1; t <= order; t++) row.push(shown[n - t]!);
      row.push(shown[n]!);
      rows.push(row);
    }
    const solved = solveExact(rows, order);
    if (!solved.consistent) continue;
    if (solved.solution === null) {
      return {
        identifiable: false,
        reason:
          `the shown terms fit many recurrences of order ${order} (the minimal order), not one`,
      };
    }
    const coefficients = solved.solution;
    const predicted = termAt(shown, input.first, coefficients, input.target);
    if (predicted === null) {
      return {
        identifiable: false,
        reason:
          `the minimal recurrence (order ${order}) has last coefficient 0, so it cannot be run back to term ${input.target}`,
      };
    }
    if (!predicted.equals(Rational.of(input.expected))) {
      return {
        identifiable: false,
        reason:
          `the minimal recurrence (order ${order}) gives ${predicted} for term ${input.target}, not ${input.expected}`,
      };
    }
    return { identifiable: true, order, coefficients, predicted };
  }
  return {
    identifiable: false,
    reason: `no recurrence of order up to ${
      Math.floor(length / 2)
    } fits the ${length} shown terms`,
  };
}

/**
 * Row-reduces `[A | b]` (the last column is b) over the rationals: whether
 * `A x = b` is consistent, and its solution when unique.
 */
export function solveExact(
  augmented: readonly (readonly Rational[])[],
  unknowns: number,
): { consistent: boolean; solution: Rational[] | null } {
  const m = augmented.map((row) => [...row]);
  const pivots: number[] = [];
  let rank = 0;
  for (let col = 0; col < unknowns && rank < m.length; col++) {
    const found = m.findIndex((row, r) => r >= rank && !row[col]!.isZero());
    if (found < 0) continue;
    [m[rank], m[found]] = [m[found]!, m[rank]!];
    const pivotRow = m[rank]!;
    const pivot = pivotRow[col]!;
    for (let j = col; j <= unknowns; j++) pivotRow[j] = pivotRow[j]!.div(pivot);
    for (let r = 0; r < m.length; r++) {
      const row = m[r]!;
      if (r === rank || row[col]!.isZero()) continue;
      const factor = row[col]!;
      for (let j = col; j <= unknowns; j++) {
        row[j] = row[j]!.sub(factor.mul(pivotRow[j]!));
      }
    }
    pivots.push(col);
    rank++;
  }
  for (let r = rank; r < m.length; r++) {
    if (!m[r]![unknowns]!.isZero()) {
      return { consistent: false, solution: null };
    }
  }
  if (rank < unknowns) return { consistent: true, solution: null };
  const solution = Array.from({ length: unknowns }, () => Rational.ZERO);
  pivots.forEach((col, r) => (solution[col] = m[r]![unknowns]!));
  return { consistent: true, solution };
}

/**
 * The term at `target` of the sequence through `shown` (starting at
 * `first`) under `coefficients`, run forward or backward; null when a
 * backward run needs a zero last coefficient.
 */
function termAt(
  shown: readonly Rational[],
  first: number,
  coefficients: readonly Rational[],
  target: number,
): Rational | null {
  const order = coefficients.length;
  const last = first + shown.length - 1;
  if (target >= first && target <= last) return shown[target - first]!;
  if (target > last) {
    const terms = [...shown];
    for (let n = last + 1; n <= target; n++) {
      let sum = Rational.ZERO;
      for (let t = 1; t <= order; t++) {
        sum = sum.add(coefficients[t - 1]!.mul(terms[terms.length - t]!));
      }
      terms.push(sum);
    }
    return terms[terms.length - 1]!;
  }
  const lastCoefficient = coefficients[order - 1]!;
  if (lastCoefficient.isZero()) return null;
  // a(n-k) = (a(n) - c1 a(n-1) - ... - c(k-1) a(n-k+1)) / ck
  const terms = [...shown];
  for (let n = first - 1; n >= target; n--) {
    // terms[0] is a(n+1); a(n + order) is terms[order - 1].
    let rest = terms[order - 1]!;
    for (let t = 1; t < order; t++) {
      rest = rest.sub(coefficients[t - 1]!.mul(terms[order - 1 - t]!));
    }
    terms.unshift(rest.div(lastCoefficient));
  }
  return terms[0]!;
}
