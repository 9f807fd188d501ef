/**
 * `niah import`, whatever the format, against hostile inputs (issue 40):
 * every input goes through one confined, size-capped reader (a named pipe,
 * a device or a huge file is one line, exit 2, not a hang or gigabytes);
 * an output that is one of the inputs, under any name, is refused and the
 * input stays whole; the same file named twice is read once; a value
 * nested past what a row holds is one line, exit 2; and a large file's
 * rows stream into the store.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const predLine = (index: unknown) =>
  JSON.stringify({ index, outputs: ["7"], pred: "7" });

const cell = {
  model: "m",
  context_length: 1000,
  depth_percent: 50,
  version: 1,
  needle: "The code is 42.",
  model_response: "42",
  score: 10,
};

/** Asserts a one-line refusal, exit 2, and no store written. */
async function refused(
  dir: string,
  result: { code: number; stderr: string },
  message: RegExp,
): Promise<void> {
  assert.equal(result.code, 2, result.stderr);
  assert.match(result.stderr, message);
  assert.equal(result.stderr.trim().split("\n").length, 1, result.stderr);
  await assert.rejects(Deno.stat(`${dir}/out.jsonl`));
}

const ruler = (dir: string, ...paths: string[]) =>
  runNiah(
    ["import", "ruler", ...paths, "--length", "4096", "--out", "out.jsonl"],
    { cwd: dir },
  );

Deno.test("import refuses a named pipe, a device and a huge file, one line each", async () => {
  await withWorkspace({}, async (dir) => {
    const made = await new Deno.Command("mkfifo", { args: [`${dir}/vt.jsonl`] })
      .output();
    assert.ok(made.success, "mkfifo");
    await refused(
      dir,
      await ruler(dir, "vt.jsonl"),
      /"vt\.jsonl" is a named pipe, not a regular file/,
    );
    await Deno.remove(`${dir}/vt.jsonl`);

    await Deno.symlink("/dev/zero", `${dir}/cwe.jsonl`);
    await refused(
      dir,
      await ruler(dir, "cwe.jsonl"),
      /"cwe\.jsonl" is a device, not a regular file/,
    );

    const big = await Deno.open(`${dir}/qa_1.jsonl`, {
      write: true,
      create: true,
    });
    await big.truncate(2 * 1024 ** 3);
    big.close();
    await refused(
      dir,
      await ruler(dir, "qa_1.jsonl"),
      /qa_1\.jsonl" is 2048 MiB, over the 256 MiB niah reads of it; import the files it was made from, or split it/,
    );
  });
});

Deno.test("import never writes over an input, by link or by another name", async () => {
  const text = predLine(0) + "\n" + predLine(1) + "\n";
  await withWorkspace({ "pred/vt.jsonl": text }, async (dir) => {
    await Deno.symlink(`${dir}/pred/vt.jsonl`, `${dir}/link.jsonl`);
    await Deno.link(`${dir}/pred/vt.jsonl`, `${dir}/hard.jsonl`);
    for (const out of ["link.jsonl", "hard.jsonl", "./pred/vt.jsonl"]) {
      const result = await runNiah(
        ["import", "ruler", "pred/vt.jsonl", "--length", "4096", "--out", out],
        { cwd: dir },
      );
      assert.equal(result.code, 2, `${out}: ${result.stderr}`);
      assert.match(result.stderr, /is (one of the inputs|the input)/);
      assert.equal(await Deno.readTextFile(`${dir}/pred/vt.jsonl`), text);
    }
  });
});

Deno.test("import reads a file named twice, or a folder and a file in it, once", async () => {
  await withWorkspace({
    "pred/vt.jsonl": predLine(0) + "\n",
    "cells/a.json": JSON.stringify(cell),
    "cells/b.json": JSON.stringify({ ...cell, depth_percent: 10 }),
  }, async (dir) => {
    const twice = await ruler(dir, "pred/vt.jsonl", "./pred/vt.jsonl");
    assert.equal(twice.code, 0, twice.stderr);
    assert.match(twice.stdout, /wrote 1 rows from 1 RULER prediction files/);

    const both = await runNiah(
      ["import", "llmtest", "cells", "cells/a.json", "--out", "l.jsonl"],
      { cwd: dir },
    );
    assert.equal(both.code, 0, both.stderr);
    assert.match(both.stdout, /wrote 2 rows on 2 cells from 2 llmtest files/);
  });
});

Deno.test("a value nested past what a row holds is one line, exit 2", async () => {
  const deep = (n: number) => "[".repeat(n) + "]".repeat(n);
  await withWorkspace({
    "pred/vt.jsonl": `{"index": ${
      deep(10_000)
    }, "outputs": ["7"], "pred": "7"}\n`,
    "cells/a.json": JSON.stringify(cell).replace(
      '"version":1',
      `"version":${deep(8_000)}`,
    ),
  }, async (dir) => {
    await refused(
      dir,
      await ruler(dir, "pred/vt.jsonl"),
      /pred\/vt\.jsonl: a value nests more than 64/,
    );
    const llmtest = await runNiah(
      ["import", "llmtest", "cells", "--out", "out.jsonl"],
      { cwd: dir },
    );
    await refused(dir, llmtest, /a\.json: a value nests more than 64/);
  });
});

Deno.test("130,000 prediction lines stream into the store", async () => {
  const lines: string[] = [];
  for (let i = 0; i < 130_000; i++) lines.push(predLine(i));
  await withWorkspace(
    { "pred/vt.jsonl": lines.join("\n") + "\n" },
    async (dir) => {
      const result = await ruler(dir, "pred/vt.jsonl");
      assert.equal(result.code, 0, result.stderr);
      assert.match(
        result.stdout,
        /wrote 130000 rows from 1 RULER prediction files/,
      );
    },
  );
});
