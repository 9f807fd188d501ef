/**
 * The module graph Deno builds for an entry point (`deno info --json`),
 * with the questions the startup and compile tests ask of it: which
 * modules load before any code runs (static imports only), which are
 * reached through a dynamic `import()`, and whether any failed to resolve.
 */

const root = new URL("../../", import.meta.url);

/** One dependency edge, as `deno info --json` reports it. */
interface InfoDependency {
  specifier: string;
  code?: { specifier: string };
  isDynamic?: boolean;
}

/** One module of the graph. */
interface InfoModule {
  specifier: string;
  kind?: string;
  error?: string;
  npmPackage?: string;
  dependencies?: InfoDependency[];
}

/** A resolved module graph. */
export interface ModuleGraph {
  roots: string[];
  modules: Map<string, InfoModule>;
  redirects: Record<string, string>;
}

const graphs = new Map<string, Promise<ModuleGraph>>();

/**
 * The graph `deno info --json <entry>` reports (a path relative to the
 * repository), asked once per entry and test file: tests only read it.
 */
export function moduleGraph(entry: string): Promise<ModuleGraph> {
  let graph = graphs.get(entry);
  if (graph === undefined) {
    graph = denoInfo(entry);
    graphs.set(entry, graph);
  }
  return graph;
}

async function denoInfo(entry: string): Promise<ModuleGraph> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", entry],
    cwd: root,
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!output.success) {
    throw new Error(
      `deno info ${entry} failed: ${new TextDecoder().decode(output.stderr)}`,
    );
  }
  const info = JSON.parse(new TextDecoder().decode(output.stdout)) as {
    roots: string[];
    modules: InfoModule[];
    redirects: Record<string, string>;
  };
  return {
    roots: info.roots,
    modules: new Map(info.modules.map((m) => [m.specifier, m])),
    redirects: info.redirects,
  };
}

/** Follows redirects (`npm:x@1` -> `npm:/x@1`). */
export function resolved(graph: ModuleGraph, specifier: string): string {
  let current = specifier;
  for (let i = 0; i < 10 && graph.redirects[current] !== undefined; i++) {
    current = graph.redirects[current]!;
  }
  return current;
}

/** The file URL of a repository-relative path. */
export function fileUrl(path: string): string {
  return new URL(path, root).href;
}

/**
 * Modules loaded before any code runs from `entries` (repository-relative
 * paths or file URLs in the graph): the closure over static imports only,
 * not type-only imports nor dynamic `import()`.
 */
export function staticClosure(
  graph: ModuleGraph,
  entries: readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const stack = entries.map((e) =>
    resolved(graph, e.includes(":") ? e : fileUrl(e))
  );
  while (stack.length > 0) {
    const specifier = stack.pop()!;
    if (seen.has(specifier)) continue;
    seen.add(specifier);
    for (const dep of graph.modules.get(specifier)?.dependencies ?? []) {
      if (dep.isDynamic || dep.code === undefined) continue;
      stack.push(resolved(graph, dep.code.specifier));
    }
  }
  return seen;
}

/** The npm package names (no version) among `specifiers`. */
export function npmPackages(
  graph: ModuleGraph,
  specifiers: Iterable<string>,
): Set<string> {
  const names = new Set<string>();
  for (const specifier of specifiers) {
    const pkg = graph.modules.get(specifier)?.npmPackage ??
      /^npm:\/?((?:@[^/]+\/)?[^@/]+)/.exec(specifier)?.[1];
    if (pkg) names.add(pkg.replace(/^((?:@[^/]+\/)?[^@/]+)@.*$/, "$1"));
  }
  return names;
}

/** Every edge of the graph: who imports what, how, resolved to what. */
export function edges(graph: ModuleGraph): {
  from: string;
  written: string;
  to: string;
  dynamic: boolean;
}[] {
  const out = [];
  for (const module of graph.modules.values()) {
    for (const dep of module.dependencies ?? []) {
      if (dep.code === undefined) continue;
      out.push({
        from: module.specifier,
        written: dep.specifier,
        to: resolved(graph, dep.code.specifier),
        dynamic: dep.isDynamic === true,
      });
    }
  }
  return out;
}

/** Modules deno could not load (missing files, bad specifiers). */
export function brokenModules(graph: ModuleGraph): string[] {
  return [...graph.modules.values()]
    .filter((m) => m.error !== undefined)
    .map((m) => `${m.specifier}: ${m.error}`);
}
