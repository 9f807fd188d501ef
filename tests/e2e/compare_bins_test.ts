/**
 * `compare` of two MRCR runs says, for each needle count and token bin,
 * whether B beats A on that bin's own pairs (a paired bootstrap, grades
 * being continuous), with the 95% interval of B − A; from the CLI, run A
 * on the fake (every grade 1), run B the same rows with the 2-needle
 * grades lowered to 0.5.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const MRCR = new URL("../fixtures/mrcr", import.meta.url).pathname;

Deno.test("compare tests each MRCR needle count and token bin on its own pairs, a line each with its interval", async () => {
  await withWorkspace({
    "a.yaml": `run_name: "a"
model: "fake"
task: {type: "mrcr", needles: [2, 4], dataset: "${MRCR}", num_samples: 2}
sweep: {context_lengths: [8192], seeds: [0, 1, 2, 3, 4]}
store: {path: "a.jsonl"}
`,
  }, async (dir) => {
    const run = await runNiah(["run", "a.yaml", "--quiet"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    const lines = (await Deno.readTextFile(`${dir}/a.jsonl`)).trim()
      .split("\n").map((line) => JSON.parse(line));
    assert.equal(lines.length, 20);
    const b = lines.map((row) => ({
      ...row,
      run_name: "b",
      score: row.params.needles === 2
        ? { ...row.score, value: 0.5 }
        : row.score,
      failure_class: row.params.needles === 2 ? "wrong" : row.failure_class,
    }));
    await Deno.writeTextFile(
      `${dir}/b.jsonl`,
      b.map((row) => JSON.stringify(row)).join("\n") + "\n",
    );
    const compared = await runNiah(["compare", "a.jsonl", "b.jsonl"], {
      cwd: dir,
    });
    assert.equal(compared.code, 0, compared.stderr);
    const out = compared.stdout;
    assert.match(
      out,
      /\nper group, each tested on its own pairs \(paired bootstrap, uncorrected\):\n/,
    );
    assert.match(
      out,
      /\n {2}2 needles, \(4096, 8192\]: 1\.000 → 0\.500, B − A −0\.500 \(95% CI −0\.500 to −0\.500\), p [<=] [0-9.]+, 10 pairs: B worse\n/,
    );
    assert.match(
      out,
      /\n {2}4 needles, \(4096, 8192\]: 1\.000 → 1\.000, B − A 0\.000 \(95% CI 0\.000 to 0\.000\), p = [0-9.]+, 10 pairs: no significant difference\n/,
    );
    assert.match(out, /MRCR rows pair by needle count, token bin/);
  });
});
