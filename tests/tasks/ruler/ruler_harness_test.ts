/**
 * `task.harness`: the same RULER sample sent and scored as RULER main
 * does (the default), as NeMo-Skills main does (the answer prefix starts
 * the assistant turn) or as its `chsieh/ruler-remove-prefix` branch does
 * (appended to the user message).
 */
import assert from "node:assert/strict";
import { createBuildContext } from "../../../src/tasks/build_context.ts";
import { rulerParamsSchema } from "../../../src/tasks/ruler/ruler_params.ts";
import { rulerTask } from "../../../src/tasks/ruler/ruler_task.ts";
import { rulerGenerators } from "../../../src/tasks/ruler/ruler_generators.ts";
import { nemoSkillsTaskScore } from "../../../src/tasks/ruler/ruler_harness.ts";
import { rulerTables } from "../../../src/tasks/ruler/ruler_table.ts";
import {
  pythonRound2,
  rulerTaskScore,
} from "../../../src/tasks/ruler/ruler_score.ts";
import type { ResultRow } from "../../../src/report/read/read_results.ts";
import type { Cell } from "../../../src/tasks/task.ts";
import { getTokenizer } from "../../../src/tokenizer/encoding.ts";
import { fakeRulerBackend } from "./fake_ruler_backend.ts";

const tokenizer = await getTokenizer("cl100k_base");
const context = () =>
  createBuildContext(tokenizer, {
    listTextFiles: () => Promise.resolve([]),
    readText: () => Promise.reject(new Error("no files")),
  });
const params = (raw: Record<string, unknown> = {}) =>
  rulerParamsSchema.parse({
    type: "ruler",
    name: "niah_multikey_2",
    num_samples: 3,
    ...raw,
  });
const cell = (params: { type: string }, sample_index = 1): Cell => ({
  cell_id: `c${sample_index}`,
  index: sample_index,
  axes: { context_length: 4096 },
  params,
  sample_index,
  seed: 42,
});

Deno.test("harness ruler is the default and is not stored: its params, generator and cells are the ones before harnesses", async () => {
  const task = rulerTask(fakeRulerBackend());
  const plain = params();
  assert.deepEqual(params({ harness: "ruler" }), plain);
  assert.equal("harness" in plain, false);
  const built = await task.build(plain, cell(plain), context());
  assert.deepEqual(built.messages, [{
    role: "user",
    content:
      "niah_multikey_2 at 4096: the value is 1042001. What is it? The answer is",
  }]);
  assert.equal(built.max_tokens, 128);
  assert.equal("harness" in built.recipe, false);
  assert.equal("harness" in built.metadata, false);
  const nemo = params({ harness: "nemo_skills" });
  assert.notDeepEqual(nemo, plain);
  assert.equal(nemo.harness, "nemo_skills");
});

Deno.test("harness nemo_skills sends input as the user message and the stripped answer prefix as the assistant turn to continue", async () => {
  const task = rulerTask(fakeRulerBackend());
  const p = params({ harness: "nemo_skills" });
  const built = await task.build(p, cell(p), context());
  assert.deepEqual(built.messages, [
    {
      role: "user",
      content: "niah_multikey_2 at 4096: the value is 1042001. What is it?",
    },
    // prepare_task_for_ns: answer_prefix.strip()
    { role: "assistant", content: "The answer is" },
  ]);
  assert.equal(built.max_tokens, 128);
  assert.equal(built.recipe.harness, "nemo_skills");
  assert.equal(built.metadata.harness, "nemo_skills");
  const rebuilt = await task.render(built.recipe, context());
  assert.deepEqual(rebuilt.messages, built.messages);
  assert.deepEqual(task.prefill!(p)?.key, "harness");
  assert.equal(task.prefill!(params()), undefined);
  // RULER's validation.jsonl is the same sample's line whatever the harness.
  const plain = await task.build(params(), cell(params()), context());
  const format = task.datasetFormats!.ruler!;
  assert.equal(format.line(built), format.line(plain));
});

Deno.test("harness nemo_skills_appended sends input + answer_prefix as one user message and no max_tokens of its own", async () => {
  const task = rulerTask(fakeRulerBackend());
  const p = params({ harness: "nemo_skills_appended" });
  const built = await task.build(p, cell(p), context());
  const plain = await task.build(params(), cell(params()), context());
  assert.deepEqual(built.messages, plain.messages);
  assert.equal(built.max_tokens, undefined);
  assert.equal(task.prefill!(p), undefined);
  const format = task.datasetFormats!.ruler!;
  assert.equal(format.line(built), format.line(plain));
  const rebuilt = await task.render(built.recipe, context());
  assert.deepEqual(rebuilt.messages, built.messages);
});

Deno.test("NeMo-Skills' harnesses score the raw generation; RULER's postprocesses it first", async () => {
  const task = rulerTask(fakeRulerBackend());
  const plain = await task.build(params(), cell(params()), context());
  const p = params({ harness: "nemo_skills" });
  const nemo = await task.build(p, cell(p), context());
  const tab = { ...nemo, metadata: { ...nemo.metadata, outputs: ["a\tb"] } };
  const tabPlain = {
    ...plain,
    metadata: { ...plain.metadata, outputs: ["a\tb"] },
  };
  // RULER turns the tab into a newline before matching; NeMo-Skills does not.
  const real = rulerTask(rulerGenerators);
  assert.equal(real.score("say A\tB", tab).value, 1);
  assert.equal(real.score("say A\tB", tabPlain).value, 0);
  assert.equal(task.score(" 1042001 ", nemo).value, 1);
  assert.deepEqual(task.score("no", nemo).details, {
    metric: "all",
    references: 1,
    harness: "nemo_skills",
  });
});

Deno.test("the RULER table keeps harnesses apart, and NeMo-Skills' averages are unrounded", () => {
  const row = (harness: string | undefined, score: number): ResultRow =>
    ({
      run_name: "r",
      model_id: "m",
      task_type: "ruler",
      params: {
        name: "vt",
        context_length: 4096,
        ...(harness !== undefined ? { harness } : {}),
      },
      score,
    }) as unknown as ResultRow;
  const tables = rulerTables(
    [row(undefined, 1), row("nemo_skills", 1 / 3), row("nemo_skills", 0)],
    {
      order: ["vt"],
      taskScore: rulerTaskScore,
      round2: pythonRound2,
      meanScore: nemoSkillsTaskScore,
    },
  );
  assert.equal(tables.length, 2);
  assert.equal(tables[0]!.harness, undefined);
  assert.equal(tables[0]!.scores.vt![4096], 100);
  assert.equal(tables[1]!.harness, "nemo_skills");
  assert.equal(tables[1]!.scores.vt![4096], 100 * (1 / 3) / 2);
  assert.equal(tables[1]!.averages[4096], 100 * (1 / 3) / 2);
});

Deno.test("the dry run's bound keeps tokens_to_generate as the output budget, except under nemo_skills_appended, which sends none", () => {
  const task = rulerTask(fakeRulerBackend());
  const bound = (raw: Record<string, unknown>) => {
    const p = params(raw);
    return task.bound!(p, cell(p));
  };
  assert.deepEqual(bound({}), { input_tokens: 3968, max_tokens: 128 });
  assert.deepEqual(bound({ harness: "nemo_skills" }), {
    input_tokens: 3968,
    max_tokens: 128,
  });
  assert.deepEqual(bound({ harness: "nemo_skills_appended" }), {
    input_tokens: 3968,
  });
});
