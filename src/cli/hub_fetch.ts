/**
 * `niah data get`'s network side, run in a worker whose Deno permissions
 * allow the hub's host (and the hosts `--allow-host` adds) alone
 * (`data_get.ts`): lists the repo's files at a revision through the hub's
 * API, downloads the ones the family reads from `resolve/`, resuming a
 * `<file>.incomplete` with a `Range` request, and checks each file's size
 * and, where the hub gives it (`X-Linked-Etag`, `ETag`), its SHA-256.
 * Redirects are followed by hand, only to hosts the user allowed; the
 * token goes to the hub's host alone and never into a message.
 *
 * @module
 */
import { createHash } from "node:crypto";
import { messageOf, UsageError } from "../errors.ts";
import type { ManifestFile } from "../data/hub_manifest.ts";
import type { ScopeIo } from "../runner/scope/scope_call.ts";

/** What the worker gets. */
export interface HubFetchRequest {
  /** The hub, no trailing slash (`HF_ENDPOINT`). */
  endpoint: string;
  repo: string;
  revision: string;
  /** The repo's paths to fetch, as the family declares them (globs). */
  patterns: readonly string[];
  /** Absolute folder the files go in. */
  outDir: string;
  token: string | undefined;
  /** Hosts (`host[:port]`) a redirect may lead to: the hub's and `--allow-host`'s. */
  hosts: readonly string[];
}

/** What the worker answers. */
export interface HubFetchResult {
  /** The commit the hub resolved the revision to. */
  revision: string;
  files: ManifestFile[];
}

/** The marker of a progress line the worker sends the command's thread. */
export const PROGRESS_MARK = "\u0000niah-bytes ";

/** A progress event: bytes of `path` done so far out of `total`. */
export interface ByteProgress {
  path: string;
  done: number;
  total: number | null;
}

/** A commit's name: 40 hex digits. */
const COMMIT = /^[0-9a-f]{40}$/;

/** How many times one file's download is resumed within one command. */
const ATTEMPTS = 3;

/** `text` with the token (if any) blotted out. */
export function redact(text: string, token: string | undefined): string {
  return token ? text.replaceAll(token, "<HF_TOKEN>") : text;
}

/** `glob` as a whole-path pattern (`**` crosses folders, `*` and `?` do not). */
function globPattern(glob: string): RegExp {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === "*" && glob[i + 1] === "*") {
      const slash = glob[i + 2] === "/";
      source += slash ? "(?:.*/)?" : ".*";
      i += slash ? 2 : 1;
    } else if (c === "*") source += "[^/]*";
    else if (c === "?") source += "[^/]";
    else source += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

class HubClient {
  readonly #request: HubFetchRequest;
  readonly #io: ScopeIo;
  readonly #hubHost: string;

  constructor(request: HubFetchRequest, io: ScopeIo) {
    this.#request = request;
    this.#io = io;
    this.#hubHost = new URL(request.endpoint).host;
  }

  /** A one-line error, the token blotted out. */
  fail(message: string, cause?: unknown): UsageError {
    return new UsageError(redact(message, this.#request.token), { cause });
  }

  /**
   * GETs `url`, following redirects to allowed hosts only. The hub's
   * `X-Linked-*` headers (an LFS file's SHA-256 and size) come on its
   * redirect to the CDN, not on the CDN's answer: `linked` keeps them.
   */
  async get(
    url: string,
    headers: Record<string, string> = {},
    linked: Headers = new Headers(),
  ): Promise<Response> {
    for (let hop = 0; hop < 10; hop++) {
      const host = new URL(url).host;
      if (!this.#request.hosts.includes(host)) {
        throw this.fail(
          `The hub sent niah to ${host}, which it may not reach (it may reach ${
            this.#request.hosts.join(", ")
          }): allow it with niah data get --allow-host ${host}`,
        );
      }
      const sent = new Headers(headers);
      const { token } = this.#request;
      if (token && host === this.#hubHost) {
        sent.set("Authorization", `Bearer ${token}`);
      }
      let response: Response;
      try {
        response = await fetch(url, {
          headers: sent,
          redirect: "manual",
          signal: this.#io.signal,
        });
      } catch (error) {
        if (this.#io.signal.aborted) throw this.#io.signal.reason;
        throw this.fail(
          `The hub at ${this.#request.endpoint} is out of reach (${
            messageOf(error)
          }); set HF_ENDPOINT to a mirror, or fetch the files another way (huggingface-cli download ${this.#request.repo}) and run niah data manifest DIR --repo ${this.#request.repo}`,
          error,
        );
      }
      for (const name of ["x-linked-etag", "x-linked-size"]) {
        const value = response.headers.get(name);
        if (value !== null && !linked.has(name)) linked.set(name, value);
      }
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) {
        return response;
      }
      await response.body?.cancel();
      url = new URL(location, url).href;
    }
    throw this.fail(`The hub redirected ${this.#request.repo} too many times`);
  }

  /** A one-line error for a refused request. */
  async refused(response: Response, what: string): Promise<UsageError> {
    await response.body?.cancel();
    const { repo, revision, token } = this.#request;
    const status = `HTTP ${response.status}`;
    if (response.status === 401 || response.status === 403) {
      return this.fail(
        `The hub refused ${what} of ${repo} (${status}): ${
          token
            ? "the token in HF_TOKEN may not read it"
            : "set HF_TOKEN to a token that may read it"
        }`,
      );
    }
    if (response.status === 404) {
      return this.fail(
        `The hub has no ${what} of ${repo} at revision "${revision}" (${status}); check the repo and --revision`,
      );
    }
    return this.fail(`The hub answered ${status} for ${what} of ${repo}`);
  }

  /** The commit and the wanted paths of the repo at the revision. */
  async list(): Promise<{ commit: string; paths: string[] }> {
    const { endpoint, repo, revision, patterns } = this.#request;
    const response = await this.get(
      `${endpoint}/api/datasets/${repo}/revision/${
        encodeURIComponent(revision)
      }`,
    );
    if (!response.ok) throw await this.refused(response, "the file list");
    const body = await response.json().catch(() => null) as {
      sha?: unknown;
      siblings?: { rfilename?: unknown }[];
    } | null;
    if (!body || !Array.isArray(body.siblings)) {
      throw this.fail(
        `The hub's file list of ${repo} is not one (no siblings)`,
      );
    }
    const globs = patterns.map(globPattern);
    const paths = body.siblings.flatMap((s) =>
      typeof s.rfilename === "string" &&
        globs.some((glob) => glob.test(s.rfilename as string))
        ? [s.rfilename]
        : []
    );
    const commit = typeof body.sha === "string" ? body.sha : revision;
    if (!COMMIT.test(commit)) {
      // A branch or tag the hub did not resolve: the manifest would record
      // a name whose files change, not the commit they came from.
      throw this.fail(
        `The hub did not say which commit "${revision}" of ${repo} is (no sha in its file list); name a commit with --revision`,
      );
    }
    return { commit, paths };
  }

  /** Fetches `path` into the folder, resuming; its manifest entry. */
  async file(commit: string, path: string): Promise<ManifestFile> {
    const target = `${this.#request.outDir}/${path}`;
    const partial = `${target}.incomplete`;
    await Deno.mkdir(target.slice(0, target.lastIndexOf("/")), {
      recursive: true,
    });
    let expected: Expected = { size: null, sha256: null };
    for (let attempt = 1;; attempt++) {
      try {
        expected = await this.download(commit, path, partial, expected);
        break;
      } catch (error) {
        if (error instanceof UsageError || this.#io.signal.aborted) {
          throw error;
        }
        if (attempt >= ATTEMPTS) {
          throw this.fail(
            `The download of ${path} broke off ${ATTEMPTS} times (${
              messageOf(error)
            }); run niah data get again to resume it`,
            error,
          );
        }
      }
    }
    return await this.verified(path, partial, target, expected);
  }

  /** Appends the rest of `path` to `partial`; what the hub says it is. */
  async download(
    commit: string,
    path: string,
    partial: string,
    known: Expected,
  ): Promise<Expected> {
    const have = await sizeOf(partial);
    const url =
      `${this.#request.endpoint}/datasets/${this.#request.repo}/resolve/${commit}/${
        path.split("/").map(encodeURIComponent).join("/")
      }`;
    const linked = new Headers();
    const response = await this.get(
      url,
      have > 0 ? { Range: `bytes=${have}-` } : {},
      linked,
    );
    if (response.status === 416) {
      await response.body?.cancel();
      if (known.size === have) return known;
      // Whole already (cut off before its check) or unknown past its end:
      // fetched again from the start, so its size and sha256 are checked.
      await Deno.remove(partial);
      return await this.download(commit, path, partial, known);
    }
    if (response.status !== 200 && response.status !== 206) {
      throw await this.refused(response, `the file ${path}`);
    }
    const expected = expectedOf(response, linked, have, known);
    const file = await Deno.open(partial, {
      write: true,
      create: true,
      append: response.status === 206,
      truncate: response.status === 200,
    });
    let done = response.status === 206 ? have : 0;
    try {
      for await (const chunk of response.body ?? []) {
        await writeAll(file, chunk);
        done += chunk.length;
        this.progress({ path, done, total: expected.size });
      }
    } finally {
      file.close();
    }
    return expected;
  }

  progress(event: ByteProgress): void {
    this.#io.err(`${PROGRESS_MARK}${JSON.stringify(event)}`);
  }

  /** Checks `partial` against `expected` and moves it onto `target`. */
  async verified(
    path: string,
    partial: string,
    target: string,
    expected: Expected,
  ): Promise<ManifestFile> {
    const { size, sha256 } = await hashFile(partial);
    if (expected.size !== null && size !== expected.size) {
      await Deno.remove(partial);
      throw this.fail(
        `The hub's ${path} came to ${size} bytes, not the ${expected.size} it announced; run niah data get again`,
      );
    }
    if (expected.sha256 !== null && sha256 !== expected.sha256) {
      await Deno.remove(partial);
      throw this.fail(
        `The hub's ${path} has sha256 ${sha256}, not the ${expected.sha256} the hub announced: refused (run niah data get again)`,
      );
    }
    await Deno.rename(partial, target);
    return { path, size, sha256, fetched_at: new Date().toISOString() };
  }
}

/** What the hub says a file is: its size and SHA-256, where it says. */
interface Expected {
  size: number | null;
  sha256: string | null;
}

/** The size and SHA-256 a response announces (or what was known before). */
function expectedOf(
  response: Response,
  linked: Headers,
  have: number,
  known: Expected,
) {
  const headers = response.headers;
  const etag = (linked.get("x-linked-etag") ?? headers.get("x-linked-etag") ??
    headers.get("etag") ?? "")
    .replace(/^W\//, "").replaceAll('"', "").toLowerCase();
  const total = headers.get("content-range")?.match(/\/(\d+)$/)?.[1];
  const length = headers.get("content-length");
  const size = linked.get("x-linked-size") ?? headers.get("x-linked-size") ??
    total ??
    (length === null
      ? null
      : String(Number(length) + (response.status === 206 ? have : 0)));
  return {
    size: size === null ? known.size : Number(size),
    sha256: /^[0-9a-f]{64}$/.test(etag) ? etag : known.sha256,
  };
}

async function writeAll(file: Deno.FsFile, bytes: Uint8Array): Promise<void> {
  for (let at = 0; at < bytes.length;) {
    at += await file.write(bytes.subarray(at));
  }
}

async function sizeOf(path: string): Promise<number> {
  try {
    return (await Deno.stat(path)).size;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return 0;
    throw error;
  }
}

/** The size and SHA-256 of the file at `path`, read in chunks. */
export async function hashFile(
  path: string,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash("sha256");
  let size = 0;
  const file = await Deno.open(path);
  try {
    for await (const chunk of file.readable) {
      hash.update(chunk);
      size += chunk.length;
    }
  } finally {
    try {
      file.close();
    } catch { /* closed by its stream */ }
  }
  return { size, sha256: hash.digest("hex") };
}

/** Lists and fetches the request's files; what it fetched. */
export async function fetchHubFiles(
  request: HubFetchRequest,
  io: ScopeIo,
): Promise<HubFetchResult> {
  const client = new HubClient(request, io);
  const { commit, paths } = await client.list();
  if (paths.length === 0) {
    throw client.fail(
      `The hub lists no file of ${request.repo} at "${request.revision}" that niah reads (${
        request.patterns.join(", ")
      })`,
    );
  }
  const files: ManifestFile[] = [];
  for (const path of paths) files.push(await client.file(commit, path));
  return { revision: commit, files };
}
