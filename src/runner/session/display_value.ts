/**
 * Numbers as the terminal shows them. Sweep ranges are computed in floating
 * point, so a depth can be 49.999999999999986 where the config meant 50:
 * what niah prints about a plan rounds to 4 decimals (4 significant
 * digits below 1), which reads 50 there; the stored values, and the cell
 * ids made from them, stay exact.
 */
import type { AxisValue } from "../../tasks/task.ts";

/** A number rounded for reading (`50`, `14.9146`, `0.3`), no trailing zeros. */
function displayNumber(value: number): string {
  if (!Number.isFinite(value) || Number.isInteger(value)) return String(value);
  const rounded = Math.abs(value) >= 1
    ? value.toFixed(4)
    : value.toPrecision(4);
  return String(Number(rounded));
}

/** An axis value as printed: numbers rounded, other values as they are. */
export function displayValue(value: AxisValue): string {
  return typeof value === "number" ? displayNumber(value) : String(value);
}
