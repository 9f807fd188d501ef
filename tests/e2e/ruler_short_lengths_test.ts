/**
 * A RULER length too short for any sample is refused at `validate` (exit
 * 2, one line naming the smallest length that works), not at the run's
 * first cell as an internal error.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const run = (name: string, lengths: string) =>
  `run_name: "t"\nmodel: "fake"\ntask: {type: ruler, name: ${name}}\nsweep: {context_lengths: [${lengths}]}\nstore: {path: "r.jsonl"}\n`;

Deno.test("validate refuses a RULER length no sample fits in, naming the smallest that works", async () => {
  await withWorkspace({
    "vt.yaml": run("vt", "300, 4096"),
    "ok.yaml": run("niah_multikey_2", "300"),
  }, async (dir) => {
    const short = await runNiah(["validate", "vt.yaml"], { cwd: dir });
    assert.equal(short.code, 2, short.stderr);
    assert.equal(short.stderr.trim().split("\n").length, 1, short.stderr);
    assert.match(
      short.stderr,
      /"task": context length 300 cannot hold a sample of RULER's vt \(seed 42, tokenizer cl100k_base\).*the smallest length that works is 759$/m,
    );
    const fits = await runNiah(["validate", "ok.yaml"], { cwd: dir });
    assert.equal(fits.code, 0, fits.stderr);
  });
});
