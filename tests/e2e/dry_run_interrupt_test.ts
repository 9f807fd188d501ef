/**
 * A dry run of a huge sweep builds every prompt to estimate its tokens
 * (minutes for a million cells): SIGTERM and Ctrl-C stop it with exit 130,
 * as they stop a run, instead of being ignored until it ends.
 */
import assert from "node:assert/strict";
import { EXIT_CODES } from "../../src/errors.ts";
import { runNiah, withWorkspace } from "../support/run_niah.ts";

// Far more cells than the dry run gets through before the signal: the
// estimate (the line after the table) would take minutes.
const HUGE = [
  'run_name: "huge"',
  'model: "fake"',
  "task:",
  '  type: "num_seq"',
  "  num_examples: 300000",
  "",
].join("\n");

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  Deno.test(`${signal} stops a dry run of a huge sweep with the interrupted exit code`, async () => {
    await withWorkspace({ "run.yaml": HUGE }, async (dir) => {
      const result = await runNiah(["run", "run.yaml", "--dry-run"], {
        cwd: dir,
        // Once it prints, its signal listeners are set; the estimate, the
        // line after the table, is minutes away.
        interruptWhen: ({ stdout, stderr }) => stdout + stderr !== "",
        interruptSignal: signal,
      });
      assert.equal(result.code, EXIT_CODES.interrupted, result.stderr);
      assert.match(result.stderr, /\nniah: Interrupted\b[^\n]*\n$/);
      assert.ok(!result.stdout.includes("estimate:"));
    });
  });
}
