/**
 * A data file a task's parameters name (`Task.dataFiles`): the key that
 * names it, how it is read, what its family checks of it, and the
 * revisions the family knows. `validate` reads and checks each one; its
 * digest goes into the run's fingerprint.
 *
 * @module
 */
import type { DataFile, DataFileOptions } from "./data_file.ts";

/** A revision of a file a family knows, by its SHA-256. */
export interface KnownRevision {
  sha256: string;
  /** What it is, for the mismatch's message ("RULER's LFS file of c3f5e3b"). */
  name: string;
}

/** A data file a run reads. */
export interface DataFileUse extends DataFileOptions {
  path: string;
  /**
   * The revisions the family knows: a file that is none of them is
   * refused, saying what was found and what was expected. Absent: any.
   */
  pins?: readonly KnownRevision[];
  /**
   * Problems with the file's content (one line each, naming the file);
   * may throw a `UsageError` instead.
   */
  check?(file: DataFile): string[];
  /**
   * False when the digest is in the fingerprint already (a haystack's
   * descriptor records it): the fingerprint then stays as it was.
   */
  fingerprint?: boolean;
}

/**
 * Why `file` is none of the revisions `pins` knows, or `undefined` when it
 * is one (or none are pinned).
 */
export function pinMismatch(
  file: DataFile,
  what: string,
  pins: readonly KnownRevision[] | undefined,
): string | undefined {
  if (pins === undefined || pins.length === 0) return undefined;
  if (pins.some((pin) => pin.sha256 === file.sha256)) return undefined;
  const known = pins.map((pin) => `${pin.name} (sha256 ${pin.sha256})`)
    .join(" or ");
  return `${what}: "${file.path}" has sha256 ${file.sha256}, not a revision this family knows; expected ${known}`;
}
