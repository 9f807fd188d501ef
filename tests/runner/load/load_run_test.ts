import assert from "node:assert/strict";
import { UsageError } from "../../../src/errors.ts";
import { loadRun } from "../../../src/runner/load/load_run.ts";
import { memoryRunFiles, SMALL_RUN } from "../memory_run_files.ts";

Deno.test("loadRun reads the run and its model only through the files passed in", async () => {
  const files = memoryRunFiles(SMALL_RUN);
  const loaded = await loadRun("run.yaml", [], files);
  assert.deepEqual(files.read, ["run.yaml", "configs/models/fake.yaml"]);
  assert.equal(loaded.modelPath, "configs/models/fake.yaml");
  assert.equal(loaded.plan.cells.length, 4);
  assert.equal(loaded.plan.storePath, "results/mem.jsonl");
});

Deno.test("loadRun names the missing model and where it looked", async () => {
  const files = memoryRunFiles({
    "run.yaml": SMALL_RUN["run.yaml"]!,
    "more/other.yaml": "",
  });
  await assert.rejects(loadRun("run.yaml", ["more"], files), (error) => {
    assert.ok(error instanceof UsageError);
    assert.match(
      error.message,
      /^Cannot find model: run\.yaml:2:8: "model": no file "fake" and no "fake\.yaml" in "configs\/models", "more"/,
    );
    return true;
  });
});

Deno.test("loadRun reports the store path problem the files report", async () => {
  const files = {
    ...memoryRunFiles(SMALL_RUN),
    storePathProblem: () => Promise.resolve("it is a folder"),
  };
  await assert.rejects(
    loadRun("run.yaml", [], files),
    /run\.yaml:8:\d+: "store\.path": it is a folder/,
  );
});

Deno.test("loadRun refuses a --model-dir that is not a folder", async () => {
  const files = memoryRunFiles(SMALL_RUN);
  await assert.rejects(
    loadRun("run.yaml", ["nowhere"], files),
    /^UsageError: Cannot use --model-dir: "nowhere" does not exist$/,
  );
  await assert.rejects(
    loadRun("run.yaml", ["run.yaml"], files),
    /^UsageError: Cannot use --model-dir: "run\.yaml" is a file, not a folder$/,
  );
});
