/**
 * `report` words the effective context length so a good run does not read
 * as a contradiction: every length passing is "at least 8000 tokens, the
 * longest length tested" (before: "8000+ tokens ... 95% interval from
 * below 1000 to 8000+"), and an interval end below the shortest length
 * says it is the shortest (before: "4000 tokens; 95% interval from below
 * 4000 to 4000").
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { niahRow, writeRows } from "../report/synthetic_rows.ts";

Deno.test("a run right at every length is 'at least' its longest length, in the terminal and the HTML", async () => {
  await withWorkspace({}, async (dir) => {
    await Deno.copyFile(
      "configs/runs/smoke.fake.yaml",
      `${dir}/configs/runs/smoke.fake.yaml`,
    );
    const run = await runNiah(["run", "configs/runs/smoke.fake.yaml"], {
      cwd: dir,
    });
    assert.equal(run.code, 0, run.stderr);
    const report = await runNiah([
      "report",
      "results/smoke.jsonl",
      "--html",
      "results/smoke.html",
    ], { cwd: dir });
    assert.equal(report.code, 0, report.stderr);
    const wording =
      "at least 8000 tokens, the longest length tested; 95% interval: from below 1000 tokens (the shortest length tested) to at least 8000 tokens";
    assert.ok(
      report.stdout.includes(
        `effective context length (mean ≥ 0.85): ${wording}\n`,
      ),
      report.stdout,
    );
    const html = await Deno.readTextFile(`${dir}/results/smoke.html`);
    assert.ok(html.includes(wording));
  });
});

Deno.test("an interval end below the shortest length names it as the shortest", async () => {
  await withWorkspace({}, async (dir) => {
    const rows = [];
    for (const length of [4000, 8000]) {
      for (const seed of [1, 2, 3]) {
        rows.push(niahRow({
          params: { context_length: length, depth_percent: 50 },
          seed,
          score: length === 4000 ? 1 : 0,
        }));
      }
    }
    await writeRows(`${dir}/r.jsonl`, rows);
    const report = await runNiah(["report", "r.jsonl"], { cwd: dir });
    assert.equal(report.code, 0, report.stderr);
    assert.ok(
      report.stdout.includes(
        "effective context length (mean ≥ 0.85): 4000 tokens; 95% interval: from below 4000 tokens (the shortest length tested) to 4000 tokens\n",
      ),
      report.stdout,
    );
  });
});
