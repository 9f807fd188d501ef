/**
 * Loads runs in a process of its own and prints each plan's identity (the
 * fingerprint and every cell id), so the contract suite can check they are
 * the same in another process. It reads one request a line on standard
 * input, `{"run": "<run.yaml>", "echo": true|false}` (`echo` registers the
 * test-only task families first), and answers one JSON line each.
 * Usage: deno run --allow-read --allow-env plan_probe.ts
 */
import { denoRunFiles } from "../../src/cli/deno_io.ts";
import { loadRun } from "../../src/runner/load/load_run.ts";
import { loadAllFamilies, registerFamily } from "../../src/tasks/registry.ts";
import { TEST_FAMILIES } from "../tasks/test_families.ts";
import { stdinLines } from "../support/stream_lines.ts";

let echoRegistered = false;
for await (const line of stdinLines()) {
  const request = JSON.parse(line) as { run: string; echo: boolean };
  if (request.echo && !echoRegistered) {
    // Registering checks the new families against every built-in one; a
    // run alone loads only the families it names, as a run's worker does.
    await loadAllFamilies();
    for (const family of TEST_FAMILIES) registerFamily(family);
    echoRegistered = true;
  }
  const loaded = await loadRun(request.run, [], denoRunFiles);
  console.log(JSON.stringify({
    fingerprint: loaded.plan.fingerprint,
    cells: loaded.plan.cells.map((cell) => cell.cell_id),
  }));
}
