/**
 * Negative seeds run under style reference as the references run them:
 * CPython's `random.Random(seed)` seeds with the absolute value, so
 * num-seq-env's `seed=-7` and the Python NIAH tool's sweep seed -3 give
 * their datasets (vectors made by running their code); style niah refuses
 * them in one line, and a seed past 2^53 - 1 is quoted as the file writes
 * it, not rounded.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

type Result = Awaited<ReturnType<typeof runNiah>>;

const FAKE_MODEL = 'id: "fake"\nruntime: {sdk: "fake", api: "fake"}\n' +
  'request: {model: "fake", mode: "oracle"}\n';

interface DatasetLine {
  sample_index: number;
  messages: { role: string; content: string }[];
  expected_answer: string;
}

/** `niah <args>` beside `run.yaml` (the lines given) and the fake model. */
async function niahOn(
  run: string[],
  args: string[],
): Promise<{ result: Result; lines: DatasetLine[] }> {
  let result: Result | undefined;
  let lines: DatasetLine[] = [];
  await withWorkspace({
    "configs/models/fake.yaml": FAKE_MODEL,
    "run.yaml": ['run_name: "seeds"', 'model: "fake"', ...run].join("\n") +
      "\n",
  }, async (dir) => {
    result = await runNiah(args, { cwd: dir });
    if (result.code === 0 && args[0] === "dataset") {
      lines = (await Deno.readTextFile(`${dir}/ds.jsonl`)).trim().split("\n")
        .map((line) => JSON.parse(line) as DatasetLine)
        .sort((a, b) => a.sample_index - b.sample_index);
    }
  });
  return { result: result!, lines };
}

const DATASET = ["dataset", "run.yaml", "--out", "ds.jsonl"];
const VALIDATE = ["validate", "run.yaml"];

interface NumseqVector {
  num_examples: number;
  seed: number;
  min_k: number;
  max_k: number;
  examples: [string, string][];
}

Deno.test("num_seq seed -7 under style reference is num-seq-env's dataset for seed=-7", async () => {
  const vectors = JSON.parse(
    await Deno.readTextFile(
      new URL("../vectors/num_seq/datasets.json", import.meta.url),
    ),
  ).datasets as NumseqVector[];
  const want = vectors.find((v) => v.seed === -7)!;
  const { result, lines } = await niahOn([
    `task: {type: "num_seq", seed: -7, num_examples: ${want.num_examples}}`,
  ], DATASET);
  assert.equal(result.code, 0, result.stderr);
  const got = lines.map((line) => [
    createHash("sha256").update(line.messages.at(-1)!.content).digest("hex")
      .slice(0, 16),
    line.expected_answer,
  ]);
  assert.deepEqual(got, want.examples);
});

Deno.test("a NIAH sweep seed -3 under style reference plants the Python tool's UUID for seed -3", async () => {
  // needlehaystack.needles.uuid_single._uuid_for_seed(-3), run here: the
  // UUID of random.Random(-3), which is random.Random(3)'s.
  const { result, lines } = await niahOn([
    'task: {type: "uuid"}',
    "sweep: {context_lengths: [300], depth_percents: [50], seeds: [-3, 3]}",
  ], DATASET);
  assert.equal(result.code, 0, result.stderr);
  assert.deepEqual(
    lines.map((line) => line.expected_answer),
    [
      "21636369-8b52-4b4a-97b7-50923ceb3ffd",
      "21636369-8b52-4b4a-97b7-50923ceb3ffd",
    ],
  );
});

for (
  const [run, where] of [
    [[
      'task: {type: "uuid", style: "niah"}',
      "sweep: {context_lengths: [300], depth_percents: [50], seeds: [1, -3]}",
    ], /run\.yaml:4:\d+: "sweep\.seeds\[1\]": seed -3 is negative/],
    [
      ['task: {type: "num_seq", style: "niah", seed: -7}'],
      /run\.yaml:3:\d+: "task\.seed": seed -7 is negative/,
    ],
  ] as const
) {
  Deno.test(`style niah refuses a negative seed in one line, exit 2 (${run[0]})`, async () => {
    const { result } = await niahOn([...run], VALIDATE);
    assert.equal(result.code, 2, result.stderr);
    assert.match(result.stderr, where);
    assert.match(result.stderr, /style niah does not take/);
    assert.equal(result.stderr.trim().split("\n").length, 1, result.stderr);
  });
}

Deno.test("a seed past 2^53 - 1 is quoted as the file writes it, not rounded", async () => {
  for (const seed of ["9007199254740993", "-18446744073709551617"]) {
    const { result } = await niahOn(
      [`task: {type: "num_seq", seed: ${seed}}`],
      VALIDATE,
    );
    assert.equal(result.code, 2, result.stderr);
    assert.match(
      result.stderr,
      new RegExp(`"task\\.seed": .*, got ${seed}\\b`),
    );
    assert.equal(result.stderr.trim().split("\n").length, 1, result.stderr);
  }
});
