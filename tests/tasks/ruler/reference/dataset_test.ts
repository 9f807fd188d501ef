/**
 * RULER's task table as synthetic.yaml and constants.py give it (checked
 * once against RULER's own files at c3f5e3b, including the --template
 * value a shell command line hands the generator), and which tasks
 * rulerDataset starts.
 */
import assert from "node:assert/strict";
import { rulerDataset } from "../../../../src/tasks/ruler/reference/ruler_dataset.ts";
import {
  RULER_TASKS,
  rulerTask,
  SYNTHETIC_TASK_NAMES,
} from "../../../../src/tasks/ruler/reference/ruler_tasks.ts";

Deno.test("the table holds synthetic.yaml's 13 tasks in its order, 11 of them synthetic", () => {
  assert.deepEqual(RULER_TASKS.map((t) => t.name), [
    "niah_single_1",
    "niah_single_2",
    "niah_single_3",
    "niah_multikey_1",
    "niah_multikey_2",
    "niah_multikey_3",
    "niah_multivalue",
    "niah_multiquery",
    "vt",
    "cwe",
    "fwe",
    "qa_1",
    "qa_2",
  ]);
  assert.deepEqual(
    SYNTHETIC_TASK_NAMES,
    RULER_TASKS.slice(0, 11).map((t) => t.name),
  );
  assert.deepEqual(rulerTask("niah_multiquery")?.args, {
    type_haystack: "essay",
    type_needle_k: "words",
    type_needle_v: "numbers",
    num_needle_k: 1,
    num_needle_v: 1,
    num_needle_q: 4,
  });
  assert.deepEqual(rulerTask("fwe")?.args, { alpha: 2 });
  assert.equal(rulerTask("qa_3"), undefined);
});

Deno.test("each template is the task template plus its answer prefix, as prepare.py passes it", () => {
  const niah = rulerTask("niah_single_1")!;
  assert.equal(niah.tokensToGenerate, 128);
  assert.equal(
    niah.template,
    "Some special magic {type_needle_v} are hidden within the following text. Make sure to memorize it. I will quiz you about the {type_needle_v} afterwards.\n{context}\nWhat are all the special magic {type_needle_v} for {query} mentioned in the provided text? The special magic {type_needle_v} for {query} mentioned in the provided text are",
  );
  for (const task of RULER_TASKS) {
    assert.equal(task.template, task.taskTemplate + task.answerPrefix);
  }
  assert.deepEqual(
    RULER_TASKS.map((t) => [t.kind, t.tokensToGenerate]).slice(8),
    [
      ["variable_tracking", 30],
      ["common_words_extraction", 120],
      ["freq_words_extraction", 50],
      ["qa", 32],
      ["qa", 32],
    ],
  );
});

Deno.test("rulerDataset refuses a task synthetic.yaml lacks, and a QA task without its dataset", () => {
  const options = {
    maxSeqLength: 4096,
    numSamples: 1,
    randomSeed: 42,
    countTokens: (text: string) => text.length,
  };
  assert.throws(() => rulerDataset("niah_single_9", options), /not found/);
  assert.throws(() => rulerDataset("qa_1", options).next(), /squad.json/);
});
