/**
 * OpenAI-MRCR end to end from the CLI on the shipped smoke config's files
 * (tests/fixtures/mrcr, tests/support/mrcr_files.ts): the fake provider,
 * then a loopback OpenAI-compatible and Anthropic server, direct and in
 * batch mode (the multi-turn bodies as stored), `report`, `reconstruct`
 * of every message from the file the row names, and a changed file
 * refused in one line.
 */
import assert from "node:assert/strict";
import {
  loopbackBaseURL,
  loopbackBatchModel,
  withBatchApi,
} from "../support/batch_api_server.ts";
import { FakeApiServer } from "../support/fake_api_server.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { mrcrFixtureRows } from "../support/mrcr_files.ts";
import { rowsOf } from "../support/stored_rows.ts";

const fixtures = new URL("../fixtures/mrcr", import.meta.url).pathname;
const KEY_ENV = "NIAH_MRCR_TEST_KEY";
const env = { [KEY_ENV]: "test-key-mrcr" };

const rows = Object.values(mrcrFixtureRows()).flat();

/** The stored answer of the row whose final request ends `prompt`. */
function answerOf(prompt: string): string {
  const row = rows.find((r) => {
    const messages = JSON.parse(r.prompt) as { content: string }[];
    return prompt.endsWith(messages.at(-1)!.content);
  });
  return row?.answer ?? "no such row";
}

const smoke = (model: string, dataset: string, batch = false) =>
  `run_name: "mrcr-e2e"
model: "${model}"
task: {type: "mrcr", needles: 2, dataset: "${dataset}", num_samples: 2}
sweep: {context_lengths: [8192, 16384]}
runner: {batch: ${batch}, batch_poll_s: 0.2}
store: {path: "results/mrcr.jsonl"}
`;

Deno.test("mrcr on the fake provider: rows, report, reconstruct from the named file, a changed file refused", async () => {
  const dataset = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${dataset}/2needle`);
    for (const entry of Deno.readDirSync(`${fixtures}/2needle`)) {
      await Deno.copyFile(
        `${fixtures}/2needle/${entry.name}`,
        `${dataset}/2needle/${entry.name}`,
      );
    }
    await withWorkspace({
      "configs/runs/m.yaml": smoke("fake", dataset),
    }, async (dir) => {
      const run = await runNiah(["run", "configs/runs/m.yaml", "--quiet"], {
        cwd: dir,
      });
      assert.equal(run.code, 0, run.stderr);
      const stored = await rowsOf(`${dir}/results/mrcr.jsonl`);
      assert.equal(stored.length, 4);
      // Resumed: every cell done, nothing sent again.
      const resumed = await runNiah(["run", "configs/runs/m.yaml"], {
        cwd: dir,
      });
      assert.equal(resumed.code, 0, resumed.stderr);
      assert.match(resumed.stdout + resumed.stderr, /4 done, 0 to run/);
      assert.equal((await rowsOf(`${dir}/results/mrcr.jsonl`)).length, 4);
      assert.ok(
        stored.every((row) => (row.score as { value: number }).value === 1),
      );
      const report = await runNiah(["report", "results/mrcr.jsonl"], {
        cwd: dir,
      });
      assert.equal(report.code, 0, report.stderr);
      assert.match(
        report.stdout,
        /mrcr-e2e · fake \(mrcr\): 4 rows, mean 1\.000/,
      );
      // The card's table: needles x bin, rows run, the average up to 128k.
      assert.match(report.stdout, / {2}2 +\(8192, 16384\] +1\.000 +\S+ +2\n/);
      assert.match(
        report.stdout,
        / {2}2 +≤128k +1\.000 +\(mean of 2 bin means\)/,
      );
      assert.match(
        report.stdout,
        /dataset revision: no manifest\n {2}dataset files \(sha256, first 12 hex\): 2needle\/train-0000[01]-of-00002\.parquet [0-9a-f]{12}, 2needle\/\S+ [0-9a-f]{12}\n/,
      );
      const html = await runNiah(
        ["report", "results/mrcr.jsonl", "--html", "r.html"],
        { cwd: dir },
      );
      assert.equal(html.code, 0, html.stderr);
      const page = await Deno.readTextFile(`${dir}/r.html`);
      assert.match(
        page,
        /<figure><svg viewBox="0 0 360 220"[^>]*aria-label="MRCR mean grade by token bin">/,
      );
      assert.match(page, /<polyline points="36,12 [0-9.]+,12"/);
      const recipe = stored[0]!.recipe as { file: string; row: number };
      const rebuilt = await runNiah(
        ["reconstruct", "results/mrcr.jsonl", "--row", "0", "--messages"],
        { cwd: dir },
      );
      assert.equal(rebuilt.code, 0, rebuilt.stderr);
      const name = recipe.file.slice(dataset.length + 1);
      const source = mrcrFixtureRows()[name]![recipe.row]!;
      assert.deepEqual(JSON.parse(rebuilt.stdout), JSON.parse(source.prompt));
      // `dataset`: the conversations as sent; `rescore`: the card's grade
      // again (a response without its prefix now scores 0).
      const exported = await runNiah(
        ["dataset", "configs/runs/m.yaml", "--out", "d.jsonl"],
        { cwd: dir },
      );
      assert.equal(exported.code, 0, exported.stderr);
      const lines = (await Deno.readTextFile(`${dir}/d.jsonl`)).trim()
        .split("\n").map((line) => JSON.parse(line));
      assert.equal(lines.length, 4);
      assert.deepEqual(lines[0].messages, JSON.parse(source.prompt));
      const text = await Deno.readTextFile(`${dir}/results/mrcr.jsonl`);
      const first = JSON.parse(text.split("\n")[0]!);
      const prefix = first.needle_metadata.random_string_to_prepend;
      first.response = first.response.slice(prefix.length);
      await Deno.writeTextFile(
        `${dir}/edited.jsonl`,
        [JSON.stringify(first), ...text.split("\n").slice(1)].join("\n"),
      );
      const rescored = await runNiah(
        ["rescore", "edited.jsonl", "--out", "rescored.jsonl"],
        { cwd: dir },
      );
      assert.equal(rescored.code, 0, rescored.stderr);
      const again = await rowsOf(`${dir}/rescored.jsonl`);
      assert.deepEqual(
        again.map((r) => (r.score as { value: number }).value),
        [0, 1, 1, 1],
      );
      // Another file at the same path: refused in one line, exit 2.
      await Deno.copyFile(`${fixtures}/4needle.parquet`, recipe.file);
      const refused = await runNiah(
        ["reconstruct", "results/mrcr.jsonl", "--row", "0"],
        { cwd: dir },
      );
      assert.equal(refused.code, 2);
      assert.equal(refused.stderr.trim().split("\n").length, 1);
      assert.match(
        refused.stderr,
        /has sha256 [0-9a-f]{64}, not [0-9a-f]{64}, the file the row was built from/,
      );
    });
  } finally {
    await Deno.remove(dataset, { recursive: true });
  }
});

for (const api of ["chat_completions", "messages"] as const) {
  Deno.test(`mrcr on a loopback ${api} server: direct and batch give the same graded rows, the conversation sent as stored`, async () => {
    const direct = new FakeApiServer({ answer: answerOf });
    try {
      await withBatchApi({ answer: answerOf }, async (batch) => {
        await withWorkspace({
          "configs/runs/d.yaml": smoke("loop", fixtures),
          "configs/runs/b.yaml": smoke("loop", fixtures, true)
            .replace("results/mrcr.jsonl", "results/batch.jsonl"),
          "configs/models/loop.yaml": loopbackBatchModel(
            api,
            loopbackBaseURL(direct, api),
            KEY_ENV,
          ),
        }, async (dir) => {
          const a = await runNiah(["run", "configs/runs/d.yaml", "--quiet"], {
            cwd: dir,
            env,
          });
          assert.equal(a.code, 0, a.stderr);
          await Deno.writeTextFile(
            `${dir}/configs/models/loop.yaml`,
            loopbackBatchModel(api, loopbackBaseURL(batch, api), KEY_ENV),
          );
          const b = await runNiah(["run", "configs/runs/b.yaml", "--quiet"], {
            cwd: dir,
            env,
          });
          assert.equal(b.code, 0, b.stderr);
          assert.equal(batch.count("create"), 1);
          const rowsA = await rowsOf(`${dir}/results/mrcr.jsonl`);
          const rowsB = await rowsOf(`${dir}/results/batch.jsonl`);
          assert.equal(rowsA.length, 4);
          assert.deepEqual(
            rowsB.map((r) => [r.cell_id, r.score]).sort(),
            rowsA.map((r) => [r.cell_id, r.score]).sort(),
          );
          assert.ok(
            rowsA.every((r) => (r.score as { value: number }).value === 1),
          );
          const sent = direct.requests[0]!.body!["messages"] as unknown[];
          assert.equal(sent.length, 17);
          const item = batch.batches[0]!.items[0]!
            .body["messages"] as unknown[];
          assert.equal(item.length, 17);
        });
      });
    } finally {
      await direct.shutdown();
    }
  });
}

Deno.test("mrcr's dry run prices each token bin, direct and at the batch price", async () => {
  await withWorkspace({
    "configs/runs/d.yaml": smoke("loop", fixtures),
    "configs/models/loop.yaml": loopbackBatchModel(
      "chat_completions",
      "http://127.0.0.1:8999/v1",
      KEY_ENV,
    ),
  }, async (dir) => {
    const dry = await runNiah(["run", "configs/runs/d.yaml", "--dry-run"], {
      cwd: dir,
      env,
    });
    assert.equal(dry.code, 0, dry.stderr);
    const bins = /by context_length:\n(.*\n)(.*\n)/.exec(dry.stdout);
    assert.ok(bins, dry.stdout);
    const total = Number(/estimate: 4 cells, (\d+) input/.exec(dry.stdout)![1]);
    const perBin = [bins[1]!, bins[2]!].map((line) => {
      const m =
        /^ {2}context_length=(\d+): 2 cells, (\d+) input tokens; \$([0-9.]+) input direct, \$([0-9.]+) at the batch price$/
          .exec(line.trimEnd())!;
      assert.ok(m, line);
      // $1 per million input tokens direct, half that in batch.
      assert.equal(Number(m[3]), Number((Number(m[2]) / 1e6).toFixed(4)));
      assert.equal(Number(m[4]), Number((Number(m[2]) / 2e6).toFixed(4)));
      return Number(m[2]);
    });
    assert.equal(perBin[0]! + perBin[1]!, total);
  });
});

Deno.test("mrcr in two shards, merged, gives the whole run's rows", async () => {
  await withWorkspace({
    "configs/runs/w.yaml": smoke("fake", fixtures),
    "configs/runs/s.yaml": smoke("fake", fixtures)
      .replace("results/mrcr.jsonl", "results/s.jsonl"),
  }, async (dir) => {
    const whole = await runNiah(["run", "configs/runs/w.yaml", "--quiet"], {
      cwd: dir,
    });
    assert.equal(whole.code, 0, whole.stderr);
    for (const shard of ["0/2", "1/2"]) {
      const part = await runNiah(
        ["run", "configs/runs/s.yaml", "--shard", shard, "--quiet"],
        { cwd: dir },
      );
      assert.equal(part.code, 0, part.stderr);
    }
    const merged = await runNiah(
      ["merge", "--run", "configs/runs/s.yaml", "--require-complete"],
      { cwd: dir },
    );
    assert.equal(merged.code, 0, merged.stderr);
    const cells = async (file: string) =>
      (await rowsOf(`${dir}/${file}`)).map((r) =>
        [r.cell_id, JSON.stringify(r.recipe)].join(" ")
      ).sort();
    assert.deepEqual(
      await cells("results/s.jsonl"),
      await cells("results/mrcr.jsonl"),
    );
  });
});
