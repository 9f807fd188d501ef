/**
 * A family that scores on a continuous scale (`similar_words`, registered
 * only here) runs through the fake provider; `report` gives its means with
 * a bootstrap interval and says so, the CSV carries it in its bootstrap
 * columns, and `compare` pairs two such runs with the paired bootstrap, not
 * McNemar. Its `correctAt` decides which rows are `ok`.
 */
import assert from "node:assert/strict";
import { registerTask } from "../../../src/tasks/registry.ts";
import { rowsOf } from "../../support/stored_rows.ts";
import { similarTask } from "./similar_task.ts";
import { niahInProcess as niah } from "../../support/in_process.ts";

/** A run of `similar_words` whose fake model always answers `answer`. */
async function runConfig(dir: string, name: string, answer: string) {
  await Deno.writeTextFile(
    `${dir}/${name}.fake.yaml`,
    `id: "fake"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "canned", response_text: "${answer}"}
pricing: {input: 0.0, output: 0.0}
`,
  );
  await Deno.writeTextFile(
    `${dir}/${name}.yaml`,
    `run_name: "${name}"
model: "${dir}/${name}.fake.yaml"
task: {type: "similar_words", samples: 6}
sweep:
  grid:
    count: [1, 2, 3]
store: {path: "${dir}/${name}.jsonl"}
`,
  );
  return `${dir}/${name}.yaml`;
}

Deno.test("a continuous-score family reports a bootstrap interval and compares by the paired bootstrap", async () => {
  using _registered = registerTask(similarTask);
  const dir = await Deno.makeTempDir({ prefix: "niah-similar-" });
  try {
    await niah("run", await runConfig(dir, "near", "apple brick cloud"));
    await niah("run", await runConfig(dir, "far", "grove"));
    const rows = await rowsOf(`${dir}/near.jsonl`);
    assert.equal(rows.length, 18);
    const values = rows.map((row) => (row.score as { value: number }).value);
    assert.ok(values.some((v) => v > 0 && v < 1), `${values}`);
    for (const row of rows) {
      const value = (row.score as { value: number }).value;
      assert.equal(row.failure_class, value >= 0.75 ? "ok" : "wrong");
    }
    // Rows short of 1 but past the family's threshold count as correct.
    assert.ok(rows.some((row) => row.failure_class === "ok"));
    assert.ok(rows.some((row) => row.failure_class === "wrong"));

    const csv = `${dir}/near.csv`;
    const html = `${dir}/near.html`;
    const report = await niah(
      "report",
      `${dir}/near.jsonl`,
      "--csv",
      csv,
      "--html",
      html,
    );
    assert.match(
      report.stdout,
      /near · fake \(similar_words\): 18 rows, mean 0\.\d{3} \(95% bootstrap CI 0\.\d{3}–[01]\.\d{3}\) over 18 answered/,
    );
    const page = await Deno.readTextFile(html);
    assert.match(
      page,
      /<dd>0\.\d{3} \(95% bootstrap CI 0\.\d{3}–[01]\.\d{3}\)/,
    );
    assert.match(page, /[01]\.\d{3}–[01]\.\d{3} \(bootstrap\)<\/td>/);
    const [header, run] = (await Deno.readTextFile(csv)).split("\n");
    const columns = header!.split(",");
    const cells = run!.split(",");
    const at = (name: string) => cells[columns.indexOf(name)];
    assert.equal(at("wilson_low"), "");
    assert.match(at("bootstrap_low")!, /^0\.\d+$|^0$/);
    assert.match(at("bootstrap_high")!, /^0\.\d+$|^1$/);

    const compared = await niah(
      "compare",
      `${dir}/near.jsonl`,
      `${dir}/far.jsonl`,
      "--out-dir",
      `${dir}/cmp`,
    );
    assert.match(
      compared.stdout,
      /B is significantly worse than A: mean score 0\.\d{3} → 0\.\d{3} \(B − A −0\.\d{3}, 95% CI −0\.\d{3} to −0\.\d{3}\) over 18 paired cells; paired bootstrap p [<=] 0\.\d{3}/,
    );
    assert.doesNotMatch(compared.stdout, /McNemar/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a family's score outside 0..1 is refused, naming the task and the cell", async () => {
  using _registered = registerTask({
    ...similarTask,
    score: () => ({ value: 1.25, details: {} }),
  });
  const dir = await Deno.makeTempDir({ prefix: "niah-similar-" });
  try {
    await assert.rejects(
      niah("run", await runConfig(dir, "bad", "apple")),
      /task "similar_words" scored cell "[^"]+" 1\.25; a score is a number from 0 to 1/,
    );
    const stored = await Deno.readTextFile(`${dir}/bad.jsonl`).catch(() => "");
    assert.ok(!stored.includes("1.25"));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
