/**
 * Heatmap axes: which grid parameters a group's heatmap shows by default, in
 * what order their values go, and how values print.
 *
 * The default is the first two parameters that vary, the task's preferred
 * axes first (NIAH declares context length and depth, so NIAH is length x
 * depth, the patterned ablations mode x hint, lines x needles and length x
 * patterns per line, num_seq its order k). Titles and the order of string
 * values are the task's declaration too (`group.presentation`). Parameters
 * that always move together (the complexity ablation's `min_pattern_length`
 * and `max_pattern_length`) count as one axis, shown under their shared
 * name (`pattern_length`).
 */
import { UsageError } from "../../errors.ts";
import type { GroupAggregate } from "../aggregate/aggregate.ts";
import type { AxisValue } from "../read/read_results.ts";
import { terminalText } from "./terminal_text.ts";

/** A heatmap axis: a parameter, or parameters that always move together. */
export interface Axis {
  /** The parameter whose values the heatmap reads. */
  param: string;
  /** Its name: the parameter's, or the stem aliases share (accepted by `--x` / `--y`). */
  name: string;
  /** The title drawn on the chart. */
  title: string;
  /** Every parameter it stands for. */
  params: string[];
}

function axisOf(
  group: GroupAggregate,
  name: string,
  params: string[],
): Axis {
  return {
    param: params[0]!,
    name,
    title: group.presentation.axes?.[name]?.title ?? name,
    params,
  };
}

const TYPE_RANK: Record<string, number> = {
  number: 0,
  boolean: 1,
  string: 2,
  object: 3, // null
};

/**
 * The values of `param` in display order: numbers ascending, false before
 * true, known string parameters in their natural order (hint levels from
 * none to full), other strings alphabetically (digits by value), null last.
 * The order never depends on the order rows were written in.
 */
export function orderedValues(
  group: GroupAggregate,
  param: string,
): AxisValue[] {
  const known = group.presentation.axes?.[param]?.order ?? [];
  const rank = (v: string) => {
    const i = known.indexOf(v);
    return i < 0 ? known.length : i;
  };
  return [...(group.axisValues.get(param) ?? [])].sort((a, b) => {
    const ta = TYPE_RANK[typeof a] ?? 4;
    const tb = TYPE_RANK[typeof b] ?? 4;
    if (ta !== tb) return ta - tb;
    if (typeof a === "number" && typeof b === "number") return a - b;
    if (typeof a === "boolean" && typeof b === "boolean") {
      return Number(a) - Number(b);
    }
    if (typeof a === "string" && typeof b === "string") {
      return rank(a) - rank(b) ||
        a.localeCompare(b, "en", { numeric: true });
    }
    return 0;
  });
}

/** Compares grid points (their params) by each axis's display order in turn. */
export function gridPointOrder(
  group: GroupAggregate,
): (a: Record<string, AxisValue>, b: Record<string, AxisValue>) => number {
  const ranks = group.axisNames.map((name) => {
    // A map, not indexOf: a million grid points sort in seconds.
    const order = new Map(
      orderedValues(group, name).map((v, i) => [JSON.stringify(v), i]),
    );
    return (params: Record<string, AxisValue>) =>
      order.get(JSON.stringify(params[name] ?? null)) ?? -1;
  });
  return (a: Record<string, AxisValue>, b: Record<string, AxisValue>) => {
    for (const rank of ranks) {
      const d = rank(a) - rank(b);
      if (d !== 0) return d;
    }
    return 0;
  };
}

/**
 * How a value prints on an axis or in a table: numbers with at most two
 * decimals (sigmoid depths such as 3.949... read 3.95), the rest as text.
 */
export function formatValue(value: AxisValue): string {
  if (typeof value === "number") {
    return Number.isInteger(value) ? String(value) : String(+value.toFixed(2));
  }
  return value === null ? "–" : String(value);
}

/**
 * Display labels for `values`, unique: where two values would print alike,
 * both print in full.
 */
export function valueLabels(values: readonly AxisValue[]): string[] {
  const labels = values.map(formatValue);
  const seen = new Map<string, number>();
  for (const label of labels) seen.set(label, (seen.get(label) ?? 0) + 1);
  return labels.map((label, i) =>
    (seen.get(label) ?? 0) > 1 ? JSON.stringify(values[i]) : label
  );
}

/** Whether values of `a` determine values of `b` over the group's grid points. */
function determines(group: GroupAggregate, a: string, b: string): boolean {
  const seen = new Map<string, string>();
  for (const cell of group.cells.values()) {
    const key = JSON.stringify(cell.params[a] ?? null);
    const value = JSON.stringify(cell.params[b] ?? null);
    const before = seen.get(key);
    if (before !== undefined && before !== value) return false;
    seen.set(key, value);
  }
  return true;
}

/** The group's axes that take more than one value, aliases merged. */
function varyingAxes(group: GroupAggregate): Axis[] {
  const names = group.axisNames.filter((name) =>
    (group.axisValues.get(name)?.length ?? 0) > 1
  );
  const preferred = group.presentation.preferred ?? [];
  const preference = (name: string) => {
    const i = preferred.indexOf(name);
    return i < 0 ? preferred.length : i;
  };
  names.sort((a, b) => preference(a) - preference(b));
  const sets: string[][] = [];
  for (const name of names) {
    const alias = sets.find((set) =>
      determines(group, set[0]!, name) && determines(group, name, set[0]!)
    );
    if (alias) alias.push(name);
    else sets.push([name]);
  }
  return sets.map((params) => axisOf(group, sharedName(params), params));
}

/** `min_x` and `max_x` moving together read as `x`. */
function sharedName(params: readonly string[]): string {
  const first = params[0]!;
  if (params.length === 2) {
    const [a, b] = params as [string, string];
    const stem = a.replace(/^(min|max)_/, "");
    if (
      stem !== a && b.replace(/^(min|max)_/, "") === stem &&
      a.slice(0, 3) !== b.slice(0, 3)
    ) return stem;
  }
  return first;
}

/** Every axis of the group (varying or not), for resolving `--x` / `--y`. */
function allAxes(group: GroupAggregate): Axis[] {
  const varying = varyingAxes(group);
  const covered = new Set(varying.flatMap((axis) => axis.params));
  return [
    ...varying,
    ...group.axisNames.filter((name) => !covered.has(name)).map((name) =>
      axisOf(group, name, [name])
    ),
  ];
}

/** The chosen x and (optional) y axis of a heatmap. */
export interface HeatmapAxes {
  x: Axis | null;
  y: Axis | null;
  /** Varying axes the heatmap averages over. */
  averaged: Axis[];
}

/**
 * The heatmap axes of `group`: `x` and `y` as asked (a parameter or axis
 * name), otherwise the defaults. A name the group lacks is a `UsageError`
 * listing the names it has.
 */
export function chooseAxes(
  group: GroupAggregate,
  asked: { x?: string | undefined; y?: string | undefined } = {},
): HeatmapAxes {
  const varying = varyingAxes(group);
  const find = (name: string, flag: string): Axis => {
    const axis = allAxes(group).find((a) =>
      a.name === name || a.params.includes(name)
    );
    if (!axis) {
      const names = allAxes(group).map((a) => a.name);
      throw new UsageError(
        `Cannot draw heatmap: ${flag} "${
          terminalText(name)
        }" is not an axis of run "${terminalText(group.run_name)}" (model "${
          terminalText(group.model_id)
        }"); known axes: ${
          names.length > 0
            ? names.map((n) => `"${terminalText(n)}"`).join(", ")
            : "none (no grid parameters)"
        }`,
      );
    }
    return axis;
  };
  const x = asked.x !== undefined ? find(asked.x, "--x") : null;
  const y = asked.y !== undefined ? find(asked.y, "--y") : null;
  const same = (a: Axis | null, b: Axis | null) =>
    a !== null && b !== null && a.param === b.param;
  const rest = varying.filter((axis) => !same(axis, x) && !same(axis, y));
  const chosenX = x ?? rest.shift() ?? null;
  const chosenY = y ?? (asked.y === undefined ? rest.shift() ?? null : null);
  if (same(chosenX, chosenY)) {
    throw new UsageError(
      `Cannot draw heatmap: --x and --y both name "${
        terminalText(chosenX?.name)
      }"`,
    );
  }
  return {
    x: chosenX,
    y: chosenY,
    averaged: varying.filter((axis) =>
      !same(axis, chosenX) && !same(axis, chosenY)
    ),
  };
}
