import assert from "node:assert/strict";
import { scoreGrid } from "../../../src/report/render/score_grid.ts";
import { aggregateOf, niahRow } from "../synthetic_rows.ts";

const at = (length: number, depth: number) => ({
  context_length: length,
  depth_percent: depth,
});

Deno.test("NIAH rows give a length by depth grid of headline means: model failures 0, err where no answer, * where some missing", async () => {
  const text = scoreGrid(
    await aggregateOf([
      niahRow({ params: at(1000, 0), seed: 1, score: 1 }),
      niahRow({
        params: at(1000, 0),
        seed: 2,
        failure_class: "parse_fail",
        score: 0,
      }),
      niahRow({
        params: at(1000, 50),
        seed: 1,
        failure_class: "provider_error",
      }),
      niahRow({ params: at(4000, 50), seed: 1, score: 1 }),
      niahRow({ params: at(4000, 50), seed: 2, failure_class: "timeout" }),
    ]),
  );
  const lines = text.split("\n");
  assert.deepEqual(lines.slice(0, 3), [
    "tokens \\ depth    0%    50%",
    "1000            0.50    err",
    "4000                  1.00*",
  ]);
  assert.equal(
    lines[3],
    "* some rows have no answer (provider error, timeout): left out; err: no row has one",
  );
  assert.match(
    lines[4]!,
    /^grid · fake \(uuid\): 5 rows, mean 0\.667 \(95% CI 0\.208–0\.939\) over 3 answered, parseable mean 1\.000 over 2, model failures scored 0: 1 parse_fail;/,
  );
  assert.equal(
    lines[5],
    "  incomplete: 2 rows without an answer (1 provider_error, 1 timeout) left out of the mean; run the sweep again to fill them",
  );
});

Deno.test("rows without a context length are summarised per grid point, in axis order, not as a bogus 0-token grid", async () => {
  const text = scoreGrid(
    await aggregateOf([
      niahRow({ task_type: "num_seq", params: { k: 10 }, seed: 1, score: 1 }),
      niahRow({ task_type: "num_seq", params: { k: 2 }, seed: 1, score: 1 }),
      niahRow({ task_type: "num_seq", params: { k: 2 }, seed: 2, score: 0 }),
    ]),
  );
  assert.doesNotMatch(text, /tokens \\/);
  assert.equal(
    text.split("\n").slice(0, 3).join("\n"),
    "grid point  mean score  rows\n" +
      "k=2               0.50     2\n" +
      "k=10              1.00     1",
  );
});

Deno.test("grid labels from a results file cannot send terminal escapes", async () => {
  const text = scoreGrid(
    await aggregateOf([
      niahRow({
        run_name: "r\u001b]0;pwned\u0007",
        params: { mode: "a\u001b[2J\rb" },
        score: 1,
      }),
    ]),
  );
  for (const c of ["\u001b", "\u0007", "\r"]) assert.ok(!text.includes(c));
  assert.match(text, /mode=a\\e\[2J\\rb/);
  assert.match(text, /r\\e\]0;pwned\\x07 · fake/);
});
