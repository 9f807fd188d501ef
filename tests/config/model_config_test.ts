/**
 * The model config through the real CLI: `client.base_url` must be an
 * http(s) URL, and the seed's `client.timeout` / `client.max_retries`
 * are accepted and used, the run config's own runner values winning.
 */
import assert from "node:assert/strict";
import { FakeApiServer } from "../support/fake_api_server.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const KEY_ENV = "NIAH_MODEL_CONFIG_TEST_KEY";

function modelYaml(client: string[]): string {
  return [
    'id: "loop"', // 1
    'runtime: {sdk: "openai-python", api: "chat_completions"}', // 2
    "client:", // 3
    ...client.map((line) => `  ${line}`), // 4...
    'request: {model: "loop-model", max_tokens: 16}',
  ].join("\n") + "\n";
}

function runYaml(runner: string): string {
  return [
    'run_name: "mc"',
    'model: "loop"',
    'task: {type: "uuid"}',
    "sweep: {context_lengths: [300], depth_percents: [0, 100], seeds: [1]}",
    runner,
    'store: {path: "results/mc.jsonl"}',
  ].join("\n") + "\n";
}

for (
  const url of ["file:///etc/passwd", "ftp://example.com/v1", "localhost:8000"]
) {
  Deno.test(`client.base_url "${url}" is refused by validate: exit 2, file:line and key`, async () => {
    await withWorkspace({
      "configs/models/loop.yaml": modelYaml([
        `api_key_env: "${KEY_ENV}"`,
        `base_url: "${url}"`,
      ]),
      "run.yaml": runYaml(""),
    }, async (dir) => {
      const result = await runNiah(["validate", "run.yaml"], { cwd: dir });
      assert.equal(result.code, 2, result.stderr);
      assert.match(
        result.stderr,
        /^niah: Cannot load model config: .*loop\.yaml:5:13: "client\.base_url": expected an http:\/\/ or https:\/\/ URL/,
      );
      assert.equal(result.stderr.trim().split("\n").length, 1);
      assert.doesNotMatch(result.stderr, /\bat /);
    });
  });
}

Deno.test("a base_url_env variable that is not http(s) stops the run before any request", async () => {
  await withWorkspace({
    "configs/models/loop.yaml": modelYaml([
      `api_key_env: "${KEY_ENV}"`,
      'base_url_env: "NIAH_MODEL_CONFIG_TEST_URL"',
    ]),
    "run.yaml": runYaml(""),
  }, async (dir) => {
    const result = await runNiah(["run", "run.yaml"], {
      cwd: dir,
      env: {
        [KEY_ENV]: "k-0123456789",
        NIAH_MODEL_CONFIG_TEST_URL: "file:///x",
      },
    });
    assert.equal(result.code, 2, result.stderr);
    assert.match(
      result.stderr,
      /environment variable "NIAH_MODEL_CONFIG_TEST_URL" \(client\.base_url_env in ".*loop\.yaml"\) is not an http:\/\/ or https:\/\/ URL/,
    );
  });
});

Deno.test("client.timeout and client.max_retries set the request timeout and retries; the run config's runner values win", async () => {
  const server = new FakeApiServer({ reply: () => ({ kind: "hang" }) });
  try {
    const model = modelYaml([
      `api_key_env: "${KEY_ENV}"`,
      `base_url: "${server.openaiBaseURL}"`,
      "timeout: 0.3",
      "max_retries: 2",
    ]);
    const env = { [KEY_ENV]: "k-0123456789" };
    // The seed's model config alone: 0.3 s per request, 2 retries.
    await withWorkspace({
      "configs/models/loop.yaml": model,
      "run.yaml": runYaml("runner: {concurrency: 2, backoff_base_s: 0.01}"),
    }, async (dir) => {
      const result = await runNiah(["run", "run.yaml", "--quiet"], {
        cwd: dir,
        env,
      });
      assert.equal(result.code, 4, result.stderr);
      const rows = (await Deno.readTextFile(`${dir}/results/mc.jsonl`))
        .trim().split("\n").map((line) => JSON.parse(line));
      assert.equal(rows.length, 2);
      for (const row of rows) {
        assert.equal(row.failure_class, "timeout");
        assert.equal(row.attempts, 3);
        assert.match(row.error, /request_timeout_s \(0\.3 s\)/);
      }
    });
    // The run config's explicit values win over the model config's.
    await withWorkspace({
      "configs/models/loop.yaml": model,
      "run.yaml": runYaml(
        "runner: {concurrency: 2, retries: 0, request_timeout_s: 0.2}",
      ),
    }, async (dir) => {
      const result = await runNiah(["run", "run.yaml", "--quiet"], {
        cwd: dir,
        env,
      });
      assert.equal(result.code, 4, result.stderr);
      const rows = (await Deno.readTextFile(`${dir}/results/mc.jsonl`))
        .trim().split("\n").map((line) => JSON.parse(line));
      for (const row of rows) {
        assert.equal(row.attempts, 1);
        assert.match(row.error, /request_timeout_s \(0\.2 s\)/);
      }
    });
  } finally {
    await server.shutdown();
  }
});
