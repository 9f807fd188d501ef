/**
 * niah's NeMo-Skills harnesses against NeMo-Skills' own code, run here
 * unchanged (tests/vectors/ruler_nemo_skills/, made by
 * scripts/reference/ruler/make_nemo_skills_vectors.sh): on RULER's own
 * samples (every line of tests/vectors/ruler/cl100k_base/s42/4096 and of
 * the QA vectors at 4096) the messages are the ones its
 * `prepare_task_for_ns` and `generic/default` prompt make (the assistant
 * turn: what `start_assistant_response_key=generation` appends after the
 * chat template), and the scores of RULER's crafted predictions are
 * `eval_ruler`'s `is_correct`, line by line.
 */
import assert from "node:assert/strict";
import { sha256Hex } from "../../../src/tasks/recipe.ts";
import {
  harnessMessages,
  type StoredHarness,
} from "../../../src/tasks/ruler/ruler_harness.ts";
import { rulerGenerators } from "../../../src/tasks/ruler/ruler_generators.ts";
import { rulerTask } from "../../../src/tasks/ruler/ruler_task.ts";

const root = new URL("../../../", import.meta.url);

interface PromptVector {
  source: string;
  line: number;
  messages: { role: string; content_sha256: string; content_length: number }[];
  assistant_prefix?: string;
}

const vectors = JSON.parse(
  Deno.readTextFileSync(
    new URL("tests/vectors/ruler_nemo_skills/vectors.json", root),
  ),
) as {
  nemo_skills: PromptVector[];
  nemo_skills_appended: PromptVector[];
  scores: {
    source: string;
    match_type: "all" | "part";
    is_correct: number[];
  }[];
};

const lines = (path: string) =>
  Deno.readTextFileSync(new URL(path, root)).split("\n").filter((l) => l);

function check(harness: StoredHarness, records: PromptVector[]): number {
  let checked = 0;
  for (const record of records) {
    const sample = JSON.parse(lines(record.source)[record.line]!) as {
      input: string;
      answer_prefix: string;
    };
    const messages = harnessMessages(sample, harness);
    const where = `${harness} ${record.source}:${record.line}`;
    const chat = record.assistant_prefix === undefined
      ? messages
      : messages.slice(0, -1);
    assert.deepEqual(
      chat.map((m) => ({
        role: m.role,
        content_sha256: sha256Hex(m.content),
        // Python's len: code points.
        content_length: [...m.content].length,
      })),
      record.messages,
      where,
    );
    if (record.assistant_prefix !== undefined) {
      assert.deepEqual(messages.at(-1), {
        role: "assistant",
        content: record.assistant_prefix,
      }, where);
    }
    checked++;
  }
  return checked;
}

Deno.test("harness nemo_skills sends the messages NeMo-Skills main builds, its answer prefix as the assistant turn", () => {
  assert.equal(check("nemo_skills", vectors.nemo_skills), 39);
  assert.ok(vectors.nemo_skills.every((r) => r.assistant_prefix !== ""));
});

Deno.test("harness nemo_skills_appended sends the message NeMo-Skills' chsieh/ruler-remove-prefix builds", () => {
  assert.equal(
    check("nemo_skills_appended", vectors.nemo_skills_appended),
    39,
  );
});

Deno.test("the NeMo-Skills harnesses score RULER's crafted predictions as eval_ruler does, line by line", () => {
  const task = rulerTask(rulerGenerators);
  let scored = 0;
  for (const file of vectors.scores) {
    const rows = lines(file.source).map((l) =>
      JSON.parse(l) as { pred: string; outputs: string[] }
    );
    assert.equal(rows.length, file.is_correct.length, file.source);
    rows.forEach((row, i) => {
      const score = task.score(row.pred, {
        expected_answer: row.outputs.join(", "),
        metadata: {
          outputs: row.outputs,
          metric: file.match_type,
          harness: "nemo_skills",
        },
      });
      assert.equal(score.value, file.is_correct[i], `${file.source}:${i}`);
      scored++;
    });
  }
  assert.equal(scored, 525);
});
