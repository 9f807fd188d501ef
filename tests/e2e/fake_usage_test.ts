/**
 * The fake provider's `usage.input_tokens` is niah's exact count of what it
 * was sent (each message in the run's tokenizer), directly and in batch
 * mode; before, it was a rough 4 characters a token (9,138 for two
 * 4,000-token cells, where niah counts 8,070), so every fake row carried a
 * large token gap.
 */
import assert from "node:assert/strict";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const run = (batch: boolean) =>
  `run_name: "usage"
model: "fake"
task:
  type: "uuid"
  needle_template: "The secret code is {uuid}."
  question_template: "What is the secret code?"
sweep: {context_lengths: [4000], depth_percents: [0, 100], seeds: [1]}
runner: {batch: ${batch}}
store: {path: "results/usage.jsonl"}
`;

for (const batch of [false, true]) {
  Deno.test(`the fake's input tokens are niah's count of the messages (batch: ${batch})`, async () => {
    await withWorkspace(
      { "configs/runs/usage.yaml": run(batch) },
      async (dir) => {
        const ran = await runNiah(["run", "configs/runs/usage.yaml"], {
          cwd: dir,
        });
        assert.equal(ran.code, 0, ran.stderr);
        const rows = (await Deno.readTextFile(`${dir}/results/usage.jsonl`))
          .trimEnd().split("\n").map((line) => JSON.parse(line));
        assert.equal(rows.length, 2);
        let total = 0;
        for (const [index, row] of rows.entries()) {
          const sent = await runNiah([
            "reconstruct",
            "results/usage.jsonl",
            "--row",
            String(index),
            "--messages",
          ], { cwd: dir });
          assert.equal(sent.code, 0, sent.stderr);
          const messages = JSON.parse(sent.stdout) as { content: string }[];
          const tokenizer = await getTokenizer(row.tokenizer);
          const count = messages.reduce(
            (n, m) => n + tokenizer.count(m.content),
            0,
          );
          assert.equal(row.usage.input_tokens, count);
          assert.equal(row.token_counts.gap_flag, false);
          total += count;
        }
        if (!batch) {
          assert.match(ran.stdout, new RegExp(`tokens ${total} in /`));
        }
      },
    );
  });
}
