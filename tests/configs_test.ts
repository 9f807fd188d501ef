/** Every shipped run config loads and passes validate's checks. */
import assert from "node:assert/strict";
import { denoRunFiles } from "../src/cli/deno_io.ts";
import { loadRun } from "../src/runner/load/load_run.ts";

const runs = new URL("../configs/runs/", import.meta.url);

/** Runs that name a real model on purpose (the phase-shifting A/B pair). */
const realModels: Record<string, string> = {
  "deepseek-a-test.yaml": "deepseek-flash",
  "deepseek-b-test.yaml": "deepseek-flash-phaseshift",
  // The same pair offline: the fake provider, simulated.
  "fake-a-test.yaml": "fake-baseline",
  "fake-b-test.yaml": "fake-phaseshift",
  // The demo's imperfect model: the fake provider, simulated and seeded.
  "demo.simulated.yaml": "fake-simulated",
  "ruler-standard.yaml": "openai-gpt-4o-mini",
  "mrcr.yaml": "openai-gpt-4o-mini",
  // The 2023 grids: a model to swap for the one under test.
  "llmtest-2023-claude-2.1.yaml": "anthropic-opus-4-medium",
  "llmtest-2023-gpt-4.yaml": "openai-gpt-4o",
};

/** validate's refusal without the Paul Graham essays' folder. */
const ESSAYS_MISSING =
  /"haystack": Cannot read haystack: folder "PaulGrahamEssays" does not exist; the Paul Graham essays are not shipped with niah/;

/**
 * Runs that read a file niah does not ship, and the one-line refusal
 * validate gives on a machine without it (RULER's essay JSON, the essays'
 * .txt files).
 */
const needsFiles: Record<string, RegExp> = {
  "ruler-standard.yaml":
    /"haystack": Cannot read haystack: "PaulGrahamEssays\.json" does not exist; .*download_paulgraham_essay\.py/,
  // The 2023 grids read the essays' .txt files (tests/e2e/llmtest_grid_test.ts
  // runs them on a stand-in folder).
  "llmtest-2023-claude-2.1.yaml": ESSAYS_MISSING,
  "llmtest-2023-gpt-4.yaml": ESSAYS_MISSING,
  // openai/mrcr's Parquet files (mrcr-smoke.yaml runs the shipped ones).
  "mrcr.yaml":
    /"task\.dataset": Cannot read task\.dataset: "data\/openai-mrcr\/2needle\.parquet" does not exist; download openai\/mrcr/,
};

for (const entry of Deno.readDirSync(runs)) {
  if (!entry.name.endsWith(".yaml")) continue;
  Deno.test(`configs/runs/${entry.name} passes validate`, async () => {
    const refusal = needsFiles[entry.name];
    if (refusal !== undefined) {
      await assert.rejects(
        loadRun(`configs/runs/${entry.name}`, [], denoRunFiles),
        (error: Error) => refusal.test(error.message),
      );
      return;
    }
    const loaded = await loadRun(
      `configs/runs/${entry.name}`,
      [],
      denoRunFiles,
    );
    assert.ok(loaded.plan.cells.length > 0);
    assert.equal(loaded.plan.model.id, realModels[entry.name] ?? "fake");
  });
}
