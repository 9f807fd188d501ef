import assert from "node:assert/strict";
import {
  expandAxis,
  expandContextLengths,
  expandDepthPercents,
  expandSeeds,
  roundHalfEven,
} from "../../../src/runner/plan/sweep_axis.ts";

Deno.test("linear context lengths match the reference vector exactly", () => {
  assert.deepStrictEqual(
    expandContextLengths({ min: 1000, max: 32000, num: 15, scale: "linear" }),
    [
      1000,
      3214,
      5429,
      7643,
      9857,
      12071,
      14286,
      16500,
      18714,
      20929,
      23143,
      25357,
      27571,
      29786,
      32000,
    ],
  );
});

Deno.test("sigmoid depth percents match the reference floats exactly", () => {
  assert.deepStrictEqual(
    expandDepthPercents({ min: 0, max: 100, num: 11, scale: "sigmoid" }),
    [
      0,
      3.94927827263762,
      10.432013909620668,
      20.33361303877928,
      33.908016654811604,
      49.999999999999986,
      66.09198334518838,
      79.6663869612207,
      89.56798609037932,
      96.05072172736236,
      100,
    ],
  );
});

Deno.test("a range of one point gives just its min", () => {
  assert.deepStrictEqual(
    expandContextLengths({ min: 4000, max: 9000, num: 1, scale: "linear" }),
    [4000],
  );
  assert.deepStrictEqual(
    expandDepthPercents({ min: 12.5, max: 90, num: 1, scale: "sigmoid" }),
    [12.5],
  );
});

Deno.test("range end points are exactly min and max on both scales", () => {
  for (const scale of ["linear", "sigmoid"] as const) {
    for (const [min, max, num] of [[0, 100, 2], [3.3, 97.1, 7], [1, 1, 5]]) {
      const depths = expandDepthPercents({
        min: min!,
        max: max!,
        num: num!,
        scale,
      });
      assert.equal(depths.length, num);
      assert.equal(depths[0], min, `${scale} first point`);
      assert.equal(depths.at(-1), max, `${scale} last point`);
    }
    const lengths = expandContextLengths({
      min: 1000,
      max: 128000,
      num: 9,
      scale,
    });
    assert.equal(lengths[0], 1000);
    assert.equal(lengths.at(-1), 128000);
  }
});

Deno.test("sigmoid points rise monotonically and are symmetric about the middle", () => {
  const d = expandDepthPercents({
    min: 0,
    max: 100,
    num: 21,
    scale: "sigmoid",
  });
  for (let i = 1; i < d.length; i++) assert.ok(d[i]! > d[i - 1]!);
  for (let i = 0; i < d.length; i++) {
    assert.ok(Math.abs(d[i]! + d[d.length - 1 - i]! - 100) < 1e-9);
  }
});

Deno.test("roundHalfEven rounds halves to the even neighbour like Python's round", () => {
  assert.equal(roundHalfEven(2.5), 2);
  assert.equal(roundHalfEven(3.5), 4);
  assert.equal(roundHalfEven(0.5), 0);
  assert.equal(roundHalfEven(1.5), 2);
  assert.equal(roundHalfEven(-1.5), -2);
  assert.equal(roundHalfEven(-2.5), -2);
  assert.equal(roundHalfEven(2.4999), 2);
  assert.equal(roundHalfEven(2.5001), 3);
  assert.equal(roundHalfEven(7), 7);
});

Deno.test("roundHalfEven(-0.5) is zero", () => {
  // Numeric zero; the sign is not asserted: Python's round(-0.5) is the int 0
  // while round(-0.5, 0) is -0.0, and this returns +0 (see the report).
  assert.ok(roundHalfEven(-0.5) === 0);
  assert.equal(roundHalfEven(-0.5) + 0, 0);
});

Deno.test("explicit-list context lengths are truncated to integers", () => {
  assert.deepStrictEqual(
    expandContextLengths([4000.9, 1000, 2500.5, 7.1]),
    [4000, 1000, 2500, 7],
  );
});

Deno.test("explicit-list and range depth percents are not rounded", () => {
  assert.deepStrictEqual(
    expandDepthPercents([0, 12.5, 33.333, 99.9]),
    [0, 12.5, 33.333, 99.9],
  );
  assert.deepStrictEqual(
    expandDepthPercents({ min: 0, max: 100, num: 4, scale: "linear" }),
    [0, 33.33333333333333, 66.66666666666666, 100],
  );
});

Deno.test("linear range context lengths are rounded half to even", () => {
  // 0, 2.5, 5, 7.5, 10 -> 2.5 rounds to 2 and 7.5 to 8.
  assert.deepStrictEqual(
    expandContextLengths({ min: 0, max: 10, num: 5, scale: "linear" }),
    [0, 2, 5, 8, 10],
  );
});

Deno.test("seed ranges expand to integers", () => {
  assert.deepStrictEqual(
    expandSeeds({ min: 1, max: 10, num: 4, scale: "linear" }),
    [1, 4, 7, 10],
  );
  assert.deepStrictEqual(expandSeeds([3, 1, 2]), [3, 1, 2]);
});

Deno.test("expandAxis keeps list order and applies listValue only to lists", () => {
  assert.deepStrictEqual(expandAxis([3, 1, 2], "none", (x) => x * 10), [
    30,
    10,
    20,
  ]);
  assert.deepStrictEqual(
    expandAxis({ min: 0, max: 2, num: 3, scale: "linear" }, "none", () => -1),
    [0, 1, 2],
  );
});

Deno.test({
  name: "a one-point context-length range gives an integer length",
  fn: () => {
    const [length] = expandContextLengths({
      min: 1000.5,
      max: 2000,
      num: 1,
      scale: "linear",
    });
    assert.ok(Number.isInteger(length), `got ${length}`);
  },
});
