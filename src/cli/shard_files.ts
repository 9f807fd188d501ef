/**
 * Shard files as inputs: a results path that does not exist, but whose
 * shard files (`x.shard-i-of-N.jsonl`, written by `run --shard`) do,
 * stands for those files, so `report`, `plot`, `compare` and `merge` read
 * a sharded sweep by its unsharded name.
 */
import { FileError } from "../errors.ts";
import { counted } from "../counted.ts";

const SHARD_NAME = /\.shard-(\d+)-of-(\d+)\.jsonl$/;

/** Index and count of a shard file, from its name; null for other files. */
export function shardOfFile(
  path: string,
): { index: number; count: number } | null {
  const match = SHARD_NAME.exec(path);
  return match ? { index: Number(match[1]), count: Number(match[2]) } : null;
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return false;
    throw new FileError({ action: "read results", path, cause: error });
  }
}

/** The shard files of the sweep stored at `path`, by shard index. */
export async function shardFilesOf(path: string): Promise<string[]> {
  const slash = path.lastIndexOf("/");
  const dir = slash < 0 ? "." : slash === 0 ? "/" : path.slice(0, slash);
  const base = path.slice(slash + 1);
  const stem = base.endsWith(".jsonl") ? base.slice(0, -6) : base;
  const found: { index: number; path: string }[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) {
      if (!entry.isFile || !entry.name.startsWith(`${stem}.shard-`)) continue;
      const shard = shardOfFile(entry.name);
      if (
        shard &&
        entry.name === `${stem}.shard-${shard.index}-of-${shard.count}.jsonl`
      ) {
        found.push({
          index: shard.index,
          path: slash < 0 ? entry.name : `${dir}/${entry.name}`,
        });
      }
    }
  } catch {
    return [];
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.path);
}

/**
 * `paths` with each missing path that has shard files replaced by them
 * (told on `note`); other paths are kept as given, so a missing file still
 * fails where it is opened, with the usual message.
 */
export async function expandShardPaths(
  paths: readonly string[],
  note?: (line: string) => void,
): Promise<string[]> {
  const out: string[] = [];
  for (const path of paths) {
    if (await exists(path)) {
      out.push(path);
      continue;
    }
    const shards = await shardFilesOf(path);
    if (shards.length === 0) {
      out.push(path);
      continue;
    }
    note?.(
      `reading "${path}" from its ${counted(shards.length, "shard file")} (${
        shards.map((s) => `"${s}"`).join(", ")
      })`,
    );
    out.push(...shards);
  }
  return out;
}

/**
 * One side of `compare`: a file, a comma-separated list of files (shard
 * files), or a sweep's store path whose shard files stand for it. A file
 * whose name holds a comma is read as that file.
 */
export async function sidePaths(
  side: string,
  note?: (line: string) => void,
): Promise<string[]> {
  const parts = side.includes(",") && !(await exists(side))
    ? side.split(",").filter((part) => part !== "")
    : [side];
  return await expandShardPaths(parts, note);
}
