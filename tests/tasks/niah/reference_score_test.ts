/**
 * `style: reference` headline scores against the Python tool's own
 * scorers (exact_match, chain_match) run on the same answers
 * (tests/vectors/niah/scores.json, from scripts/reference/niah_answers.json).
 */
import assert from "node:assert/strict";
import { pythonStrip } from "../../../src/tasks/niah/reference/score.ts";
import { createBuildContext } from "../../../src/tasks/build_context.ts";
import { HaystackLibrary } from "../../../src/haystack/corpus.ts";
import { findTask, loadAllFamilies } from "../../../src/tasks/registry.ts";
import type { Task } from "../../../src/tasks/task.ts";
import { getTokenizer } from "../../../src/tokenizer/encoding.ts";

await loadAllFamilies();

interface Case {
  task: { type: string; chain_length?: number };
  seed: number;
  response: string;
  value: number;
  details: Record<string, unknown>;
}

const cases = JSON.parse(
  await Deno.readTextFile(
    new URL("../../vectors/niah/scores.json", import.meta.url),
  ),
) as Case[];
const context = createBuildContext(
  await getTokenizer("cl100k_base"),
  new HaystackLibrary({
    listTextFiles: () => Promise.reject(new Error("unused")),
    readText: () => Promise.reject(new Error("unused")),
  }),
  { type: "text", text: "Filler words here. More of them.", separator: "\n\n" },
);

Deno.test("reference headlines are the Python tool's scores on 94 answers", async () => {
  assert.ok(cases.length >= 50);
  for (const c of cases) {
    const task = findTask(c.task.type) as Task;
    const params = task.params.parse(c.task);
    const built = await task.build(params, {
      cell_id: "c",
      index: 0,
      axes: { context_length: 200, depth_percent: 50 },
      params,
      sample_index: 0,
      seed: c.seed,
    }, context);
    const score = task.score(c.response, built);
    const where = `${JSON.stringify(c.task)} ${JSON.stringify(c.response)}`;
    assert.equal(score.value, c.value, where);
    assert.equal(score.correct, c.value === 1, where);
    const { niah, ...details } = score.details;
    assert.deepEqual(details, c.details, where);
    // niah's own reading stays beside it.
    const own = task.score(c.response, {
      expected_answer: built.expected_answer,
      metadata: Object.fromEntries(
        Object.entries(built.metadata).filter(([k]) => k !== "style"),
      ),
    });
    assert.equal((niah as { value: number }).value, own.value, where);
  }
});

Deno.test("Python's strip() removes what str.isspace() calls space, and only that", () => {
  assert.equal(pythonStrip("\u0085\u001c a \u3000\t"), "a");
  assert.equal(pythonStrip("\u200ba\ufeff"), "\u200ba\ufeff");
  assert.equal(pythonStrip(" \u00a0\u2028x\u2029\u202f"), "x");
});
