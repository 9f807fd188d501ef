/** `uuid_chain` through the real CLI: niah's score and the reference's, side by side. */
import assert from "node:assert/strict";
import { chainForSeed } from "../../../src/tasks/niah/uuid_chain.ts";
import { runNiah, withWorkspace } from "../../support/hosted_niah.ts";

Deno.test("a run records niah's hops score and the Python tool's (furthest + 1) / N", async () => {
  const chain = chainForSeed(1, 5);
  const model = (id: string, text: string) =>
    `id: "${id}"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "canned", response_text: "${text}"}
`;
  const run = (id: string) =>
    `run_name: "${id}"
model: "${id}"
task: {type: "uuid_chain", chain_length: 5, style: "niah"}
sweep: {context_lengths: [1000], depth_percents: [50], seeds: [1]}
store: {path: "results/${id}.jsonl"}
`;
  await withWorkspace({
    "configs/models/echo.yaml": model("echo", `It is ${chain[0]}.`),
    "configs/models/two.yaml": model("two", `It is ${chain[2]}.`),
    "configs/runs/echo.yaml": run("echo"),
    "configs/runs/two.yaml": run("two"),
  }, async (dir) => {
    const expected = {
      echo: { value: 0, hops_followed: 0, reference: 0.2 },
      two: { value: 0.5, hops_followed: 2, reference: 0.6 },
    };
    for (const [id, want] of Object.entries(expected)) {
      const out = await runNiah(["run", `configs/runs/${id}.yaml`], {
        cwd: dir,
      });
      assert.equal(out.code, 0, out.stderr);
      const row = JSON.parse(
        (await Deno.readTextFile(`${dir}/results/${id}.jsonl`)).trim(),
      );
      assert.deepEqual(row.score, {
        value: want.value,
        details: {
          hops_followed: want.hops_followed,
          hops: 4,
          reference: want.reference,
        },
      });
    }
  });
});

Deno.test("under style reference the headline is the Python tool's (furthest + 1) / N, niah's reading in details", async () => {
  const chain = chainForSeed(1, 5);
  await withWorkspace({
    "configs/models/two.yaml": `id: "two"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "canned", response_text: "It is ${chain[2]}."}
`,
    "configs/runs/two.yaml": `run_name: "two"
model: "two"
task: {type: "uuid_chain", chain_length: 5}
sweep: {context_lengths: [1000], depth_percents: [100], seeds: [1]}
store: {path: "results/two.jsonl"}
`,
  }, async (dir) => {
    const out = await runNiah(["run", "configs/runs/two.yaml"], { cwd: dir });
    assert.equal(out.code, 0, out.stderr);
    const row = JSON.parse(
      (await Deno.readTextFile(`${dir}/results/two.jsonl`)).trim(),
    );
    assert.deepEqual(row.score, {
      value: 0.6,
      details: {
        hops_correct: 3,
        chain_length: 5,
        niah: {
          value: 0.5,
          correct: false,
          hops_followed: 2,
          hops: 4,
          reference: 0.6,
        },
      },
    });
    assert.equal(
      row.prompt_question,
      `What is the value associated with ${chain[0]}?`,
    );
    // Depth 100: every link at the end, as the Python tool accepts.
    assert.equal(row.recipe.style, "reference");
    assert.deepEqual(
      row.recipe.needle_placements.map((p: { actual_depth_percent: number }) =>
        p.actual_depth_percent
      ),
      [100, 100, 100, 100],
    );
  });
});
