/**
 * A newcomer's first slips name their fix: a path that does not exist
 * names the file beside it that was meant, and a YAML syntax error adds
 * what usually causes it (the yaml library's words name the grammar, not
 * the slip).
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const RUN = `run_name: "smoke"
model: "fake"
task: {type: "uuid"}
sweep: {context_lengths: [1000], depth_percents: [50], seeds: [1]}
store: {path: "results/smoke.jsonl"}
`;

Deno.test("a run config that does not exist names the one that is there", async () => {
  await withWorkspace({
    "configs/runs/smoke.fake.yaml": RUN,
    "configs/runs/uuid.example.yaml": RUN,
  }, async (dir) => {
    for (
      const wrong of ["configs/runs/smoke.yaml", "configs/runs/smoke.fake.yml"]
    ) {
      const result = await runNiah(["run", wrong, "--dry-run"], { cwd: dir });
      assert.equal(result.code, 2);
      assert.equal(
        result.stderr,
        `niah: Cannot read run config: "${wrong}" does not exist; did you mean "configs/runs/smoke.fake.yaml"?\n`,
      );
    }
    // Nothing near: no guess.
    const none = await runNiah(["validate", "configs/runs/nightly.yaml"], {
      cwd: dir,
    });
    assert.equal(
      none.stderr,
      'niah: Cannot read run config: "configs/runs/nightly.yaml" does not exist\n',
    );
  });
});

Deno.test("a results file that does not exist names the one that is there", async () => {
  await withWorkspace({ "configs/runs/smoke.yaml": RUN }, async (dir) => {
    const run = await runNiah(["run", "configs/runs/smoke.yaml"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    const result = await runNiah(["report", "results/smoke.json"], {
      cwd: dir,
    });
    assert.equal(result.code, 2);
    assert.equal(
      result.stderr,
      'niah: Cannot read results: "results/smoke.json" does not exist; did you mean "results/smoke.jsonl"?\n',
    );
    // A report beside the store: the store is still the one meant.
    await Deno.writeTextFile(`${dir}/results/smoke.html`, "<html></html>");
    for (const typo of ["results/smoke.jsnl", "results/smoke"]) {
      const again = await runNiah(["report", typo], { cwd: dir });
      assert.equal(again.code, 2);
      assert.equal(
        again.stderr,
        `niah: Cannot read results: "${typo}" does not exist; did you mean "results/smoke.jsonl"?\n`,
      );
    }
  });
});

Deno.test("a YAML syntax error says what usually causes it", async () => {
  await withWorkspace({
    "configs/runs/colon.yaml": RUN.replace('model: "fake"', 'model "fake"'),
    "configs/runs/lines.yaml": RUN.replace(
      'run_name: "smoke"',
      "run_name: a name\n  that: spans lines",
    ),
    "configs/runs/twice.yaml": `${RUN}model: "fake"\n`,
  }, async (dir) => {
    const expected: Record<string, string> = {
      "colon.yaml":
        'colon.yaml:2:1: Implicit keys need to be on a single line (usually a key missing its colon (`model "fake"` for `model: "fake"`), or a value that spans lines unquoted (put it in quotes))',
      "lines.yaml":
        'lines.yaml:1:11: Nested mappings are not allowed in compact mappings (usually an unquoted value holding ": " (put the value in quotes), or a line indented deeper than the keys beside it)',
      "twice.yaml":
        "twice.yaml:6:1: Map keys must be unique (a key is written twice in one block; keep one)",
    };
    for (const [file, message] of Object.entries(expected)) {
      const result = await runNiah(["validate", `configs/runs/${file}`], {
        cwd: dir,
      });
      assert.equal(result.code, 2);
      assert.equal(
        result.stderr,
        `niah: Cannot parse YAML: configs/runs/${message}\n`,
      );
    }
  });
});
