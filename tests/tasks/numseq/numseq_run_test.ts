/** `num_seq` end to end through the CLI, in a temporary workspace. */
import assert from "node:assert/strict";
import { repoRoot, runNiah, withWorkspace } from "../../support/run_niah.ts";

async function rowsOf(path: string): Promise<Record<string, unknown>[]> {
  const text = await Deno.readTextFile(path);
  return text.trimEnd().split("\n").map((line) => JSON.parse(line));
}

const shipped = (name: string) =>
  Deno.readTextFileSync(`${repoRoot}configs/runs/${name}`);

Deno.test("the oracle fake scores 1.0 on the shipped by-order config, and every row rebuilds byte for byte", async () => {
  await withWorkspace({
    "configs/runs/num-seq-by-order.yaml": shipped("num-seq-by-order.yaml"),
  }, async (dir) => {
    const config = "configs/runs/num-seq-by-order.yaml";
    const run = await runNiah(["run", config, "-n", "2"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /wrote 8 rows/);
    const rows = await rowsOf(`${dir}/results/num-seq-by-order.jsonl`);
    assert.equal(rows.length, 8);
    const orders = new Map<number, number>();
    for (const row of rows) {
      assert.equal(row.task_type, "num_seq");
      assert.equal(row.status, "ok");
      assert.equal(row.failure_class, "ok");
      const score = row.score as { value: number; details: unknown };
      assert.equal(score.value, 1);
      assert.deepEqual(score.details, {
        parse_path: "answer_tag",
        parsed: row.expected_answer,
      });
      const k = (row.params as { k: number }).k;
      assert.equal((row.needle_metadata as { k: number }).k, k);
      orders.set(k, (orders.get(k) ?? 0) + 1);
      assert.ok(JSON.stringify(row).length < 4096, "a row stays a few KB");
    }
    assert.deepEqual([...orders].sort(), [[2, 2], [3, 2], [4, 2], [5, 2]]);

    const dataset = await runNiah(["dataset", config, "-n", "2"], { cwd: dir });
    assert.equal(dataset.code, 0, dataset.stderr);
    const sent = new Map<string, unknown>(
      dataset.stdout.trimEnd().split("\n").map((line) => {
        const parsed = JSON.parse(line) as { id: string; messages: unknown };
        return [parsed.id, parsed.messages];
      }),
    );
    for (const rowNumber of [0, 3, 7]) {
      const rebuilt = await runNiah([
        "reconstruct",
        "results/num-seq-by-order.jsonl",
        "--row",
        String(rowNumber),
        "--messages",
      ], { cwd: dir });
      assert.equal(rebuilt.code, 0, rebuilt.stderr);
      const row = rows[rowNumber]!;
      assert.equal(
        rebuilt.stdout,
        `${JSON.stringify(sent.get(String(row.cell_id)), null, 2)}\n`,
      );
    }
  });
});

Deno.test("an answer that does not parse is a parse_fail row", async () => {
  const model = `id: "dunno"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "canned", response_text: "I am not sure."}
`;
  const run = `run_name: "t"
model: "dunno"
task: {type: "num_seq", num_examples: 3, seed: 1}
store: {path: "results/t.jsonl"}
`;
  await withWorkspace({
    "configs/models/dunno.yaml": model,
    "configs/runs/t.yaml": run,
  }, async (dir) => {
    const result = await runNiah(["run", "configs/runs/t.yaml"], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    const rows = await rowsOf(`${dir}/results/t.jsonl`);
    assert.equal(rows.length, 3);
    for (const row of rows) {
      assert.equal(row.failure_class, "parse_fail");
      assert.deepEqual(row.score, {
        value: 0,
        details: { parse_path: null, parsed: null },
      });
    }
  });
});
