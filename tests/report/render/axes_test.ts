import assert from "node:assert/strict";
import { UsageError } from "../../../src/errors.ts";
import {
  chooseAxes,
  formatValue,
  orderedValues,
  valueLabels,
} from "../../../src/report/render/axes.ts";
import { aggregateOf, niahRow } from "../synthetic_rows.ts";

async function groupOf(paramsList: Record<string, unknown>[], task = "uuid") {
  const result = await aggregateOf(
    paramsList.map((params) => niahRow({ params, task_type: task, score: 1 })),
  );
  return result.groups[0]!;
}

function grid(axes: Record<string, unknown[]>): Record<string, unknown>[] {
  let points: Record<string, unknown>[] = [{}];
  for (const [name, values] of Object.entries(axes)) {
    points = points.flatMap((p) => values.map((v) => ({ ...p, [name]: v })));
  }
  return points;
}

Deno.test("NIAH heatmaps default to context length x depth, other grid parameters averaged", async () => {
  const group = await groupOf(
    grid({
      snap_to_periods: [true, false],
      depth_percent: [0, 50],
      context_length: [1000, 2000],
    }),
  );
  const axes = chooseAxes(group);
  assert.equal(axes.x?.param, "context_length");
  assert.equal(axes.y?.param, "depth_percent");
  assert.equal(axes.x?.title, "context length (tokens)");
  assert.deepEqual(axes.averaged.map((a) => a.name), ["snap_to_periods"]);
});

Deno.test("the presentation ablation is mode x hint, hint levels in their natural order", async () => {
  const group = await groupOf(
    grid({
      mode: ["spaces", "no_spaces", "alphanumeric"],
      hint_level: ["full", "none", "moderate", "minimal"],
    }),
    "patterned_needle",
  );
  const axes = chooseAxes(group);
  assert.equal(axes.x?.name, "mode");
  assert.equal(axes.y?.name, "hint_level");
  assert.deepEqual(orderedValues(group, "hint_level"), [
    "none",
    "minimal",
    "moderate",
    "full",
  ]);
  assert.deepEqual(orderedValues(group, "mode"), [
    "spaces",
    "no_spaces",
    "alphanumeric",
  ]);
});

Deno.test("the complexity ablation's min/max pairs read as pattern length x patterns per line", async () => {
  const points = [];
  for (const length of [4, 5, 6]) {
    for (const ppl of [1, 2, 3]) {
      points.push({
        min_pattern_length: length,
        max_pattern_length: length,
        min_patterns_per_line: ppl,
        max_patterns_per_line: ppl,
      });
    }
  }
  const group = await groupOf(points, "patterned_needle");
  const axes = chooseAxes(group);
  assert.equal(axes.x?.name, "pattern_length");
  assert.equal(axes.y?.name, "patterns_per_line");
  assert.deepEqual(axes.averaged, []);
  // Either name selects the axis.
  assert.equal(
    chooseAxes(group, { x: "max_patterns_per_line" }).x?.name,
    "patterns_per_line",
  );
  assert.equal(
    chooseAxes(group, { x: "patterns_per_line" }).y?.name,
    "pattern_length",
  );
});

Deno.test("num_seq is drawn by order k, in one row", async () => {
  const group = await groupOf(grid({ k: [5, 2, 3, 4] }), "num_seq");
  const axes = chooseAxes(group);
  assert.equal(axes.x?.name, "k");
  assert.equal(axes.y, null);
  assert.deepEqual(orderedValues(group, "k"), [2, 3, 4, 5]);
});

Deno.test("--x and --y override the defaults; an unknown axis lists the ones there are", async () => {
  const group = await groupOf(
    grid({ context_length: [1000, 2000], depth_percent: [0, 50] }),
  );
  const swapped = chooseAxes(group, {
    x: "depth_percent",
    y: "context_length",
  });
  assert.equal(swapped.x?.param, "depth_percent");
  assert.equal(swapped.y?.param, "context_length");
  assert.throws(
    () => chooseAxes(group, { x: "depth" }),
    (error: unknown) =>
      error instanceof UsageError &&
      /--x "depth" is not an axis of run "grid" \(model "fake"\); known axes: "context_length", "depth_percent"/
        .test(error.message),
  );
  assert.throws(
    () => chooseAxes(group, { x: "depth_percent", y: "depth_percent" }),
    /both name "depth_percent"/,
  );
});

Deno.test("values print short but stay distinct", () => {
  assert.equal(formatValue(3.9494), "3.95");
  assert.equal(formatValue(1000), "1000");
  assert.equal(formatValue(true), "true");
  assert.deepEqual(valueLabels([3.949, 3.951, 10]), ["3.949", "3.951", "10"]);
  assert.deepEqual(valueLabels(["b", "a"]), ["b", "a"]);
});

Deno.test("unknown strings sort alphabetically with numbers by value, whatever the row order", async () => {
  const group = await groupOf(grid({ size: ["s10", "s2", "s1"] }));
  assert.deepEqual(orderedValues(group, "size"), ["s1", "s2", "s10"]);
});
