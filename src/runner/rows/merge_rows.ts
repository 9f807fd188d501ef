/**
 * Merging shard stores: the rows of several files of one sweep become one
 * row per cell, the row that counts by the rule (`store/row_rule.ts`): an
 * `ok` row beats an error row, and between two of the same kind the one
 * read later wins, as a resumed run's later row supersedes its earlier one.
 * Rows of different fingerprints are different configs, so they are never
 * merged.
 */
import { UsageError } from "../../errors.ts";
import type { StoredRow } from "../../store/row_schema.ts";
import { countRow, isOk, supersedes } from "../../store/row_rule.ts";

/** Where a row was read: file and 1-based line. */
interface RowOrigin {
  source: string;
  line: number;
}

/** A row and where it came from. */
export interface SourcedRow {
  row: StoredRow;
  origin: RowOrigin;
}

/**
 * Which of two rows of one cell to keep, by the rule: the `ok` one, else
 * the later one. `later` was read after `earlier`.
 */
export function preferRow(earlier: StoredRow, later: StoredRow): StoredRow {
  return supersedes(isOk(earlier), isOk(later)) ? later : earlier;
}

const sourcedOk = (sourced: SourcedRow) => isOk(sourced.row);

/** The fingerprint parts that differ between two rows, for the message. */
function differingParts(a: StoredRow, b: StoredRow): string[] {
  const partsA = a.fingerprint_parts ?? {};
  const partsB = b.fingerprint_parts ?? {};
  const names = new Set([...Object.keys(partsA), ...Object.keys(partsB)]);
  return [...names].filter((name) => partsA[name] !== partsB[name]).sort();
}

/** What a merge kept and what it saw. */
interface MergeResult {
  /** One row per cell, in order of each cell's first appearance. */
  rows: StoredRow[];
  fingerprint: string | null;
  /** Rows read in all. */
  read: number;
  /** Rows dropped because another row of the same cell won. */
  superseded: number;
  /** Of `superseded`, how many were read from each file. */
  supersededFrom: Map<string, number>;
}

/**
 * Merges rows, one per cell. Mixed fingerprints are a `UsageError` naming
 * both rows' files and lines and the parts of the config that differ.
 */
export async function mergeRows(
  rows: AsyncIterable<SourcedRow>,
): Promise<MergeResult> {
  const byCell = new Map<string, SourcedRow>();
  const supersededFrom = new Map<string, number>();
  let first: SourcedRow | null = null;
  let read = 0;
  for await (const sourced of rows) {
    const { row, origin } = sourced;
    read++;
    if (first === null) first = sourced;
    else if (row.fingerprint !== first.row.fingerprint) {
      const parts = differingParts(first.row, row);
      throw new UsageError(
        `Cannot merge: "${origin.source}" line ${origin.line} has fingerprint "${row.fingerprint}" but "${first.origin.source}" line ${first.origin.line} has "${first.row.fingerprint}"${
          parts.length > 0 ? ` (they differ in ${parts.join(", ")})` : ""
        }; shards of one sweep share one config, so these rows come from different configs or runs; merge each run's files on their own`,
      );
    }
    const dropped = countRow(byCell, row.cell_id, sourced, { ok: sourcedOk });
    if (dropped === undefined) continue;
    const from = dropped.origin.source;
    supersededFrom.set(from, (supersededFrom.get(from) ?? 0) + 1);
  }
  return {
    rows: [...byCell.values()].map((sourced) => sourced.row),
    fingerprint: first?.row.fingerprint ?? null,
    read,
    superseded: read - byCell.size,
    supersededFrom,
  };
}
