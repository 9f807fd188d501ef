import assert from "node:assert/strict";
import { UsageError } from "../../src/errors.ts";
import {
  checkStoreWritable,
  storePathProblem,
} from "../../src/store/store_path.ts";

Deno.test("a store under missing folders is writable; one under a file is not; no probe file is left", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-store-path-" });
  try {
    await checkStoreWritable(`${dir}/a/b/r.jsonl`);
    await Deno.writeTextFile(`${dir}/file`, "x");
    await assert.rejects(
      checkStoreWritable(`${dir}/file/r.jsonl`),
      new UsageError(
        `Cannot write store "${dir}/file/r.jsonl": cannot create folder under "${dir}/file": it is a file`,
      ),
    );
    await assert.rejects(
      checkStoreWritable(dir),
      new UsageError(
        `Cannot write store "${dir}": "${dir}" exists and is not a file`,
      ),
    );
    assert.equal(
      await storePathProblem(`${dir}/file/r.jsonl`),
      `cannot create folder under "${dir}/file": it is a file`,
    );
    assert.equal(await storePathProblem(`${dir}/new/r.jsonl`), undefined);
    assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), ["file"]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
