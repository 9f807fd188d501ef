/**
 * A minimal valid run config, one key per line, for tests whose errors name
 * a line: 1 `run_name`, 2 `model`, 3 `task`, 4 `sweep:`, 5
 * `context_lengths`, 6 `depth_percents`, 7 `seeds`, 8 `store`.
 */
export const RUN_LINES: readonly string[] = [
  'run_name: "t"', // 1
  'model: "fake"', // 2
  'task: {type: "uuid"}', // 3
  "sweep:", // 4
  "  context_lengths: [500, 1000]", // 5
  "  depth_percents: [0, 50, 100]", // 6
  "  seeds: [1]", // 7
  'store: {path: "results/t.jsonl"}', // 8
];

/** `lines` as a YAML file (each ends with a newline). */
export function yamlOf(lines: readonly string[]): string {
  return lines.join("\n") + "\n";
}

/** The run config with line `n` (1-based) replaced by `line`. */
export function runWithLine(n: number, line: string): string {
  const lines = [...RUN_LINES];
  lines[n - 1] = line;
  return yamlOf(lines);
}

/** The run config with `extra` lines appended. */
export function runPlus(...extra: string[]): string {
  return yamlOf([...RUN_LINES, ...extra]);
}
