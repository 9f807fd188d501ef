/**
 * `longbench_v2` through niah's own commands, in-process, on the data.json
 * this family ships: `niah dataset` writes the prompts the reference's
 * `pred.py` sends (the cl100k_base vectors, the fake model's tokenizer),
 * an oracle run scores every item right, a run that always answers (A)
 * reports `result.py`'s figures, `reconstruct` rebuilds the prompt, and
 * a short data.json is refused in one line (`cot`: tests/e2e/longbench_cot_test.ts).
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { niahInProcess as niah } from "../../support/in_process.ts";
import { rowsOf } from "../../support/stored_rows.ts";

const DATA =
  new URL("../../../src/tasks/longbench/example_data.json", import.meta.url)
    .pathname;

interface Item {
  difficulty: string;
  length: string;
  answer: string;
}

/** A fake model answering as `request` says, and a run of it. */
async function runConfig(
  dir: string,
  name: string,
  request: string,
  task = `items: 12, max_input_tokens: 401`,
) {
  await Deno.writeTextFile(
    `${dir}/${name}.fake.yaml`,
    `id: "fake-${name}"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", ${request}}
pricing: {input: 1.0, output: 2.0}
`,
  );
  await Deno.writeTextFile(
    `${dir}/${name}.yaml`,
    `run_name: "${name}"
model: "${dir}/${name}.fake.yaml"
task: {type: "longbench_v2", dataset: ${JSON.stringify(DATA)}, ${task}}
store: {path: "${dir}/${name}.jsonl"}
`,
  );
  return `${dir}/${name}.yaml`;
}

/** result.py's line for answers that are all (A). */
function resultPyLine(items: readonly Item[]): string {
  const col = (keep: (item: Item) => boolean) => {
    const kept = items.filter(keep);
    const right = kept.filter((item) => item.answer === "A").length;
    const x = Math.round(1000 * right / kept.length) / 10;
    return Number.isInteger(x) ? `${x}.0` : `${x}`;
  };
  return [
    col(() => true),
    col((i) => i.difficulty === "easy"),
    col((i) => i.difficulty !== "easy"),
    col((i) => i.length === "short"),
    col((i) => i.length === "medium"),
    col((i) => i.length !== "short" && i.length !== "medium"),
  ].join("\t");
}

Deno.test("longbench_v2 builds pred.py's prompts, runs, reports result.py's table and reconstructs", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-longbench-" });
  try {
    const oracle = await runConfig(dir, "oracle", `mode: "oracle"`);
    assert.match((await niah("validate", oracle)).stdout, /ok/);

    // niah dataset: the prompts pred.py sends, in cl100k_base at 401.
    await niah("dataset", oracle, "--out", `${dir}/prompts.jsonl`);
    const vectors = JSON.parse(
      await Deno.readTextFile(
        new URL("./vectors_cl100k_base.json", import.meta.url),
      ),
    ) as {
      sets: { max_len: number; mode: string; prompts: { text: string }[] }[];
    };
    const expected = vectors.sets.find((s) =>
      s.max_len === 401 && s.mode === "0shot"
    )!.prompts.map((p) => p.text);
    const written = (await rowsOf(`${dir}/prompts.jsonl`)).map((row) =>
      (row.messages as { content: string }[])[0]!.content
    );
    assert.equal(written.length, 12);
    assert.deepEqual(written, expected);

    await niah("run", oracle);
    const rows = await rowsOf(`${dir}/oracle.jsonl`);
    assert.equal(rows.length, 12);
    for (const row of rows) {
      assert.equal((row.score as { value: number }).value, 1);
    }

    // reconstruct rebuilds the prompt sent, from the file by its digest.
    const shown =
      (await niah("reconstruct", `${dir}/oracle.jsonl`, "--row", "3"))
        .stdout;
    const sha = (text: string) =>
      createHash("sha256").update(text).digest("hex");
    const sent = rows[3]!.sample_index as number;
    assert.ok(shown.includes(expected[sent]!), sha(shown));

    // Always (A): the report prints result.py's figures.
    const always = await runConfig(
      dir,
      "always",
      `mode: "canned", response_text: "**The correct answer is (A)**"`,
    );
    await niah("run", always);
    const items = JSON.parse(await Deno.readTextFile(DATA)) as Item[];
    const report = (await niah("report", `${dir}/always.jsonl`)).stdout;
    assert.ok(
      report.includes(`  fake-always\t${resultPyLine(items)}\n`),
      report,
    );
    assert.match(report, /95% Wilson\t\d/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("longbench_v2 refuses a data.json with too few items, in one line", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-longbench-" });
  try {
    const many = await runConfig(
      dir,
      "many",
      `mode: "oracle"`,
      `items: 13`,
    );
    await assert.rejects(niah("validate", many), /task\.items: 13 items asked/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
