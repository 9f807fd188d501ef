/**
 * `niah run` against what a real proxy (LiteLLM) does at its edges: a
 * gateway timeout, a stream asked for and answered whole as JSON, an
 * endpoint that refuses every connection. Each through the real CLI and a
 * loopback server.
 */
import assert from "node:assert/strict";
import { FakeApiServer, type Reply } from "../support/fake_api_server.ts";
import {
  type NiahResult,
  runNiah,
  withWorkspace,
} from "../support/hosted_niah.ts";

const KEY_ENV = "NIAH_PROXY_EDGES_KEY";
const env = { [KEY_ENV]: "test-key-proxy-edges" };

type Row = Record<string, unknown>;

function runConfig(cells: number, runner = ""): string {
  const depths = Array.from({ length: cells }, (_, i) => i);
  return `run_name: "edges"
model: "loopback"
task: {type: "uuid"}
sweep: {context_lengths: [300], depth_percents: [${
    depths.join(", ")
  }], seeds: [1]}
runner: {concurrency: 1, retries: 1, backoff_base_s: 0, max_wait_s: 20${runner}}
store: {path: "results/edges.jsonl"}
`;
}

interface Endpoint {
  sdk?: string;
  api: string;
  baseURL: string;
  stream?: boolean;
}

function modelConfig(endpoint: Endpoint): string {
  return JSON.stringify({
    id: "loopback",
    runtime: { sdk: endpoint.sdk ?? "openai-python", api: endpoint.api },
    client: { api_key_env: KEY_ENV, base_url: endpoint.baseURL },
    request: {
      model: "loop-model",
      max_tokens: 64,
      ...(endpoint.stream ? { stream: true } : {}),
    },
  });
}

async function readRows(dir: string): Promise<Row[]> {
  try {
    const text = await Deno.readTextFile(`${dir}/results/edges.jsonl`);
    return text.trimEnd().split("\n").map((line) => JSON.parse(line));
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return [];
    throw error;
  }
}

/** Runs `run` once in a fresh workspace against `endpoint`. */
async function runOnce(
  endpoint: Endpoint,
  run: string,
  check: (result: NiahResult, rows: Row[], dir: string) => void | Promise<void>,
): Promise<void> {
  await withWorkspace({
    "configs/runs/edges.yaml": run,
    "configs/models/loopback.yaml": modelConfig(endpoint),
  }, async (dir) => {
    const result = await runNiah(
      ["run", "configs/runs/edges.yaml", "--quiet"],
      { cwd: dir, env },
    );
    await check(result, await readRows(dir), dir);
  });
}

async function withServer(
  reply: (request: { api: string; stream: boolean }) => Reply | undefined,
  body: (server: FakeApiServer) => Promise<void>,
): Promise<void> {
  const server = new FakeApiServer({ reply });
  try {
    await body(server);
  } finally {
    await server.shutdown();
  }
}

Deno.test("a gateway timeout (408 litellm.Timeout, 504) is a timeout row, retried as transient, not a provider error", async () => {
  for (const status of [408, 504]) {
    await withServer(() => ({ kind: "status", status }), async (server) => {
      await runOnce(
        { api: "chat_completions", baseURL: server.openaiBaseURL },
        runConfig(2),
        async (result, rows, dir) => {
          assert.equal(result.code, 4, result.stderr);
          assert.match(
            result.stderr,
            /2 of 2 cells ended in provider errors or timeouts/,
          );
          assert.equal(rows.length, 2);
          for (const row of rows) {
            assert.equal(row.failure_class, "timeout", `HTTP ${status}`);
            assert.equal(row.attempts, 2, "retried once, as a transient");
            assert.match(String(row.error), new RegExp(`${status}`));
          }
          assert.equal(server.received, 4);
          const report = await runNiah(["report", "results/edges.jsonl"], {
            cwd: dir,
          });
          assert.equal(report.code, 0, report.stderr);
          assert.match(report.stdout, /timeout/);
        },
      );
    });
  }
});

const STREAMED_APIS = [
  { api: "chat_completions", openai: true },
  { api: "responses", openai: true },
  { sdk: "anthropic-python", api: "messages", openai: false },
];

function streamedEndpoint(
  server: FakeApiServer,
  which: (typeof STREAMED_APIS)[number],
): Endpoint {
  return {
    ...(which.sdk ? { sdk: which.sdk } : {}),
    api: which.api,
    baseURL: which.openai ? server.openaiBaseURL : server.anthropicBaseURL,
    stream: true,
  };
}

Deno.test("a server that ignores stream: true and answers application/json is read as the answer it is (chat, responses, messages)", async () => {
  for (const which of STREAMED_APIS) {
    await withServer(
      () => ({ kind: "answer", ignoreStream: true, usage: { input: 90 } }),
      async (server) => {
        await runOnce(
          streamedEndpoint(server, which),
          runConfig(2),
          (result, rows) => {
            assert.equal(result.code, 0, `${which.api}: ${result.stderr}`);
            assert.equal(rows.length, 2);
            for (const row of rows) {
              assert.equal(row.failure_class, "ok", String(row.error));
              assert.equal(row.attempts, 1, "no retry: the answer was there");
              assert.equal(
                (row.usage as Record<string, unknown>).input_tokens,
                90,
              );
            }
            assert.ok(server.requests.every((r) => r.stream), "it asked");
            assert.equal(server.received, 2);
          },
        );
      },
    );
  }
});

Deno.test("a streamed request answered with an unreadable application/json body says so, naming the content type", async () => {
  for (const which of STREAMED_APIS) {
    await withServer(() => ({ kind: "malformed_json" }), async (server) => {
      await runOnce(
        streamedEndpoint(server, which),
        runConfig(1),
        (result, rows) => {
          assert.equal(result.code, 4, `${which.api}: ${result.stderr}`);
          assert.equal(rows.length, 1);
          const row = rows[0]!;
          assert.equal(row.failure_class, "provider_error");
          assert.match(
            String(row.error),
            /answered a streamed request with "application\/json" instead of an event stream, and its body is not a JSON object: "\{\\"id\\": \\"chatcmpl-1\\"/,
          );
          assert.doesNotMatch(String(row.error), /message_stop|stream ended/);
        },
      );
    });
  }
});

/** A loopback port with nothing listening on it (connections are refused). */
function closedPort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}

function poolConfig(urls: string[]): string {
  return JSON.stringify({
    id: "loopback",
    runtime: { sdk: "openai-python", api: "chat_completions" },
    client: { api_key_env: KEY_ENV, base_urls: urls },
    request: { model: "loop-model", max_tokens: 64 },
  });
}

Deno.test("an endpoint that refuses every connection stops the run early with exit 4 saying it is down; once it is back, a rerun fills the rest", async () => {
  const port = closedPort();
  const run = runConfig(20, ", concurrency: 2");
  await withWorkspace({
    "configs/runs/edges.yaml": run.replace("concurrency: 1, ", ""),
    "configs/models/loopback.yaml": modelConfig({
      api: "chat_completions",
      baseURL: `http://127.0.0.1:${port}/v1`,
    }),
  }, async (dir) => {
    const down = await runNiah(["run", "configs/runs/edges.yaml", "--quiet"], {
      cwd: dir,
      env,
    });
    assert.equal(down.code, 4, down.stderr);
    assert.match(
      down.stderr,
      /niah: Cannot finish the run: the endpoint is down: the last 5 cells could not connect to it .*Connection refused.*; stopped with 1[45] cells not written: start the endpoint/,
    );
    const rows = await readRows(dir);
    assert.ok(rows.length >= 5 && rows.length <= 6, `${rows.length} rows`);
    for (const row of rows) {
      assert.equal(row.failure_class, "provider_error");
      assert.equal(row.attempts, 2, "each cell still had its retry");
    }
    const server = new FakeApiServer({ port });
    try {
      const again = await runNiah(
        ["run", "configs/runs/edges.yaml", "--quiet"],
        { cwd: dir, env },
      );
      assert.equal(again.code, 0, again.stderr);
      const all = await readRows(dir);
      assert.equal(all.filter((row) => row.status === "ok").length, 20);
    } finally {
      await server.shutdown();
    }
  });
});

Deno.test("a pool stops as down only when every endpoint refuses connections; one alive keeps it running", async () => {
  const dead = [closedPort(), closedPort()].map((p) =>
    `http://127.0.0.1:${p}/v1`
  );
  await withWorkspace({
    "configs/runs/edges.yaml": runConfig(12),
    "configs/models/loopback.yaml": poolConfig(dead),
  }, async (dir) => {
    const result = await runNiah(
      ["run", "configs/runs/edges.yaml", "--quiet"],
      { cwd: dir, env },
    );
    assert.equal(result.code, 4, result.stderr);
    assert.match(result.stderr, /the endpoint is down/);
    assert.equal((await readRows(dir)).length, 5);
  });
  const alive = new FakeApiServer();
  try {
    await withWorkspace({
      "configs/runs/edges.yaml": runConfig(12),
      "configs/models/loopback.yaml": poolConfig([
        dead[0]!,
        alive.openaiBaseURL,
      ]),
    }, async (dir) => {
      const result = await runNiah(
        ["run", "configs/runs/edges.yaml", "--quiet"],
        { cwd: dir, env },
      );
      assert.equal(result.code, 0, result.stderr);
      const rows = await readRows(dir);
      assert.equal(rows.filter((row) => row.status === "ok").length, 12);
    });
  } finally {
    await alive.shutdown();
  }
});

Deno.test("progress lines show the requests actually in flight (not the limit), elapsed time, rate and ETA", async () => {
  // The first answer comes once all four requests are in, the other three
  // once its row is written: when that row's line is printed, three
  // requests are in flight, however slow the machine.
  await withServer(
    () => undefined,
    async (server) => {
      const first = Promise.withResolvers<void>();
      const rest = Promise.withResolvers<void>();
      server.enqueue(
        { kind: "answer", until: first.promise },
        { kind: "answer", until: rest.promise },
        { kind: "answer", until: rest.promise },
        { kind: "answer", until: rest.promise },
      );
      await withWorkspace({
        "configs/runs/edges.yaml": runConfig(4).replace(
          "concurrency: 1",
          "concurrency: 8",
        ),
        "configs/models/loopback.yaml": modelConfig({
          api: "chat_completions",
          baseURL: server.openaiBaseURL,
        }),
      }, async (dir) => {
        // A bound for a regression (fewer than four sent at once), which
        // would otherwise hold the run for good.
        const deadline = performance.now() + 60_000;
        let running = true;
        const waiting = () => running && performance.now() < deadline;
        const releases = (async () => {
          const store = `${dir}/results/edges.jsonl`;
          const rows = () =>
            Deno.readTextFile(store).then((t) => t.endsWith("\n"), () => false);
          while (waiting() && server.requests.length < 4) {
            await new Promise((r) => setTimeout(r, 10));
          }
          first.resolve();
          while (waiting() && !(await rows())) {
            await new Promise((r) => setTimeout(r, 10));
          }
          rest.resolve();
        })();
        const result = await runNiah(["run", "configs/runs/edges.yaml"], {
          cwd: dir,
          env,
        });
        running = false;
        await releases;
        assert.equal(result.code, 0, result.stderr);
        const lines = result.stderr.split("\n").filter((l) =>
          l.startsWith("[")
        );
        assert.equal(lines.length, 2, result.stderr);
        const timing =
          /; \d+s elapsed, \d+(\.\d+)? cells\/s, ETA (\d+s|\d+m\d\ds|-); \$0\.0000$/;
        assert.match(lines[0]!, /^\[1\/4\] 1 ok; 3 in flight \(limit 8\); /);
        assert.match(lines[0]!, timing);
        assert.match(lines[1]!, /^\[4\/4\] 4 ok; 0 in flight \(limit 8\); /);
        assert.match(lines[1]!, /ETA 0s; \$0\.0000$/);
      });
    },
  );
});

Deno.test("a 431 (request headers too large) stops the run at once with exit 2, naming the headers, not their values", async () => {
  for (const endpoint of STREAMED_APIS) {
    await withServer(
      () => ({ kind: "status", status: 431 }),
      async (server) => {
        await runOnce(
          {
            ...(endpoint.sdk ? { sdk: endpoint.sdk } : {}),
            api: endpoint.api,
            baseURL: endpoint.openai
              ? server.openaiBaseURL
              : server.anthropicBaseURL,
          },
          runConfig(6),
          (result, rows) => {
            assert.equal(result.code, 2, result.stderr);
            assert.match(
              result.stderr,
              /\nniah: Cannot run: the API refused the request's headers as too large \(HTTP 431 Request Header Fields Too Large\), which every cell would share: the API key \(the variable client\.api_key_env names\) or a header a proxy adds is longer than the server takes; fix it, then run again to resume\n$/,
            );
            assert.ok(!result.stderr.includes(env[KEY_ENV]!), result.stderr);
            // Not retried, and no further cell sent.
            assert.equal(server.received, 1, endpoint.api);
            assert.ok(rows.length <= 1, `${rows.length} rows`);
          },
        );
      },
    );
  }
});
