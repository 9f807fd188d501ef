/**
 * A plain-text summary printed after a run, so a person sees at a glance
 * how the model did: for NIAH a grid of mean scores (context length by
 * depth), for other tasks the mean score per grid point.
 */

/** The fields of a row that the summary reads. */
export interface GridRow {
  context_length?: unknown;
  target_depth_percent?: unknown;
  params?: unknown;
  status?: unknown;
  score?: unknown;
}

interface Tally {
  total: number;
  n: number;
  errors: number;
}

function tally(map: Map<string, Tally>, key: string, row: GridRow): void {
  const entry = map.get(key) ?? { total: 0, n: 0, errors: 0 };
  const value = (row.score as { value?: unknown } | null)?.value;
  if (row.status === "ok" && typeof value === "number") {
    entry.total += value;
    entry.n++;
  } else entry.errors++;
  map.set(key, entry);
}

function mean(entry: Tally | undefined): string {
  if (!entry) return "";
  return entry.n === 0 ? "err" : (entry.total / entry.n).toFixed(2);
}

/** Renders the summary; cells with only error rows show "err". */
export function scoreGrid(rows: Iterable<GridRow>): string {
  const grid = new Map<string, Tally>();
  const byParams = new Map<string, Tally>();
  const lengths = new Set<number>();
  const depths = new Set<number>();
  for (const row of rows) {
    const length = row.context_length;
    const depth = row.target_depth_percent;
    if (typeof length === "number" && typeof depth === "number") {
      lengths.add(length);
      depths.add(depth);
      tally(grid, `${length}|${depth}`, row);
    } else {
      tally(byParams, paramsLabel(row.params), row);
    }
  }
  let out = "";
  if (lengths.size > 0) {
    const depthList = [...depths].sort((a, b) => a - b);
    const lines = [["tokens \\ depth", ...depthList.map(formatDepth)]];
    for (const length of [...lengths].sort((a, b) => a - b)) {
      lines.push([
        String(length),
        ...depthList.map((depth) => mean(grid.get(`${length}|${depth}`))),
      ]);
    }
    out += table(lines);
  }
  if (byParams.size > 0) {
    const lines = [["grid point", "mean score", "rows"]];
    for (
      const [label, entry] of [...byParams].sort(([a], [b]) => a < b ? -1 : 1)
    ) {
      lines.push([label, mean(entry), String(entry.n + entry.errors)]);
    }
    out += table(lines);
  }
  return out;
}

function paramsLabel(params: unknown): string {
  if (!params || typeof params !== "object") return "(all)";
  const entries = Object.entries(params as Record<string, unknown>);
  return entries.length === 0
    ? "(all)"
    : entries.map(([name, value]) => `${name}=${value}`).join(" ");
}

function table(lines: string[][]): string {
  const widths = (lines[0] ?? []).map((_, i) =>
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
