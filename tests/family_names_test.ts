/**
 * Nothing outside `src/tasks/` names a family or a task: no string literal
 * of `src/` outside it is a registered family's name, task type or imported
 * row type, and no code there compares a `task_type` with a literal.
 * The registry is how the rest of niah learns what a family does.
 */
import assert from "node:assert/strict";
import { loadAllFamilies, registeredFamilies } from "../src/tasks/registry.ts";
import { sourceFiles } from "./support/source_files.ts";

await loadAllFamilies();

const root = new URL("../", import.meta.url);

/**
 * Every name a family is known by, but "niah": the NIAH family's name is
 * also the tool's and a style's, which every layer may say.
 */
function familyNames(): Set<string> {
  const names = registeredFamilies().flatMap((family) => [
    family.name,
    ...family.tasks.map((task) => task.type),
    ...family.importedTypes ?? [],
  ]);
  return new Set(names.filter((name) => name !== "niah"));
}

/** `text` without its comments (roughly: block and line comments). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

Deno.test("no file of src/ outside src/tasks/ names a family or tests task_type", async () => {
  const names = familyNames();
  const found: string[] = [];
  const files = (await sourceFiles("src", (name) => name.endsWith(".ts")))
    .filter((file) => !file.startsWith("src/tasks/"));
  for (const file of files) {
    const text = code(await Deno.readTextFile(new URL(file, root)));
    for (const match of text.matchAll(/(["'`])([a-z_0-9]+)\1/g)) {
      if (names.has(match[2]!)) found.push(`${file}: ${match[0]}`);
    }
    const literal =
      /task_type\s*[!=]==\s*["'`]|["'`]\s*[!=]==\s*[\w.]*task_type/g;
    for (const match of text.matchAll(literal)) {
      found.push(`${file}: ${match[0]}`);
    }
  }
  assert.deepEqual(found, []);
});
