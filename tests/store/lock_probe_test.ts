import assert from "node:assert/strict";
import {
  lockPathOf,
  realStorePath,
  storeHolder,
} from "../../src/store/lock_probe.ts";
import { lockStore } from "../../src/store/store_lock.ts";

Deno.test("every spelling of a store, a link to it (dangling or not) included, has one lock file", async () => {
  const dir = await Deno.realPath(await Deno.makeTempDir());
  try {
    await Deno.mkdir(`${dir}/sub`);
    await Deno.symlink("sub/s.jsonl", `${dir}/link.jsonl`);
    const expected = `${dir}/sub/s.jsonl.lock`;
    // The store does not exist yet: the dangling link is followed.
    assert.equal(await lockPathOf(`${dir}/link.jsonl`), expected);
    await Deno.writeTextFile(`${dir}/sub/s.jsonl`, "");
    for (
      const spelling of [
        `${dir}/link.jsonl`,
        `${dir}/sub/../sub/s.jsonl`,
        `${dir}/sub/s.jsonl`,
      ]
    ) {
      assert.equal(await lockPathOf(spelling), expected, spelling);
    }
    assert.equal(
      await realStorePath(`${dir}/missing/x.jsonl`),
      `${dir}/missing/x.jsonl`,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("storeHolder names another process's held lock, and is null for none, a stale file or this process's own lock", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const store = `${dir}/s.jsonl`;
    assert.equal(await storeHolder(store), null);
    await Deno.writeTextFile(`${store}.lock`, '{"pid":1}\n');
    assert.equal(await storeHolder(store), null, "stale lock file");
    // Held as another run holds it: flock on the file, its holder inside.
    const other = await Deno.open(`${store}.lock`, { read: true, write: true });
    try {
      assert.ok(await other.tryLock(true));
      await other.truncate(0);
      await other.write(
        new TextEncoder().encode('{"pid":1,"host":"h","started":"t"}\n'),
      );
      assert.equal(await storeHolder(store), 'pid 1 on host "h" since t');
    } finally {
      other.close();
    }
    assert.equal(await storeHolder(store), null);
    const own = await lockStore(store);
    try {
      assert.equal(await storeHolder(store), null, "this process's own lock");
    } finally {
      own.release();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
