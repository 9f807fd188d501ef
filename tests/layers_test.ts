/**
 * The house's layering, checked on the code: every relative import in
 * `src/` (static, `export ... from` and dynamic `import()`) points down the
 * layer table of `docs/architecture.md`, or stays in its own
 * layer; every source file belongs to a layer of that table; and no file
 * reaches itself through its imports (no circle, inside a layer either).
 */
import assert from "node:assert/strict";
import { sourceFiles } from "./support/source_files.ts";

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
  const outside = (await sourceFiles("src", (name) => /\.(ts|js)$/.test(name)))
    .filter((file) => rankOf(file, layers) === undefined);
  assert.deepEqual(outside, []);
});

Deno.test("imports in src/ point only down docs/architecture.md's layer table", async () => {
  const layers = await layerTable();
  const upward: string[] = [];
  for (
    const file of await sourceFiles("src", (name) => /\.(ts|js)$/.test(name))
  ) {
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

/**
 * The import circles of a graph (file to the files it imports): each
 * strongly connected component of more than one file, or a file importing
 * itself, as its files sorted. Tarjan's algorithm, iterative so a deep
 * chain cannot overflow the stack.
 */
function importCircles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; edge: number }[] = [{ file: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = (graph.get(frame.file) ?? []).filter((t) => graph.has(t));
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(
            frame.file,
            Math.min(low.get(frame.file)!, index.get(target)!),
          );
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) {
        low.set(
          parent.file,
          Math.min(low.get(parent.file)!, low.get(frame.file)!),
        );
      }
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      if (component.length > 1 || targets.includes(frame.file)) {
        circles.push(component.sort());
      }
    }
  }
  return circles;
}

Deno.test("no import circle in src/, type-only imports included, inside a layer too", async () => {
  const graph = new Map<string, string[]>();
  for (
    const file of await sourceFiles("src", (name) => /\.(ts|js)$/.test(name))
  ) {
    const text = await Deno.readTextFile(new URL(file, root));
    graph.set(file, importsOf(file, text));
  }
  assert.deepEqual(importCircles(graph), []);
});

Deno.test("the circle check finds circles of one, two and three files", () => {
  const graph = new Map<string, string[]>([
    ["a.ts", ["b.ts"]],
    ["b.ts", ["c.ts", "x.ts"]],
    ["c.ts", ["a.ts"]],
    ["d.ts", ["e.ts"]],
    ["e.ts", ["d.ts"]],
    ["f.ts", ["f.ts"]],
    ["g.ts", ["a.ts", "outside.ts"]],
    ["x.ts", []],
  ]);
  assert.deepEqual(
    importCircles(graph).map((c) => c.join(" ")).sort(),
    ["a.ts b.ts c.ts", "d.ts e.ts", "f.ts"],
  );
});
