/**
 * What `merge` checks of the rows it kept (`merge_rows.ts` keeps them):
 * that they are of the run config's plan (its fingerprint), their order
 * (the plan's, then rows the plan does not have), and how complete the
 * merged sweep is (planned cells without a row, shards without a file,
 * cells that ended in an error). `merge_verdict.ts` puts them together.
 */
import { RUN_TIME_ENV } from "../../config/run_name.ts";
import { counted, wordFor } from "../../counted.ts";
import { UsageError } from "../../errors.ts";
import type { StoredRow } from "../../store/row_schema.ts";
import type { Plan } from "../plan/plan.ts";

/** Some cell ids for a message: the first five, and how many more. */
function sampleIds(ids: readonly string[]): string {
  return ids.slice(0, 5).map((id) => `"${id}"`).join(", ") +
    (ids.length > 5 ? `, ... (${ids.length - 5} more)` : "");
}

/** The run config a merge checks its rows against. */
export interface MergeRun {
  plan: Plan;
  /** The run name as the config writes it (placeholders unexpanded). */
  runNameTemplate: string;
  /** The run config's path, for messages. */
  path: string | undefined;
}

/** The merged rows are of the run config's plan, or the merge is refused. */
export function checkFingerprint(
  fingerprint: string | null,
  { plan, runNameTemplate, path }: MergeRun,
): void {
  if (fingerprint === plan.fingerprint) return;
  throw new UsageError(
    `Cannot merge: the rows have fingerprint "${fingerprint}" but "${path}" plans fingerprint "${plan.fingerprint}"; the shards ran a different config (or run name) than this run config${
      runNameTemplate !== plan.run.run_name
        ? ` (its run name "${runNameTemplate}" expands to "${plan.run.run_name}" now: set ${RUN_TIME_ENV} to the time the shards used)`
        : ""
    }`,
  );
}

/**
 * The rows in plan order, then any rows the plan does not have (e.g. a
 * larger -n, said through `noteExtra`); planned cells without a row are
 * added to `problems`.
 */
export function inPlanOrder<R extends { cell_id: unknown }>(
  rows: readonly R[],
  plan: Plan,
  problems: string[],
  noteExtra: (count: number) => void,
): R[] {
  const byCell = new Map(rows.map((row) => [row.cell_id, row]));
  const planned = new Set<unknown>(plan.cells.map((cell) => cell.cell_id));
  const missing = plan.cells.filter((c) => !byCell.has(c.cell_id))
    .map((c) => c.cell_id);
  const extra = rows.filter((row) => !planned.has(row.cell_id));
  if (missing.length > 0) {
    problems.push(
      `${missing.length} of ${plan.cells.length} planned cells have no row: ${
        sampleIds(missing)
      }`,
    );
  }
  if (extra.length > 0) noteExtra(extra.length);
  return [
    ...plan.cells.flatMap((c) => byCell.get(c.cell_id) ?? []),
    ...extra,
  ];
}

/** A shard file's place in its sweep: shard `index` of `count`. */
export interface ShardPlace {
  index: number;
  count: number;
}

/**
 * Shard indexes missing from a set of shard files of one count (each
 * file's place, null for a file not named as a shard), or null when none
 * is missing or the files are not all shards of one count.
 */
export function missingShards(
  shards: readonly (ShardPlace | null)[],
): string | null {
  if (shards.length === 0 || shards.some((s) => s === null)) return null;
  const counts = new Set(shards.map((s) => s!.count));
  if (counts.size !== 1) return null;
  const count = shards[0]!.count;
  const seen = new Set(shards.map((s) => s!.index));
  const missing = [];
  for (let i = 0; i < count; i++) if (!seen.has(i)) missing.push(i);
  return missing.length === 0
    ? null
    : `${wordFor(missing.length, "shard")} ${
      missing.join(", ")
    } of ${count} missing (no file)`;
}

/**
 * The merged rows that ended in an error, and the problem they are (null
 * when none did).
 */
export function failedCells(
  rows: readonly StoredRow[],
): { errors: StoredRow[]; problem: string | null } {
  const errors = rows.filter((row) => row.status !== "ok");
  return {
    errors,
    problem: errors.length === 0
      ? null
      : `${
        counted(errors.length, "cell")
      } ended in an error (run the shard again to retry them): ${
        sampleIds(errors.map((row) => row.cell_id))
      }`,
  };
}
