import assert from "node:assert/strict";
import {
  countTokens,
  dryRunTable,
  estimateLine,
} from "../../../src/runner/session/dry_run.ts";
import { prepareRun } from "../../../src/runner/load/prepare_run.ts";
import { memoryRunFiles, SMALL_RUN } from "../memory_run_files.ts";

async function prepared() {
  return await prepareRun("run.yaml", { modelDir: [] }, {
    files: memoryRunFiles(SMALL_RUN),
    env: () => undefined,
    err: () => {},
  });
}

Deno.test("dryRunTable prints one line per cell with its axes, sample and seed", async () => {
  const { loaded } = await prepared();
  const lines = dryRunTable(loaded.plan.cells).split("\n");
  assert.equal(lines.length, 5); // four cells and the final newline
  assert.match(
    lines[0]!,
    /^ {4}0 {2}[0-9a-f]+ {2}context_length=500 {2}depth_percent=0 {2}sample=0 {2}seed=1$/,
  );
  assert.equal(dryRunTable([]), "");
});

Deno.test("the dry run's estimate prices the built prompts and the max_tokens budget", async () => {
  const { loaded, context } = await prepared();
  const { plan } = loaded;
  const line = estimateLine(
    plan,
    plan.cells.length,
    await countTokens(plan, plan.cells, { context }),
  );
  const match = line.match(
    /^estimate: 4 cells, (\d+) input tokens, up to 40 output tokens \(max_tokens\); \$(\d+\.\d{4}) input \+ up to \$0\.0001 output\n$/,
  );
  assert.ok(match, line);
  const input = Number(match[1]);
  // Four prompts around 500- and 1000-token contexts, at $1 per million.
  assert.ok(input > 3000 && input < 3500, line);
  assert.equal(match[2], (input / 1e6).toFixed(4));
});
