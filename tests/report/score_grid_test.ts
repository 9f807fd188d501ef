import assert from "node:assert/strict";
import { scoreGrid } from "../../src/report/score_grid.ts";

const ok = (value: number) => ({ status: "ok", score: { value } });

Deno.test("NIAH rows give a length by depth grid of mean scores, err where only errors", () => {
  const text = scoreGrid([
    { context_length: 1000, target_depth_percent: 0, ...ok(1) },
    { context_length: 1000, target_depth_percent: 0, ...ok(0) },
    {
      context_length: 1000,
      target_depth_percent: 50,
      status: "error",
      score: null,
    },
    { context_length: 4000, target_depth_percent: 50, ...ok(1) },
  ]);
  assert.equal(
    text,
    "tokens \\ depth    0%   50%\n" +
      "1000            0.50   err\n" +
      "4000                  1.00\n",
  );
});

Deno.test("rows without a context length are summarised per grid point, not as a bogus 0-token grid", () => {
  const text = scoreGrid([
    {
      context_length: null,
      target_depth_percent: null,
      params: { k: 2 },
      ...ok(1),
    },
    {
      context_length: null,
      target_depth_percent: null,
      params: { k: 2 },
      ...ok(0),
    },
    {
      context_length: null,
      target_depth_percent: null,
      params: { k: 3 },
      ...ok(1),
    },
  ]);
  assert.doesNotMatch(text, /tokens/);
  assert.equal(
    text,
    "grid point  mean score  rows\n" +
      "k=2               0.50     2\n" +
      "k=3               1.00     1\n",
  );
});
