/**
 * `niah run` against servers that answer 200 (or 429) without an answer
 * the model gave: a Responses object that `failed`, a chat completion that
 * ended with `finish_reason: "error"`, an account out of quota. Each is an
 * infrastructure failure (retried, a provider error, exit 4, left out of
 * the headline) or stops the run, never a model answer scored 0; and a
 * refusal is a `refusal` in either OpenAI API.
 */
import assert from "node:assert/strict";
import { FakeApiServer, type Reply } from "../support/fake_api_server.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const KEY_ENV = "NIAH_PROVIDER_FAILURES_KEY";
const env = { [KEY_ENV]: "test-key-provider-failures" };

const RUN = `run_name: "pf"
model: "loopback"
task: {type: "uuid"}
sweep: {context_lengths: [300], depth_percents: [0, 50, 100], seeds: [1]}
runner: {concurrency: 1, retries: 1, backoff_base_s: 0, max_wait_s: 20}
store: {path: "results/pf.jsonl"}
`;

function model(server: FakeApiServer, api: string): string {
  return JSON.stringify({
    id: "loopback",
    runtime: { sdk: "openai-python", api },
    client: { api_key_env: KEY_ENV, base_url: server.openaiBaseURL },
    request: { model: "loop-model", max_tokens: 64 },
  });
}

type Row = Record<string, unknown>;

async function runAgainst(
  api: string,
  reply: () => Reply,
  check: (
    result: Awaited<ReturnType<typeof runNiah>>,
    rows: Row[],
    server: FakeApiServer,
    dir: string,
  ) => Promise<void>,
): Promise<void> {
  const server = new FakeApiServer({ reply });
  try {
    await withWorkspace({
      "configs/runs/pf.yaml": RUN,
      "configs/models/loopback.yaml": model(server, api),
    }, async (dir) => {
      const result = await runNiah(
        ["run", "configs/runs/pf.yaml", "--quiet"],
        { cwd: dir, env },
      );
      let rows: Row[] = [];
      try {
        const text = await Deno.readTextFile(`${dir}/results/pf.jsonl`);
        rows = text.trimEnd().split("\n").map((line) => JSON.parse(line));
      } catch (error) {
        if (!(error instanceof Deno.errors.NotFound)) throw error;
      }
      await check(result, rows, server, dir);
    });
  } finally {
    await server.shutdown();
  }
}

const failedResponse = {
  id: "resp_1",
  object: "response",
  created_at: 1_700_000_000,
  status: "failed",
  model: "loop-model",
  error: { code: "server_error", message: "The model failed." },
  incomplete_details: null,
  output: [],
  usage: null,
};

Deno.test("a Responses object that failed (HTTP 200, no stream) is retried and ends as a provider error: exit 4, left out of the mean, not a refusal scored 0", async () => {
  await runAgainst(
    "responses",
    () => ({ kind: "json", body: failedResponse }),
    async (result, rows, server, dir) => {
      assert.equal(result.code, 4, result.stderr);
      assert.match(
        result.stderr,
        /Cannot finish the run: 3 of 3 cells ended in provider errors or timeouts/,
      );
      assert.equal(rows.length, 3);
      for (const row of rows) {
        assert.equal(row.failure_class, "provider_error");
        assert.equal(row.attempts, 2, "retried once, as runner.retries says");
        assert.match(String(row.error), /response failed.*server_error/);
      }
      assert.equal(server.received, 6);
      // The model config names no pricing: the cost is unknown, not $0.
      assert.match(result.stdout, /cells were already done; cost unknown$/m);
      const report = await runNiah(["report", "results/pf.jsonl"], {
        cwd: dir,
      });
      assert.equal(report.code, 0, report.stderr);
      assert.match(report.stdout, /3 rows, mean – \(no answers\)/);
      assert.match(report.stdout, /incomplete: 3 rows without an answer/);
    },
  );
});

Deno.test('a chat completion ending with finish_reason "error" is a provider error, not the model\'s wrong answer', async () => {
  await runAgainst(
    "chat_completions",
    () => ({
      kind: "json",
      body: {
        id: "chatcmpl-1",
        object: "chat.completion",
        created: 1_700_000_000,
        model: "loop-model",
        choices: [{
          index: 0,
          message: { role: "assistant", content: "The secret code is" },
          finish_reason: "error",
        }],
        usage: { prompt_tokens: 300, completion_tokens: 4, total_tokens: 304 },
      },
    }),
    (result, rows) => {
      assert.equal(result.code, 4, result.stderr);
      assert.equal(rows.length, 3);
      for (const row of rows) {
        assert.equal(row.failure_class, "provider_error");
        assert.match(String(row.error), /finish_reason "error"/);
      }
      return Promise.resolve();
    },
  );
});

Deno.test("a 429 insufficient_quota stops the run at once (exit 2) instead of each cell waiting out max_wait_s", async () => {
  const started = performance.now();
  await runAgainst(
    "chat_completions",
    () => ({
      kind: "json",
      status: 429,
      body: {
        error: {
          message: "You exceeded your current quota, please check your plan.",
          type: "insufficient_quota",
          param: null,
          code: "insufficient_quota",
        },
      },
    }),
    (result, _rows, server) => {
      assert.equal(result.code, 2, result.stderr);
      assert.match(
        result.stderr,
        /^niah: Cannot run: .*You exceeded your current quota/m,
      );
      assert.equal(server.received, 1, "no cell waits and tries again");
      return Promise.resolve();
    },
  );
  assert.ok(performance.now() - started < 30_000);
});

Deno.test("refusals are refusals in both OpenAI APIs: a Responses refusal part and an incomplete content_filter", async () => {
  const refusal = {
    ...failedResponse,
    status: "completed",
    error: null,
    output: [{
      type: "message",
      id: "msg_1",
      role: "assistant",
      status: "completed",
      content: [{ type: "refusal", refusal: "I can't help with that." }],
    }],
    usage: { input_tokens: 300, output_tokens: 6, total_tokens: 306 },
  };
  const filtered = {
    ...refusal,
    status: "incomplete",
    incomplete_details: { reason: "content_filter" },
    output: [],
  };
  for (
    const [body, finish] of [[refusal, "refusal"], [
      filtered,
      "content_filter",
    ]] as const
  ) {
    await runAgainst(
      "responses",
      () => ({ kind: "json", body }),
      (result, rows) => {
        assert.equal(result.code, 0, result.stderr);
        assert.equal(rows.length, 3);
        for (const row of rows) {
          assert.equal(row.failure_class, "refusal");
          assert.equal(row.finish_reason, finish);
          assert.equal((row.score as { value: number }).value, 0);
        }
        return Promise.resolve();
      },
    );
  }
});

Deno.test("a 429 asking for a wait (x-ratelimit-reset-requests 1m30s) past runner.max_wait_s gives up at once, and the row says why", async () => {
  await runAgainst(
    "chat_completions",
    () => ({
      kind: "rate_limit",
      headers: {
        "x-ratelimit-remaining-requests": "0",
        "x-ratelimit-reset-requests": "1m30s",
        "x-ratelimit-reset-tokens": "5ms",
      },
    }),
    (result, rows, server) => {
      assert.equal(result.code, 4, result.stderr);
      assert.equal(rows.length, 3);
      for (const row of rows) {
        assert.equal(row.failure_class, "provider_error");
        assert.match(
          String(row.error),
          /^Error: 429 .*; gave up: the next wait \(90 s\) would pass runner\.max_wait_s \(20 s\) after 0 s of waits; raise runner\.max_wait_s to wait it out$/,
        );
      }
      assert.equal(server.received, 3, "no cell waited or tried again");
      return Promise.resolve();
    },
  );
});
