/**
 * `style: reference` problems against vectors made by running the
 * reference environment's own code (scripts/reference/patterned_vectors.py):
 * same lines, answer and system prompt, problem for problem, over every
 * mode, hint level, needle count and patterns per line.
 */
import assert from "node:assert/strict";
import { paramsOf, readVectors, sha256 } from "./reference_vectors.ts";
import type { ProblemParams } from "../../../src/tasks/patterned/problem.ts";
import { referenceProblem } from "../../../src/tasks/patterned/reference/stream.ts";
import { nextReferenceProblem } from "../../../src/tasks/patterned/reference/problem.ts";
import { PythonRandom } from "../../../src/random/python_random.ts";
import { nltkWords } from "../../../src/tasks/patterned/reference/vocabulary.ts";
import { REFERENCE_SYSTEM_PROMPTS } from "../../../src/tasks/patterned/reference/prompts.ts";

interface ProblemVector {
  index: number;
  question_sha256: string;
  answer: string;
  lines: number;
  first_line: string;
  needle_line_indices: number[];
  question?: string;
}
interface ConfigVector {
  kwargs: Record<string, unknown> & { seed: number };
  system_prompt_sha256: string;
  problems: ProblemVector[];
}

const vectors: ConfigVector[] = await readVectors("problems.json");
const words = await nltkWords();

Deno.test("the vectors cover every mode, hint level, needle count and patterns per line", () => {
  const seen = (key: string) =>
    new Set(
      vectors.map((v) =>
        JSON.stringify(paramsOf(v.kwargs)[key as keyof ProblemParams])
      ),
    );
  assert.equal(seen("mode").size, 3);
  assert.equal(seen("hint_level").size, 4);
  assert.deepEqual(seen("num_needles").size, 4);
  assert.ok(seen("max_patterns_per_line").size >= 3);
  const total = vectors.reduce((n, v) => n + v.problems.length, 0);
  assert.ok(total >= 300, `${total} problems`);
});

Deno.test("every vector problem is the reference's, line for line", () => {
  for (const vector of vectors) {
    const params = paramsOf(vector.kwargs);
    const label = JSON.stringify(vector.kwargs);
    assert.equal(
      sha256(REFERENCE_SYSTEM_PROMPTS[params.hint_level]),
      vector.system_prompt_sha256,
      label,
    );
    for (const want of vector.problems) {
      const got = referenceProblem(
        params,
        vector.kwargs.seed,
        want.index,
        words,
      );
      const where = `${label} #${want.index}`;
      if (want.question !== undefined) {
        assert.equal(got.text, want.question, where);
      }
      assert.equal(got.text.split("\n")[0], want.first_line, where);
      assert.equal(got.lines.length, want.lines, where);
      assert.equal(got.answer, want.answer, where);
      assert.deepEqual(got.needleLines, want.needle_line_indices, where);
      assert.equal(sha256(got.text), want.question_sha256, where);
    }
  }
});

Deno.test("problems asked for out of order, or again, are the same problems", () => {
  const params = paramsOf({ mode: "alphanumeric", num_lines: 12 });
  const inOrder = Array.from(
    { length: 150 },
    (_, i) => referenceProblem(params, 99, i, words).text,
  );
  const fresh = paramsOf({
    mode: "alphanumeric",
    num_lines: 12,
    hint_level: "full",
  });
  // Same shape, other hint level: the same stream, so the same problems.
  assert.equal(referenceProblem(fresh, 99, 149, words).text, inOrder[149]);
  for (const i of [3, 140, 64, 63, 0, 129, 149, 70]) {
    assert.equal(
      referenceProblem(params, 99, i, words).text,
      inOrder[i],
      `#${i}`,
    );
  }
  // A stream asked first for a later problem walks there from the start.
  const later = referenceProblem(params, 97, 5, words).text;
  const rng = new PythonRandom(97);
  const walked = Array.from(
    { length: 6 },
    () => nextReferenceProblem(rng, params, words).text,
  );
  assert.equal(later, walked[5]);
  assert.equal(referenceProblem(params, 97, 2, words).text, walked[2]);
});
