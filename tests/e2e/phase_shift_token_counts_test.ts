/**
 * A phase-shifted run's rows count the prompt as sent: `token_counts.context`
 * is the context's count plus the tokens the zero-width characters added
 * (before, the row described the unshifted prompt).
 */
import { ZERO_WIDTH } from "../support/phase_shift_settings.ts";
import assert from "node:assert/strict";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const MODEL = `id: "fake-pps"
runtime: {sdk: "fake", api: "fake"}
request:
  model: "fake"
  mode: "oracle"
  phase_shift_enabled: true
  phase_shift_keywords: [" the"]
  phase_shift_slice_length: 4
`;

const RUN = `run_name: "pps"
model: "fake-pps"
task: {type: "uuid", style: "niah"}
sweep: {context_lengths: [1500, 3000], depth_percents: [50], seeds: [1]}
store: {path: "results/pps.jsonl"}
`;

Deno.test("phase-shifted rows count the context as sent, zero-width tokens included", async () => {
  await withWorkspace({
    "configs/models/fake-pps.yaml": MODEL,
    "configs/runs/pps.yaml": RUN,
  }, async (dir) => {
    const run = await runNiah(["run", "configs/runs/pps.yaml"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    const rows = (await Deno.readTextFile(`${dir}/results/pps.jsonl`))
      .trimEnd().split("\n").map((line) => JSON.parse(line));
    assert.equal(rows.length, 2);
    for (const [index, row] of rows.entries()) {
      assert.ok(row.phase_shift.inserted_chars > 0, "the shift inserted");
      const sent = await runNiah([
        "reconstruct",
        "results/pps.jsonl",
        "--row",
        String(index),
        "--messages",
      ], { cwd: dir });
      assert.equal(sent.code, 0, sent.stderr);
      const messages = JSON.parse(sent.stdout) as { content: string }[];
      const tokenizer = await getTokenizer(row.recipe.encoding);
      const count = (strip: boolean) =>
        messages.reduce(
          (n, m) =>
            n +
            tokenizer.count(
              strip ? m.content.replace(ZERO_WIDTH, "") : m.content,
            ),
          0,
        );
      const added = count(false) - count(true);
      assert.ok(added > 0);
      assert.equal(
        row.token_counts.context,
        row.recipe.final_context_token_count + added,
      );
    }
  });
});
