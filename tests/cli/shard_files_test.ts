import assert from "node:assert/strict";
import {
  expandShardPaths,
  shardFilesOf,
  shardOfFile,
  sidePaths,
} from "../../src/cli/shard_files.ts";

Deno.test("a missing store path stands for its shard files, in shard order", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-shards-" });
  try {
    for (
      const name of [
        "x.shard-1-of-3.jsonl",
        "x.shard-0-of-3.jsonl",
        "x.shard-2-of-3.jsonl",
        "xy.shard-0-of-1.jsonl",
        "x.shard-a-of-3.jsonl",
        "other.jsonl",
      ]
    ) {
      await Deno.writeTextFile(`${dir}/${name}`, "");
    }
    assert.deepEqual(
      await shardFilesOf(`${dir}/x.jsonl`),
      [0, 1, 2].map((i) => `${dir}/x.shard-${i}-of-3.jsonl`),
    );
    const notes: string[] = [];
    const paths = await expandShardPaths([
      `${dir}/x.jsonl`,
      `${dir}/other.jsonl`,
      `${dir}/gone.jsonl`,
    ], (l) => notes.push(l));
    assert.equal(paths.length, 5);
    assert.equal(paths.at(-2), `${dir}/other.jsonl`);
    assert.equal(
      paths.at(-1),
      `${dir}/gone.jsonl`,
      "a plain missing file fails where it is opened",
    );
    assert.match(notes[0]!, /from its 3 shard files/);
    assert.deepEqual(
      await sidePaths(`${dir}/other.jsonl,${dir}/xy.shard-0-of-1.jsonl`),
      [`${dir}/other.jsonl`, `${dir}/xy.shard-0-of-1.jsonl`],
    );
    assert.deepEqual(shardOfFile("r/x.shard-2-of-8.jsonl"), {
      index: 2,
      count: 8,
    });
    assert.equal(shardOfFile("r/x.jsonl"), null);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
