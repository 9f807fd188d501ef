import assert from "node:assert/strict";
import { denoCorpusReader, denoRunFiles } from "../../../src/cli/deno_io.ts";
import { UsageError } from "../../../src/errors.ts";
import { prepareRun } from "../../../src/runner/load/prepare_run.ts";
import {
  cellPrompt,
  findRow,
  rebuildRowPrompt,
} from "../../../src/runner/rows/rebuild_prompt.ts";

type StoredRow = Parameters<typeof rebuildRowPrompt>[0]["row"];

const where = '"r.jsonl" line 1';

/** The smoke run's first cell: its prompt as sent, and a row of it. */
async function smokeCell() {
  const { loaded, context } = await prepareRun(
    "configs/runs/smoke.fake.yaml",
    { modelDir: [] },
    { files: denoRunFiles, env: () => undefined, err: () => {} },
  );
  const cell = loaded.plan.cells[4]!;
  const sent = await cellPrompt(loaded.plan, cell, context, null);
  const row = {
    task_type: loaded.plan.task.type,
    tokenizer: loaded.plan.tokenizer,
    recipe: sent.recipe,
    phase_shift: null,
  } as unknown as StoredRow;
  return { sent, row };
}

Deno.test("a row's prompt rebuilds to the prompt its cell was sent", async () => {
  const { sent, row } = await smokeCell();
  const rebuilt = await rebuildRowPrompt({
    row,
    where,
    corpora: denoCorpusReader,
  });
  assert.deepEqual(rebuilt.messages, sent.messages);
  assert.equal(rebuilt.phase_shift, null);
});

Deno.test("a row that cannot be rebuilt says why and where", async () => {
  const { row } = await smokeCell();
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ task_type: "nope" }, /has unknown task_type "nope"/],
    [{ recipe: null }, /has no recipe/],
    [{ phase_shift: { inserted_chars: "x" } }, /malformed phase_shift record/],
  ];
  for (const [change, message] of cases) {
    await assert.rejects(
      rebuildRowPrompt({
        row: { ...row, ...change } as StoredRow,
        where,
        corpora: denoCorpusReader,
      }),
      (error: unknown) =>
        error instanceof UsageError &&
        error.message.startsWith(`Cannot rebuild prompt: ${where}`) &&
        message.test(error.message),
    );
  }
});

Deno.test("a row is named by exactly one of --cell and --row", async () => {
  for (const choice of [{}, { row: 0, cell: "x" }]) {
    await assert.rejects(
      findRow("results/none.jsonl", choice),
      /name the row with exactly one of --cell ID and --row N/,
    );
  }
  await assert.rejects(
    findRow("results/none.jsonl", { row: -1 }),
    /Cannot read row -1: rows are numbered from 0/,
  );
});
