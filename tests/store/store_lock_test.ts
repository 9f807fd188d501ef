import assert from "node:assert/strict";
import { UsageError } from "../../src/errors.ts";
import { lockStore } from "../../src/store/store_lock.ts";

Deno.test("a held store lock refuses a second holder naming the first, and is free again after release", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-lock-" });
  try {
    const store = `${dir}/r.jsonl`;
    const first = await lockStore(
      store,
      () => new Date("2026-01-02T03:04:05Z"),
    );
    const holder = JSON.parse(await Deno.readTextFile(`${store}.lock`));
    assert.equal(holder.pid, Deno.pid);
    assert.equal(typeof holder.host, "string");
    await assert.rejects(
      lockStore(store),
      (error: unknown) =>
        error instanceof UsageError &&
        error.message.includes(
          `is in use by another niah run (pid ${Deno.pid} on host "${holder.host}" since 2026-01-02T03:04:05.000Z)`,
        ),
    );
    first.release();
    await assert.rejects(Deno.stat(`${store}.lock`), Deno.errors.NotFound);
    const second = await lockStore(store);
    second.release();
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
