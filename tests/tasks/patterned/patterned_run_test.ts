/**
 * Patterned needles end to end through the real CLI: the fake oracle
 * scores 1.0, canned text scores 0 (parse_fail without a box, wrong with
 * one), `reconstruct` rebuilds the exact lines and `dataset` the exact
 * messages.
 */
import { rowsOf } from "../../support/stored_rows.ts";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { runNiah, workspace } from "../../support/hosted_niah.ts";

const RUN = `run_name: "pt"
model: "fake"
task:
  type: "patterned_needle"
  num_lines: 20
  num_needles: 2
  max_patterns_per_line: 2
  vocab_size: "auto"
sweep:
  grid:
    mode: ["spaces", "no_spaces", "alphanumeric"]
  samples: 2
runner: {concurrency: 3}
store: {path: "results/pt.jsonl"}
`;

const canned = (id: string, text: string) =>
  `id: "${id}"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "canned", response_text: ${JSON.stringify(text)}}
`;

async function inWorkspace<T>(
  files: Record<string, string>,
  body: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = await workspace(files);
  try {
    return await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

const sha256 = (text: string) =>
  createHash("sha256").update(text).digest("hex");

Deno.test("the fake oracle scores 1.0 on every mode, and rows rebuild exactly", async () => {
  await inWorkspace({ "configs/runs/pt.yaml": RUN }, async (dir) => {
    const run = await runNiah(["run", "configs/runs/pt.yaml"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    const rows = await rowsOf(`${dir}/results/pt.jsonl`);
    assert.equal(rows.length, 6);
    for (const row of rows) {
      assert.equal(row.task_type, "patterned_needle");
      assert.equal(row.status, "ok");
      assert.equal(row.failure_class, "ok");
      assert.equal((row.score as { value: number }).value, 1);
      assert.ok(JSON.stringify(row).length < 4096, "a row stays a few KB");
    }
    const [dataset, rebuilt] = await Promise.all([
      runNiah(["dataset", "configs/runs/pt.yaml", "--out", "ds.jsonl"], {
        cwd: dir,
      }),
      runNiah(
        ["reconstruct", "results/pt.jsonl", "--row", "4", "--out", "r5.txt"],
        { cwd: dir },
      ),
    ]);
    assert.equal(rebuilt.code, 0, rebuilt.stderr);
    const recipe = rows[4]!.recipe as { context_sha256: string };
    const text = await Deno.readTextFile(`${dir}/r5.txt`);
    assert.equal(sha256(text), recipe.context_sha256);
    const [firstNeedle] = String(rows[4]!.expected_answer).split(" | ");
    assert.ok(text.includes(firstNeedle!));

    assert.equal(dataset.code, 0, dataset.stderr);
    const lines = await rowsOf(`${dir}/ds.jsonl`);
    assert.equal(lines.length, 6);
    for (const [i, line] of lines.entries()) {
      const messages = line.messages as { role: string; content: string }[];
      const row = rows.find((r) => r.cell_id === line.id);
      assert.ok(row, `dataset line ${i} is a cell of the run`);
      assert.equal(
        sha256(JSON.stringify(messages)),
        (row.recipe as { messages_sha256: string }).messages_sha256,
        `dataset line ${i}`,
      );
      assert.equal(line.expected_answer, row.expected_answer);
    }
  });
});

Deno.test("canned text scores 0: parse_fail without a box, wrong with one", async () => {
  const run = (model: string) =>
    RUN.replace('model: "fake"', `model: "${model}"`);
  const [noBox, wrongBox] = await Promise.all([
    inWorkspace({
      "configs/runs/pt.yaml": run("nobox"),
      "configs/models/nobox.yaml": canned("nobox", "I could not find it."),
    }, async (dir) => {
      const result = await runNiah(["run", "configs/runs/pt.yaml"], {
        cwd: dir,
      });
      assert.equal(result.code, 0, result.stderr);
      return await rowsOf(`${dir}/results/pt.jsonl`);
    }),
    inWorkspace({
      "configs/runs/pt.yaml": run("wrongbox"),
      "configs/models/wrongbox.yaml": canned(
        "wrongbox",
        "<think>\\boxed{maybe}</think>It is \\boxed{\\text{cat cat dog}}.",
      ),
    }, async (dir) => {
      const result = await runNiah(["run", "configs/runs/pt.yaml"], {
        cwd: dir,
      });
      assert.equal(result.code, 0, result.stderr);
      return await rowsOf(`${dir}/results/pt.jsonl`);
    }),
  ]);
  assert.equal(noBox.length, 6);
  for (const row of noBox) {
    assert.equal(row.failure_class, "parse_fail");
    assert.deepEqual(row.score, { value: 0, details: { answer: null } });
  }
  assert.equal(wrongBox.length, 6);
  for (const row of wrongBox) {
    assert.equal(row.failure_class, "wrong");
    assert.deepEqual(row.score, {
      value: 0,
      details: {
        answer: "cat cat dog",
        needles_right: 0,
        lenient: { value: 0 },
      },
    });
  }
});

Deno.test("the headline is the seed's rule: the right needle boxed in \\text{} scores 0 there (and in run's grid and report), 1 in details.lenient", async () => {
  const one = `run_name: "tx"
model: "texty"
task: {type: "patterned_needle", num_lines: 20, seed: 3}
sweep: {samples: 1}
store: {path: "results/tx.jsonl"}
`;
  await inWorkspace({
    "configs/runs/tx.yaml": one,
    // Replaced once dataset has named the needle.
    "configs/models/texty.yaml": canned("texty", "placeholder"),
  }, async (dir) => {
    const dataset = await runNiah(["dataset", "configs/runs/tx.yaml"], {
      cwd: dir,
    });
    assert.equal(dataset.code, 0, dataset.stderr);
    const [first] = dataset.stdout.trimEnd().split("\n")
      .map((line) => JSON.parse(line) as { expected_answer: string });
    assert.ok(first);
    await Deno.writeTextFile(
      `${dir}/configs/models/texty.yaml`,
      canned("texty", `The odd one: \\boxed{\\text{${first.expected_answer}}}`),
    );
    const run = await runNiah(["run", "configs/runs/tx.yaml"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    const [row] = await rowsOf(`${dir}/results/tx.jsonl`);
    assert.ok(row);
    assert.equal(row.failure_class, "wrong");
    assert.deepEqual(row.score, {
      value: 0,
      details: {
        answer: first.expected_answer,
        needles_right: 1,
        lenient: { value: 1 },
      },
    });
    const report = await runNiah(["report", "results/tx.jsonl"], { cwd: dir });
    assert.equal(report.code, 0, report.stderr);
    assert.match(report.stdout, /1 row, mean 0\.000 /);
    assert.match(run.stdout, /1 row, mean 0\.000 /);
  });
});

Deno.test("the default system prompt is the seed's; style niah (prompt_style, its old name) changes the wording, the problems and the fingerprint", async () => {
  const run = (style: string) =>
    `run_name: "ps"
model: "fake"
task: {type: "patterned_needle", num_samples: 1, num_needles: 2${style}}
store: {path: "results/ps.jsonl"}
`;
  await inWorkspace({
    "configs/runs/ref.yaml": run(""),
    "configs/runs/niah.yaml": run(", prompt_style: niah"),
  }, async (dir) => {
    const messagesOf = async (config: string) => {
      const out = await runNiah(["dataset", config], { cwd: dir });
      assert.equal(out.code, 0, out.stderr);
      return (JSON.parse(out.stdout.trim()) as {
        messages: { role: string; content: string }[];
      }).messages;
    };
    const ref = await messagesOf("configs/runs/ref.yaml");
    const niah = await messagesOf("configs/runs/niah.yaml");
    assert.equal(
      ref[0]?.content,
      'Each line follows a hidden word-order pattern based on word repetitions. Most lines follow common patterns, but one or more lines follow a different pattern.\n\nFind the outlier segment(s).\n\nThink through the problem carefully, then give your answer inside \\boxed{}. Output the exact word sequence for the needle segment(s) only (not the full line, not digit patterns). If there are multiple needles, separate them with " | " in the order they appear.',
    );
    assert.match(niah[0]?.content ?? "", /Find the 2 outliers\./);
    // Each style has its own generator: the reference's dataset, or niah's.
    assert.notEqual(ref[1]?.content, niah[1]?.content);

    // The wording is part of the config's identity: resume refuses to mix.
    const first = await runNiah(["run", "configs/runs/ref.yaml"], { cwd: dir });
    assert.equal(first.code, 0, first.stderr);
    const second = await runNiah(["run", "configs/runs/niah.yaml"], {
      cwd: dir,
    });
    assert.equal(second.code, 2, second.stdout);
    assert.match(second.stderr, /task/);
  });
});

Deno.test("an answer of 200,000 nested \\text{} wrappers is scored at once, and its needle read through them", async () => {
  // The rescanning unwrap was quadratic: 60,000 wrappers kept `run` busy
  // for 68 s here, so 200,000 take over ten minutes, where one pass scores
  // them in milliseconds and the whole run takes seconds. The bound, 180 s,
  // is no timing: it is over ten times what the run needs on a loaded
  // machine and a quarter of what the quadratic reading needs on any.
  const one = `run_name: "deep"
model: "deep"
task: {type: "patterned_needle", num_lines: 20, seed: 3}
sweep: {samples: 1}
store: {path: "results/deep.jsonl"}
`;
  await inWorkspace({
    "configs/runs/deep.yaml": one,
    "configs/models/deep.yaml": canned("deep", "placeholder"),
  }, async (dir) => {
    const dataset = await runNiah(["dataset", "configs/runs/deep.yaml"], {
      cwd: dir,
    });
    assert.equal(dataset.code, 0, dataset.stderr);
    const [first] = dataset.stdout.trimEnd().split("\n")
      .map((line) => JSON.parse(line) as { expected_answer: string });
    assert.ok(first);
    const depth = 200_000;
    await Deno.writeTextFile(
      `${dir}/configs/models/deep.yaml`,
      canned(
        "deep",
        `\\boxed{${"\\text{".repeat(depth)}${first.expected_answer}${
          "}".repeat(depth)
        }}`,
      ),
    );
    const started = performance.now();
    const run = await runNiah(["run", "configs/runs/deep.yaml"], { cwd: dir });
    const seconds = (performance.now() - started) / 1000;
    assert.equal(run.code, 0, run.stderr);
    assert.ok(seconds < 180, `run took ${seconds.toFixed(1)} s`);
    const [row] = await rowsOf(`${dir}/results/deep.jsonl`);
    assert.ok(row);
    const score = row.score as {
      details: { answer: string; lenient: { value: number } };
    };
    assert.equal(score.details.answer, first.expected_answer);
    assert.deepEqual(score.details.lenient, { value: 1 });
  });
});
