/**
 * A family's own rules over its parameters and rows, declared in its
 * folder and applied by the generic commands: a task's `seedProblem`
 * refuses a seed at `validate` (located, one line), and a family's
 * `rescore` scores its stored answers again in place of the task's scorer.
 */
import assert from "node:assert/strict";
import { registerFamily } from "../../../src/tasks/registry.ts";
import { echoTask } from "./echo_task.ts";
import { niahInProcess as niah } from "../../support/in_process.ts";

Deno.test("a task's seed rule refuses a seed at validate, where it is written", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-seed-rule-" });
  try {
    await Deno.writeTextFile(
      `${dir}/run.yaml`,
      `run_name: "echo"
model: "fake"
task: {type: "echo_words"}
sweep:
  seeds: [1, 13, 2]
store: {path: "${dir}/echo.jsonl"}
`,
    );
    {
      using _family = registerFamily({
        name: "echo_words",
        tasks: [{
          ...echoTask,
          seedProblem: (seed) =>
            seed === 13 ? "seed 13 is unlucky for echo_words" : undefined,
        }],
      });
      await assert.rejects(
        niah("validate", `${dir}/run.yaml`),
        /run\.yaml:5:\d+: "sweep\.seeds\[1\]": seed 13 is unlucky for echo_words/,
      );
    }
    {
      using _family = registerFamily({ name: "echo_words", tasks: [echoTask] });
      assert.match((await niah("validate", `${dir}/run.yaml`)).stdout, /ok:/);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a family's rescore rule scores its stored answers again", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-rescore-rule-" });
  try {
    const row = {
      schema_version: 2,
      run_name: "graded",
      model_id: "m",
      task_type: "graded_lines",
      context_length: 10,
      target_depth_percent: null,
      cell_id: "a",
      fingerprint: "graded-import",
      params: {},
      sample_index: 0,
      expected_answer: "x",
      response: "the x",
      score: { value: 0.5, details: { grade: 5 } },
      scorer: "graded/1",
      status: "ok",
      failure_class: "wrong",
    };
    await Deno.writeTextFile(`${dir}/in.jsonl`, JSON.stringify(row) + "\n");
    using _family = registerFamily({
      name: "graded_lines",
      tasks: [],
      importedTypes: ["graded_lines"],
      rescore: (stored, response) => ({
        row: {
          ...stored,
          score: {
            value: stored.score?.value ?? 0,
            details: { grade: 5, seen: response.includes("x") },
          },
        },
        changed: true,
      }),
    });
    await niah("rescore", `${dir}/in.jsonl`, "--out", `${dir}/out.jsonl`);
    const rescored = JSON.parse(await Deno.readTextFile(`${dir}/out.jsonl`));
    assert.deepEqual(rescored.score, {
      value: 0.5,
      details: { grade: 5, seen: true },
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
