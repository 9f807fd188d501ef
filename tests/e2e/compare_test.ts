import assert from "node:assert/strict";
import { runNiah } from "../support/hosted_niah.ts";
import { niahGrid, niahRow, writeRows } from "../report/synthetic_rows.ts";

async function withRuns(
  body: (dir: string) => Promise<void>,
): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "niah-compare-" });
  try {
    await writeRows(
      `${dir}/off.jsonl`,
      niahGrid({ run_name: "pps-off", seeds: 8 }),
    );
    await writeRows(
      `${dir}/on.jsonl`,
      niahGrid({ run_name: "pps-on", seeds: 8, shift: 0.15 }),
    );
    await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("compare prints both runs, the pairing, a one-line verdict, and writes the B - A heatmap", async () => {
  await withRuns(async (dir) => {
    const result = await runNiah([
      "compare",
      "off.jsonl",
      "on.jsonl",
      "--out-dir",
      "cmp",
    ], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    const lines = result.stdout.trimEnd().split("\n");
    assert.match(
      lines[0]!,
      /^A: off\.jsonl \(run "pps-off", model "fake"\): 200 rows, mean 0\.\d{3} \(incomplete: 1 without an answer, left out\)$/,
    );
    assert.match(
      lines[1]!,
      /^B: on\.jsonl \(run "pps-on", model "fake"\): 200 rows/,
    );
    assert.match(
      lines[2]!,
      /^paired 199 cells \(left out: 1 without an answer\)/,
    );
    assert.equal(lines[3], "wrote cmp/off-vs-on.diff.svg");
    assert.match(
      lines[4]!,
      /^B is significantly worse than A: .* exact McNemar p < 0\.001$/,
    );
    assert.equal(lines.length, 5);
    const svg = await Deno.readTextFile(`${dir}/cmp/off-vs-on.diff.svg`);
    assert.match(svg, /B − A/);
    const spec = JSON.parse(
      await Deno.readTextFile(`${dir}/cmp/off-vs-on.diff.vl.json`),
    );
    assert.deepEqual(spec.layer[0].encoding.color.scale, {
      scheme: "redblue",
      domain: [-1, 1],
    });
  });
});

Deno.test("--fail-if-drop exits 3 when B falls further below A than allowed, 0 otherwise", async () => {
  await withRuns(async (dir) => {
    const gate = await runNiah([
      "compare",
      "off.jsonl",
      "on.jsonl",
      "--fail-if-drop",
      "0.05",
    ], { cwd: dir });
    assert.equal(gate.code, 3, gate.stderr);
    assert.match(
      gate.stderr,
      /^niah: Cannot pass the regression gate: B's mean score is 0\.\d{3} below A's \(0\.\d{3} → 0\.\d{3}\), more than --fail-if-drop 0\.05\n$/,
    );
    assert.match(gate.stdout, /B is significantly worse/);
    const loose = await runNiah([
      "compare",
      "off.jsonl",
      "on.jsonl",
      "--fail-if-drop",
      "0.5",
    ], { cwd: dir });
    assert.equal(loose.code, 0, loose.stderr);
    const better = await runNiah([
      "compare",
      "on.jsonl",
      "off.jsonl",
      "--fail-if-drop",
      "0",
    ], { cwd: dir });
    assert.equal(better.code, 0, better.stderr);
    assert.match(better.stdout, /B is significantly better than A/);
  });
});

Deno.test("compare with bad input exits 2, not 3", async () => {
  await withRuns(async (dir) => {
    const drop = await runNiah([
      "compare",
      "off.jsonl",
      "on.jsonl",
      "--fail-if-drop",
      "lots",
    ], { cwd: dir });
    assert.equal(drop.code, 2);
    assert.match(drop.stderr, /expected a number from 0 to 1, got "lots"/);
    const missing = await runNiah(["compare", "off.jsonl", "nope.jsonl"], {
      cwd: dir,
    });
    assert.equal(missing.code, 2);
    assert.equal(
      missing.stderr,
      'niah: Cannot read results: "nope.jsonl" does not exist\n',
    );
    await writeRows(`${dir}/single.jsonl`, [
      niahRow({
        task_type: "single",
        params: { context_length: 1000, depth_percent: 0 },
        score: 1,
      }),
    ]);
    const task = await runNiah([
      "compare",
      "off.jsonl",
      "single.jsonl",
      "--fail-if-drop",
      "0.1",
    ], { cwd: dir });
    assert.equal(task.code, 2);
    assert.match(task.stderr, /A is task "uuid" and B is task "single"/);
  });
});

Deno.test("compare's means are report's headline means: truncated answers scored 0, the unanswered cell left out", async () => {
  await withRuns(async (dir) => {
    const result = await runNiah(["compare", "off.jsonl", "on.jsonl"], {
      cwd: dir,
    });
    assert.equal(result.code, 0, result.stderr);
    const headline = async (file: string) => {
      const report = await runNiah(["report", file], { cwd: dir });
      assert.equal(report.code, 0, report.stderr);
      const mean =
        /, mean (0\.\d{3}) \(95% CI [^)]*\) over 199 answered,.* 8 truncated;/
          .exec(report.stdout);
      assert.ok(mean, report.stdout);
      return mean[1]!;
    };
    const a = await headline("off.jsonl");
    const b = await headline("on.jsonl");
    const lines = result.stdout.trimEnd().split("\n");
    assert.match(lines[0]!, new RegExp(`: 200 rows, mean ${a} \\(incomplete`));
    assert.match(lines[1]!, new RegExp(`: 200 rows, mean ${b} \\(incomplete`));
    // Both sides lack the same cell, so the 199 pairs are the answered rows.
    assert.match(
      lines.at(-1)!,
      new RegExp(`mean score ${a} → ${b} .* over 199 paired cells`),
    );
  });
});
