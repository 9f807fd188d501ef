/**
 * A plain-text grid of mean scores (context length by depth), printed after
 * a run so a person sees at a glance where the model found the needle.
 */

/** The fields of a row that the grid reads. */
export interface GridRow {
  context_length?: unknown;
  target_depth_percent?: unknown;
  status?: unknown;
  score?: unknown;
}

/** Renders the grid; cells with only error rows show "err". */
export function scoreGrid(rows: Iterable<GridRow>): string {
  const sums = new Map<string, { total: number; n: number; errors: number }>();
  const lengths = new Set<number>();
  const depths = new Set<number>();
  for (const row of rows) {
    const length = Number(row.context_length);
    const depth = Number(row.target_depth_percent);
    if (!Number.isFinite(length) || !Number.isFinite(depth)) continue;
    lengths.add(length);
    depths.add(depth);
    const key = `${length}|${depth}`;
    const entry = sums.get(key) ?? { total: 0, n: 0, errors: 0 };
    const value = (row.score as { value?: unknown } | null)?.value;
    if (row.status === "ok" && typeof value === "number") {
      entry.total += value;
      entry.n++;
    } else entry.errors++;
    sums.set(key, entry);
  }
  if (lengths.size === 0) return "";
  const depthList = [...depths].sort((a, b) => a - b);
  const header = ["tokens \\ depth", ...depthList.map(formatDepth)];
  const lines = [header];
  for (const length of [...lengths].sort((a, b) => a - b)) {
    lines.push([
      String(length),
      ...depthList.map((depth) => {
        const entry = sums.get(`${length}|${depth}`);
        if (!entry) return "";
        return entry.n === 0 ? "err" : (entry.total / entry.n).toFixed(2);
      }),
    ]);
  }
  const widths = header.map((_, i) =>
    Math.max(...lines.map((line) => (line[i] ?? "").length))
  );
  return lines.map((line) =>
    line.map((cell, i) =>
      i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)
    ).join("  ").trimEnd()
  ).join("\n") + "\n";
}

function formatDepth(depth: number): string {
  return `${Number.isInteger(depth) ? depth : depth.toFixed(1)}%`;
}
