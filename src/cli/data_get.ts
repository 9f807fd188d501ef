/**
 * `niah data get <repo>`: downloads the files a family reads of a Hugging
 * Face hub dataset into a folder, at the revision niah pins (or
 * `--revision`'s), and writes `niah-manifest.json` beside them; and `niah
 * data manifest <dir> --repo <repo>`: the manifest of files a user already
 * has, marked "as found". The download runs in a worker whose Deno
 * permissions allow the hub's host (and `--allow-host`'s) alone and
 * writes in the output folder alone (`hub_fetch.ts`). Both then keep the
 * token counts of the rows of a family that bins by tokens
 * (`niah-token-counts.json`, tasks/token_counts.ts). docs/datasets.md.
 *
 * @module
 */
import cliProgress from "cli-progress";
import { UsageError } from "../errors.ts";
import {
  type HubManifest,
  MANIFEST_NAME,
  manifestText,
} from "../data/hub_manifest.ts";
import {
  callInScope,
  scopedWorkerOptions,
  type ScopeIo,
} from "../runner/scope/scope_call.ts";
import {
  findHubDataset,
  hubDatasets,
  loadAllFamilies,
} from "../tasks/registry.ts";
import type { HubDataset } from "../tasks/hub_dataset.ts";
import { TOKEN_COUNTS_NAME, writeTokenCounts } from "../tasks/token_counts.ts";
import { readDataFile } from "../data/data_file.ts";
import { writeFileAtomic } from "../store/atomic_write.ts";
import type { DataGetFlags, DataManifestFlags } from "./command_options.ts";
import type { CommandIo } from "./io.ts";
import {
  type ByteProgress,
  fetchHubFiles,
  hashFile,
  type HubFetchRequest,
  type HubFetchResult,
  PROGRESS_MARK,
  redact,
} from "./hub_fetch.ts";

const DEFAULT_ENDPOINT = "https://huggingface.co";

/** The dataset `repo` names; a one-line error listing the known ones. */
function datasetOf(repo: string): HubDataset {
  const dataset = findHubDataset(repo);
  if (dataset) return dataset;
  const known = hubDatasets().map((d) => d.repo);
  throw new UsageError(
    `Unknown dataset "${repo}": niah knows ${
      known.length > 0 ? known.join(", ") : "none yet"
    }`,
  );
}

/** The hub's address from `HF_ENDPOINT` (default the hub's), no trailing `/`. */
function endpointOf(io: CommandIo): string {
  const given = io.env("HF_ENDPOINT")?.trim() || DEFAULT_ENDPOINT;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new UsageError(`HF_ENDPOINT "${given}" is not a URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UsageError(`HF_ENDPOINT "${given}" is not an http(s) URL`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

function absolute(path: string): string {
  const joined = path.startsWith("/") ? path : `${Deno.cwd()}/${path}`;
  return joined.replace(/\/+$/, "") || "/";
}

/** The worker's permissions: the hosts' network, the folder's files. */
export function dataGetPermissions(
  hosts: readonly string[],
  outDir: string,
): Deno.PermissionOptionsObject {
  return {
    net: [...hosts],
    read: [outDir],
    write: [outDir],
    env: false,
    import: "inherit",
    run: false,
    ffi: false,
    sys: false,
  };
}

/** Whether this thread may give a worker `permissions`' network and folder. */
function heldHere(hosts: readonly string[], outDir: string): boolean {
  const granted = (descriptor: Deno.PermissionDescriptor) =>
    Deno.permissions.querySync(descriptor).state === "granted";
  return hosts.every((host) => granted({ name: "net", host })) &&
    granted({ name: "write", path: outDir }) &&
    granted({ name: "read", path: outDir });
}

/** Runs the download in the scoped worker (or here, when the thread holds less). */
async function fetchInScope(
  request: HubFetchRequest,
  io: ScopeIo,
): Promise<HubFetchResult> {
  if (!heldHere(request.hosts, request.outDir)) {
    return await fetchHubFiles(request, io);
  }
  const worker = new Worker(
    new URL("./data_get_worker.ts", import.meta.url),
    scopedWorkerOptions(dataGetPermissions(request.hosts, request.outDir)),
  );
  return await callInScope<HubFetchResult>(worker, request, io);
}

/** A byte bar on a terminal, a line per file elsewhere, nothing if quiet. */
function progressIo(io: CommandIo, quiet: boolean): ScopeIo & { stop(): void } {
  let bar: cliProgress.SingleBar | undefined;
  let current = "";
  const onProgress = (event: ByteProgress) => {
    if (quiet || !io.stderrIsTerminal) return;
    if (event.path !== current) {
      bar?.stop();
      current = event.path;
      bar = new cliProgress.SingleBar({
        format: `${event.path} [{bar}] {percentage}% {value}/{total} bytes`,
        hideCursor: false,
      }, cliProgress.Presets.shades_classic);
      bar.start(event.total ?? 0, 0);
    }
    bar?.update(event.done);
  };
  return {
    out: io.out,
    err: (line) => {
      if (line.startsWith(PROGRESS_MARK)) {
        onProgress(JSON.parse(line.slice(PROGRESS_MARK.length)));
      } else io.err(line);
    },
    signal: io.signal,
    stop: () => bar?.stop(),
  };
}

/** `niah data get <repo>`. */
export async function dataGetCommand(
  repo: string,
  options: DataGetFlags,
  io: CommandIo,
): Promise<void> {
  await loadAllFamilies();
  const dataset = datasetOf(repo);
  const endpoint = endpointOf(io);
  const token = io.env("HF_TOKEN")?.trim() || undefined;
  const revision = options.revision ?? dataset.revision;
  const outDir = absolute(options.out ?? dataset.defaultDir);
  const hosts = [
    ...new Set([new URL(endpoint).host, ...(options.allowHost ?? [])]),
  ];
  io.err(
    `niah data get: ${repo} at ${revision} from ${endpoint} into ${outDir} (network: ${
      hosts.join(", ")
    } only)`,
  );
  if (options.dryRun) return;
  await Deno.mkdir(outDir, { recursive: true });
  const scoped = progressIo(io, options.quiet ?? false);
  const request: HubFetchRequest = {
    endpoint,
    repo,
    revision,
    patterns: dataset.files,
    outDir,
    token,
    hosts,
  };
  let result: HubFetchResult;
  try {
    result = await fetchInScope(request, scoped);
  } catch (error) {
    if (error instanceof Error) error.message = redact(error.message, token);
    throw error;
  } finally {
    scoped.stop();
  }
  const manifest: HubManifest = {
    repo,
    revision: result.revision,
    source: "downloaded",
    endpoint,
    files: result.files,
  };
  await writeManifest(outDir, manifest);
  await keepTokenCounts(
    outDir,
    dataset,
    result.files.map((f) => f.path),
    io,
    "data get",
  );
  io.err(
    `niah data get: ${result.files.length} files of ${repo} at ${result.revision} in ${outDir}, with ${MANIFEST_NAME}`,
  );
}

async function writeManifest(dir: string, manifest: HubManifest) {
  await writeFileAtomic(
    `${dir}/${MANIFEST_NAME}`,
    manifestText(manifest),
    "the dataset manifest",
  );
}

/**
 * Counts the rows of the dataset's Parquet files among `paths` (relative
 * to `dir`) as its family bins them, and keeps the counts beside the
 * manifest (`niah-token-counts.json`), for a family that bins by tokens.
 */
async function keepTokenCounts(
  dir: string,
  dataset: HubDataset,
  paths: readonly string[],
  io: CommandIo,
  command: string,
): Promise<void> {
  const counter = dataset.rowCounter;
  const parquet = paths.filter((path) => path.endsWith(".parquet"));
  if (counter === undefined || parquet.length === 0) return;
  io.err(
    `niah ${command}: counting the o200k_base tokens of each row of ${parquet.length} files, kept in ${TOKEN_COUNTS_NAME}`,
  );
  await writeTokenCounts(
    dir,
    parquet,
    (path) =>
      readDataFile(path, { what: "the dataset file", maxBytes: 2 ** 30 }),
    counter,
    (line) => io.err(line),
  );
}

/** Every regular file under `dir` (relative paths), but niah's own. */
async function filesUnder(dir: string, prefix = ""): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of Deno.readDir(`${dir}/${prefix}`)) {
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory) found.push(...await filesUnder(dir, `${path}/`));
    else if (
      entry.isFile && path !== MANIFEST_NAME && path !== TOKEN_COUNTS_NAME &&
      !path.endsWith(".incomplete")
    ) found.push(path);
  }
  return found.sort();
}

/** `niah data manifest <dir> --repo <repo>`: the manifest of what is there. */
export async function dataManifestCommand(
  dir: string,
  options: DataManifestFlags,
  io: CommandIo,
): Promise<void> {
  await loadAllFamilies();
  if (options.repo === undefined) {
    throw new UsageError("niah data manifest needs --repo <owner/name>");
  }
  const dataset = datasetOf(options.repo);
  const folder = absolute(dir);
  let paths: string[];
  try {
    paths = await filesUnder(folder);
  } catch (error) {
    throw new UsageError(
      `Cannot list the dataset folder "${dir}": ${(error as Error).message}`,
      { cause: error },
    );
  }
  const files = [];
  for (const path of paths) {
    const { size, sha256 } = await hashFile(`${folder}/${path}`);
    files.push({ path, size, sha256, fetched_at: new Date().toISOString() });
  }
  await writeManifest(folder, {
    repo: dataset.repo,
    revision: options.revision ?? dataset.revision,
    source: "as found",
    endpoint: null,
    files,
  });
  await keepTokenCounts(folder, dataset, paths, io, "data manifest");
  io.err(
    `niah data manifest: ${files.length} files found in ${folder}, written to ${MANIFEST_NAME} (revision as found, unchecked)`,
  );
}
