import assert from "node:assert/strict";
import { UsageError } from "../../src/errors.ts";
import { readOwnFile, writeOwnFile } from "../../src/store/own_file.ts";

async function inTemp(body: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir();
  try {
    await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("an own file is written whole and read back; none is undefined", async () => {
  await inTemp(async (dir) => {
    assert.equal(await readOwnFile(`${dir}/s.json`, "state", 100), undefined);
    await writeOwnFile(`${dir}/s.json`, "{}\n", "state");
    assert.equal(await readOwnFile(`${dir}/s.json`, "state", 100), "{}\n");
  });
});

Deno.test("a link at an own file's path is refused both ways, and where it points stays untouched", async () => {
  await inTemp(async (dir) => {
    await Deno.symlink(`${dir}/target.json`, `${dir}/s.json`);
    await assert.rejects(
      () => writeOwnFile(`${dir}/s.json`, "{}", "state"),
      (error) =>
        error instanceof UsageError && /is a symbolic link/.test(error.message),
    );
    await assert.rejects(
      () => readOwnFile(`${dir}/s.json`, "state", 100),
      /is a symbolic link/,
    );
    await assert.rejects(() => Deno.lstat(`${dir}/target.json`));
  });
});

Deno.test("an own file over its limit is refused, naming both sizes", async () => {
  await inTemp(async (dir) => {
    await Deno.writeTextFile(`${dir}/s.json`, "x".repeat(101));
    await assert.rejects(
      () => readOwnFile(`${dir}/s.json`, "state", 100),
      {
        message:
          `Cannot read state: "${dir}/s.json" is over the 100 bytes a state may have (it is 101 bytes); it is not one niah wrote; move it away`,
      },
    );
  });
});
