/**
 * `niah validate` (and `run`, `dataset`, which load the same way) through
 * the real CLI: sweeps that would double count or blow up, configs that
 * are not UTF-8, alias bombs and missing model folders all end with exit
 * 2 and one line naming the file, line, column and key.
 */
import assert from "node:assert/strict";
import {
  type NiahResult,
  runNiah,
  withWorkspace,
} from "../support/hosted_niah.ts";

/** A run config whose sweep is `sweep` (lines 4 on). */
function runWith(...sweep: string[]): string {
  return [
    'run_name: "t"', // 1
    'model: "fake"', // 2
    'task: {type: "uuid"}', // 3
    "sweep:", // 4
    ...sweep, // 5...
  ].join("\n") + "\n";
}

/** Runs niah in a fresh workspace holding `files`. */
async function niahIn(
  files: Record<string, string | Uint8Array>,
  args: string[],
): Promise<NiahResult> {
  let result: NiahResult | undefined;
  const text = Object.fromEntries(
    Object.entries(files).filter(([, v]) => typeof v === "string"),
  ) as Record<string, string>;
  await withWorkspace(text, async (dir) => {
    for (const [path, data] of Object.entries(files)) {
      if (data instanceof Uint8Array) {
        await Deno.writeFile(`${dir}/${path}`, data);
      }
    }
    result = await runNiah(args, { cwd: dir });
  });
  return result!;
}

/** Exit 2 and exactly one stderr line, which is returned. */
function oneLineError(result: NiahResult): string {
  assert.equal(result.code, 2, result.stderr);
  const lines = result.stderr.trimEnd().split("\n");
  assert.equal(lines.length, 1, result.stderr);
  assert.doesNotMatch(result.stderr, /internal error| {4}at /);
  return lines[0]!;
}

for (const num of ["30000000", "1000000000", "3e7"]) {
  Deno.test(`a range of num: ${num} points is refused with the limit and why`, async () => {
    const line = oneLineError(
      await niahIn({
        "run.yaml": runWith(
          `  context_lengths: {min: 1000, max: 9000, num: ${num}}`,
          "  depth_percents: [50]",
        ),
      }, ["validate", "run.yaml"]),
    );
    assert.match(
      line,
      /^niah: Cannot load run config: run\.yaml:5:\d+: "sweep\.context_lengths\.num": expected a number <= 100000, got \d+: no sweep needs more points/,
    );
  });
}

const HUGE = runWith(
  "  context_lengths: {min: 1000, max: 100000, num: 1000}",
  "  depth_percents: {min: 0, max: 100, num: 1001}",
);

for (const command of ["validate", "run", "dataset"]) {
  Deno.test(`${command} refuses a plan of more than 1,000,000 cells, counted without making them`, async () => {
    const line = oneLineError(
      await niahIn({ "run.yaml": HUGE }, [command, "run.yaml"]),
    );
    assert.equal(
      line,
      'niah: Cannot load run config: run.yaml:4:1: "sweep": the sweep makes 1,001,000 cells (1000 context_length x 1001 depth_percent x 1 seed), more than 1,000,000; narrow the sweep, or pass --allow-huge to plan that many',
    );
    // That the count comes before any cell is made is
    // tests/runner/load/sweep_checks_test.ts's; how fast, bench/startup_bench.ts's.
  });
}

Deno.test("--allow-huge lets validate plan more than 1,000,000 cells", async () => {
  const result = await niahIn(
    { "run.yaml": HUGE },
    ["validate", "run.yaml", "--allow-huge"],
  );
  assert.equal(result.code, 0, result.stderr);
  assert.equal(result.stdout, "ok: run.yaml (model: fake)\n");
});

Deno.test("--allow-huge still refuses more than 10,000,000 cells, before making them", async () => {
  const line = oneLineError(
    await niahIn({
      "run.yaml": runWith(
        "  context_lengths: {min: 1000, max: 10000000, num: 100000}",
        "  depth_percents: {min: 0, max: 100, num: 101}",
      ),
    }, ["validate", "run.yaml", "--allow-huge"]),
  );
  assert.equal(
    line,
    'niah: Cannot load run config: run.yaml:4:1: "sweep": the sweep makes 10,100,000 cells (100000 context_length x 101 depth_percent x 1 seed), more than 10,000,000; no plan may hold more, even with --allow-huge (every cell is kept in memory); split the sweep into several run configs',
  );
});

/** uuid_chain over 1100 lengths and 999 chain lengths, less `where`. */
function chainGrid(where: string): string {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i).join(", ");
  return runWith(
    `  context_lengths: [${range(1000, 2099)}]`,
    "  depth_percents: [50]",
    "  grid:",
    `    chain_length: [${range(2, 1000)}]`,
    `  where: [${where}]`,
  ).replace('task: {type: "uuid"}', 'task: {type: "uuid_chain"}');
}

Deno.test("the cell count honours sweep.where, and says so", async () => {
  // 1100 x 999 = 1,098,900 points before the condition.
  const few = await niahIn({ "run.yaml": chainGrid("chain_length < 4") }, [
    "validate",
    "run.yaml",
  ]);
  assert.equal(few.code, 0, few.stderr);
  const line = oneLineError(
    await niahIn({ "run.yaml": chainGrid("chain_length < 1000") }, [
      "validate",
      "run.yaml",
    ]),
  );
  assert.equal(
    line,
    'niah: Cannot load run config: run.yaml:4:1: "sweep": the sweep makes 1,097,800 cells (1100 context_length x 1 depth_percent x 999 chain_length x 1 seed, less sweep.where), more than 1,000,000; narrow the sweep, or pass --allow-huge to plan that many',
  );
});

Deno.test("a repeated axis value is refused where it is written", async () => {
  const cases: [string[], string][] = [
    [
      ["  context_lengths: [1000, 1000]", "  depth_percents: [50]"],
      'run.yaml:5:27: "sweep.context_lengths[1]": 1000 appears twice (items 0 and 1); a repeated value would run its cells twice and count them twice',
    ],
    [
      ["  context_lengths: [1000, 2000.5, 2000]", "  depth_percents: [50]"],
      // A listed length is whole: 2000.5 is refused, not rounded (#40).
      'run.yaml:5:27: "sweep.context_lengths[1]": expected a whole number, got 2000.5',
    ],
    [
      ["  context_lengths: [1000, 1000.7]", "  depth_percents: [50]"],
      'run.yaml:5:27: "sweep.context_lengths[1]": expected a whole number, got 1000.7',
    ],
    [
      ["  context_lengths: [1000]", "  depth_percents: [0, 50, 100, 50.0]"],
      'run.yaml:6:32: "sweep.depth_percents[3]": 50 appears twice (items 1 and 3);',
    ],
    [
      [
        "  context_lengths: {min: 1000, max: 1004, num: 9}",
        "  depth_percents: [50]",
      ],
      'run.yaml:5:48: "sweep.context_lengths.num": the range gives 1000 twice (points 0 and 1); use fewer points or a wider range',
    ],
    [
      [
        "  context_lengths: [1000]",
        "  depth_percents: [50]",
        "  seeds: [1, 2, 1]",
      ],
      'run.yaml:7:17: "sweep.seeds[2]": 1 appears twice (items 0 and 2);',
    ],
    [
      [
        "  context_lengths: [1000]",
        "  depth_percents: [50]",
        "  grid:",
        "    snap_to_periods: [true, false, true]",
      ],
      'run.yaml:8:36: "sweep.grid.snap_to_periods[2]": true appears twice (items 0 and 2);',
    ],
  ];
  for (const [sweep, expected] of cases) {
    const line = oneLineError(
      await niahIn({ "run.yaml": runWith(...sweep) }, ["validate", "run.yaml"]),
    );
    assert.ok(
      line.startsWith(`niah: Cannot load run config: ${expected}`),
      `${line}\nexpected: ${expected}`,
    );
  }
});

Deno.test("a config that is not UTF-8 is refused with the file and byte offset", async () => {
  const text = new TextEncoder().encode(
    runWith(
      "  context_lengths: [1000]",
      "  depth_percents: [50]",
    ).replace('"t"', '"t\u00e9"'),
  );
  // Latin-1 é (0xe9) where UTF-8 has 0xc3 0xa9.
  const at = text.indexOf(0xc3);
  const latin1 = new Uint8Array([
    ...text.subarray(0, at),
    0xe9,
    ...text.subarray(at + 2),
  ]);
  const line = oneLineError(
    await niahIn({ "run.yaml": latin1 }, ["validate", "run.yaml"]),
  );
  assert.equal(
    line,
    `niah: Cannot read run config: run.yaml:1:13: not UTF-8 text (byte 0xe9 at offset ${at}); save the file as UTF-8`,
  );
  const model = oneLineError(
    await niahIn({
      "run.yaml": runWith("  context_lengths: [1000]", "  depth_percents: [50]")
        .replace('model: "fake"', 'model: "latin"'),
      "configs/models/latin.yaml": new Uint8Array([
        ...new TextEncoder().encode('id: "latin"\n# caf'),
        0xe9,
        0x0a,
      ]),
    }, ["validate", "run.yaml"]),
  );
  assert.equal(
    model,
    "niah: Cannot read model config: configs/models/latin.yaml:2:6: not UTF-8 text (byte 0xe9 at offset 17); save the file as UTF-8",
  );
});

Deno.test("a YAML alias bomb is bad input (exit 2), not a crash", async () => {
  const levels = ['a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]'];
  for (const name of "bcdefg") {
    const prev = String.fromCharCode(name.charCodeAt(0) - 1);
    levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(", ")}]`);
  }
  const line = oneLineError(
    await niahIn({ "run.yaml": levels.join("\n") + "\n" }, [
      "validate",
      "run.yaml",
    ]),
  );
  assert.match(
    line,
    /^niah: Cannot parse YAML: run\.yaml:2:8: aliases here expand past the limit of 100 resolved aliases/,
  );
  // The refusal names the cap it reached (at the first alias): the file's
  // 4,782,969 values are never made. How fast: bench/startup_bench.ts.
});

Deno.test("a --model-dir that does not exist is refused, named", async () => {
  const run = runWith("  context_lengths: [1000]", "  depth_percents: [50]");
  for (const command of ["validate", "run", "dataset"]) {
    const line = oneLineError(
      await niahIn({ "run.yaml": run }, [
        command,
        "run.yaml",
        "--model-dir",
        "my-models",
      ]),
    );
    assert.equal(
      line,
      'niah: Cannot use --model-dir: "my-models" does not exist',
    );
  }
});

Deno.test("the needle-room check is exact near its limit (the real tokenizer decides what the byte bound cannot)", async () => {
  // The uuid needle is 29 cl100k tokens, so 35 is the least context that
  // holds it; the vocabulary-free bound alone would ask for about 60.
  // niah's floor (style niah); the Python tool (style: reference) has none.
  const niah = (sweep: string) =>
    runWith(sweep, "  depth_percents: [50]").replace(
      'task: {type: "uuid"}',
      'task: {type: "uuid", style: "niah"}',
    );
  const fits = await niahIn(
    { "run.yaml": niah("  context_lengths: [35]") },
    ["validate", "run.yaml"],
  );
  assert.equal(fits.code, 0, fits.stderr);
  assert.equal(fits.stdout, "ok: run.yaml (model: fake)\n");
  const short = await niahIn(
    { "run.yaml": niah("  context_lengths: [34]") },
    ["validate", "run.yaml"],
  );
  assert.equal(short.code, 2);
  assert.equal(
    short.stderr,
    'niah: Cannot load run config: run.yaml:3:1: "task": context_length 34 is too small to hold the 1 needle and a haystack around them (need at least 35 tokens)\n',
  );
});

Deno.test("an endpoint on a port fetch blocks is refused at validate and run, naming the port; no row is written", async () => {
  const model = (client: string) =>
    `id: "m"\nruntime: {sdk: "openai-python", api: "chat_completions"}\nclient: {api_key_env: "PORT_TEST_KEY", ${client}}\nrequest: {model: "m"}\n`;
  await withWorkspace({
    "run.yaml": runWith("  context_lengths: [300]", "  depth_percents: [50]")
      .replace('model: "fake"', 'model: "m"'),
    "configs/models/m.yaml": model('base_url: "http://127.0.0.1:9/v1"'),
  }, async (dir) => {
    const env = { PORT_TEST_KEY: "sk-test-port-0123456789" };
    for (const command of ["validate", "run"]) {
      const result = await runNiah([command, "run.yaml"], { cwd: dir, env });
      assert.equal(result.code, 2, result.stderr);
      assert.equal(
        result.stderr,
        'niah: Cannot load model config: configs/models/m.yaml:3:50: "client.base_url": port 9 is one the Fetch standard blocks: every request to it would fail ("Requests to port 9 are blocked"); serve the API on another port\n',
      );
    }
    await Deno.writeTextFile(
      `${dir}/configs/models/m.yaml`,
      model('base_url_env: "PORT_TEST_URL"'),
    );
    const run = await runNiah(["run", "run.yaml"], {
      cwd: dir,
      env: { ...env, PORT_TEST_URL: "http://127.0.0.1:6000/v1" },
    });
    assert.equal(run.code, 2, run.stderr);
    assert.match(
      run.stderr,
      /^niah: Cannot run: environment variable "PORT_TEST_URL" \(client\.base_url_env in "[^"]*m\.yaml"\): port 6000 is one the Fetch standard blocks/,
    );
    assert.equal(run.stderr.trim().split("\n").length, 1, run.stderr);
    await assert.rejects(() => Deno.stat(`${dir}/results`));
  });
});
