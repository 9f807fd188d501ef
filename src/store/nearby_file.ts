/**
 * For a path that does not exist, the file beside it that was likely
 * meant: `configs/runs/smoke.yaml does not exist; did you mean
 * "configs/runs/smoke.fake.yaml"?`. Reads only the names in the path's
 * folder (nothing when it cannot be read).
 *
 * @module
 */
import { basename, dirname, join } from "node:path";
import { closestFileName } from "../config/did_you_mean.ts";

/**
 * `; did you mean "<path>"?` naming the closest file in `path`'s folder,
 * or "" when none is near, files with a `prefer`red extension first (a
 * results store's `.jsonl`). Only plain names are offered: a name is
 * printed, and a control character in one would reach the terminal raw.
 */
export async function didYouMeanFile(
  path: string,
  prefer: readonly string[] = [],
): Promise<string> {
  const dir = dirname(path);
  const names: string[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) {
      if (entry.isFile && /^[\w.+-]+$/.test(entry.name)) names.push(entry.name);
    }
  } catch {
    return "";
  }
  const guess = closestFileName(basename(path), names.sort(), prefer);
  if (guess === undefined) return "";
  return `; did you mean "${join(dir, guess)}"?`;
}
