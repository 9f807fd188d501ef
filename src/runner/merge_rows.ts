/**
 * Merging shard stores: the rows of several files of one sweep become one
 * row per cell. An `ok` row beats an error row; between two of the same
 * kind the later one wins (by `timestamp_utc`, then by reading order), as a
 * resumed run's later row supersedes its earlier one. Rows of different
 * fingerprints are different configs, so they are never merged.
 */
import { UsageError } from "../errors.ts";
import type { StoredRow } from "../store/jsonl.ts";

/** Where a row was read: file and 1-based line. */
export interface RowOrigin {
  source: string;
  line: number;
}

/** A row and where it came from. */
export interface SourcedRow {
  row: StoredRow;
  origin: RowOrigin;
}

/**
 * Which of two rows of one cell to keep: the `ok` one, else the later one.
 * `later` was read after `earlier`.
 */
export function preferRow(earlier: StoredRow, later: StoredRow): StoredRow {
  const okEarlier = earlier.status === "ok";
  const okLater = later.status === "ok";
  if (okEarlier !== okLater) return okLater ? later : earlier;
  const tEarlier = typeof earlier.timestamp_utc === "string"
    ? earlier.timestamp_utc
    : "";
  const tLater = typeof later.timestamp_utc === "string"
    ? later.timestamp_utc
    : "";
  return tEarlier > tLater ? earlier : later;
}

/** The fingerprint parts that differ between two rows, for the message. */
function differingParts(a: StoredRow, b: StoredRow): string[] {
  const partsA = (a.fingerprint_parts ?? {}) as Record<string, unknown>;
  const partsB = (b.fingerprint_parts ?? {}) as Record<string, unknown>;
  const names = new Set([...Object.keys(partsA), ...Object.keys(partsB)]);
  return [...names].filter((name) => partsA[name] !== partsB[name]).sort();
}

/** What a merge kept and what it saw. */
export interface MergeResult {
  /** One row per cell, in order of each cell's first appearance. */
  rows: StoredRow[];
  fingerprint: string | null;
  /** Rows read in all. */
  read: number;
  /** Rows dropped because another row of the same cell won. */
  superseded: number;
}

/**
 * Merges rows, one per cell. Mixed fingerprints are a `UsageError` naming
 * both rows' files and lines and the parts of the config that differ.
 */
export async function mergeRows(
  rows: AsyncIterable<SourcedRow>,
): Promise<MergeResult> {
  const byCell = new Map<string, StoredRow>();
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
    const held = byCell.get(row.cell_id);
    byCell.set(row.cell_id, held === undefined ? row : preferRow(held, row));
  }
  return {
    rows: [...byCell.values()],
    fingerprint: first?.row.fingerprint ?? null,
    read,
    superseded: read - byCell.size,
  };
}
