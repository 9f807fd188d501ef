/**
 * Patterned-needle run configs through `loadRun` (what `validate` runs):
 * the shipped ablations, `sweep.where`, `vocab_size: auto`, and one-line
 * errors that name the key for every rule the reference checks.
 */
import assert from "node:assert/strict";
import { denoRunFiles } from "../../../src/cli/deno_io.ts";
import { loadRun } from "../../../src/runner/load/load_run.ts";
import { whereRuleSchema } from "../../../src/config/run_config.ts";
import { UsageError } from "../../../src/errors.ts";
import { meetsWhere } from "../../../src/runner/plan/plan.ts";
import { repoRoot } from "../../support/run_niah.ts";

const models = [`${repoRoot}configs/models`];

/** Loads a run config whose `task:` and `sweep:` blocks are given as YAML. */
async function load(task: string, sweep = "  samples: 2") {
  const dir = await Deno.makeTempDir({ prefix: "niah-patterned-" });
  const path = `${dir}/run.yaml`;
  await Deno.writeTextFile(
    path,
    [
      'run_name: "p"',
      'model: "fake"',
      "task:",
      '  type: "patterned_needle"',
      ...task.split("\n").filter((line) => line !== "").map((l) => `  ${l}`),
      "sweep:",
      sweep,
      `store: {path: "${dir}/p.jsonl"}`,
      "",
    ].join("\n"),
  );
  try {
    return await loadRun(path, models, denoRunFiles);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

async function rejects(task: string, pattern: RegExp, sweep?: string) {
  await assert.rejects(
    () => load(task, sweep),
    (error: unknown) => {
      assert.ok(error instanceof UsageError, String(error));
      assert.match(error.message, pattern);
      assert.ok(!error.message.includes("\n"), "one line");
      return true;
    },
  );
}

Deno.test("the shipped ablations plan 50 problems per grid point from seed 42", async () => {
  const expect = {
    "patterned-presentation": 12,
    "patterned-scale": 36,
    "patterned-complexity": 15,
  };
  for (const [name, points] of Object.entries(expect)) {
    const { plan } = await loadRun(
      `${repoRoot}configs/runs/${name}.yaml`,
      models,
      denoRunFiles,
    );
    assert.equal(plan.cells.length, points * 50, name);
    assert.ok(plan.cells.every((c) => c.seed === 42), name);
    assert.equal(plan.task.type, "patterned_needle");
  }
});

Deno.test("complexity: where keeps min = max pairs, and vocab auto follows them", async () => {
  const { plan } = await loadRun(
    `${repoRoot}configs/runs/patterned-complexity.yaml`,
    models,
    denoRunFiles,
    { sampleLimit: 1 },
  );
  const points = plan.cells.map((c) => {
    const p = c.params as unknown as Record<string, number | string>;
    return [
      p.min_pattern_length,
      p.max_pattern_length,
      p.max_patterns_per_line,
    ];
  });
  assert.equal(points.length, 15);
  assert.ok(points.every(([min, max]) => min === max));
  const built = await plan.task.build(
    plan.cells.at(-1)!.params,
    plan.cells.at(-1)!,
    {
      tokenizer: { count: () => 0 } as never,
      haystack: () => Promise.reject(new Error("unused")),
    },
  );
  // Length 10 x 3 patterns per line: max(30, 30) = 30; the recipe says so.
  const recipe = built.recipe as { params: { vocab_size: number } };
  assert.equal(recipe.params.vocab_size, 30);
  assert.equal(built.metadata.vocab_size, 30);
});

Deno.test("-n limits problems per grid point", async () => {
  const { plan } = await loadRun(
    `${repoRoot}configs/runs/patterned-scale.yaml`,
    models,
    denoRunFiles,
    { sampleLimit: 2 },
  );
  assert.equal(plan.cells.length, 72);
});

Deno.test("without sweep.samples a run draws num_samples problems", async () => {
  const { plan } = await load(
    "num_samples: 7\nseed: 3",
    "  grid: {mode: [spaces, no_spaces]}",
  );
  assert.equal(plan.cells.length, 14);
  assert.ok(plan.cells.every((c) => c.seed === 3));
});

Deno.test("where skips grid points that break a condition", async () => {
  // (4, 4), (4, 6) and (6, 6) would be invalid (lines <= needles): skipped,
  // they are never validated.
  const { plan } = await load(
    "num_haystack_patterns: 1",
    [
      "  grid: {num_lines: [4, 6], num_needles: [1, 2, 4, 6]}",
      '  where: ["num_lines > num_needles", "mode == \\"spaces\\""]',
      "  samples: 1",
    ].join("\n"),
  );
  const kept = plan.cells.map((c) => [c.axes.num_lines, c.axes.num_needles]);
  assert.deepEqual(kept, [[4, 1], [4, 2], [6, 1], [6, 2], [6, 4]]);
  assert.deepEqual(plan.axes.num_needles, [1, 2, 4, 6]);
});

Deno.test("where conditions compare parameters, numbers, text and booleans", () => {
  const holds = (text: string, params: Record<string, unknown>) =>
    meetsWhere([whereRuleSchema.parse(text)], params);
  const p = { num_lines: 30, num_needles: 5, mode: "spaces", flag: true };
  assert.ok(holds("num_lines > num_needles", p));
  assert.ok(holds("num_lines>=30", p));
  assert.ok(!holds("num_lines < 30", p));
  assert.ok(holds("num_needles <= 5.0", p));
  assert.ok(holds('mode == "spaces"', p));
  assert.ok(holds('mode != "no_spaces"', p));
  assert.ok(holds("flag == true", p));
  assert.ok(holds("num_lines != -1", p));
  // Ordering holds only between numbers.
  assert.ok(!holds('mode > "a"', p));
  assert.ok(!holds("mode < num_lines", p));
  for (
    const bad of ["num_lines", "num_lines = 3", "3 < num_lines", "a < b c"]
  ) {
    assert.equal(whereRuleSchema.safeParse(bad).success, false, bad);
  }
});

Deno.test("where errors name the condition", async () => {
  await rejects(
    "",
    /"sweep\.where\[0\]": "num_line" in "num_line > num_needles" is not a parameter of task "patterned_needle"; did you mean "num_lines"\?/,
    '  where: ["num_line > num_needles"]',
  );
  await rejects(
    "",
    /"sweep\.where\[0\]": expected a condition "<parameter> <op>/,
    '  where: ["num_lines >> 3"]',
  );
  await rejects(
    "",
    /"sweep\.where": the conditions leave no grid point to run/,
    '  where: ["num_lines < 3"]',
  );
});

Deno.test("validate reports each of the reference's rules against its key", async () => {
  await rejects(
    "num_lines: 3\nnum_needles: 3",
    /"task\.num_lines": num_lines \(3\) must be more than num_needles \(3\)/,
  );
  await rejects(
    "min_pattern_length: 4\nmax_pattern_length: 4\nnum_haystack_patterns: 15",
    /"task\.num_haystack_patterns": num_haystack_patterns \+ num_needles \(16\) exceeds the 15 distinct patterns of length 4 \(Bell numbers\)/,
  );
  await rejects(
    "num_lines: 10\nnum_haystack_patterns: 5\nmin_haystack_appearances: 2",
    /"task\.num_lines": num_lines \(10\) leaves 9 haystack slots/,
  );
  await rejects(
    "max_patterns_per_line: 7",
    /"task\.vocab_size": vocab_size \(30\) must be at least max_pattern_length \* max_patterns_per_line \(35\)/,
  );
  await rejects(
    "max_pattern_length: 4",
    /"task\.max_pattern_length": max_pattern_length \(4\) must be at least min_pattern_length \(5\)/,
  );
  await rejects(
    "min_patterns_per_line: 2",
    /"task\.max_patterns_per_line": max_patterns_per_line \(1\) must be at least min_patterns_per_line \(2\)/,
  );
  await rejects(
    'style: niah\nmax_patterns_per_line: 2\npattern_separator: " "',
    /"task\.pattern_separator": pattern_separator " " must contain a character other than lowercase letters, digits and spaces/,
  );
  // The reference takes any separator (validate warns about a blank one).
  await load('max_patterns_per_line: 2\npattern_separator: " "');
  await rejects(
    'style: niah\nmax_patterns_per_line: 2\npattern_separator: "a\\nb"',
    /"task\.pattern_separator": pattern_separator "a\\nb" must not contain a line break/,
  );
  // The reference takes a line break too (its segments get lines of their own).
  await load('max_patterns_per_line: 2\npattern_separator: "a\\nb"');
  await rejects(
    "min_haystack_appearances: 1",
    /"task\.min_haystack_appearances": expected a number >= 2, got 1/,
  );
  await rejects(
    'mode: "nospaces"',
    /"task\.mode": expected one of "spaces", "no_spaces", "alphanumeric", got "nospaces"/,
  );
  await rejects("vocab_size: 5001", /"task\.vocab_size"/);
  await rejects(
    "max_pattern_length: 21",
    /"task\.max_pattern_length": expected a number <= 20, got 21/,
  );
  // vocab auto grows with the line: 7 x 5 = 35 words.
  await load("max_patterns_per_line: 7\nvocab_size: auto");
});

Deno.test("a grid point that breaks a rule names itself", async () => {
  await rejects(
    "",
    /"sweep\.grid": the grid point \{"num_lines":5\} gives invalid task parameters \(num_lines \(5\) leaves 4 haystack slots/,
    "  grid: {num_lines: [50, 5]}",
  );
  await rejects(
    "",
    /"sweep\.grid\.hint_level\[1\]": expected one of "none", "minimal", "moderate", "full", got "loud"/,
    "  grid: {hint_level: [none, loud]}",
  );
});
