import assert from "node:assert/strict";
import { UsageError } from "../../../src/errors.ts";
import { compareRuns } from "../../../src/report/compare/compare_runs.ts";
import { readResults } from "../../../src/report/read/read_results.ts";
import { niahRow, readerOf } from "../synthetic_rows.ts";

function side(source: string, rows: Record<string, unknown>[]) {
  const text = rows.map((r) => JSON.stringify(r)).join("\n") + "\n";
  return { source, rows: readResults(source, readerOf(text, 4096)) };
}

const at = (length: number, depth: number) => ({
  context_length: length,
  depth_percent: depth,
});

/** 20 seeds per cell at two lengths; B loses `drop` of A's right answers at 2000. */
function runs(drop: number) {
  const a = [];
  const b = [];
  for (const length of [1000, 2000]) {
    for (let seed = 1; seed <= 20; seed++) {
      a.push(
        niahRow({
          run_name: "pps-off",
          params: at(length, 50),
          seed,
          score: 1,
        }),
      );
      const lost = length === 2000 && seed <= drop;
      b.push(
        niahRow({
          run_name: "pps-on",
          params: at(length, 50),
          seed,
          score: lost ? 0 : 1,
        }),
      );
    }
  }
  return { a, b };
}

Deno.test("binary scores are compared with the exact McNemar test, paired by cell across run names", async () => {
  const { a, b } = runs(10);
  const result = await compareRuns(side("a.jsonl", a), side("b.jsonl", b));
  assert.equal(result.overall.pairs, 40);
  assert.equal(result.overall.test, "mcnemar");
  assert.equal(result.overall.diff, -0.25);
  // 10 discordant pairs, all one way: 2 / 2^10.
  assert.equal(result.overall.p, 2 / 1024);
  assert.match(
    result.verdict,
    /^B is significantly worse than A: mean score 1\.000 → 0\.750 \(B − A −0\.250, 95% CI −0\.\d+ to −0\.\d+\) over 40 paired cells; exact McNemar p = 0\.002$/,
  );
  const cells = Object.fromEntries(result.cells.map((c) => [c.x, c]));
  assert.equal(cells["1000"]!.diff, 0);
  assert.equal(cells["1000"]!.p, 1);
  assert.equal(cells["2000"]!.diff, -0.5);
  assert.equal(result.heatmap.kind, "difference");
  assert.deepEqual(
    result.heatmap.cells.map((c) => c.text).sort(),
    ["0.00", "−0.50*"],
  );
});

Deno.test("no difference gives a no-difference verdict", async () => {
  const { a } = runs(0);
  const result = await compareRuns(side("a.jsonl", a), side("b.jsonl", a));
  assert.equal(result.overall.p, 1);
  assert.match(result.verdict, /^No significant difference between A and B/);
});

Deno.test("fractional scores are compared with a seeded paired bootstrap, the same every time", async () => {
  const a = [];
  const b = [];
  for (let seed = 1; seed <= 30; seed++) {
    a.push(
      niahRow({ task_type: "multi", params: at(1000, 0), seed, score: 2 / 3 }),
    );
    b.push(
      niahRow({
        task_type: "multi",
        params: at(1000, 0),
        seed,
        score: seed % 5 === 0 ? 1 : 1 / 3,
        failure_class: "wrong",
      }),
    );
  }
  const first = await compareRuns(side("a", a), side("b", b));
  const second = await compareRuns(side("a", a), side("b", b));
  assert.equal(first.overall.test, "bootstrap");
  assert.deepEqual(first.overall, second.overall);
  assert.ok(first.overall.p < 0.05);
  assert.match(first.verdict, /paired bootstrap p/);
});

Deno.test("unusable answers count 0, provider failures are left out of the pairing", async () => {
  const a = [
    niahRow({ params: at(1000, 0), seed: 1, score: 1 }),
    niahRow({ params: at(1000, 0), seed: 2, score: 1 }),
    niahRow({ params: at(1000, 0), seed: 3, score: 1 }),
    niahRow({ params: at(1000, 0), seed: 4, score: 1 }),
  ];
  const b = [
    niahRow({
      params: at(1000, 0),
      seed: 1,
      failure_class: "truncated",
      score: 0,
    }),
    niahRow({ params: at(1000, 0), seed: 2, failure_class: "provider_error" }),
    niahRow({ params: at(1000, 0), seed: 3, score: 1 }),
    niahRow({ params: at(1000, 0), seed: 5, score: 1 }),
  ];
  const result = await compareRuns(side("a", a), side("b", b));
  assert.equal(result.overall.pairs, 2);
  assert.equal(result.overall.meanB, 0.5);
  assert.equal(result.noAnswer, 1);
  assert.equal(result.onlyInA, 1);
  assert.equal(result.onlyInB, 1);
});

Deno.test("comparing runs without common cells, of different tasks, or with several runs in a file is a usage error", async () => {
  const a = [niahRow({ params: at(1000, 0), score: 1 })];
  await assert.rejects(
    () =>
      compareRuns(
        side("a", a),
        side("b", [niahRow({ params: at(2000, 0), score: 1 })]),
      ),
    (e: unknown) =>
      e instanceof UsageError && /no answered cells in common/.test(e.message),
  );
  await assert.rejects(
    () =>
      compareRuns(
        side("a", a),
        side("b", [
          niahRow({ task_type: "single", params: at(1000, 0), score: 1 }),
        ]),
      ),
    /A is task "uuid" and B is task "single"/,
  );
  await assert.rejects(
    () =>
      compareRuns(
        side("a", [
          ...a,
          niahRow({ run_name: "other", params: at(1000, 0), score: 1 }),
        ]),
        side("b", a),
      ),
    /A "a" holds 2 runs/,
  );
  await assert.rejects(
    () => compareRuns(side("a", []), side("b", a)),
    /holds no result rows/,
  );
});

Deno.test("a file holding rows of two run configs under one run name is refused, not pooled (their cell ids may be the same)", async () => {
  const a = [niahRow({ params: at(1000, 0), score: 1 })];
  const other = { ...a[0]!, fingerprint: "beef", score: { value: 0 } };
  await assert.rejects(
    () => compareRuns(side("a", [...a, other]), side("b", a)),
    (e: unknown) =>
      e instanceof UsageError &&
      /A "a" holds rows of 2 run configs under run name "[^"]+" \(fingerprints f00d, beef\); compare files that hold one config each/
        .test(e.message),
  );
  await assert.rejects(
    () => compareRuns(side("a", a), side("b", [...a, other])),
    /B "b" holds rows of 2 run configs/,
  );
});

Deno.test("once any paired score is partial, every cell is tested by the paired bootstrap", async () => {
  const { a, b } = runs(10);
  // One partial score at 2000; the cells at 1000 stay all 0/1.
  b[25] = { ...b[25]!, score: { value: 0.5, details: {} } };
  const result = await compareRuns(side("a.jsonl", a), side("b.jsonl", b));
  assert.equal(result.overall.test, "bootstrap");
  assert.deepEqual(
    result.cells.map((cell) => [cell.x, cell.test]),
    [["1000", "bootstrap"], ["2000", "bootstrap"]],
  );
  assert.match(result.verdict, /; paired bootstrap p [<=] 0\.\d{3}$/);
});
