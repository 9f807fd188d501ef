/**
 * Splits what `niah run --dry-run` printed into its summary (from "axes:"
 * to the "cells: ..." line) and the rest (the cell lines, then the
 * estimate).
 */
export function splitDryRun(stdout: string): [string[], string[]] {
  const lines = stdout.trimEnd().split("\n");
  const end = lines.findIndex((line) => line.startsWith("cells: "));
  if (lines[0] !== "axes:" || end < 0) {
    throw new Error(`not a dry run's output:\n${stdout}`);
  }
  return [lines.slice(0, end + 1), lines.slice(end + 1)];
}
