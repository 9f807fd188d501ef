/**
 * Configs at the edges of the reference's parameters, which the reference
 * runs, through `niah dataset` under style reference: an empty separator
 * (read as one space), separators holding a line break, a worst case with
 * too few haystack slots that no problem drawn hits (the reference checks
 * each draw), and negative seeds (CPython seeds with the absolute value).
 * Each gives the reference's own dataset (tests/vectors/patterned/
 * edges.json, made by running it), and style niah still refuses what it
 * cannot build a visible answer from.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../../support/hosted_niah.ts";
import { problemsDigest, readVectors } from "./reference_vectors.ts";

interface EdgeVector {
  kwargs: Record<string, unknown> & { seed: number; num_samples: number };
  digest: string;
  first_answer: string;
  first_question: string;
}

interface Line {
  sample_index: number;
  messages: { role: string; content: string }[];
  expected_answer: string;
}

const edges = await readVectors<EdgeVector[]>("edges.json");

/** A run config of the patterned task with `task` and `samples`. */
function runYaml(task: Record<string, unknown>, samples: number): string {
  return [
    'run_name: "edge"',
    'model: "fake"',
    `task: ${JSON.stringify({ type: "patterned_needle", ...task })}`,
    `sweep: {samples: ${samples}}`,
    'store: {path: "results/edge.jsonl"}',
  ].join("\n") + "\n";
}

const FAKE_MODEL = 'id: "fake"\nruntime: {sdk: "fake", api: "fake"}\n' +
  'request: {model: "fake", mode: "oracle"}\n';

for (const edge of edges) {
  const { num_samples: samples, ...task } = edge.kwargs;
  Deno.test(`niah dataset builds the reference's dataset for ${JSON.stringify(task)}`, async () => {
    await withWorkspace({
      "configs/models/fake.yaml": FAKE_MODEL,
      "run.yaml": runYaml(task, samples),
    }, async (dir) => {
      const result = await runNiah(
        ["dataset", "run.yaml", "--out", "ds.jsonl"],
        { cwd: dir },
      );
      assert.equal(result.code, 0, result.stderr);
      const lines: Line[] = (await Deno.readTextFile(`${dir}/ds.jsonl`))
        .trim().split("\n").map((line) => JSON.parse(line));
      lines.sort((a, b) => a.sample_index - b.sample_index);
      assert.equal(lines.length, samples);
      assert.equal(lines[0]!.messages[1]!.content, edge.first_question);
      assert.equal(lines[0]!.expected_answer, edge.first_answer);
      const digest = problemsDigest(lines.map((line) => ({
        system: line.messages[0]!.content,
        user: line.messages[1]!.content,
        answer: line.expected_answer,
      })));
      assert.equal(digest, edge.digest);
    });
  });
}

type Result = Awaited<ReturnType<typeof runNiah>>;

/** `niah <args>` in a workspace holding the fake model and `run.yaml`. */
async function niahOn(
  task: Record<string, unknown>,
  samples: number,
  args: string[],
): Promise<Result> {
  let result: Result | undefined;
  await withWorkspace({
    "configs/models/fake.yaml": FAKE_MODEL,
    "run.yaml": runYaml(task, samples),
  }, async (dir) => {
    result = await runNiah(args, { cwd: dir });
  });
  return result!;
}

/** `niah validate` of one patterned task. */
const validate = (task: Record<string, unknown>) =>
  niahOn(task, 2, ["validate", "run.yaml"]);

const SEVERAL = { min_patterns_per_line: 2, max_patterns_per_line: 3 };

for (
  const [task, message] of [
    [
      { ...SEVERAL, pattern_separator: "" },
      /"task\.pattern_separator": pattern_separator "" must contain a character other than/,
    ],
    [
      { ...SEVERAL, pattern_separator: " |\n" },
      /"task\.pattern_separator": pattern_separator " \|\\n" must not contain a line break under style: niah/,
    ],
    [
      { num_lines: 6, ...SEVERAL, min_patterns_per_line: 1 },
      /"task\.num_lines": num_lines \(6\) leaves 5 haystack slots/,
    ],
    [
      { seed: -5 },
      /run\.yaml:3:\d+: "task\.seed": seed -5 is negative, which style niah does not take/,
    ],
  ] as const
) {
  Deno.test(`style niah still refuses ${JSON.stringify(task)} in one line, exit 2`, async () => {
    const result = await validate({ ...task, style: "niah" });
    assert.equal(result.code, 2, result.stderr);
    assert.match(result.stderr, message);
    assert.equal(result.stderr.trim().split("\n").length, 1, result.stderr);
  });
}

Deno.test("style reference warns that an empty separator joins segments with a space", async () => {
  const result = await validate({ ...SEVERAL, pattern_separator: "" });
  assert.equal(result.code, 0, result.stderr);
  assert.match(
    result.stderr,
    /pattern_separator "" with max_patterns_per_line 3: style reference joins a line's segments with a space/,
  );
});

Deno.test("style reference refuses, before any cell, the problem whose own draw is short of haystack slots, as the reference does at load", async () => {
  // Seed 2 draws problem 29 with 5 slots for 6 (the reference, run here,
  // raises there: "haystack_slots=5, required_slots=6"); 29 problems run.
  const task = {
    num_lines: 6,
    min_patterns_per_line: 1,
    max_patterns_per_line: 3,
    num_haystack_patterns: 3,
    vocab_size: 15,
    seed: 2,
  };
  for (const args of [["validate", "run.yaml"], ["dataset", "run.yaml"]]) {
    const result = await niahOn(task, 40, args);
    assert.equal(result.code, 2, result.stderr);
    assert.equal(result.stdout, "");
    assert.match(
      result.stderr,
      /^niah: Cannot load run config: run\.yaml:\d+:\d+: "task": patterned problem 29 of seed 2 has 5 haystack slots, fewer than the 6 required \(.*the reference fails on it too/,
    );
    assert.equal(result.stderr.trim().split("\n").length, 1, result.stderr);
  }
  const fewer = await niahOn(task, 29, ["dataset", "run.yaml"]);
  assert.equal(fewer.code, 0, fewer.stderr);
  assert.equal(fewer.stdout.trim().split("\n").length, 29);
});
