/** Reading a results file the way tests check one. */
import assert from "node:assert/strict";

/**
 * The rows of the JSONL file at `path`, parsed; every row ends with a
 * newline (no torn last line). An empty file has none.
 */
export async function rowsOf<R = Record<string, unknown>>(
  path: string,
): Promise<R[]> {
  const text = await Deno.readTextFile(path);
  if (text === "") return [];
  assert.ok(text.endsWith("\n"), "every row ends with a newline");
  return text.trimEnd().split("\n").map((line) => JSON.parse(line));
}
