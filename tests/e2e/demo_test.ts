/**
 * The demo's imperfect model (`configs/runs/demo.simulated.yaml` with the
 * fake provider's seeded `mode: simulated`), through the real CLI: its
 * report is not a grid of 1.00, it holds several failure classes and
 * retried cells, it exits 0, and a resumed run draws exactly what the
 * first run drew for the same cells.
 */
import assert from "node:assert/strict";
import denoJson from "../../deno.json" with { type: "json" };
import { rowsOf } from "../support/stored_rows.ts";
import { repoRoot, runNiah, withWorkspace } from "../support/hosted_niah.ts";

const RUN = "configs/runs/demo.simulated.yaml";
const MODEL = "configs/models/fake-simulated.yaml";
const STORE = "results/simulated-demo.jsonl";

Deno.test("the demo runs the simulated model, whose report shows misses, and resumes deterministically", async () => {
  assert.match(denoJson.tasks.demo, new RegExp(`main\\.ts run ${RUN}`));
  await withWorkspace({
    [RUN]: await Deno.readTextFile(`${repoRoot}${RUN}`),
    [MODEL]: await Deno.readTextFile(`${repoRoot}${MODEL}`),
  }, async (dir) => {
    const first = await runNiah(["run", RUN, "--quiet"], { cwd: dir });
    assert.equal(first.code, 0, first.stderr);
    assert.match(
      first.stdout,
      /wrote 40 rows to results\/simulated-demo\.jsonl/,
    );
    // A grid of scores, not all 1.00, labelled with the simulated model.
    assert.match(first.stdout, /tokens \\ depth/);
    assert.match(first.stdout, /0\.00|0\.50/);
    assert.match(
      first.stdout,
      /simulated-demo · fake-simulated \(uuid\): 40 rows, mean 0\.\d{3}/,
    );
    const rows = await rowsOf(`${dir}/${STORE}`);
    const classes = new Set(rows.map((r) => r.failure_class));
    for (const expected of ["ok", "wrong", "truncated", "refusal"]) {
      assert.ok(classes.has(expected), `no ${expected} row: ${[...classes]}`);
    }
    assert.ok(rows.some((r) => Number(r.attempts) > 1), "no retried cell");

    // Drop the last 25 rows: the resumed run redraws them as before.
    const lines = (await Deno.readTextFile(`${dir}/${STORE}`)).split("\n");
    await Deno.writeTextFile(
      `${dir}/${STORE}`,
      lines.slice(0, 15).join("\n") + "\n",
    );
    const resumed = await runNiah(["run", RUN, "--quiet"], { cwd: dir });
    assert.equal(resumed.code, 0, resumed.stderr);
    assert.match(
      resumed.stdout,
      /wrote 25 rows .*; 15 cells were already done/,
    );
    const pick = (r: Record<string, unknown>) => [
      r.cell_id,
      r.response,
      r.failure_class,
      r.attempts,
    ];
    const again = await rowsOf(`${dir}/${STORE}`);
    const byCell = (list: Record<string, unknown>[]) =>
      list.map(pick).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    assert.deepEqual(byCell(again), byCell(rows));
  });
});
