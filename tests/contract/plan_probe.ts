/**
 * Loads a run in a process of its own and prints its plan's identity (the
 * fingerprint and every cell id), so the contract suite can check they are
 * the same in another process. `--echo` registers the test-only task
 * family first. Usage: deno run -A plan_probe.ts [--echo] <run.yaml>
 */
import { denoRunFiles } from "../../src/cli/deno_io.ts";
import { loadRun } from "../../src/runner/load/load_run.ts";
import { registerTask } from "../../src/tasks/registry.ts";
import { echoTask } from "../tasks/test_family/echo_task.ts";

const args = [...Deno.args];
if (args[0] === "--echo") {
  args.shift();
  registerTask(echoTask);
}
const loaded = await loadRun(args[0]!, [], denoRunFiles);
console.log(JSON.stringify({
  fingerprint: loaded.plan.fingerprint,
  cells: loaded.plan.cells.map((cell) => cell.cell_id),
}));
