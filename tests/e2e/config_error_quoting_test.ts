/**
 * A config error quotes what it found, and what it found may be a file a
 * path led to: the quote is a short excerpt, and never a key.
 */
import assert from "node:assert/strict";
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
      'niah: Cannot load model config: .env:1:1: "(top level)": expected a mapping, got text of 53 characters: not a niah model config (its content is not shown)\n',
    );
    // Validating .env itself as a run config says the same, keyless.
    const direct = await runNiah(["validate", ".env"], { cwd: dir });
    assert.equal(direct.code, 2);
    assert.ok(!direct.stderr.includes("Abc123"), direct.stderr);
    assert.match(
      direct.stderr,
      /got text of 53 characters: not a niah run config \(its content is not shown\)\n$/,
    );
  });
});

Deno.test("a file holding one huge YAML scalar is not quoted: one short line with its length", async () => {
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
          `got text of ${huge.length} characters: not a niah ${
            file === "run.yaml" ? "model" : "run"
          } config (its content is not shown)\n`,
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

Deno.test('model: ".pgpass" prints nothing of the file: it is not a niah file', async () => {
  const pgpass = "localhost:5432:db:alice:hunter2-correct-horse\n";
  await withWorkspace({
    "run.yaml": run(".pgpass"),
    ".pgpass": pgpass,
  }, async (dir) => {
    const result = await runNiah(["validate", "run.yaml"], { cwd: dir });
    assert.equal(result.code, 2, result.stderr);
    assert.equal(
      result.stderr,
      'niah: Cannot load model config: .pgpass:1:1: "(top level)": expected a mapping, got text of 45 characters: not a niah model config (its content is not shown)\n',
    );
    for (const part of ["localhost", "alice", "hunter2"]) {
      assert.ok(!result.stderr.includes(part), result.stderr);
    }
  });
});
