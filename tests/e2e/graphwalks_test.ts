/**
 * The `graphwalks` family from the command line, on the shipped smoke
 * sweep (tests/fixtures/graphwalks/): the fake provider directly and in
 * batch mode, a loopback OpenAI-compatible server directly and through its
 * Batch API; every row scored as the dataset card's grader scores its
 * response, rebuilt byte for byte by `reconstruct` (and refused in one line
 * from another file), resumed by a second run, and tabled by `report`.
 */
import assert from "node:assert/strict";
import { graphwalksGrade } from "../../src/tasks/graphwalks/graphwalks_grade.ts";
import {
  loopbackBatchModel,
  withBatchApi,
} from "../support/batch_api_server.ts";
import { withFakeApi } from "../support/fake_api_server.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { rowsOf } from "../support/stored_rows.ts";

const root = new URL("../../", import.meta.url);
const FIXTURES = new URL("tests/fixtures/graphwalks", root).pathname;
const SMOKE = Deno.readTextFileSync(
  new URL("configs/runs/graphwalks-smoke.yaml", root),
).replace('"tests/fixtures/graphwalks"', JSON.stringify(FIXTURES));
const CELLS = 8;
/** A batch run's config: polled every 0.2 s, storing to `store`. */
const batchRun = (config: string, store: string) =>
  config.replace("  concurrency: 4", "  concurrency: 4\n  batch_poll_s: 0.2")
    .replace("results/graphwalks-smoke.jsonl", store);
const KEY_ENV = "NIAH_GRAPHWALKS_TEST_KEY";
const env = { [KEY_ENV]: "test-key-graphwalks" };

interface Row {
  cell_id: string;
  status: string;
  response: string | null;
  score: { value: number } | null;
  needle_metadata: { answer_nodes: string[] };
}

/** Every row's score is the card's grade of its response. */
function assertGraded(rows: readonly Row[]): void {
  assert.equal(rows.length, CELLS);
  for (const row of rows) {
    assert.equal(row.status, "ok", JSON.stringify(row.response));
    const want = graphwalksGrade(
      row.response ?? "",
      row.needle_metadata.answer_nodes,
    ).f1;
    assert.equal(row.score?.value, want);
  }
}

/**
 * A loopback answer: for a parents question, the sources of the edges into
 * the node (the true set); for a BFS, the node's children (partly right).
 */
function loopAnswer(prompt: string): string {
  const edges = [...prompt.matchAll(/^([0-9a-f]{10}) -> ([0-9a-f]{10})$/gm)];
  const parentsOf = /Find the parents of node ([0-9a-f]{10})\./.exec(prompt);
  const bfsFrom = /Perform a BFS from node ([0-9a-f]{10})/.exec(prompt);
  const nodes = parentsOf !== null
    ? edges.filter((m) => m[2] === parentsOf[1]).map((m) => m[1])
    : edges.filter((m) => m[1] === bfsFrom?.[1]).map((m) => m[2]);
  return `Thinking it over.\nFinal Answer: [${nodes.join(", ")}]`;
}

const scoresByCell = (rows: readonly Row[]) =>
  rows.map((row) => [row.cell_id, row.score?.value]).sort();

Deno.test("graphwalks-smoke runs on the fake, reconstructs byte for byte, resumes, reports the cards' table, and batch gives the same rows", async () => {
  await withWorkspace({ "g.yaml": SMOKE }, async (dir) => {
    const run = await runNiah(["run", "g.yaml", "--quiet"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    const rows = await rowsOf<Row>(`${dir}/results/graphwalks-smoke.jsonl`);
    assertGraded(rows);
    const dataset = await runNiah(["dataset", "g.yaml", "--out", "d.jsonl"], {
      cwd: dir,
    });
    assert.equal(dataset.code, 0, dataset.stderr);
    const lines = (await Deno.readTextFile(`${dir}/d.jsonl`)).trim().split("\n")
      .map((line) => JSON.parse(line) as { id: string; messages: unknown });
    for (const [n, row] of rows.entries()) {
      const rebuilt = await runNiah([
        "reconstruct",
        "results/graphwalks-smoke.jsonl",
        "--row",
        String(n),
        "--messages",
      ], { cwd: dir });
      assert.equal(rebuilt.code, 0, rebuilt.stderr);
      const line = lines.find((l) => l.id === row.cell_id)!;
      assert.equal(
        rebuilt.stdout,
        `${JSON.stringify(line.messages, null, 2)}\n`,
      );
    }
    const again = await runNiah(["run", "g.yaml", "--quiet"], { cwd: dir });
    assert.equal(again.code, 0, again.stderr);
    assert.equal(
      (await rowsOf(`${dir}/results/graphwalks-smoke.jsonl`)).length,
      CELLS,
    );
    const rescored = await runNiah([
      "rescore",
      "results/graphwalks-smoke.jsonl",
      "--out",
      "r.jsonl",
    ], { cwd: dir });
    assert.equal(rescored.code, 0, rescored.stderr);
    assert.match(rescored.stdout, /8 rescored, 0 changed/);
    assertGraded(await rowsOf<Row>(`${dir}/r.jsonl`));
    const report = await runNiah(
      ["report", "results/graphwalks-smoke.jsonl"],
      { cwd: dir },
    );
    assert.equal(report.code, 0, report.stderr);
    assert.match(report.stdout, /Graphwalks · graphwalks-smoke · fake/);
    assert.match(
      report.stdout,
      /^ {2}≤128k +\d\.\d{3} \(\d\.\d{3}–\d\.\d{3}\) n=4/m,
    );
    assert.match(report.stdout, /^ {2}\(524288, 1048576\] +– +–$/m);
    await Deno.writeTextFile(
      `${dir}/b.yaml`,
      batchRun(SMOKE, "results/b.jsonl"),
    );
    const batch = await runNiah(["run", "b.yaml", "--batch", "--quiet"], {
      cwd: dir,
    });
    assert.equal(batch.code, 0, batch.stderr);
    assert.deepEqual(
      scoresByCell(await rowsOf<Row>(`${dir}/results/b.jsonl`)),
      scoresByCell(rows),
    );
  });
});

Deno.test("reconstruct refuses a row whose dataset file changed, in one line", async () => {
  const copy = await Deno.makeTempDir({ prefix: "niah-graphwalks-" });
  try {
    for (const entry of Deno.readDirSync(FIXTURES)) {
      await Deno.copyFile(`${FIXTURES}/${entry.name}`, `${copy}/${entry.name}`);
    }
    const config = SMOKE.replace(JSON.stringify(FIXTURES), JSON.stringify(copy))
      .replace(/context_lengths: \[[^\]]*\]/, "context_lengths: [8192]");
    await withWorkspace({ "g.yaml": config }, async (dir) => {
      const run = await runNiah(["run", "g.yaml", "--quiet"], { cwd: dir });
      assert.equal(run.code, 0, run.stderr);
      await Deno.copyFile(
        `${copy}/graphwalks_256k_to_1mil.parquet`,
        `${copy}/graphwalks_128k_and_shorter.parquet`,
      );
      const rebuilt = await runNiah(
        ["reconstruct", "results/graphwalks-smoke.jsonl", "--row", "0"],
        { cwd: dir },
      );
      assert.equal(rebuilt.code, 2);
      assert.match(
        rebuilt.stderr,
        /Graphwalks file ".*graphwalks_128k_and_shorter\.parquet" changed since the row was written \(sha256 [0-9a-f]{12}, recorded [0-9a-f]{12}\)/,
      );
      assert.equal(rebuilt.stderr.trim().split("\n").length, 1);
    });
  } finally {
    await Deno.remove(copy, { recursive: true });
  }
});

Deno.test("graphwalks-smoke on a loopback OpenAI-compatible server, directly and through its Batch API, scores as the card's grader", async () => {
  await withFakeApi({ answer: loopAnswer }, async (direct) => {
    await withBatchApi({ answer: loopAnswer }, async (batch) => {
      const model = (base: string) =>
        loopbackBatchModel("chat_completions", base, KEY_ENV);
      await withWorkspace({
        "g.yaml": SMOKE.replace('model: "fake"', 'model: "loop"'),
        "configs/models/loop.yaml": model(direct.openaiBaseURL),
      }, async (dir) => {
        const a = await runNiah(["run", "g.yaml", "--quiet"], {
          cwd: dir,
          env,
        });
        assert.equal(a.code, 0, a.stderr);
        const rows = await rowsOf<Row>(`${dir}/results/graphwalks-smoke.jsonl`);
        assertGraded(rows);
        assert.ok(rows.some((row) => (row.score?.value ?? 0) > 0));
        await Deno.writeTextFile(
          `${dir}/configs/models/loop.yaml`,
          model(batch.openaiBaseURL),
        );
        await Deno.writeTextFile(
          `${dir}/b.yaml`,
          batchRun(
            SMOKE.replace('model: "fake"', 'model: "loop"'),
            "results/b.jsonl",
          ),
        );
        const b = await runNiah([
          "run",
          "b.yaml",
          "--batch",
          "--quiet",
        ], { cwd: dir, env });
        assert.equal(b.code, 0, b.stderr);
        assert.equal(batch.count("create"), 1);
        const batched = await rowsOf<Row>(`${dir}/results/b.jsonl`);
        assertGraded(batched);
        assert.deepEqual(scoresByCell(batched), scoresByCell(rows));
      });
    });
  });
});

Deno.test("graphwalks' dry run prices each token bin, direct and at the batch price", async () => {
  const model = JSON.stringify({
    id: "loop",
    runtime: { sdk: "openai-python", api: "chat_completions" },
    client: { api_key_env: KEY_ENV, base_url: "http://127.0.0.1:8999/v1" },
    request: { model: "loop-model", max_tokens: 64 },
    pricing: { input: 1, output: 2 },
  });
  await withWorkspace({
    "g.yaml": SMOKE.replace('model: "fake"', 'model: "loop"'),
    "configs/models/loop.yaml": model,
  }, async (dir) => {
    const dry = await runNiah(["run", "g.yaml", "--dry-run"], {
      cwd: dir,
      env,
    });
    assert.equal(dry.code, 0, dry.stderr);
    const bins = /by context_length:\n(.*\n)(.*\n)/.exec(dry.stdout);
    assert.ok(bins, dry.stdout);
    const total = Number(
      new RegExp(`estimate: ${CELLS} cells, (\\d+) input`).exec(dry.stdout)![
        1
      ],
    );
    const perBin = [bins[1]!, bins[2]!].map((line, at) => {
      const m =
        /^ {2}context_length=(\d+): 4 cells, (\d+) input tokens; \$([0-9.]+) input direct, \$([0-9.]+) at the batch price$/
          .exec(line.trimEnd());
      assert.ok(m, line);
      assert.equal(Number(m[1]), [8192, 16384][at]);
      assert.equal(Number(m[3]), Number((Number(m[2]) / 1e6).toFixed(4)));
      assert.equal(Number(m[4]), Number((Number(m[2]) / 2e6).toFixed(4)));
      return Number(m[2]);
    });
    assert.equal(perBin[0]! + perBin[1]!, total);
  });
});
