/**
 * What a row of a hub dataset's family (MRCR, Graphwalks) records of the
 * file it was built from, and what `report` prints of it: the file's path
 * in the dataset (`dataset_file`), the revision its folder's manifest
 * names (`dataset_revision`: the commit `data get` downloaded, `<rev>, as
 * found, unchecked`, or `no manifest`; `data/hub_manifest.ts`), beside the
 * file's SHA-256 (`file_sha256`), which every such row records whatever
 * the folder holds.
 *
 * @module
 */
import { recordedRevision } from "../data/hub_manifest.ts";
import type { ResultRow } from "../report/read/read_results.ts";

/** What a row's metadata records of its dataset file. */
interface FileProvenance {
  dataset_file: string;
  dataset_revision: string;
}

/** `path` relative to the dataset folder `dir` (as given, when outside it). */
function relativeTo(dir: string, path: string): string {
  const folder = `${dir.replace(/\/+$/, "")}/`;
  return path.startsWith(folder)
    ? path.slice(folder.length).replace(/^\/+/, "")
    : path;
}

/** The provenance of the file at `path` of the dataset folder `dir`. */
export async function fileProvenance(
  dir: string,
  path: string,
  sha256: string,
): Promise<FileProvenance> {
  const dataset_file = relativeTo(dir, path);
  return {
    dataset_file,
    dataset_revision: await recordedRevision(dir, dataset_file, sha256),
  };
}

/** How many hex digits of a file's SHA-256 the report prints. */
const SHORT = 12;

/**
 * The report's lines of the dataset revisions and files `rows` were built
 * from, in first-seen order: `  dataset revision: …` and `  dataset files
 * (sha256, first 12 hex): <file> <hash>, …`; rows written before runs
 * recorded the revision say `not recorded`.
 */
export function provenanceLines(rows: readonly ResultRow[]): string[] {
  const revisions = new Set<string>();
  const files = new Set<string>();
  for (const row of rows) {
    const meta = (row.needle_metadata ?? {}) as Record<string, unknown>;
    const sha = meta["file_sha256"];
    if (typeof sha !== "string") continue;
    const revision = meta["dataset_revision"];
    revisions.add(typeof revision === "string" ? revision : "not recorded");
    const file = meta["dataset_file"] ?? meta["file"];
    const hash = sha.slice(0, SHORT);
    files.add(`${typeof file === "string" ? `${file} ` : ""}${hash}`);
  }
  if (files.size === 0) return [];
  return [
    `  dataset revision: ${[...revisions].join("; ")}`,
    `  dataset files (sha256, first ${SHORT} hex): ${[...files].join(", ")}`,
  ];
}
