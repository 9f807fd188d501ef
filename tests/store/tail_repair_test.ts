import assert from "node:assert/strict";
import { UsageError } from "../../src/errors.ts";
import { repairTail } from "../../src/store/tail_repair.ts";

const ROW =
  '{"schema_version":2,"cell_id":"a","fingerprint":"f","status":"ok"}';

Deno.test("a torn tail after rows is dropped; with no rows before it the file is refused and kept", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-tail-" });
  try {
    const path = `${dir}/r.jsonl`;
    await Deno.writeTextFile(path, `${ROW}\n{"schema_ver`);
    assert.match((await repairTail(path, true))!, /dropped a torn last line/);
    assert.equal(await Deno.readTextFile(path), `${ROW}\n`);
    await Deno.writeTextFile(path, "notes without a newline");
    await assert.rejects(repairTail(path, false), UsageError);
    assert.equal(await Deno.readTextFile(path), "notes without a newline");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
