/** A files haystack may name its encoding; decoding stays strict. */
import assert from "node:assert/strict";
import { UsageError } from "../../src/errors.ts";
import {
  decodeInEncoding,
  encodingName,
} from "../../src/haystack/file_encoding.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

Deno.test("labels resolve to their canonical names; an unknown one is a UsageError", () => {
  assert.equal(encodingName("latin1"), "windows-1252");
  assert.equal(encodingName("UTF8"), "utf-8");
  assert.throws(
    () => encodingName("klingon"),
    (error: unknown) =>
      error instanceof UsageError &&
      error.message.startsWith(
        'Cannot read haystack: unknown encoding "klingon"',
      ),
  );
});

Deno.test("bytes decode in the named encoding, and bad bytes are an error, not U+FFFD", () => {
  assert.equal(
    decodeInEncoding(
      new Uint8Array([0x63, 0x61, 0x66, 0xe9]),
      "a.txt",
      "windows-1252",
    ),
    "café",
  );
  assert.throws(
    () => decodeInEncoding(new Uint8Array([0x61, 0xff]), "b.txt", "utf8"),
    /Cannot read haystack: b\.txt is not utf-8 text/,
  );
});

Deno.test("encoding: windows-1252 runs a Latin-1 folder, records the encoding, and rebuilds the row", async () => {
  const run = (encoding: string) =>
    `run_name: "latin"
model: "fake"
task: {type: "uuid"}
haystack: {type: "files", path: "essays"${encoding}}
sweep: {context_lengths: [600], depth_percents: [50], seeds: [1]}
store: {path: "results/latin.jsonl"}
`;
  await withWorkspace({
    "configs/runs/latin.yaml": run(', encoding: "windows-1252"'),
    "configs/runs/bad.yaml": run(', encoding: "klingon"'),
  }, async (dir) => {
    await Deno.mkdir(`${dir}/essays`);
    const latin1 = Uint8Array.from(
      "Un caf\xe9 au bord de l'eau, pr\xe8s du march\xe9. ".repeat(80),
      (c) => c.charCodeAt(0),
    );
    await Deno.writeFile(`${dir}/essays/a.txt`, latin1);
    const out = await runNiah(["run", "configs/runs/latin.yaml"], { cwd: dir });
    assert.equal(out.code, 0, out.stderr);
    const row = JSON.parse(
      (await Deno.readTextFile(`${dir}/results/latin.jsonl`)).trim(),
    );
    assert.equal(row.recipe.haystack.encoding, "windows-1252");
    assert.equal(row.score.value, 1);
    const rebuilt = await runNiah([
      "reconstruct",
      "results/latin.jsonl",
      "--cell",
      row.cell_id,
    ], { cwd: dir });
    assert.equal(rebuilt.code, 0, rebuilt.stderr);
    assert.match(rebuilt.stdout, /Un café au bord de l'eau, près du marché\./);
    assert.doesNotMatch(rebuilt.stdout, /\ufffd/);

    const bad = await runNiah(["run", "configs/runs/bad.yaml"], { cwd: dir });
    assert.equal(bad.code, 2, bad.stdout);
    assert.match(bad.stderr, /unknown encoding "klingon"/);
  });
});
