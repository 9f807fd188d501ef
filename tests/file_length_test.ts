/**
 * No `.ts` file in `src/` is longer than {@link MAX_LINES} lines, data
 * included (word lists are text files beside their module, read with a
 * text import): a file over it holds more than one concept and is split
 * by concern.
 */
import assert from "node:assert/strict";
import { sourceFiles } from "./support/source_files.ts";

/** The most lines a source file may have. */
const MAX_LINES = 400;

const root = new URL("../", import.meta.url);

Deno.test(`no .ts file in src/ is over ${MAX_LINES} lines`, async () => {
  const long: string[] = [];
  for (const file of await sourceFiles("src", (name) => name.endsWith(".ts"))) {
    const text = await Deno.readTextFile(new URL(file, root));
    const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    if (lines > MAX_LINES) long.push(`${file}: ${lines} lines`);
  }
  assert.deepEqual(long, []);
});
