/**
 * Bad input through the real CLI: every mistake a person can make in a
 * config, a flag or a file ends with exit code 2 and one line on stderr
 * that says where and what, never a stack trace.
 */
import assert from "node:assert/strict";
import denoJson from "../../deno.json" with { type: "json" };
import { type NiahResult, runNiah, workspace } from "../support/hosted_niah.ts";
import {
  RUN_LINES,
  runPlus,
  runWithLine,
} from "../support/run_config_lines.ts";

const RUN = runPlus();

/** Runs `fn` in a fresh workspace holding `files`, then removes it. */
async function inWorkspace(
  files: Record<string, string>,
  fn: (dir: string) => Promise<void>,
): Promise<void> {
  const dir = await workspace(files);
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** Runs niah in a fresh workspace holding `files`. */
async function niahIn(
  files: Record<string, string>,
  args: string[],
  env: Record<string, string> = {},
): Promise<NiahResult> {
  let result: NiahResult | undefined;
  await inWorkspace(files, async (dir) => {
    result = await runNiah(args, { cwd: dir, env });
  });
  return result!;
}

/**
 * Exit code 2, nothing on stdout, and exactly one stderr line that starts
 * with "niah: ", contains every part, and carries no stack trace.
 */
function assertBadInput(result: NiahResult, ...parts: string[]): string {
  const shown = JSON.stringify(result);
  assert.equal(result.code, 2, shown);
  assert.equal(result.stdout, "", shown);
  assert.ok(!result.stderr.includes("    at "), `stack trace: ${shown}`);
  assert.ok(result.stderr.endsWith("\n"), shown);
  const line = result.stderr.slice(0, -1);
  assert.ok(!line.includes("\n"), `more than one line: ${shown}`);
  assert.ok(line.startsWith("niah: "), shown);
  for (const part of parts) {
    assert.ok(
      line.includes(part),
      `expected ${JSON.stringify(part)}: ${shown}`,
    );
  }
  return line;
}

Deno.test("validate of a missing run file: exit 2, one line naming the file", async () => {
  const result = await niahIn({}, ["validate", "nope.yaml"]);
  assertBadInput(result, '"nope.yaml"', "does not exist");
});

Deno.test("a YAML syntax error: exit 2, one line with file:line:col", async () => {
  // A duplicate key on line 8, column 3.
  const text = runWithLine(8, "  seeds: [2]\n" + RUN_LINES[7]);
  const result = await niahIn({ "run.yaml": text }, ["validate", "run.yaml"]);
  assertBadInput(result, "Cannot parse YAML", "run.yaml:8:3:");
});

Deno.test("an unknown key: exit 2, one line with line:col and a did-you-mean", async () => {
  const result = await niahIn(
    { "run.yaml": runWithLine(4, "sweeps:") },
    ["validate", "run.yaml"],
  );
  assertBadInput(
    result,
    'run.yaml:4:1: "sweeps": unknown key "sweeps"; did you mean "sweep"?',
  );
});

Deno.test("a value of the wrong type: exit 2, one line with expected and got", async () => {
  const result = await niahIn(
    { "run.yaml": runPlus("runner:", '  concurrency: "four"') },
    ["validate", "run.yaml"],
  );
  const line = assertBadInput(
    result,
    'run.yaml:10:16: "runner.concurrency": expected',
    'got "four"',
  );
  assert.match(line, /expected (a number|an integer), got "four"$/);
});

Deno.test("a model id that can't be found: exit 2, lists the folders searched", async () => {
  const result = await niahIn(
    {
      "run.yaml": runWithLine(2, 'model: "gpt-9"'),
      "extra/models/other.yaml": "",
    },
    ["validate", "run.yaml", "--model-dir", "extra/models"],
  );
  assertBadInput(
    result,
    'run.yaml:2:8: "model"',
    '"gpt-9.yaml"',
    '"configs/models"',
    '"extra/models"',
  );
});

Deno.test("a context length of 0: exit 2, names the list item", async () => {
  const result = await niahIn(
    { "run.yaml": runWithLine(5, "  context_lengths: [0, 1000]") },
    ["validate", "run.yaml"],
  );
  assertBadInput(
    result,
    'run.yaml:5:21: "sweep.context_lengths[0]": expected a number >= 1, got 0',
  );
});

Deno.test("a context length of 10000001: exit 2, gives the maximum", async () => {
  const result = await niahIn(
    { "run.yaml": runWithLine(5, "  context_lengths: [500, 10000001]") },
    ["validate", "run.yaml"],
  );
  assertBadInput(
    result,
    'run.yaml:5:26: "sweep.context_lengths[1]": expected a number <= 10000000, got 10000001',
  );
});

Deno.test("a depth of 101: exit 2, gives the maximum", async () => {
  const result = await niahIn(
    { "run.yaml": runWithLine(6, "  depth_percents: [0, 50, 101]") },
    ["validate", "run.yaml"],
  );
  assertBadInput(
    result,
    'run.yaml:6:27: "sweep.depth_percents[2]": expected a number <= 100, got 101',
  );
});

Deno.test("a depth of -1: exit 2, gives the minimum", async () => {
  const result = await niahIn(
    { "run.yaml": runWithLine(6, "  depth_percents: [-1, 50]") },
    ["validate", "run.yaml"],
  );
  assertBadInput(
    result,
    'run.yaml:6:20: "sweep.depth_percents[0]": expected a number >= 0, got -1',
  );
});

Deno.test("a sweep range with num: 0: exit 2, located at num", async () => {
  const result = await niahIn(
    {
      "run.yaml": runWithLine(
        5,
        "  context_lengths: {min: 500, max: 1000, num: 0}",
      ),
    },
    ["validate", "run.yaml"],
  );
  assertBadInput(
    result,
    'run.yaml:5:47: "sweep.context_lengths.num": expected a number >= 1, got 0',
  );
});

Deno.test("concurrency: 0: exit 2, located at the value", async () => {
  const result = await niahIn(
    { "run.yaml": runPlus("runner:", "  concurrency: 0") },
    ["validate", "run.yaml"],
  );
  assertBadInput(
    result,
    'run.yaml:10:16: "runner.concurrency": expected a number >= 1, got 0',
  );
});

Deno.test("a store path whose folder can't be created: run exits 2 and writes nothing", async () => {
  await inWorkspace({
    "run.yaml": runWithLine(8, 'store: {path: "blocker/sub/t.jsonl"}'),
    "blocker": "a file where a folder should be\n",
  }, async (dir) => {
    const result = await runNiah(["run", "run.yaml"], { cwd: dir });
    assertBadInput(result, 'run.yaml:8:9: "store.path"', '"blocker"');
    assert.equal(
      await Deno.readTextFile(`${dir}/blocker`),
      "a file where a folder should be\n",
    );
  });
});

/** A results file of three minimal niah rows. */
const THREE_ROWS = [1, 2, 3].map((n) =>
  JSON.stringify({
    schema_version: 2,
    cell_id: `cell-${n}`,
    fingerprint: "fp",
    status: "ok",
  }) + "\n"
).join("");

Deno.test("reconstruct --row past the end: exit 2, says how many rows, numbered from 0", async () => {
  const result = await niahIn(
    { "results/t.jsonl": THREE_ROWS },
    ["reconstruct", "results/t.jsonl", "--row", "3"],
  );
  assertBadInput(result, '"results/t.jsonl"', "has 3 rows", "numbered from 0");
});

Deno.test("reconstruct without --row or --cell: exit 2, asks for exactly one", async () => {
  const result = await niahIn(
    { "results/t.jsonl": THREE_ROWS },
    ["reconstruct", "results/t.jsonl"],
  );
  assertBadInput(result, "--cell", "--row");
});

Deno.test("reconstruct --row abc: exit 2, one niah line quoting the bad value", async () => {
  const result = await niahIn(
    { "results/t.jsonl": THREE_ROWS },
    ["reconstruct", "results/t.jsonl", "--row", "abc"],
  );
  assertBadInput(result, '"abc"', "--row");
});

Deno.test("reconstruct --row past 2^53: exit 2, quoting the number as typed, not rounded", async () => {
  const result = await niahIn(
    { "results/t.jsonl": THREE_ROWS },
    ["reconstruct", "results/t.jsonl", "--row", "99999999999999999999"],
  );
  assertBadInput(result, '"99999999999999999999"', "--row");
  assert.ok(!result.stderr.includes("100000000000000000000"), result.stderr);
});

Deno.test("a results file that isn't niah JSONL: exit 2, names the file and line", async () => {
  const result = await niahIn(
    { "foreign.jsonl": '{"a":1}\n{"a":2}\n' },
    ["reconstruct", "foreign.jsonl", "--row", "0"],
  );
  assertBadInput(
    result,
    '"foreign.jsonl" line 1 is not a niah result row',
  );
});

Deno.test("an unknown task type: exit 2, located at the value, lists the types", async () => {
  const result = await niahIn(
    { "run.yaml": runWithLine(3, 'task: {type: "passkey"}') },
    ["validate", "run.yaml"],
  );
  assertBadInput(
    result,
    'run.yaml:3:14: "task.type": unknown task type "passkey"',
    "uuid",
  );
});

Deno.test("an unknown runtime sdk in a model yaml: exit 2, names the model file", async () => {
  const result = await niahIn({
    "run.yaml": runWithLine(2, 'model: "other"'),
    "configs/models/other.yaml": [
      'id: "other"',
      "runtime:",
      '  sdk: "openai-ish"',
      '  api: "chat"',
      "request:",
      '  model: "x"',
    ].join("\n") + "\n",
  }, ["validate", "run.yaml"]);
  const line = assertBadInput(
    result,
    "configs/models/other.yaml:",
    '"openai-ish/chat"',
    "fake/fake",
  );
  assert.match(line, /other\.yaml:\d+:\d+: "runtime(\.sdk)?": /);
});

Deno.test("a model file whose id differs from its file name: exit 2, located at the id", async () => {
  const result = await niahIn({
    "run.yaml": runWithLine(2, 'model: "mine"'),
    "configs/models/mine.yaml": [
      'id: "theirs"',
      'runtime: {sdk: "fake", api: "fake"}',
      'request: {model: "fake"}',
    ].join("\n") + "\n",
  }, ["validate", "run.yaml"]);
  assertBadInput(
    result,
    'configs/models/mine.yaml:1:5: "id"',
    '"theirs"',
    '"mine"',
  );
});

Deno.test("an unknown CLI option exits 2 without a stack trace", async () => {
  const result = await niahIn({ "run.yaml": RUN }, [
    "validate",
    "run.yaml",
    "--bogus",
  ]);
  assert.equal(result.code, 2, JSON.stringify(result));
  assert.equal(result.stdout, "");
  assert.ok(result.stderr.includes("--bogus"), result.stderr);
  assert.ok(!result.stderr.includes("    at "), result.stderr);
});

Deno.test("--version prints the version from deno.json and exits 0", async () => {
  const result = await runNiah(["--version"]);
  assert.equal(result.code, 0, JSON.stringify(result));
  assert.equal(result.stdout.split("\n")[0], `niah ${denoJson.version}`);
  assert.equal(result.stderr, "");
});

Deno.test("--help exits 0 and lists run, validate and reconstruct", async () => {
  const result = await runNiah(["--help"]);
  assert.equal(result.code, 0, JSON.stringify(result));
  for (const command of ["run", "validate", "reconstruct"]) {
    assert.match(result.stdout, new RegExp(`^\\s+${command}\\b`, "m"));
  }
  assert.equal(result.stderr, "");
});

/** A fake model that reads a key from NIAH_TEST_DOTENV_KEY and always fails. */
const KEYED_MODEL = [
  'id: "keyed"',
  'runtime: {sdk: "fake", api: "fake"}',
  'client: {api_key_env: "NIAH_TEST_DOTENV_KEY"}',
  "request:",
  '  model: "fake"',
  '  mode: "always_fail"',
  '  fail_message: "saw dotenv-secret-111 and shell-secret-222"',
].join("\n") + "\n";

const KEYED_RUN = [
  'run_name: "k"',
  'model: "keyed"',
  'task: {type: "uuid"}',
  "sweep: {context_lengths: [300], depth_percents: [50], seeds: [1]}",
  'store: {path: "results/k.jsonl"}',
].join("\n") + "\n";

Deno.test("validate prints ok, needs no API key and writes nothing", async () => {
  await inWorkspace({
    "run.yaml": RUN,
    "keyed.yaml": KEYED_RUN,
    "configs/models/keyed.yaml": KEYED_MODEL,
  }, async (dir) => {
    const plain = await runNiah(["validate", "run.yaml"], { cwd: dir });
    assert.equal(plain.code, 0, JSON.stringify(plain));
    assert.equal(plain.stdout, "ok: run.yaml (model: fake)\n");
    assert.equal(plain.stderr, "");

    // client.api_key_env names a variable that is not set anywhere.
    assert.equal(Deno.env.get("NIAH_TEST_DOTENV_KEY"), undefined);
    const keyed = await runNiah(["validate", "keyed.yaml"], { cwd: dir });
    assert.equal(keyed.code, 0, JSON.stringify(keyed));
    assert.equal(keyed.stdout, "ok: keyed.yaml (model: keyed)\n");

    await assert.rejects(
      () => Deno.stat(`${dir}/results`),
      Deno.errors.NotFound,
    );
  });
});

/** Runs the keyed model once and returns the stored row's error text. */
async function keyedRunError(env: Record<string, string>): Promise<string> {
  let error = "";
  await inWorkspace({
    "run.yaml": KEYED_RUN,
    "configs/models/keyed.yaml": KEYED_MODEL,
    ".env":
      "# the key for the keyed model\nNIAH_TEST_DOTENV_KEY=dotenv-secret-111\n",
  }, async (dir) => {
    const result = await runNiah(["run", "run.yaml"], { cwd: dir, env });
    // The fake always fails: an incomplete run.
    assert.equal(result.code, 4, JSON.stringify(result));
    const rows = (await Deno.readTextFile(`${dir}/results/k.jsonl`))
      .trim().split("\n").map((line) => JSON.parse(line));
    assert.equal(rows.length, 1);
    assert.equal(rows[0].status, "error");
    error = String(rows[0].error);
  });
  return error;
}

// The key read from client.api_key_env is redacted from stored errors, so
// which secret is redacted shows which value the run saw.
Deno.test(".env in the working directory supplies a variable that is not set", async () => {
  const error = await keyedRunError({});
  assert.ok(!error.includes("dotenv-secret-111"), error);
  assert.ok(error.includes("[redacted]"), error);
  assert.ok(error.includes("shell-secret-222"), error);
});

Deno.test("a variable already set in the environment wins over .env", async () => {
  const error = await keyedRunError({
    NIAH_TEST_DOTENV_KEY: "shell-secret-222",
  });
  assert.ok(error.includes("dotenv-secret-111"), error);
  assert.ok(!error.includes("shell-secret-222"), error);
  assert.ok(error.includes("[redacted]"), error);
});

Deno.test("a key pasted with smart quotes stops the run before any cell, naming the variable and the character, never the key", async () => {
  await inWorkspace({
    "run.yaml": KEYED_RUN,
    "configs/models/keyed.yaml": KEYED_MODEL,
  }, async (dir) => {
    const result = await runNiah(["run", "run.yaml"], {
      cwd: dir,
      env: { NIAH_TEST_DOTENV_KEY: "\u201csk-pasted-secret-333\u201d" },
    });
    assert.equal(result.code, 2, JSON.stringify(result));
    assert.equal(
      result.stderr,
      'niah: Cannot run: environment variable "NIAH_TEST_DOTENV_KEY" (client.api_key_env in "configs/models/keyed.yaml") holds a character an API key cannot have (U+201C at character 1); set it to the key as plain ASCII text\n',
    );
    await assert.rejects(
      () => Deno.stat(`${dir}/results/k.jsonl`),
      Deno.errors.NotFound,
    );
  });
});

Deno.test("chain_length below 2: exit 2 at validate, located at the value", async () => {
  const result = await niahIn(
    {
      "run.yaml": runWithLine(3, 'task: {type: "uuid_chain", chain_length: 1}'),
    },
    ["validate", "run.yaml"],
  );
  assertBadInput(result, 'run.yaml:3:42: "task.chain_length"', ">= 2, got 1");
});

Deno.test("multi with more needles than fit: exit 2 at validate", async () => {
  const needles = Array.from(
    { length: 40 },
    (_, i) => `"Fact number ${i} is true."`,
  )
    .join(", ");
  const result = await niahIn(
    {
      "run.yaml": runWithLine(
        3,
        `task: {type: "multi", needles: [${needles}], answers: ["fact"], style: "niah"}`,
      ).replace("[0, 50, 100]", "[0, 50]"),
    },
    ["validate", "run.yaml"],
  );
  assertBadInput(result, "run.yaml:3:1:", "context_length 500 is too small");
});

Deno.test("an even spread that leaves no room: exit 2 at validate", async () => {
  const result = await niahIn(
    // niah's even spread; the Python tool's (style: reference) allows 100.
    { "run.yaml": runWithLine(3, 'task: {type: "multi", style: "niah"}') },
    ["validate", "run.yaml"],
  );
  assertBadInput(
    result,
    "depth_percent 100 leaves no room to spread 3 needles",
  );
});

Deno.test("a files haystack folder with no .txt files: exit 2 at validate", async () => {
  const result = await niahIn(
    {
      "run.yaml": runPlus('haystack: {type: "files", path: "essays"}'),
      "essays/readme.md": "not a haystack",
    },
    ["validate", "run.yaml"],
  );
  assertBadInput(
    result,
    'run.yaml:9:1: "haystack"',
    'folder "essays" holds no .txt files',
  );
});

Deno.test("a haystack too small for the needle: exit 2 at validate", async () => {
  const result = await niahIn(
    // niah's length floor; the Python tool (style: reference) has none.
    {
      "run.yaml": runWithLine(5, "  context_lengths: [12, 1000]").replace(
        'task: {type: "uuid"}',
        'task: {type: "uuid", style: "niah"}',
      ),
    },
    ["validate", "run.yaml"],
  );
  assertBadInput(
    result,
    "context_length 12 is too small to hold the 1 needle",
  );
});

Deno.test("a grid over an unknown task parameter: exit 2 with a did-you-mean", async () => {
  const result = await niahIn(
    { "run.yaml": runWithLine(7, "  grid: {snap_to_period: [true, false]}") },
    ["validate", "run.yaml"],
  );
  assertBadInput(
    result,
    'run.yaml:7:10: "sweep.grid.snap_to_period"',
    'did you mean "snap_to_periods"?',
  );
});

Deno.test("a grid value of the wrong type: exit 2 located at the value", async () => {
  const result = await niahIn(
    { "run.yaml": runWithLine(7, '  grid: {snap_to_periods: [true, "no"]}') },
    ["validate", "run.yaml"],
  );
  assertBadInput(
    result,
    '"sweep.grid.snap_to_periods[1]": expected true or false, got "no"',
  );
});

Deno.test("a needles haystack for a task without distractors: exit 2", async () => {
  const result = await niahIn(
    {
      "run.yaml": runWithLine(3, 'task: {type: "uuid_chain"}').replace(
        'store: {path: "results/t.jsonl"}',
        'haystack: {type: "needles"}\nstore: {path: "results/t.jsonl"}',
      ),
    },
    ["validate", "run.yaml"],
  );
  assertBadInput(result, '"haystack.type"', 'not "uuid_chain"');
});

Deno.test("a listed context length that is not whole: exit 2, not rounded", async () => {
  const result = await niahIn(
    { "run.yaml": runWithLine(5, "  context_lengths: [500, 4096.5]") },
    ["validate", "run.yaml"],
  );
  assertBadInput(result, '"sweep.context_lengths[1]"', "4096.5");
});
