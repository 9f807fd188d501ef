/**
 * Merging aggregates of disjoint shares of the same files, as the parallel
 * workers make them: groups, grid points and tallies add up, and groups and
 * failures come back in file order.
 */
import type {
  Aggregate,
  AggregatorOptions,
  GroupAggregate,
} from "./aggregate.ts";
import { mergeStats } from "../stats/cell_stats.ts";

/**
 * Merges aggregates of disjoint shares of the same files (as parallel
 * workers make them, each holding every row of its cells), listing groups
 * and failures in file order. `files` is the reading order.
 */
export function mergeAggregates(
  parts: readonly Aggregate[],
  files: readonly string[],
  options: AggregatorOptions = {},
): Aggregate {
  const position = (source: string) => files.indexOf(source);
  const groups = new Map<string, GroupAggregate>();
  for (const part of parts) {
    for (const group of part.groups) {
      const into = groups.get(group.key);
      if (into === undefined) {
        groups.set(group.key, group);
        continue;
      }
      for (const schema of group.schemas) into.schemas.add(schema);
      for (const fp of group.fingerprints) into.fingerprints.add(fp);
      for (const source of group.sources) {
        if (!into.sources.includes(source)) into.sources.push(source);
      }
      into.sources.sort((a, b) => position(a) - position(b));
      if (
        position(group.sources[0] ?? "") < position(into.sources[0] ?? "") ||
        (group.sources[0] === into.sources[0] && group.firstRow < into.firstRow)
      ) into.firstRow = group.firstRow;
      for (const name of group.axisNames) {
        if (!into.axisNames.includes(name)) into.axisNames.push(name);
        const values = into.axisValues.get(name) ?? [];
        for (const value of group.axisValues.get(name) ?? []) {
          if (!values.includes(value)) values.push(value);
        }
        into.axisValues.set(name, values);
      }
      for (const [key, cell] of group.cells) {
        const target = into.cells.get(key);
        if (target === undefined) into.cells.set(key, cell);
        else mergeStats(target.stats, cell.stats);
      }
      mergeStats(into.total, group.total);
    }
  }
  const failures = parts.flatMap((part) => part.failures).sort((a, b) =>
    position(a.source) - position(b.source) || a.row - b.row
  );
  failures.length = Math.min(failures.length, options.failureLimit ?? 200);
  const rowsPerFile = new Map<string, number>();
  for (const part of parts) {
    for (const file of part.files) {
      rowsPerFile.set(
        file.source,
        (rowsPerFile.get(file.source) ?? 0) + file.rows,
      );
    }
  }
  return {
    groups: [...groups.values()].sort((a, b) =>
      position(a.sources[0] ?? "") - position(b.sources[0] ?? "") ||
      a.firstRow - b.firstRow
    ),
    rows: parts.reduce((n, part) => n + part.rows, 0),
    superseded: parts.reduce((n, part) => n + part.superseded, 0),
    files: files.map((source) => ({
      source,
      rows: rowsPerFile.get(source) ?? 0,
    })),
    failures,
    failureCount: parts.reduce((n, part) => n + part.failureCount, 0),
    ...(parts.some((part) => part.kept !== undefined)
      ? { kept: parts.flatMap((part) => part.kept ?? []) }
      : {}),
  };
}
