/**
 * What a merge concludes from the rows `merge_rows.ts` kept: the rows in
 * the order they are written (the plan's, with `--run`), the problems that
 * leave the merged sweep incomplete (`merge_checks.ts`: planned cells
 * without a row, shards without a file, cells that ended in an error), the
 * summary line, and the `--require-complete` gate. The command reads the
 * files, writes the result and prints what this says.
 */
import { counted, wordFor } from "../../counted.ts";
import { CheckFailedError, UsageError } from "../../errors.ts";
import type { StoredRow } from "../../store/row_schema.ts";
import {
  checkFingerprint,
  failedCells,
  inPlanOrder,
  type MergeRun,
  missingShards,
  type ShardPlace,
} from "./merge_checks.ts";
import type { mergeRows } from "./merge_rows.ts";

type Merged = Awaited<ReturnType<typeof mergeRows>>;

/**
 * The files a merge reads: the store merged into (`--run` without
 * `--out`, when it holds rows already), then the shard files.
 */
export interface MergeSources {
  store: string | null;
  shards: readonly string[];
  /** Each shard file's place in its sweep (null: not named as a shard). */
  shardPlaces: readonly (ShardPlace | null)[];
}

/** Every file a merge reads, the store merged into first. */
export function mergedFiles(sources: MergeSources): string[] {
  return sources.store === null
    ? [...sources.shards]
    : [sources.store, ...sources.shards];
}

/** What the merge writes and says. */
interface MergeVerdict {
  rows: StoredRow[];
  /** What leaves the sweep incomplete, one warning each. */
  problems: string[];
  /** The line said once the merged file is written. */
  summary: string;
}

/**
 * What the merge dropped: rows of the store merged into (whose rows are an
 * earlier merge's or run's) that a shard's row of the same cell replaced,
 * said as the routine it is, and other superseded rows.
 */
function replacedNote(merged: Merged, store: string | null): string {
  const own = store === null ? 0 : merged.supersededFrom.get(store) ?? 0;
  const other = merged.superseded - own;
  return `${
    own > 0 ? `; ${counted(own, "row")} from earlier merges replaced` : ""
  }${other > 0 ? `; ${counted(other, "superseded row")} dropped` : ""}`;
}

/**
 * Judges `merged` (read from `sources`, written to `out`), against the run
 * config's plan when there is one; `note` says what is kept but worth
 * knowing. Refuses a merge of no rows, or of rows of another fingerprint.
 */
export function mergeVerdict(
  merged: Merged,
  sources: MergeSources,
  out: string,
  run: MergeRun | null,
  note: (line: string) => void,
): MergeVerdict {
  const files = mergedFiles(sources);
  if (merged.rows.length === 0) {
    throw new UsageError(
      `Cannot merge: ${files.map((p) => `"${p}"`).join(", ")} ${
        wordFor(files.length, "holds", "hold")
      } no rows`,
    );
  }
  let rows: StoredRow[] = merged.rows;
  const problems: string[] = [];
  if (run) {
    checkFingerprint(merged.fingerprint, run);
    rows = inPlanOrder(rows, run.plan, problems, (extra) =>
      note(
        `note: ${
          counted(extra, "row is", "rows are")
        } of cells "${run.path}" does not plan (kept)`,
      ));
  } else {
    const shardGap = missingShards(sources.shardPlaces);
    if (shardGap) problems.push(shardGap);
  }
  const { errors, problem } = failedCells(rows);
  if (problem !== null) problems.push(problem);
  const summary = `merged ${counted(merged.read, "row")} from ${
    counted(files.length, "file")
  } into ${counted(rows.length, "cell")} (${rows.length - errors.length} ok${
    errors.length > 0 ? `, ${errors.length} error` : ""
  }${replacedNote(merged, sources.store)}) in ${out}${
    run ? `; ${counted(run.plan.cells.length, "cell")} planned` : ""
  }`;
  return { rows, problems, summary };
}

/** `--require-complete`: a merged sweep with problems fails the check. */
export function requireComplete(problems: readonly string[]): void {
  if (problems.length > 0) {
    throw new CheckFailedError(
      `Cannot call the merged sweep complete: ${problems.join("; ")}`,
    );
  }
}
