/**
 * The two shipped 2023 grids (`configs/runs/llmtest-2023-*.yaml`) sweep
 * exactly the cells of the 2023 needle-in-a-haystack runs, through the real
 * CLI: `validate` passes, and `run --dry-run --cells` lists 1225 cells
 * (Claude 2.1) and 225 (GPT-4) whose (context_length, depth_percent) pairs
 * are the grids the 2023 tool computed with numpy, ported here.
 *
 * The configs read the Paul Graham essays, which niah does not ship, from
 * `PaulGrahamEssays` in the working directory. The grid does not depend on
 * the text, so each test runs in a workspace holding a one-essay stand-in
 * folder: the same offline run here and in CI, essays or not.
 */
import assert from "node:assert/strict";
import { splitDryRun } from "../support/dry_run_output.ts";
import {
  type NiahResult,
  repoRoot,
  runNiah,
  withWorkspace,
} from "../support/hosted_niah.ts";

/** numpy's `linspace(start, stop, n)`: the last point is `stop` exactly. */
function linspace(start: number, stop: number, n: number): number[] {
  const step = (stop - start) / (n - 1);
  return Array.from(
    { length: n },
    (_, i) => i === n - 1 ? stop : start + i * step,
  );
}

/**
 * The 2023 tool's `logistic(x, L=100, x0=50, k=.1)`, rounded to 3
 * decimals; 0 and 100 are returned as they are.
 */
function logistic(x: number): number {
  if (x === 0) return 0;
  if (x === 100) return 100;
  return Math.round(100 / (1 + Math.exp(-0.1 * (x - 50))) * 1000) / 1000;
}

// `np.round` is half to even, `Math.round` half up: no value here is a tie.
const CLAUDE_LENGTHS = linspace(1000, 200000, 35).map(Math.round);
const CLAUDE_DEPTHS = linspace(0, 100, 35).map(logistic);
const GPT4_LENGTHS = linspace(1000, 128000, 15).map(Math.round);
const GPT4_DEPTHS = linspace(0, 100, 15).map(Math.round);

Deno.test("the numpy port gives the lengths and depths of the 2023 result files", () => {
  assert.deepEqual(CLAUDE_LENGTHS, [
    1000,
    6853,
    12706,
    18559,
    24412,
    30265,
    36118,
    41971,
    47824,
    53676,
    59529,
    65382,
    71235,
    77088,
    82941,
    88794,
    94647,
    100500,
    106353,
    112206,
    118059,
    123912,
    129765,
    135618,
    141471,
    147324,
    153176,
    159029,
    164882,
    170735,
    176588,
    182441,
    188294,
    194147,
    200000,
  ]);
  assert.deepEqual(CLAUDE_DEPTHS, [
    0,
    0.896,
    1.199,
    1.602,
    2.138,
    2.849,
    3.786,
    5.016,
    6.617,
    8.683,
    11.316,
    14.62,
    18.685,
    23.569,
    29.269,
    35.704,
    42.7,
    50,
    57.3,
    64.296,
    70.731,
    76.431,
    81.315,
    85.38,
    88.684,
    91.317,
    93.383,
    94.984,
    96.214,
    97.151,
    97.862,
    98.398,
    98.801,
    99.104,
    100,
  ]);
  assert.deepEqual(GPT4_LENGTHS, [
    1000,
    10071,
    19143,
    28214,
    37286,
    46357,
    55429,
    64500,
    73571,
    82643,
    91714,
    100786,
    109857,
    118929,
    128000,
  ]);
  assert.deepEqual(GPT4_DEPTHS, [
    0,
    7,
    14,
    21,
    29,
    36,
    43,
    50,
    57,
    64,
    71,
    79,
    86,
    93,
    100,
  ]);
});

interface Grid {
  config: string;
  model: string;
  lengths: number[];
  depths: number[];
}

const GRIDS: Grid[] = [
  {
    config: "llmtest-2023-claude-2.1.yaml",
    model: "anthropic-opus-4-medium",
    lengths: CLAUDE_LENGTHS,
    depths: CLAUDE_DEPTHS,
  },
  {
    config: "llmtest-2023-gpt-4.yaml",
    model: "openai-gpt-4o",
    lengths: GPT4_LENGTHS,
    depths: GPT4_DEPTHS,
  },
];

/** A cell line of `--dry-run --cells`. */
const CELL_LINE =
  /^ +\d+ {2}[0-9a-f]{16} {2}context_length=(\d+) {2}depth_percent=([\d.]+) {2}sample=0 {2}seed=1$/;

/** Runs `niah <args>` in a workspace holding the grid's config and model. */
async function inWorkspace(grid: Grid, args: string[]): Promise<NiahResult> {
  const read = (path: string) => Deno.readTextFileSync(`${repoRoot}${path}`);
  const files = {
    [`configs/runs/${grid.config}`]: read(`configs/runs/${grid.config}`),
    [`configs/models/${grid.model}.yaml`]: read(
      `configs/models/${grid.model}.yaml`,
    ),
    "PaulGrahamEssays/stand-in.txt":
      "A stand-in essay. The grid does not depend on its text.\n",
  };
  let result: NiahResult | undefined;
  await withWorkspace(files, async (dir) => {
    result = await runNiah(args, { cwd: dir });
  });
  return result!;
}

for (const grid of GRIDS) {
  const path = `configs/runs/${grid.config}`;
  const cells = grid.lengths.length * grid.depths.length;

  Deno.test(`${path} passes niah validate`, async () => {
    const result = await inWorkspace(grid, ["validate", path]);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stdout.trim(), `ok: ${path} (model: ${grid.model})`);
  });

  Deno.test(`${path} plans exactly the ${cells} cells of the 2023 grid`, async () => {
    const result = await inWorkspace(grid, [
      "run",
      path,
      "--dry-run",
      "--cells",
    ]);
    assert.equal(result.code, 0, result.stderr);
    const [summary, rest] = splitDryRun(result.stdout);
    assert.equal(summary.at(-1), `cells: ${cells}, ${cells} to run`);
    const listed = rest.filter((line) => CELL_LINE.test(line));
    assert.equal(listed.length, cells);
    const pairs = new Set(listed.map((line) => {
      const [, length, depth] = CELL_LINE.exec(line)!;
      return `${Number(length)} ${Number(depth)}`;
    }));
    const expected = new Set(
      grid.lengths.flatMap((length) =>
        grid.depths.map((depth) => `${length} ${depth}`)
      ),
    );
    assert.equal(expected.size, cells);
    assert.deepEqual(pairs, expected);
  });
}
