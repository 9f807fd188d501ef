/**
 * A task parameter given as a list runs each value (`Task.listParams`):
 * MRCR's `needles: [2, 4]` and Graphwalks' `problem_type: [bfs, parents]`
 * give the cells, ids and rows `sweep.grid` would, every cell id distinct;
 * a list beside the same key in `sweep.grid`, an empty list and a bad
 * value in a list are one line each, exit 2. From the CLI, on the fake.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { rowsOf } from "../support/stored_rows.ts";

const root = new URL("../../", import.meta.url);
const MRCR = new URL("tests/fixtures/mrcr", root).pathname;
const GRAPHWALKS = new URL("tests/fixtures/graphwalks", root).pathname;

const config = (task: string, grid = "", store = "r.jsonl") =>
  `run_name: "lists"
model: "fake"
task: ${task}
sweep: {context_lengths: [8192]${grid}}
store: {path: "${store}"}
`;

interface Row {
  cell_id: string;
  params: Record<string, unknown>;
  needle_metadata: Record<string, unknown>;
  score: { value: number };
}

Deno.test("mrcr needles: [2, 4] runs each needle count, as sweep.grid does, with distinct cell ids", async () => {
  const task = (needles: string) =>
    `{type: "mrcr", needles: ${needles}, dataset: "${MRCR}", num_samples: 2}`;
  await withWorkspace({
    "list.yaml": config(task("[2, 4]")),
    "grid.yaml": config(
      `{type: "mrcr", dataset: "${MRCR}", num_samples: 2}`,
      ", grid: {needles: [2, 4]}",
      "g.jsonl",
    ),
  }, async (dir) => {
    for (const file of ["list.yaml", "grid.yaml"]) {
      const run = await runNiah(["run", file, "--quiet"], { cwd: dir });
      assert.equal(run.code, 0, run.stderr);
    }
    const rows = await rowsOf<Row>(`${dir}/r.jsonl`);
    assert.equal(rows.length, 4);
    assert.equal(new Set(rows.map((r) => r.cell_id)).size, 4);
    assert.deepEqual(
      rows.map((r) => [r.params["needles"], r.needle_metadata["n_needles"]])
        .sort(),
      [[2, 2], [2, 2], [4, 4], [4, 4]],
    );
    assert.ok(rows.every((r) => r.score.value === 1));
    const grid = await rowsOf<Row>(`${dir}/g.jsonl`);
    assert.deepEqual(
      grid.map((r) => r.cell_id).sort(),
      rows.map((r) => r.cell_id).sort(),
    );
    const report = await runNiah(["report", "r.jsonl"], { cwd: dir });
    assert.equal(report.code, 0, report.stderr);
    assert.match(report.stdout, /\n {2}2 +\(4096, 8192\] +1\.000 .* 2\n/);
    assert.match(report.stdout, /\n {2}4 +\(4096, 8192\] +1\.000 .* 2\n/);
  });
});

Deno.test("graphwalks problem_type: [bfs, parents] runs each type", async () => {
  await withWorkspace({
    "list.yaml": config(
      `{type: "graphwalks", problem_type: [bfs, parents], dataset: "${GRAPHWALKS}", num_samples: 1}`,
    ),
  }, async (dir) => {
    const run = await runNiah(["run", "list.yaml", "--quiet"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    const rows = await rowsOf<Row>(`${dir}/r.jsonl`);
    assert.deepEqual(rows.map((r) => r.params["problem_type"]).sort(), [
      "bfs",
      "parents",
    ]);
    assert.equal(new Set(rows.map((r) => r.cell_id)).size, 2);
  });
});

Deno.test("a list beside sweep.grid's key, an empty list and a bad value in a list are one line each", async () => {
  const task = (needles: string) =>
    `{type: "mrcr", needles: ${needles}, dataset: "${MRCR}", num_samples: 1}`;
  await withWorkspace({
    "both.yaml": config(task("[2, 4]"), ", grid: {needles: [2]}"),
    "empty.yaml": config(task("[]")),
    "bad.yaml": config(task("[2, 3]")),
  }, async (dir) => {
    const cases: [string, RegExp][] = [
      [
        "both.yaml",
        /task\.needles.*a list here and sweep\.grid\.needles both; give the values in one place/,
      ],
      ["empty.yaml", /task\.needles.*an empty list; give one value or several/],
      ["bad.yaml", /task\.needles\.1|task\.needles\[1\]/],
    ];
    for (const [file, want] of cases) {
      const result = await runNiah(["validate", file], { cwd: dir });
      assert.equal(result.code, 2, `${file}: ${result.stderr}`);
      const lines = result.stderr.trim().split("\n");
      assert.equal(lines.length, 1, result.stderr);
      assert.match(lines[0]!, want);
    }
  });
});
