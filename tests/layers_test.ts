/**
 * The house's layering, checked on the code: every relative import in
 * `src/` (static, `export ... from` and dynamic `import()`) points down the
 * layer table of `docs/architecture.md`, or stays in its own
 * layer; every source file belongs to a layer of that table.
 */
import assert from "node:assert/strict";

const root = new URL("../", import.meta.url);

/** The layer table's paths, top first; paths on one row share a rank. */
async function layerTable(): Promise<{ path: string; rank: number }[]> {
  const page = await Deno.readTextFile(new URL("docs/architecture.md", root));
  // The table whose header starts `| layer`, to its last row.
  const section = /^\| layer [^\n]*\n(?:\|[^\n]*\n)*/m.exec(page)?.[0];
  assert.ok(section, "docs/architecture.md has a layer table");
  const layers: { path: string; rank: number }[] = [];
  let rank = 0;
  for (const line of section.split("\n")) {
    const cells = line.split("|");
    if (cells.length < 4) continue;
    const paths = [...cells[2]!.matchAll(/`(src\/[^`]*)`/g)].map((m) => m[1]!);
    if (paths.length === 0) continue;
    for (const path of paths) layers.push({ path, rank });
    rank++;
  }
  assert.ok(rank >= 5, "docs/architecture.md's layer table has the layers");
  return layers;
}

/** Every .ts and .js file under `dir` (relative to the repository). */
async function sourceFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for await (const entry of Deno.readDir(new URL(dir, root))) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) files.push(...await sourceFiles(path));
    else if (/\.(ts|js)$/.test(entry.name)) files.push(path);
  }
  return files;
}

/** Relative import specifiers of a module's text, resolved from `file`. */
function importsOf(file: string, text: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;
  for (const match of text.matchAll(pattern)) {
    const url = new URL(match[1]!, new URL(file, root));
    found.push(url.pathname.slice(root.pathname.length));
  }
  return found;
}

function rankOf(
  file: string,
  layers: { path: string; rank: number }[],
): number | undefined {
  let best: { path: string; rank: number } | undefined;
  for (const layer of layers) {
    const inside = layer.path.endsWith("/")
      ? file.startsWith(layer.path)
      : file === layer.path;
    if (inside && (!best || layer.path.length > best.path.length)) {
      best = layer;
    }
  }
  return best?.rank;
}

Deno.test("every source file belongs to a layer of docs/architecture.md's table", async () => {
  const layers = await layerTable();
  const outside = (await sourceFiles("src")).filter((file) =>
    rankOf(file, layers) === undefined
  );
  assert.deepEqual(outside, []);
});

Deno.test("imports in src/ point only down docs/architecture.md's layer table", async () => {
  const layers = await layerTable();
  const upward: string[] = [];
  for (const file of await sourceFiles("src")) {
    const from = rankOf(file, layers);
    const text = await Deno.readTextFile(new URL(file, root));
    for (const target of importsOf(file, text)) {
      if (!target.startsWith("src/")) continue;
      const to = rankOf(target, layers);
      if (from === undefined || to === undefined || to < from) {
        upward.push(`${file} -> ${target}`);
      }
    }
  }
  assert.deepEqual(upward, []);
});

Deno.test("the layer check sees static, re-exported and dynamic imports", () => {
  const text = [
    'import { a } from "../runner/plan.ts";',
    'export type { B } from "./b.ts";',
    'const c = await import("../cli/run.ts");',
    'import "node:fs";',
  ].join("\n");
  assert.deepEqual(importsOf("src/tasks/x.ts", text), [
    "src/runner/plan.ts",
    "src/tasks/b.ts",
    "src/cli/run.ts",
  ]);
});
