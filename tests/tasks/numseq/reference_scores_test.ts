import assert from "node:assert/strict";
import { strictScore } from "../../../src/tasks/numseq/strict_answer.ts";
import { scoreCases } from "./reference_vectors.ts";

Deno.test("niah's strict scorer agrees with verifiers' XMLParser and the reference's reward on every tricky answer", () => {
  const cases = scoreCases();
  assert.ok(cases.length >= 50);
  for (const c of cases) {
    const got = strictScore(c.response, c.answer);
    assert.equal(got.parsed, c.parsed, JSON.stringify(c.response));
    assert.equal(got.value, c.reward, JSON.stringify(c));
  }
});
