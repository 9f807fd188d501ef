/**
 * Control characters in what a config names reach no terminal raw: a model
 * id may not hold them (it is refused at validate), and a store path that
 * holds them is printed with visible escapes (the file keeps its name).
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

// deno-lint-ignore no-control-regex
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

const EVIL_MODEL = [
  'id: "evil\\e]0;pwned\\a\\e[2J"',
  "runtime:",
  '  sdk: "fake"',
  '  api: "fake"',
  "request:",
  '  model: "fake"',
  '  mode: "oracle"',
  "",
].join("\n");

function run(model: string, store?: string): string {
  return [
    'run_name: "t"',
    `model: "${model}"`,
    "task:",
    '  type: "num_seq"',
    "  num_examples: 1",
    ...(store ? ["store:", `  path: "${store}"`] : []),
    "",
  ].join("\n");
}

Deno.test("a model id holding an escape sequence is refused at validate, naming the file, line and key", async () => {
  await withWorkspace({
    "configs/models/evil.yaml": EVIL_MODEL,
    "run.yaml": run("configs/models/evil.yaml"),
  }, async (dir) => {
    const result = await runNiah(["validate", "run.yaml"], { cwd: dir });
    assert.equal(result.code, 2, result.stderr);
    assert.equal(result.stdout, "");
    assert.equal(
      result.stderr,
      'niah: Cannot load model config: configs/models/evil.yaml:1:5: "id": expected an id without control or format characters (escape sequences, line breaks, bidi overrides)\n',
    );
  });
});

Deno.test("a store path holding ESC and CR is printed escaped; the file keeps its exact name", async () => {
  await withWorkspace({
    "run.yaml": run("fake", "out\\e[31mred\\r.jsonl"),
  }, async (dir) => {
    for (
      const args of [["run", "run.yaml", "--dry-run"], ["run", "run.yaml"]]
    ) {
      const result = await runNiah(args, { cwd: dir });
      assert.equal(result.code, 0, result.stderr);
      const printed = result.stdout + result.stderr;
      assert.ok(!RAW_CONTROL.test(printed), JSON.stringify(printed));
      assert.ok(printed.includes('store "out\\e[31mred\\r.jsonl"'), printed);
    }
    const written = await runNiah(["run", "run.yaml"], { cwd: dir });
    assert.ok(
      written.stdout.includes("rows to out\\e[31mred\\r.jsonl in "),
      written.stdout,
    );
    const names = [];
    for await (const entry of Deno.readDir(dir)) names.push(entry.name);
    assert.ok(names.includes("out\u001b[31mred\r.jsonl"), String(names));
  });
});
