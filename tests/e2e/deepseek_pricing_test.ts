/**
 * The DeepSeek model configs carry DeepSeek's published prices (dated, with
 * their source in a comment), so `--dry-run` of the phase-shifting pair
 * shows a cost; before, it said "no pricing in the model config".
 */
import assert from "node:assert/strict";
import { repoRoot, runNiah, withWorkspace } from "../support/hosted_niah.ts";

const run = (model: string) =>
  `run_name: "priced"
model: "${model}"
task: {type: "uuid"}
sweep: {context_lengths: [4000], depth_percents: [50], seeds: [1]}
store: {path: "results/priced.jsonl"}
`;

for (const model of ["deepseek-flash", "deepseek-flash-phaseshift"]) {
  Deno.test(`--dry-run of ${model} shows DeepSeek's price`, async () => {
    const config = await Deno.readTextFile(
      `${repoRoot}configs/models/${model}.yaml`,
    );
    // Dated and sourced.
    assert.match(
      config,
      /https:\/\/api-docs\.deepseek\.com\/quick_start\/pricing\n# listed them on \d{4}-\d{2}-\d{2}/,
    );
    await withWorkspace({
      [`configs/models/${model}.yaml`]: config,
      "configs/runs/priced.yaml": run(model),
    }, async (dir) => {
      const dry = await runNiah([
        "run",
        "configs/runs/priced.yaml",
        "--dry-run",
      ], {
        cwd: dir,
      });
      assert.equal(dry.code, 0, dry.stderr);
      const line =
        /^estimate: 1 cells, (\d+) input tokens, up to 10240 output tokens \(max_tokens\); (.*)$/m
          .exec(dry.stderr + dry.stdout);
      assert.ok(line, dry.stderr);
      const input = Number(line[1]);
      // $0.30 input and $1.20 output per 1M tokens (the peak cache-miss rate).
      assert.equal(
        line[2],
        `$${(input * 0.3 / 1e6).toFixed(4)} input + up to $0.0123 output`,
      );
    });
  });
}
