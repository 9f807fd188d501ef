import assert from "node:assert/strict";
import { prepareRun } from "../../../src/runner/load/prepare_run.ts";
import { memoryRunFiles, SMALL_RUN } from "../memory_run_files.ts";

Deno.test("prepareRun builds prompts in the run's tokenizer, no phase shift by default", async () => {
  const warnings: string[] = [];
  const { loaded, context, phaseShift } = await prepareRun(
    "run.yaml",
    { modelDir: [], limit: 1 },
    {
      files: memoryRunFiles(SMALL_RUN),
      env: () => undefined,
      err: (line) => warnings.push(line),
    },
  );
  assert.equal(phaseShift, undefined);
  assert.equal(context.tokenizer.name, loaded.plan.tokenizer);
  const cell = loaded.plan.cells[0]!;
  const built = await loaded.plan.task.build(cell.params, cell, context);
  assert.ok(built.messages.length > 0);
  assert.deepEqual(warnings, []);
});
