import assert from "node:assert/strict";
import { UsageError } from "../../src/errors.ts";
import { openResults } from "../../src/store/open_results.ts";

Deno.test("opening results: a missing path, a folder and a missing-ok path", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-open-" });
  try {
    await assert.rejects(
      openResults(`${dir}/none.jsonl`),
      new UsageError(`Cannot read results: "${dir}/none.jsonl" does not exist`),
    );
    assert.equal(
      await openResults(`${dir}/none.jsonl`, { missingOk: true }),
      null,
    );
    await assert.rejects(
      openResults(dir),
      new UsageError(`Cannot read results: "${dir}" is not a file`),
    );
    await Deno.writeTextFile(`${dir}/r.jsonl`, "{}\n");
    (await openResults(`${dir}/r.jsonl`)).close();
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
