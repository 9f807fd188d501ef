/**
 * A `phase_shift_capture_pattern` that backtracks catastrophically cannot
 * hang niah: nested quantifiers are refused when the config loads, and any
 * other pattern's match runs under a time budget that stops the run with
 * exit 2 and says which pattern.
 */
import assert from "node:assert/strict";
import { CAPTURE_BUDGET_MS } from "../../src/prompt/capture_matches.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { runNiah as runNiahProcess } from "../support/run_niah.ts";

function model(pattern: string): string {
  return [
    'id: "ps"',
    'runtime: {sdk: "fake", api: "fake"}',
    "request:",
    '  model: "fake"',
    '  mode: "oracle"',
    "  phase_shift_enabled: true",
    `  phase_shift_capture_pattern: '${pattern}'`,
    "",
  ].join("\n");
}

const RUN = [
  'run_name: "ps"',
  'model: "ps"',
  'task: {type: "uuid", style: "niah"}',
  "sweep: {context_lengths: [1500], depth_percents: [50], seeds: [1]}",
  "",
].join("\n");

// A regression hangs the child for hours, deaf to SIGINT: this kill only
// keeps the suite from hanging with it; it is not a timing.
const HANG_GUARD = {
  interruptAfterMs: 180_000,
  interruptSignal: "SIGKILL",
} as const;

for (
  const [pattern, nested] of [
    ["(.*)*x", "(.*)*"],
    ["(\\w+\\s?)+$", "(\\w+\\s?)+"],
  ] as const
) {
  Deno.test(`validate refuses the nested quantifiers of ${pattern}, naming the file, line and key`, async () => {
    await withWorkspace({
      "configs/models/ps.yaml": model(pattern),
      "run.yaml": RUN,
    }, async (dir) => {
      for (const command of ["validate", "run"]) {
        const result = await runNiahProcess([command, "run.yaml"], {
          cwd: dir,
          ...HANG_GUARD,
        });
        assert.equal(result.code, 2, result.stderr);
        assert.equal(
          result.stderr,
          `niah: Cannot load model config: configs/models/ps.yaml:7:32: "request.phase_shift_capture_pattern": expected a pattern without nested quantifiers: "${nested}" repeats a part that is itself repeated, which backtracks for hours on a long prompt; give the inner part a fixed count (e.g. "{36}") or drop one quantifier\n`,
        );
      }
    });
  });
}

Deno.test("a capture pattern that backtracks without nesting stops the run after its time budget, with exit 2", async () => {
  // Two alternatives that match the same character: 2^n ways to fail.
  const pattern = "(?:[\\s\\S]|[\\s\\S])*QQQQ";
  await withWorkspace({
    "configs/models/ps.yaml": model(pattern),
    "run.yaml": RUN,
  }, async (dir) => {
    const validate = await runNiah(["validate", "run.yaml"], { cwd: dir });
    assert.equal(validate.code, 0, validate.stderr);
    for (const attempt of [1, 2]) {
      const result = await runNiahProcess(["run", "run.yaml"], {
        cwd: dir,
        ...HANG_GUARD,
      });
      assert.equal(result.code, 2, `attempt ${attempt}: ${result.stderr}`);
      assert.match(
        result.stderr,
        new RegExp(
          `\nniah: Cannot phase-shift a prompt: phase_shift_capture_pattern "\\(\\?:\\[\\\\s\\\\S\\]\\|\\[\\\\s\\\\S\\]\\)\\*QQQQ" ran over ${
            CAPTURE_BUDGET_MS / 1000
          } s on a message of \\d+ characters without finishing \\(it backtracks catastrophically\\); simplify it, e\\.g\\. give repeated parts a fixed count\n$`,
        ),
      );
    }
    // Nothing was stored for the cell: the run stopped before sending it.
    const store = await Deno.readTextFile(`${dir}/results/ps.jsonl`).catch(
      () => "",
    );
    assert.equal(store, "");
  });
});

Deno.test("SIGTERM while a capture pattern is matching stops the run at once with exit 130, not after the budget with exit 2", async () => {
  const pattern = "(?:[\\s\\S]|[\\s\\S])*QQQQ";
  await withWorkspace({
    "configs/models/ps.yaml": model(pattern),
    "run.yaml": RUN,
  }, async (dir) => {
    const result = await runNiahProcess(["run", "run.yaml"], {
      cwd: dir,
      // Cells start right after this line: the match is under way.
      interruptWhen: ({ stderr }) => /\d+ to run\n/.test(stderr),
      interruptSignal: "SIGTERM",
    });
    assert.equal(result.code, 130, result.stderr);
    assert.match(result.stderr, /\nniah: Interrupted[^\n]*\n$/);
    assert.doesNotMatch(result.stderr, /Cannot phase-shift/);
  });
});
