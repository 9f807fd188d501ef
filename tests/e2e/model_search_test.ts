/**
 * A run config finds its model ids in the `models` folder beside its own
 * `runs` folder, so the installed `niah` run from another folder (not the
 * checkout) finds the models that came with the run; a miss names every
 * folder looked in. Before, only the working directory's
 * `configs/models` and `--model-dir` were searched.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const MODEL = `id: "mine"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake"}
`;

const run = (model: string) =>
  `run_name: "far"
model: "${model}"
task: {type: "uuid"}
sweep: {context_lengths: [1000], depth_percents: [50], seeds: [1]}
store: {path: "results/far.jsonl"}
`;

Deno.test("a model id is found beside the run config's runs folder, from another folder", async () => {
  await withWorkspace({
    "project/configs/models/mine.yaml": MODEL,
    "project/configs/runs/far.yaml": run("mine"),
    "project/configs/runs/typo.yaml": run("mien"),
    "elsewhere/.keep": "",
  }, async (dir) => {
    const cwd = `${dir}/elsewhere`;
    const ok = await runNiah(
      ["validate", "../project/configs/runs/far.yaml"],
      { cwd },
    );
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(
      ok.stdout,
      "ok: ../project/configs/runs/far.yaml (model: mine)\n",
    );
    const ran = await runNiah([
      "run",
      `${dir}/project/configs/runs/far.yaml`,
    ], { cwd });
    assert.equal(ran.code, 0, ran.stderr);
    const miss = await runNiah([
      "validate",
      "../project/configs/runs/typo.yaml",
      "--model-dir",
      "..",
    ], { cwd });
    assert.equal(miss.code, 2);
    assert.equal(
      miss.stderr,
      'niah: Cannot find model: ../project/configs/runs/typo.yaml:2:8: "model": no file "mien" and no "mien.yaml" in "configs/models", "../project/configs/models", ".."; did you mean "mine"? known ids: mine\n',
    );
  });
});
