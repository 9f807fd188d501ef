import assert from "node:assert/strict";
import {
  formatRate,
  formatSeconds,
  RateEstimate,
} from "../../src/cli/progress_rate.ts";

Deno.test("a steady run's rate is exact from the first row, and its ETA counts down second by second", () => {
  const rate = new RateEstimate(0);
  const etas: number[] = [];
  for (let done = 1; done <= 45; done++) {
    rate.note(done * 1000);
    assert.ok(Math.abs(rate.rate(done * 1000) - 1) < 1e-9);
    etas.push(Math.round(rate.etaSeconds(done * 1000, 45 - done)!));
  }
  assert.deepEqual(etas, Array.from({ length: 45 }, (_, i) => 44 - i));
});

Deno.test("rows in bursts (5 workers, a burst every 5 s) give an ETA that only goes down, near the truth", () => {
  // The run of the issue: 45 cells in 45 s, answered 5 at a time; the
  // whole-run average there read 35 s, 40 s, 20 s, 5 s.
  const rate = new RateEstimate(0);
  const etas: number[] = [];
  for (let burst = 1; burst <= 9; burst++) {
    const t = burst * 5000;
    for (let row = 0; row < 5; row++) rate.note(t + row);
    etas.push(rate.etaSeconds(t + 4, 45 - burst * 5)!);
  }
  for (let i = 1; i < etas.length; i++) {
    assert.ok(etas[i]! < etas[i - 1]!, `ETA rose: ${etas.join(", ")}`);
  }
  for (let burst = 1; burst < 9; burst++) {
    const truth = 45 - burst * 5;
    assert.ok(
      Math.abs(etas[burst - 1]! - truth) <= 0.1 * truth,
      `after burst ${burst}: ${etas[burst - 1]} s, truth ${truth} s`,
    );
  }
  assert.equal(etas[8], 0);
});

Deno.test("the rate follows a slowdown within a time constant, and falls while no row comes", () => {
  const rate = new RateEstimate(0, 10_000);
  let t = 0;
  for (let i = 0; i < 100; i++) rate.note(t += 100); // 10 cells/s for 10 s
  assert.ok(Math.abs(rate.rate(t) - 10) < 1e-6);
  for (let i = 0; i < 30; i++) rate.note(t += 1000); // then 1 cell/s for 30 s
  const slow = rate.rate(t);
  assert.ok(slow > 1 && slow < 1.6, `${slow}`);
  assert.ok(rate.rate(t + 20_000) < slow / 2, "a stall lowers the rate");
  assert.equal(new RateEstimate(0).etaSeconds(0, 5), null, "unknown at first");
});

Deno.test("durations and rates print short and rounded", () => {
  assert.equal(formatSeconds(4.4), "4s");
  assert.equal(formatSeconds(65), "1m05s");
  assert.equal(formatSeconds(7620), "2h07m");
  assert.equal(formatRate(0.8), "0.80 cells/s");
  assert.equal(formatRate(3.456), "3.5 cells/s");
  assert.equal(formatRate(42.4), "42 cells/s");
});
