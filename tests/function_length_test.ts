/**
 * No function in `src/` is longer than about 80 lines: every function with
 * a body (declaration, method, accessor, constructor, arrow, function
 * expression) spans at most {@link MAX_LINES} lines, first to last, nested
 * functions counted in their parent. Word lists are data at module level,
 * not functions, so they never count. Parsed with the TypeScript compiler's
 * own parser, so strings, comments and template literals cannot confuse it.
 */
import assert from "node:assert/strict";
import { sourceFiles } from "./support/source_files.ts";
import ts from "typescript";

/** The most lines a function may span. */
const MAX_LINES = 80;

/**
 * Functions not split yet, by `file name`, and why. Each must still be
 * over the limit (the test says when one can go), so this list only
 * shrinks; it is meant to end empty.
 */
const NOT_YET_SPLIT: ReadonlyMap<string, string> = new Map([]);

const root = new URL("../", import.meta.url);

/** A function's name as the allow-list spells it. */
function nameOf(node: ts.FunctionLikeDeclaration, file: ts.SourceFile): string {
  const owner = ts.isClassLike(node.parent) && node.parent.name
    ? `${node.parent.name.text}.`
    : "";
  if (ts.isConstructorDeclaration(node)) return `${owner}constructor`;
  if (node.name) return `${owner}${node.name.getText(file)}`;
  const parent = node.parent;
  if (
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent)) && parent.name
  ) {
    return parent.name.getText(file);
  }
  const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
  return `<anonymous at line ${line + 1}>`;
}

/** Each function of `text` with a body, and the lines it spans. */
function functionSpans(
  path: string,
  text: string,
): { name: string; lines: number }[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const spans: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file));
      const last = file.getLineAndCharacterOfPosition(node.getEnd());
      spans.push({
        name: nameOf(node as ts.FunctionLikeDeclaration, file),
        lines: last.line - first.line + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return spans;
}

/** The functions of `src/` over the limit, as `file name (lines)`. */
async function longFunctions(): Promise<Map<string, number>> {
  const long = new Map<string, number>();
  for (
    const path of await sourceFiles(
      "src",
      (name) => name.endsWith(".ts") && !name.endsWith(".d.ts"),
    )
  ) {
    const text = await Deno.readTextFile(new URL(path, root));
    for (const { name, lines } of functionSpans(path, text)) {
      if (lines > MAX_LINES) long.set(`${path} ${name}`, lines);
    }
  }
  return long;
}

Deno.test(`no function in src/ spans more than ${MAX_LINES} lines`, async () => {
  const long = await longFunctions();
  const over = [...long].filter(([key]) => !NOT_YET_SPLIT.has(key))
    .map(([key, lines]) => `${key} (${lines} lines)`);
  assert.deepEqual(over, [], "split these functions");
  const split = [...NOT_YET_SPLIT.keys()].filter((key) => !long.has(key));
  assert.deepEqual(split, [], "these are split now: take them off the list");
});

Deno.test("the length check measures each function, nested ones in their parent", () => {
  const text = [
    "export function outer(a: number) {", // 1
    "  const inner = (b: number) => {", // 2
    "    return b;", // 3
    "  };", // 4
    "  return inner(a);", // 5
    "}", // 6
    "class Box {", // 7
    "  constructor() {}", // 8
    "  get size() {", // 9
    "    return 1;", // 10
    "  }", // 11
    "}", // 12
    "const list = [`}`, '{', function () {", // 13
    "}];", // 14
    "declare function bare(): void;", // 15: no body, no span
  ].join("\n");
  assert.deepEqual(functionSpans("x.ts", text), [
    { name: "outer", lines: 6 },
    { name: "inner", lines: 3 },
    { name: "Box.constructor", lines: 1 },
    { name: "Box.size", lines: 3 },
    { name: "<anonymous at line 13>", lines: 2 },
  ]);
});
