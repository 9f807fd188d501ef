/**
 * Where a cell's needles go, as depth percents: one needle at the cell's
 * depth (`single_depth`), n needles spread evenly from it to the end
 * (`even_spread`, as the reference does), or fixed depths (`explicit`).
 */
import { z } from "zod";

/** Inserter names. */
export const inserterSchema = z.enum([
  "single_depth",
  "even_spread",
  "explicit",
]);

/** An inserter name. */
export type Inserter = z.output<typeof inserterSchema>;

/** Fixed needle depths, for the `explicit` inserter. */
export const explicitDepthsSchema = z.array(z.number().min(0).max(100)).min(1);

/** The parameters every NIAH task has for placement. */
export interface PlacementParams {
  inserter: Inserter;
  depths?: number[] | undefined;
}

/**
 * Target depths for `count` needles. `even_spread` follows the reference:
 * `interval = (100 - d) / n`, targets `d + i * interval`.
 */
export function targetDepths(
  params: PlacementParams,
  depthPercent: number | undefined,
  count: number,
): number[] {
  switch (params.inserter) {
    case "explicit":
      return [...(params.depths ?? [])];
    case "single_depth":
      return [depthPercent ?? 0];
    case "even_spread": {
      const start = depthPercent ?? 0;
      const interval = (100 - start) / count;
      return Array.from({ length: count }, (_, i) => start + i * interval);
    }
  }
}

/**
 * Why these placement settings cannot hold `count` needles at `depths`
 * (the sweep's depth axis), or undefined when they can.
 */
export function placementProblem(
  params: PlacementParams,
  count: number,
  depths: readonly number[],
): string | undefined {
  switch (params.inserter) {
    case "single_depth":
      return count === 1
        ? undefined
        : `inserter "single_depth" places one needle, but this task has ${count}; use "even_spread" or "explicit"`;
    case "explicit": {
      const fixed = params.depths;
      if (!fixed) return `inserter "explicit" needs "depths" (one per needle)`;
      if (fixed.length !== count) {
        return `"depths" has ${fixed.length} values but there are ${count} needles`;
      }
      for (let i = 1; i < fixed.length; i++) {
        if ((fixed[i] ?? 0) <= (fixed[i - 1] ?? 0)) {
          return `"depths" must increase strictly (${fixed.join(", ")})`;
        }
      }
      return undefined;
    }
    case "even_spread": {
      if (count === 1) return undefined;
      const full = depths.find((d) => d >= 100);
      return full === undefined
        ? undefined
        : `depth_percent ${full} leaves no room to spread ${count} needles evenly (they would all land at the end)`;
    }
  }
}
