import assert from "node:assert/strict";
import {
  cellsOfShard,
  parseShard,
  resolveShard,
  shardOf,
  shardStorePath,
} from "../../../src/runner/plan/shard.ts";
import { UsageError } from "../../../src/errors.ts";

const ids = (n: number, prefix = "cell") =>
  Array.from({ length: n }, (_, i) => ({ cell_id: `${prefix}-${i}` }));

Deno.test("shards split the cells into disjoint parts that cover them all", () => {
  const cells = ids(1000);
  const parts = [0, 1, 2, 3].map((index) =>
    cellsOfShard(cells, { index, count: 4 })
  );
  const seen = parts.flat().map((c) => c.cell_id).sort();
  assert.deepEqual(seen, cells.map((c) => c.cell_id).sort());
  for (const part of parts) {
    // Roughly a quarter each: the hash spreads the ids.
    assert.ok(part.length > 200 && part.length < 300, `${part.length}`);
  }
});

Deno.test("a cell keeps its shard when the sweep grows", () => {
  const small = ids(50);
  const grown = [...ids(50, "new"), ...small];
  for (const cell of small) {
    const before = cellsOfShard(small, {
      index: shardOf(cell.cell_id, 5),
      count: 5,
    });
    const after = cellsOfShard(grown, {
      index: shardOf(cell.cell_id, 5),
      count: 5,
    });
    assert.ok(before.includes(cell) && after.includes(cell));
  }
});

Deno.test("--shard parses i/N and rejects what is not a shard", () => {
  assert.deepEqual(parseShard("2/8"), { index: 2, count: 8 });
  assert.deepEqual(parseShard(" 0 / 1 "), { index: 0, count: 1 });
  for (const bad of ["8/8", "1/0", "-1/3", "a/3", "3", "1/2/3", "1.5/3", ""]) {
    assert.throws(() => parseShard(bad), UsageError, bad);
  }
});

Deno.test("the Indexed Job variables pick the shard when the flag is absent", () => {
  const env = (vars: Record<string, string>) => (name: string) => vars[name];
  assert.equal(resolveShard(undefined, env({})), null);
  assert.deepEqual(
    resolveShard(
      undefined,
      env({ JOB_COMPLETION_INDEX: "3", JOB_COMPLETIONS: "4" }),
    ),
    { index: 3, count: 4 },
  );
  // The flag wins over the environment.
  assert.deepEqual(
    resolveShard(
      "0/2",
      env({ JOB_COMPLETION_INDEX: "3", JOB_COMPLETIONS: "4" }),
    ),
    { index: 0, count: 2 },
  );
  assert.throws(
    () => resolveShard(undefined, env({ JOB_COMPLETION_INDEX: "1" })),
    /JOB_COMPLETIONS is not; a Kubernetes Indexed Job sets only JOB_COMPLETION_INDEX, so add JOB_COMPLETIONS \(equal to spec\.completions\) to the container's env, or pass --shard i\/N$/,
  );
  assert.throws(
    () =>
      resolveShard(
        undefined,
        env({ JOB_COMPLETION_INDEX: "4", JOB_COMPLETIONS: "4" }),
      ),
    UsageError,
  );
});

Deno.test("a shard's store file sits beside the sweep's", () => {
  assert.equal(
    shardStorePath("results/x.jsonl", { index: 2, count: 8 }),
    "results/x.shard-2-of-8.jsonl",
  );
  assert.equal(
    shardStorePath("out/rows", { index: 0, count: 1 }),
    "out/rows.shard-0-of-1",
  );
  assert.equal(shardStorePath("results/x.jsonl", null), "results/x.jsonl");
});
