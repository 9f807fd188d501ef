/**
 * The permissions a run's scope gets: the network of its endpoints only
 * (every host of an endpoint pool; none for the fake provider), writes in
 * the store's folder only (the store, its lock, ledger and state files sit
 * beside it), and the reads and environment of niah itself. The run's
 * network work (the SDKs, the tokenizers, every dependency a cell touches)
 * runs in a worker under this set (`scope_call.ts`), so Deno refuses any
 * other host with `NotCapable`, redirects included; the providers' host
 * guard stays the friendly first line. `run --dry-run` prints the set.
 *
 * Reads and the environment stay niah's own: the worker reads the configs
 * and corpora the loader found and imports modules lazily (tokenizers,
 * SDKs) from Deno's cache or the binary, and SDKs read variables of their
 * own; with the network scoped, neither can leave but to the endpoints.
 *
 * @module
 */
import { httpUrlSchema } from "../../config/model_config.ts";
import { namedProxy } from "../../providers/proxy.ts";
import type { RunScopeSource } from "../load/run_scope.ts";
import { terminalText } from "../../report/render/terminal_text.ts";
import { realStorePath } from "../../store/lock_probe.ts";

/** What a run's scope may do beyond computing. */
interface RunPermissions {
  /** Hosts (`host` or `host:port`, as URLs write them) it may connect to. */
  net: string[];
  /**
   * The host (`host:port`) of the proxy named for niah (`client.proxy`,
   * NIAH_PROXY) that requests go through; it is in `net` too.
   */
  proxy?: string;
  /** Folders it may write in (absolute). */
  write: string[];
}

/** The host of `url` (`host:port` unless the port is the default). */
function hostOf(url: string): string | undefined {
  return httpUrlSchema.safeParse(url).success ? new URL(url).host : undefined;
}

/**
 * The endpoints a run may reach: `client.base_urls` (a pool), else
 * `client.base_url`, the variable `client.base_url_env` names, or the
 * provider's default. A variable that is unset or not a URL gives none:
 * the run itself then stops with the key's or endpoint's own error.
 */
function endpointHosts(
  loaded: RunScopeSource,
  env: (name: string) => string | undefined,
): string[] {
  const { client } = loaded.model;
  const fromEnv = client.base_url_env === undefined
    ? undefined
    : env(client.base_url_env)?.trim();
  const urls = client.base_urls ??
    [client.base_url ?? fromEnv ?? loaded.provider.defaultBaseURL];
  const hosts = urls.flatMap((url) => {
    const host = url === undefined ? undefined : hostOf(url);
    return host === undefined ? [] : [host.toLowerCase()];
  });
  return [...new Set(hosts)];
}

/** The folder of the absolute `path`. */
function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf("/")) || "/";
}

/**
 * The folders a store's files go in: its own, as written, and the one its
 * real path is in (a link to a store elsewhere: the lock sits beside the
 * real file, `store/lock_probe.ts`).
 */
async function storeFolders(path: string, cwd: string): Promise<string[]> {
  const absolute = path.startsWith("/") ? path : `${cwd}/${path}`;
  const real = await realStorePath(absolute);
  return [...new Set([folderOf(absolute), folderOf(real)])];
}

/** The permissions of `loaded`'s run (its store's folder, its endpoints). */
export async function runPermissions(
  loaded: RunScopeSource,
  env: (name: string) => string | undefined,
): Promise<RunPermissions> {
  const net = endpointHosts(loaded, env);
  const proxyURL = namedProxy(loaded.model.client, env);
  const proxy = proxyURL === undefined ? undefined : hostOf(proxyURL);
  return {
    net: proxy === undefined ? net : [...new Set([...net, proxy])],
    ...(proxy === undefined ? {} : { proxy }),
    write: await storeFolders(loaded.storePath, Deno.cwd()),
  };
}

/**
 * Whether this thread holds what `permissions` ask (a worker never gets
 * more): when it does not (`--allow-net` narrower than the endpoints), the
 * run stays in this thread, where Deno refuses them and the host guard
 * words it.
 */
export function heldHere(permissions: RunPermissions): boolean {
  const granted = (descriptor: Deno.PermissionDescriptor) =>
    Deno.permissions.querySync(descriptor).state === "granted";
  return permissions.net.every((host) => granted({ name: "net", host })) &&
    permissions.write.every((path) => granted({ name: "write", path }));
}

/** The set as one line (no newline), for `run --dry-run`. */
export function describePermissions(permissions: RunPermissions): string {
  const quoted = (list: string[]) => list.map((x) => `"${x}"`).join(", ");
  const { proxy } = permissions;
  const endpoints = permissions.net.filter((host) => host !== proxy);
  const net = endpoints.length > 0
    ? `net ${quoted(endpoints)}${
      proxy === undefined ? "" : ` via proxy ${quoted([proxy])}`
    }`
    : "no net";
  return terminalText(
    `permissions: ${net}; write ${
      quoted(permissions.write)
    }; read and env as niah's; no run, ffi or sys`,
  );
}

/** The set as a worker's `deno.permissions` option. */
export function workerPermissions(
  permissions: RunPermissions,
): Deno.PermissionOptionsObject {
  return {
    net: permissions.net.length > 0 ? permissions.net : false,
    write: permissions.write,
    read: "inherit",
    env: "inherit",
    import: "inherit",
    run: false,
    ffi: false,
    sys: false,
  };
}

/**
 * The set of a worker that only sends to `hosts` (a webhook's post): no
 * reads, writes, environment, subprocesses or imports.
 */
export function networkOnly(hosts: string[]): Deno.PermissionOptionsObject {
  return {
    net: hosts,
    read: false,
    write: false,
    env: false,
    import: false,
    run: false,
    ffi: false,
    sys: false,
  };
}
