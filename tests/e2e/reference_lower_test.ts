/**
 * The NIAH reference scorer lower-cases as the tool's Python does (3.12:
 * Unicode 15.0), through `niah run`: a needle fragment that only the
 * JavaScript engine's newer Unicode lower-cases to match (U+A7CC lowers to
 * U+A7CD since Unicode 16; Python 3.12 keeps it) is not found, as the tool
 * does not find it, so the headline is 0, not 1. The expected scores are
 * the tool's: its `ExactMatchScorer` run here on the same strings gave 0,
 * 0, 1, 1.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { rowsOf } from "../support/stored_rows.ts";

const canned = (text: string) =>
  `id: "canned"\nruntime: {sdk: "fake", api: "fake"}\n` +
  `request: {model: "fake", mode: "canned", response_text: ${
    JSON.stringify(text)
  }}\n`;

const run = (fragment: string) =>
  [
    'run_name: "lower"',
    'model: "canned"',
    `task: ${
      JSON.stringify({
        type: "multi",
        needles: [`The code word is ${fragment}.`],
        answers: [fragment],
      })
    }`,
    "sweep: {context_lengths: [300], depth_percents: [50], seeds: [1]}",
    'store: {path: "results/lower.jsonl"}',
  ].join("\n") + "\n";

for (
  const [fragment, answer, want] of [
    // U+A7CD is the lower case of U+A7CC only since Unicode 16.
    ["\ua7cd", "The code word is \ua7cc.", 0],
    // U+1C8A is the lower case of U+1C89 only since Unicode 16.
    ["\u1c8a", "The code word is \u1c89.", 0],
    // Cases both Unicodes know still match.
    ["\u00e9t\u00e9", "The code word is \u00c9T\u00c9.", 1],
    [
      "\u03c3\u03bf\u03c6\u03bf\u03c2",
      "THE CODE WORD IS \u03a3\u039f\u03a6\u039f\u03a3.",
      1,
    ],
  ] as const
) {
  Deno.test(`style reference scores ${JSON.stringify(answer)} for fragment ${JSON.stringify(fragment)} as the tool does: ${want}`, async () => {
    await withWorkspace({
      "configs/models/canned.yaml": canned(answer),
      "run.yaml": run(fragment),
    }, async (dir) => {
      const result = await runNiah(["run", "run.yaml"], { cwd: dir });
      assert.equal(result.code, 0, result.stderr);
      const [row] = await rowsOf(`${dir}/results/lower.jsonl`);
      assert.ok(row);
      assert.equal((row.score as { value: number }).value, want);
    });
  });
}
