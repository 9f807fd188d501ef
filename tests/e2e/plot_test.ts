import assert from "node:assert/strict";
import { runNiah } from "../support/hosted_niah.ts";
import {
  niahGrid,
  niahRow,
  referenceRow,
  writeRows,
} from "../report/synthetic_rows.ts";

async function withDir(body: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "niah-plot-" });
  try {
    await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("plot writes one SVG heatmap and its vega-lite spec per run and model, and prints where", async () => {
  await withDir(async (dir) => {
    await writeRows(`${dir}/a.jsonl`, [
      ...niahGrid({ run_name: "a", seeds: 2 }),
      ...niahGrid({ run_name: "a", model_id: "other/model:v1", seeds: 2 }),
    ]);
    const result = await runNiah(["plot", "a.jsonl", "--out-dir", "plots"], {
      cwd: dir,
    });
    assert.equal(result.code, 0, result.stderr);
    assert.equal(
      result.stdout,
      "wrote plots/a.fake.score.svg\nwrote plots/a.other_model_v1.score.svg\n",
    );
    const svg = await Deno.readTextFile(`${dir}/plots/a.fake.score.svg`);
    assert.match(svg, /^<svg /);
    assert.match(svg, /context length \(tokens\)/);
    assert.match(svg, />100% trunc\.</);
    const spec = JSON.parse(
      await Deno.readTextFile(`${dir}/plots/a.fake.score.vl.json`),
    );
    assert.equal(
      spec.$schema,
      "https://vega.github.io/schema/vega-lite/v6.json",
    );
    assert.equal(spec.encoding.x.title, "context length (tokens)");
    assert.equal(spec.encoding.y.title, "needle depth (%)");
  });
});

Deno.test("plot defaults to the results file's folder; --metric invalid_rate and --x/--y change the chart", async () => {
  await withDir(async (dir) => {
    await Deno.mkdir(`${dir}/results`);
    await writeRows(
      `${dir}/results/a.jsonl`,
      niahGrid({ run_name: "a", seeds: 1 }),
    );
    const result = await runNiah(
      [
        "plot",
        "results/a.jsonl",
        "--metric",
        "invalid_rate",
        "--x",
        "depth_percent",
        "--y",
        "context_length",
      ],
      { cwd: dir },
    );
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stdout, "wrote results/a.fake.invalid_rate.svg\n");
    const spec = JSON.parse(
      await Deno.readTextFile(`${dir}/results/a.fake.invalid_rate.vl.json`),
    );
    assert.equal(spec.encoding.x.title, "needle depth (%)");
    // A word a line, so the legend stays narrow.
    assert.deepEqual(spec.layer[0].encoding.color.title, ["invalid", "rate"]);
  });
});

Deno.test("plot reads the Python tool's schema-2 rows", async () => {
  await withDir(async (dir) => {
    const rows = [];
    for (const length of [1000, 2000]) {
      for (const depth of [0, 50]) {
        rows.push(
          referenceRow({ context_length: length, depth, seed: 1, score: 1 }),
        );
      }
    }
    await writeRows(`${dir}/py.jsonl`, rows);
    const result = await runNiah(["plot", "py.jsonl"], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stdout, "wrote python-run.gpt-4o.score.svg\n");
  });
});

Deno.test("plot with a bad axis, metric or file exits 2 with one line and writes nothing", async () => {
  await withDir(async (dir) => {
    await writeRows(`${dir}/a.jsonl`, [
      niahRow({ params: { k: 1 }, score: 1 }),
      niahRow({ params: { k: 2 }, score: 0 }),
    ]);
    const axis = await runNiah(["plot", "a.jsonl", "--x", "depth"], {
      cwd: dir,
    });
    assert.equal(axis.code, 2);
    assert.equal(
      axis.stderr,
      'niah: Cannot draw heatmap: --x "depth" is not an axis of run "grid" (model "fake"); known axes: "k"\n',
    );
    const metric = await runNiah(["plot", "a.jsonl", "--metric", "cost"], {
      cwd: dir,
    });
    assert.equal(metric.code, 2);
    assert.match(
      metric.stderr,
      /--metric "cost" is not one of "score", "invalid_rate"/,
    );
    const missing = await runNiah(["plot", "nope.jsonl"], { cwd: dir });
    assert.equal(missing.code, 2);
    assert.equal(
      missing.stderr,
      'niah: Cannot read results: "nope.jsonl" does not exist\n',
    );
    const entries = [...Deno.readDirSync(dir)].map((e) => e.name);
    assert.deepEqual(entries, ["a.jsonl"]);
  });
});
