/**
 * `niah-manifest.json`, the record `niah data get` (or `data manifest`,
 * for files a user already has) writes beside a hub dataset's files: the
 * repo, the revision, the endpoint (never a token), and each file's path,
 * size and SHA-256. A family reads it with {@link readHubManifest} and
 * checks each file it read with {@link checkManifestFile}, so a run can
 * record the revision and the hashes of what it read; see docs/datasets.md.
 *
 * @module
 */
import { UsageError } from "../errors.ts";

/** The manifest's file name, in the dataset's folder. */
export const MANIFEST_NAME = "niah-manifest.json";

/** One file of the dataset, as fetched or found. */
export interface ManifestFile {
  /** Its path in the repo (and under the folder), `/`-separated. */
  path: string;
  size: number;
  /** Lowercase hex. */
  sha256: string;
  /** When it was fetched or hashed (ISO 8601, UTC). */
  fetched_at: string;
}

/** What `niah-manifest.json` holds. */
export interface HubManifest {
  repo: string;
  /**
   * The commit the files came from; for files found on disk, the revision
   * the user named (or niah's pinned one), unchecked: `source` says so.
   */
  revision: string;
  /** "downloaded" by `data get`, or "as found" by `data manifest`. */
  source: "downloaded" | "as found";
  /** The hub it came from (`HF_ENDPOINT`), or null for files found on disk. */
  endpoint: string | null;
  files: ManifestFile[];
}

/** The manifest as written: two-space JSON and a final newline. */
export function manifestText(manifest: HubManifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

const HEX64 = /^[0-9a-f]{64}$/;

function validFile(value: unknown): value is ManifestFile {
  const file = value as Partial<ManifestFile> | null;
  return typeof file === "object" && file !== null &&
    typeof file.path === "string" && typeof file.size === "number" &&
    typeof file.sha256 === "string" && HEX64.test(file.sha256) &&
    typeof file.fetched_at === "string";
}

/** Whether `value` has a manifest's shape. */
function validManifest(value: unknown): value is HubManifest {
  const m = value as Partial<HubManifest> | null;
  return typeof m === "object" && m !== null && typeof m.repo === "string" &&
    typeof m.revision === "string" &&
    (m.source === "downloaded" || m.source === "as found") &&
    Array.isArray(m.files) && m.files.every(validFile);
}

/**
 * The manifest in `dir`; a one-line `UsageError` when it is missing (with
 * how to make one) or not a manifest.
 */
export async function readHubManifest(dir: string): Promise<HubManifest> {
  const path = `${dir.replace(/\/+$/, "")}/${MANIFEST_NAME}`;
  let text: string;
  try {
    text = await Deno.readTextFile(path);
  } catch (error) {
    throw new UsageError(
      `Cannot read the dataset manifest "${path}": ${
        error instanceof Deno.errors.NotFound
          ? "there is none (niah data get <repo> --out DIR writes one; for files you have, niah data manifest DIR --repo <repo>)"
          : (error as Error).message
      }`,
      { cause: error },
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!validManifest(parsed)) {
    throw new UsageError(
      `Cannot read the dataset manifest "${path}": expected niah's manifest (repo, revision, source, files with path, size, sha256)`,
    );
  }
  return parsed;
}

/**
 * The manifest's entry for the file at `path` (relative to the dataset's
 * folder) whose bytes hash to `sha256`; a one-line `UsageError` when the
 * manifest has no such file or records another hash.
 */
export function checkManifestFile(
  manifest: HubManifest,
  path: string,
  sha256: string,
): ManifestFile {
  const entry = manifest.files.find((file) => file.path === path);
  if (entry === undefined) {
    throw new UsageError(
      `The dataset file "${path}" is not in ${manifest.repo}'s manifest (${MANIFEST_NAME}); run niah data manifest on its folder again`,
    );
  }
  if (entry.sha256 !== sha256) {
    throw new UsageError(
      `The dataset file "${path}" has sha256 ${sha256}, but ${manifest.repo}'s manifest records ${entry.sha256} (revision ${manifest.revision}): the file changed since; fetch it again with niah data get`,
    );
  }
  return entry;
}

/** What a row records of a file read from a folder without a manifest. */
const NO_MANIFEST = "no manifest";

/** Manifests read, by folder and the manifest's stat. */
const manifests = new Map<string, Promise<HubManifest>>();

/**
 * The revision a run records for the dataset file at `path` (relative to
 * `dir`, `/`-separated) whose bytes hash to `sha256`: the commit of `dir`'s
 * manifest when `data get` downloaded it, `<revision>, as found, unchecked`
 * when `data manifest` recorded files the user had, `no manifest` when the
 * folder has none; a file the manifest does not list, or lists with
 * another hash, is refused in one line (`checkManifestFile`).
 */
export async function recordedRevision(
  dir: string,
  path: string,
  sha256: string,
): Promise<string> {
  const folder = dir.replace(/\/+$/, "") || "/";
  let info: Deno.FileInfo;
  try {
    info = await Deno.stat(`${folder}/${MANIFEST_NAME}`);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return NO_MANIFEST;
    throw error;
  }
  // A run asks once per cell: the manifest is read again only when it
  // changed (another size or modification time).
  const key = JSON.stringify([
    folder,
    info.mtime?.getTime() ?? null,
    info.size,
  ]);
  let read = manifests.get(key);
  if (read === undefined) {
    read = readHubManifest(folder);
    manifests.set(key, read);
    read.catch(() => manifests.delete(key));
  }
  const manifest = await read;
  checkManifestFile(manifest, path, sha256);
  return manifest.source === "downloaded"
    ? manifest.revision
    : `${manifest.revision}, as found, unchecked`;
}
