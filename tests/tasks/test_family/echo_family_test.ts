/**
 * A new task family is one folder plus one registration: `echo_words`,
 * registered only here, runs, validates, writes its dataset, reports,
 * plots and reconstructs through niah's own commands, in process, with no
 * change to any file outside its folder.
 */
import assert from "node:assert/strict";
import { registerTask } from "../../../src/tasks/registry.ts";
import { rowsOf } from "../../support/stored_rows.ts";
import { echoTask } from "./echo_task.ts";
import { niahInProcess as niah } from "../../support/in_process.ts";

async function workspace(): Promise<{ dir: string; run: string }> {
  const dir = await Deno.makeTempDir({ prefix: "niah-echo-" });
  await Deno.writeTextFile(
    `${dir}/fake.yaml`,
    `id: "fake"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "oracle"}
pricing: {input: 0.0, output: 0.0}
`,
  );
  await Deno.writeTextFile(
    `${dir}/echo.yaml`,
    `run_name: "echo"
model: "${dir}/fake.yaml"
task: {type: "echo_words", samples: 2}
sweep:
  grid:
    count: [4, 2]
    case: ["lower", "upper"]
store: {path: "${dir}/echo.jsonl"}
`,
  );
  return { dir, run: `${dir}/echo.yaml` };
}

Deno.test("a task type is known only while it is registered", async () => {
  const { dir, run } = await workspace();
  try {
    await assert.rejects(
      niah("validate", run),
      /unknown task type "echo_words"/,
    );
    {
      using _registered = registerTask(echoTask);
      await niah("validate", run);
      assert.throws(() => registerTask(echoTask), /registered already/);
    }
    await assert.rejects(
      niah("validate", run),
      /unknown task type "echo_words"/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a task registered only in a test runs, reports, plots and reconstructs through the commands", async () => {
  using _registered = registerTask(echoTask);
  const { dir, run } = await workspace();
  try {
    await niah("validate", run);
    const ran = await niah("run", run);
    assert.match(ran.stdout, /wrote 8 rows/);
    const rows = await rowsOf(`${dir}/echo.jsonl`);
    assert.equal(rows.length, 8);
    for (const row of rows) {
      assert.equal(row.task_type, "echo_words");
      assert.equal(row.failure_class, "ok");
      assert.equal(row.status, "ok");
    }

    // report: the task's order of `case` (upper first), its titles.
    const csv = `${dir}/echo.csv`;
    const html = `${dir}/echo.html`;
    const report = await niah(
      "report",
      `${dir}/echo.jsonl`,
      "--csv",
      csv,
      "--html",
      html,
    );
    assert.match(
      report.stdout,
      /echo · fake \(echo_words\): 8 rows, mean 1\.000/,
    );
    const axisRows = (await Deno.readTextFile(csv)).split("\n").filter((l) =>
      l.startsWith("echo,fake,echo_words,axis,")
    ).map((l) => l.split(",").slice(4, 7).join(","));
    assert.deepEqual(axisRows, [
      "count,2,",
      "count,4,",
      "case,,upper",
      "case,,lower",
    ]);
    const page = await Deno.readTextFile(html);
    assert.match(page, /words shown/);
    assert.match(page, /letter case/);

    // plot: count x case by default, titled as the task declares.
    await niah("plot", `${dir}/echo.jsonl`, "--out-dir", `${dir}/plots`);
    const spec = JSON.parse(
      await Deno.readTextFile(`${dir}/plots/echo.fake.score.vl.json`),
    );
    assert.equal(spec.encoding.x.title, "words shown");
    assert.equal(spec.encoding.y.title, "letter case");
    assert.match(
      await Deno.readTextFile(`${dir}/plots/echo.fake.score.svg`),
      /words shown/,
    );

    // reconstruct: every row rebuilds the messages `dataset` says were sent.
    const dataset = await niah("dataset", run);
    const sent = new Map(
      dataset.stdout.trimEnd().split("\n").map((line) => {
        const item = JSON.parse(line) as { id: string; messages: unknown };
        return [item.id, item.messages] as const;
      }),
    );
    for (const [index, row] of rows.entries()) {
      const rebuilt = await niah(
        "reconstruct",
        `${dir}/echo.jsonl`,
        "--row",
        String(index),
        "--messages",
      );
      assert.equal(
        rebuilt.stdout,
        `${JSON.stringify(sent.get(String(row.cell_id)), null, 2)}\n`,
      );
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
