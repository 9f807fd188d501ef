import assert from "node:assert/strict";
import { UsageError } from "../../src/errors.ts";
import {
  openAtomicFile,
  writeFileAtomic,
} from "../../src/store/atomic_write.ts";

async function inTempDir(body: (dir: string) => Promise<void>) {
  const dir = await Deno.makeTempDir({ prefix: "niah-atomic-" });
  try {
    await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("an atomic write replaces the target whole and leaves no temporary file", async () => {
  await inTempDir(async (dir) => {
    await Deno.writeTextFile(`${dir}/out.txt`, "old");
    await writeFileAtomic(`${dir}/out.txt`, "new text\n", "output");
    assert.equal(await Deno.readTextFile(`${dir}/out.txt`), "new text\n");
    assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), [
      "out.txt",
    ]);
  });
});

Deno.test("until commit the target is untouched; discard removes the temporary file and the folders made for it", async () => {
  await inTempDir(async (dir) => {
    const file = await openAtomicFile(`${dir}/a/b/out.jsonl`, "dataset");
    await file.write("line 1\n");
    await assert.rejects(
      Deno.stat(`${dir}/a/b/out.jsonl`),
      Deno.errors.NotFound,
    );
    await file.discard();
    assert.deepEqual([...Deno.readDirSync(dir)], []);
  });
});

Deno.test("a folder as target, or a folder under a file, is a UsageError naming the path", async () => {
  await inTempDir(async (dir) => {
    await assert.rejects(
      writeFileAtomic(dir, "x", "CSV"),
      new UsageError(`Cannot write CSV: "${dir}" is a folder`),
    );
    await Deno.writeTextFile(`${dir}/file`, "x");
    await assert.rejects(
      writeFileAtomic(`${dir}/file/out.csv`, "x", "CSV"),
      (error: unknown) =>
        error instanceof UsageError &&
        error.message.startsWith(
          `Cannot write CSV: cannot create folder "${dir}/file": `,
        ),
    );
  });
});
