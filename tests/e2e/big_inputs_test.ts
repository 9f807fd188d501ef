/**
 * Inputs too big to hold, through the real CLI: a results line longer than
 * niah reads and a haystack folder bigger than niah holds are refused with
 * exit 2 and one line naming the file, the line and the limit, instead of
 * a crash (exit 1) deep in a decoder. The big files are sparse (made with
 * `truncate`), so they cost no disk and the tests stay fast.
 */
import assert from "node:assert/strict";
import {
  type NiahResult,
  runNiah,
  withWorkspace,
} from "../support/hosted_niah.ts";
import { runPlus } from "../support/run_config_lines.ts";

const MIB = 2 ** 20;

/** Exit 2 and one stderr line holding every part, with no stack trace. */
function assertRefused(result: NiahResult, ...parts: string[]): void {
  const shown = JSON.stringify({
    ...result,
    stdout: result.stdout.slice(0, 500),
  });
  assert.equal(result.code, 2, shown);
  assert.ok(!result.stderr.includes("    at "), `stack trace: ${shown}`);
  const lines = result.stderr.trimEnd().split("\n");
  assert.equal(lines.length, 1, `one line: ${shown}`);
  for (const part of parts) {
    assert.ok(
      lines[0]!.includes(part),
      `expected ${JSON.stringify(part)}: ${shown}`,
    );
  }
}

/** Makes `path` a file of `bytes` zero bytes, sparse (no disk used). */
async function sparseFile(path: string, bytes: number): Promise<void> {
  await Deno.writeFile(path, new Uint8Array(0));
  await Deno.truncate(path, bytes);
}

Deno.test("a results line over 256 MiB is refused with exit 2 by report, compare and merge", async () => {
  await withWorkspace({ "run.yaml": runPlus() }, async (dir) => {
    const ran = await runNiah(["run", "run.yaml"], { cwd: dir });
    assert.equal(ran.code, 0, ran.stderr);
    const rows = await Deno.readTextFile(`${dir}/results/t.jsonl`);
    // Line 1: 257 MiB of zero bytes (a hole), then a newline and the rows.
    const big = `${dir}/big.jsonl`;
    await sparseFile(big, 257 * MIB);
    const file = await Deno.open(big, { append: true });
    await file.write(new TextEncoder().encode(`\n${rows}`));
    file.close();
    // plot reads as report does, and reconstruct as merge does.
    const limit = '"big.jsonl" line 1 is longer than 256 MiB';
    for (
      const args of [
        ["report", "big.jsonl"],
        ["compare", "results/t.jsonl", "big.jsonl"],
        ["merge", "big.jsonl", "--out", "merged.jsonl"],
      ]
    ) {
      const result = await runNiah(args, { cwd: dir });
      assertRefused(result, "Cannot read results", limit);
    }
  });
});

Deno.test("a haystack file over 256 MiB, or a folder of files that together are, is refused with exit 2 by validate, dataset and run", async () => {
  const run = runPlus('haystack: {type: "files", path: "corpus"}');
  await withWorkspace({ "run.yaml": run }, async (dir) => {
    await Deno.mkdir(`${dir}/corpus`);
    await sparseFile(`${dir}/corpus/huge.txt`, 2048 * MIB);
    for (const command of ["validate", "dataset", "run"]) {
      const result = await runNiah([command, "run.yaml"], { cwd: dir });
      assertRefused(
        result,
        '"corpus/huge.txt" is 2048 MiB, more than the 256 MiB niah reads as a haystack',
      );
    }
    await Deno.remove(`${dir}/corpus/huge.txt`);
    await sparseFile(`${dir}/corpus/a.txt`, 200 * MIB);
    await sparseFile(`${dir}/corpus/b.txt`, 200 * MIB);
    for (const command of ["validate", "dataset"]) {
      const result = await runNiah([command, "run.yaml"], { cwd: dir });
      assertRefused(
        result,
        'the .txt files of folder "corpus" hold more than the 256 MiB niah reads as a haystack (over it from "b.txt" on',
      );
    }
  });
});

Deno.test("symbolic links to .txt files in a haystack folder are read; a dangling or looping link is exit 2 naming it", async () => {
  const run = runPlus('haystack: {type: "files", path: "corpus"}');
  await withWorkspace({
    "run.yaml": run,
    "corpus/a.txt": "Plain filler words about nothing in particular. ".repeat(
      40,
    ),
    "elsewhere/b.txt": "Zebras crossed the linked meadow at noon. ".repeat(40),
  }, async (dir) => {
    await Deno.symlink("../elsewhere/b.txt", `${dir}/corpus/b.txt`);
    const dataset = await runNiah(["dataset", "run.yaml"], { cwd: dir });
    assert.equal(dataset.code, 0, dataset.stderr);
    assert.ok(
      dataset.stdout.includes("Zebras crossed the linked meadow"),
      "the linked file's text is in the haystack",
    );
    await Deno.symlink("nowhere.txt", `${dir}/corpus/c.txt`);
    assertRefused(
      await runNiah(["validate", "run.yaml"], { cwd: dir }),
      '"corpus/c.txt" is a symbolic link to "nowhere.txt", which does not exist',
    );
    await Deno.remove(`${dir}/corpus/c.txt`);
    await Deno.symlink("d.txt", `${dir}/corpus/c.txt`);
    await Deno.symlink("c.txt", `${dir}/corpus/d.txt`);
    assertRefused(
      await runNiah(["validate", "run.yaml"], { cwd: dir }),
      // Either link may be met first.
      'is a symbolic link to "',
      '.txt", which leads round a loop of links; fix or remove the link',
    );
  });
});
