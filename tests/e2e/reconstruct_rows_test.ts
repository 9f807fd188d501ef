/**
 * Which row `niah reconstruct` rebuilds (`--cell ID`, or `--row N` counting
 * from 0 as the Python seed tool's `row_index` does), and rows crafted with
 * sizes no run writes: exit 2 naming the file, line and key, promptly.
 */
import { rowsOf } from "../support/stored_rows.ts";
import assert from "node:assert/strict";
import { repoRoot, runNiah, withWorkspace } from "../support/hosted_niah.ts";

const UUID_RUN = `run_name: "r"
model: "fake"
task: {type: "uuid", style: "niah"}
sweep: {context_lengths: [600, 900], depth_percents: [0, 50], seeds: [1]}
store: {path: "results/r.jsonl"}
`;

type Row = Record<string, unknown> & { recipe: Record<string, unknown> };

/** Writes `rows` as JSONL to `path`. */
async function writeRows(path: string, rows: readonly unknown[]) {
  await Deno.writeTextFile(
    path,
    rows.map((row) => `${JSON.stringify(row)}\n`).join(""),
  );
}

/** The one-line exit-2 error every crafted row must give. */
function assertRefused(
  result: { code: number; stderr: string },
  ...parts: string[]
) {
  assert.equal(result.code, 2, result.stderr);
  const lines = result.stderr.trim().split("\n");
  assert.equal(lines.length, 1, result.stderr);
  assert.match(lines[0]!, /^niah: Cannot /);
  for (const part of parts) {
    assert.ok(lines[0]!.includes(part), `${part} in: ${lines[0]}`);
  }
}

Deno.test("--row counts from 0 and --cell picks the row with that cell_id", async () => {
  await withWorkspace({ "configs/runs/r.yaml": UUID_RUN }, async (dir) => {
    const run = await runNiah(["run", "configs/runs/r.yaml"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    const rows = await rowsOf<Row>(`${dir}/results/r.jsonl`);
    assert.equal(rows.length, 4);
    for (const index of [0, 3]) {
      const row = rows[index]!;
      const [byRow, byCell] = await Promise.all([
        runNiah(["reconstruct", "results/r.jsonl", "--row", String(index)], {
          cwd: dir,
        }),
        runNiah([
          "reconstruct",
          "results/r.jsonl",
          "--cell",
          String(row.cell_id),
        ], { cwd: dir }),
      ]);
      assert.equal(byRow.code, 0, byRow.stderr);
      assert.equal(byCell.code, 0, byCell.stderr);
      assert.equal(byRow.stdout, byCell.stdout);
      // The row's own needle is in the rebuilt context: the same cell.
      assert.ok(byRow.stdout.includes(String(row.expected_answer)));
    }
    const unknown = await runNiah(
      ["reconstruct", "results/r.jsonl", "--cell", "no-such-cell"],
      { cwd: dir },
    );
    assertRefused(unknown, '"results/r.jsonl"', 'cell_id "no-such-cell"');
    const both = await runNiah(
      ["reconstruct", "results/r.jsonl", "--cell", "x", "--row", "0"],
      { cwd: dir },
    );
    assertRefused(both, "exactly one of --cell ID and --row N");
  });
});

Deno.test("the HTML report's failure list prints reconstruct commands that use --cell and work", async () => {
  await withWorkspace({ "configs/runs/r.yaml": UUID_RUN }, async (dir) => {
    const run = await runNiah(["run", "configs/runs/r.yaml"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    // Make the row at index 2 a failure, as a wrong answer would be.
    const rows = await rowsOf<Row>(`${dir}/results/r.jsonl`);
    const failed = rows[2]!;
    Object.assign(failed, {
      response: "I do not know.",
      score: { value: 0, details: { found: false } },
      failure_class: "wrong",
    });
    await writeRows(`${dir}/results/r.jsonl`, rows);
    const report = await runNiah(
      ["report", "results/r.jsonl", "--html", "r.html"],
      { cwd: dir },
    );
    assert.equal(report.code, 0, report.stderr);
    const html = await Deno.readTextFile(`${dir}/r.html`);
    const commands = [
      ...html.matchAll(/ reconstruct (\S+) --cell ([^<\s]+)/g),
    ];
    assert.equal(commands.length, 1, "one failure, one command");
    assert.ok(!html.includes(" reconstruct results/r.jsonl --row"));
    assert.equal(commands[0]![2], failed.cell_id);
    const rebuilt = await runNiah(
      ["reconstruct", commands[0]![1]!, "--cell", commands[0]![2]!],
      { cwd: dir },
    );
    assert.equal(rebuilt.code, 0, rebuilt.stderr);
    assert.ok(rebuilt.stdout.includes(String(failed.expected_answer)));
  });
});

Deno.test("a crafted NIAH row with a huge haystack_token_count: exit 2 with the file, line and key, at once", async () => {
  await withWorkspace({ "configs/runs/r.yaml": UUID_RUN }, async (dir) => {
    const run = await runNiah(["run", "configs/runs/r.yaml"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    const rows = await rowsOf<Row>(`${dir}/results/r.jsonl`);
    const cases: [string, (row: Row) => void, string][] = [
      ["haystack", (row) => {
        row.recipe.haystack_token_count = 1e12;
      }, "recipe is not a NIAH recipe (haystack_token_count is"],
      ["just over the cap", (row) => {
        row.recipe.haystack_token_count = 10_000_001;
      }, "recipe is not a NIAH recipe (haystack_token_count is"],
      ["not a number", (row) => {
        row.recipe.haystack_token_count = "800";
      }, "recipe is not a NIAH recipe (haystack_token_count is"],
      [
        "needle index",
        (row) => {
          const placements = row.recipe.needle_placements as {
            insertion_token_index: number;
          }[];
          placements[0]!.insertion_token_index = 2 ** 52;
        },
        "recipe is not a NIAH recipe (needle_placements.0.insertion_token_index is",
      ],
    ];
    for (const [name, craft, key] of cases) {
      const crafted = structuredClone(rows);
      craft(crafted[1]!);
      await writeRows(`${dir}/results/crafted.jsonl`, crafted);
      const started = performance.now();
      const result = await runNiah(
        ["reconstruct", "results/crafted.jsonl", "--row", "1"],
        { cwd: dir },
      );
      assertRefused(result, '"results/crafted.jsonl" line 2', key);
      assert.ok(
        performance.now() - started < 30_000,
        `${name}: refused promptly`,
      );
    }
  });
});

// A rebuild draws this many examples again: duplicates_skipped for niah's
// generator, sample_index for the reference's.
const CRAFTED: [string, string][] = [
  ["niah", "duplicates_skipped"],
  ["reference", "sample_index"],
];
for (const [style, key] of CRAFTED) {
  Deno.test(`a crafted num_seq row (style ${style}) with a huge ${key}: exit 2 with the file, line and key, at once`, async () => {
    await withWorkspace({
      "configs/runs/num-seq-by-order.yaml": Deno.readTextFileSync(
        `${repoRoot}configs/runs/num-seq-by-order.yaml`,
      ).replace('type: "num_seq"', `type: "num_seq"\n  style: "${style}"`),
    }, async (dir) => {
      const run = await runNiah(
        ["run", "configs/runs/num-seq-by-order.yaml", "-n", "1"],
        { cwd: dir },
      );
      assert.equal(run.code, 0, run.stderr);
      const rows = await rowsOf<Row>(`${dir}/results/num-seq-by-order.jsonl`);
      // num_seq rows count their prompt too (the system prompt and terms).
      for (const row of rows) {
        const counts = row.token_counts as { context: unknown };
        assert.ok(
          typeof counts.context === "number" && counts.context > 0,
          JSON.stringify(row.token_counts),
        );
      }
      rows[0]!.recipe[key] = 1e12;
      await writeRows(`${dir}/results/crafted.jsonl`, rows);
      const started = performance.now();
      const result = await runNiah(
        ["reconstruct", "results/crafted.jsonl", "--row", "0"],
        { cwd: dir },
      );
      assertRefused(
        result,
        '"results/crafted.jsonl" line 1',
        `recipe is not a num_seq recipe (${key} is`,
      );
      assert.ok(performance.now() - started < 30_000, "refused promptly");
    });
  });
}
