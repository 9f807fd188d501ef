/**
 * A config error quotes what it found, and what it found may be a file a
 * path led to: the quote is a short excerpt, and never a key.
 */
import assert from "node:assert/strict";
import { QUOTE_MAX_CHARS } from "../../src/config/quoted_value.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const KEY = "sk-proj-Abc123Def456Ghi789Jkl012Mno345";

function run(model: string): string {
  return [
    'run_name: "q"',
    `model: ${JSON.stringify(model)}`,
    "task:",
    '  type: "num_seq"',
    "",
  ].join("\n");
}

Deno.test('model: ".env" makes validate say what it found without printing the key', async () => {
  await withWorkspace({
    "run.yaml": run(".env"),
    ".env": `OPENAI_API_KEY=${KEY}\n`,
  }, async (dir) => {
    const result = await runNiah(["validate", "run.yaml"], { cwd: dir });
    assert.equal(result.code, 2, result.stderr);
    assert.equal(
      result.stderr,
      'niah: Cannot load model config: .env:1:1: "(top level)": expected a mapping, got "OPENAI_API_KEY=[redacted]"\n',
    );
    // Validating .env itself as a run config says the same, keyless.
    const direct = await runNiah(["validate", ".env"], { cwd: dir });
    assert.equal(direct.code, 2);
    assert.ok(!direct.stderr.includes("Abc123"), direct.stderr);
    assert.match(direct.stderr, /got "OPENAI_API_KEY=\[redacted\]"\n$/);
  });
});

Deno.test("a file holding one huge YAML scalar is quoted as a short excerpt with its length", async () => {
  const huge = "word ".repeat(20_000).trim();
  await withWorkspace({
    "run.yaml": run("blob.yaml"),
    "blob.yaml": `${huge}\n`,
  }, async (dir) => {
    for (const file of ["run.yaml", "blob.yaml"]) {
      const result = await runNiah(["validate", file], { cwd: dir });
      assert.equal(result.code, 2, result.stderr.slice(0, 300));
      assert.ok(result.stderr.length < 300, `${result.stderr.length} bytes`);
      assert.ok(
        result.stderr.endsWith(
          `got "${
            huge.slice(0, QUOTE_MAX_CHARS)
          }…" (${huge.length} characters)\n`,
        ),
        result.stderr,
      );
    }
  });
});

Deno.test("a huge model reference or key name is not echoed whole", async () => {
  const long = "m".repeat(50_000);
  await withWorkspace({ "run.yaml": run(long) }, async (dir) => {
    const result = await runNiah(["validate", "run.yaml"], { cwd: dir });
    assert.equal(result.code, 2);
    assert.ok(result.stderr.length < 400, `${result.stderr.length} bytes`);
    assert.match(result.stderr, /no file "m{40}…" \(50000 characters\)/);
  });
  await withWorkspace({
    "run.yaml": `${run("fake")}${long}: 1\n`,
  }, async (dir) => {
    const result = await runNiah(["validate", "run.yaml"], { cwd: dir });
    assert.equal(result.code, 2);
    assert.ok(result.stderr.length < 400, result.stderr.slice(0, 400));
  });
});
