/**
 * The Graphwalks grader against the dataset card's own Python code
 * (scripts/reference/graphwalks_vectors.py, run with python3 to write
 * tests/vectors/graphwalks/grade.json): the same F1, parse failure and
 * parsed items on every crafted response.
 */
import assert from "node:assert/strict";
import { graphwalksGrade } from "../../../src/tasks/graphwalks/graphwalks_grade.ts";

interface Vector {
  response: string;
  truth: string[];
  f1: number;
  parse_error: boolean;
  sampled: string[];
}

const vectors: Vector[] = JSON.parse(
  await Deno.readTextFile(
    new URL("../../vectors/graphwalks/grade.json", import.meta.url),
  ),
);

Deno.test("the Graphwalks grader equals the dataset card's Python on every vector", () => {
  assert.ok(vectors.length >= 1000, `${vectors.length} vectors`);
  for (const [at, vector] of vectors.entries()) {
    const got = graphwalksGrade(vector.response, vector.truth);
    assert.deepEqual(
      { f1: got.f1, parse_error: got.parseError, sampled: got.items },
      {
        f1: vector.f1,
        parse_error: vector.parse_error,
        sampled: vector.sampled,
      },
      `vector ${at}: ${JSON.stringify(vector.response)}`,
    );
  }
});

Deno.test("the card's quirk: the first item keeps the label, so a right answer of two scores 1/2", () => {
  assert.equal(graphwalksGrade("Final Answer: [a, b]", ["a", "b"]).f1, 0.5);
  assert.equal(graphwalksGrade("Final Answer: []", []).f1, 0);
  assert.equal(graphwalksGrade("ok\nno list", ["a"]).parseError, true);
});
