/**
 * The acid test of #37: `dialog`, a family of the tests' own (its folder and
 * one line of tests/tasks/test_families.ts), reads a data file it ships,
 * sends multi-turn conversations, scores on a continuous scale, declares a
 * report section and an importer; and it validates, runs, rescores,
 * reconstructs every message, reports (text, CSV, HTML), compares and
 * imports through niah's own commands with no edit anywhere else.
 */
import assert from "node:assert/strict";
import {
  loadAllFamilies,
  registerFamily,
} from "../../../src/tasks/registry.ts";
import { rowsOf } from "../../support/stored_rows.ts";
import { dialogFamily } from "./dialog_family.ts";
import { SHIPPED_DIALOGS } from "./dialog_task.ts";
import { niahInProcess as niah } from "../../support/in_process.ts";

await loadAllFamilies();

/** A run of 4 conversations whose fake model answers as `request` says. */
async function runConfig(dir: string, name: string, request: string) {
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
task: {type: "dialog_recall", dataset: ${JSON.stringify(SHIPPED_DIALOGS)}}
store: {path: "${dir}/${name}.jsonl"}
`,
  );
  return `${dir}/${name}.yaml`;
}

Deno.test("the acid-test family runs, rescores, reconstructs, reports, compares and imports through the commands", async () => {
  using _family = registerFamily(dialogFamily);
  const dir = await Deno.makeTempDir({ prefix: "niah-dialog-" });
  try {
    const oracle = await runConfig(dir, "oracle", `mode: "oracle"`);
    const near = await runConfig(
      dir,
      "near",
      `mode: "canned", response_text: "Haiku 2 about rain: rain-glow rain-hum"`,
    );
    assert.match((await niah("validate", oracle)).stdout, /ok/);
    await niah("run", oracle);
    await niah("run", near);
    const rows = await rowsOf(`${dir}/oracle.jsonl`);
    assert.equal(rows.length, 4);
    for (const row of rows) {
      assert.equal(row.failure_class, "ok");
      assert.equal((row.score as { value: number }).value, 1);
      // The question is the conversation's last message.
      const turns = (row.needle_metadata as { turns: number }).turns;
      assert.equal(row.question_message, turns);
    }
    const partial = (await rowsOf(`${dir}/near.jsonl`)).map((row) =>
      (row.score as { value: number }).value
    );
    assert.ok(partial.some((v) => v > 0 && v < 1), `${partial}`);

    // reconstruct prints every message of the conversation.
    const shown =
      (await niah("reconstruct", `${dir}/oracle.jsonl`, "--row", "0"))
        .stdout;
    const first = JSON.parse(
      (await Deno.readTextFile(SHIPPED_DIALOGS)).split("\n")[0]!,
    ) as { turns: { content: string }[]; ask: string };
    assert.match(shown, /^=== message 0 \(user\) ===\n/);
    for (const turn of first.turns) assert.ok(shown.includes(turn.content));
    assert.ok(shown.includes(`(user) ===\n${first.ask}\n`));

    // rescore scores the stored answers again, as the same values.
    await niah("rescore", `${dir}/near.jsonl`, "--out", `${dir}/again.jsonl`);
    assert.deepEqual(
      (await rowsOf(`${dir}/again.jsonl`)).map((row) =>
        (row.score as { value: number }).value
      ),
      partial,
    );

    // report: the family's own section, in text, CSV and HTML.
    const report = await niah(
      "report",
      `${dir}/oracle.jsonl`,
      `${dir}/near.jsonl`,
      "--csv",
      `${dir}/report.csv`,
      "--html",
      `${dir}/report.html`,
    );
    assert.match(
      report.stdout,
      /dialog recall\n {2}oracle · fake-oracle: 4 conversations, mean similarity 1\.000, 4 recalled/,
    );
    assert.match(report.stdout, /bootstrap/);
    assert.match(
      await Deno.readTextFile(`${dir}/report.dialog_recall.csv`),
      /^run,conversations,mean\noracle · fake-oracle,4,1\.000\n/,
    );
    assert.match(
      await Deno.readTextFile(`${dir}/report.html`),
      /<p class="dialog-recall">dialog recall of fake-near: 4 conversations<\/p>/,
    );

    // compare pairs the continuous scores by the paired bootstrap.
    const compared = await niah(
      "compare",
      `${dir}/oracle.jsonl`,
      `${dir}/near.jsonl`,
    ).catch((error: Error) => ({ stdout: error.message, stderr: "" }));
    assert.match(compared.stdout, /paired bootstrap/);

    // import: another tool's answers become rows, which reconstruct refuses.
    await Deno.writeTextFile(
      `${dir}/answers.jsonl`,
      `{"id": "d1", "answer": "a b c", "response": "a b c", "model": "other"}\n` +
        `{"id": "d2", "answer": "a b c", "response": "a b", "model": "other"}\n`,
    );
    const imported = await niah(
      "import",
      "dialog",
      `${dir}/answers.jsonl`,
      "--out",
      `${dir}/imported.jsonl`,
    );
    assert.match(imported.stdout, /wrote 2 rows/);
    const importedRows = await rowsOf(`${dir}/imported.jsonl`);
    assert.deepEqual(
      importedRows.map((row) => row.failure_class),
      ["ok", "wrong"],
    );
    await assert.rejects(
      niah("reconstruct", `${dir}/imported.jsonl`, "--row", "0"),
      /was imported from another tool's results/,
    );
    assert.match(
      (await niah("report", `${dir}/imported.jsonl`)).stdout,
      /other: 2 conversations/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the acid-test family's data file is read and checked at validate", async () => {
  using _family = registerFamily(dialogFamily);
  const dir = await Deno.makeTempDir({ prefix: "niah-dialog-bad-" });
  try {
    const run = await runConfig(dir, "few", `mode: "oracle"`);
    await Deno.writeTextFile(
      run,
      (await Deno.readTextFile(run)).replace(
        'dialog_recall", dataset:',
        'dialog_recall", rows: 7, dataset:',
      ),
    );
    await assert.rejects(
      niah("validate", run),
      /task\.rows: 7 conversations asked, the file has 6/,
    );
    const pipe = `${dir}/pipe.jsonl`;
    await new Deno.Command("mkfifo", { args: [pipe] }).output();
    await Deno.writeTextFile(
      run,
      (await Deno.readTextFile(run)).replace(
        JSON.stringify(SHIPPED_DIALOGS),
        JSON.stringify(pipe),
      ),
    );
    await assert.rejects(niah("validate", run), /task\.dataset/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
