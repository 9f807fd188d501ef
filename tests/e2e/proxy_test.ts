/**
 * A proxy takes niah's requests (and their `Authorization: Bearer <key>`)
 * only when the user names it for niah: HTTP_PROXY and the other standard
 * variables, in the environment or in `.env`, are ignored (issue #40).
 * Each test runs `main.ts` as its own process, as a user would.
 */
import assert from "node:assert/strict";
import {
  loopbackBatchModel,
  withBatchApi,
} from "../support/batch_api_server.ts";
import { runNiah, withWorkspace } from "../support/run_niah.ts";

const KEY_ENV = "NIAH_PROXY_TEST_KEY";
const KEY = "proxy-test-key-5d1c";

const RUN = `run_name: "proxied"
model: "loopback"
task: {type: "uuid"}
sweep: {context_lengths: [300], depth_percents: [0, 100], seeds: [1]}
runner: {concurrency: 1, retries: 0, backoff_base_s: 0, max_wait_s: 20}
store: {path: "results/proxied.jsonl"}
`;

/**
 * A loopback server that answers every request with a chat completion
 * naming `who`, and records each request's URL (a proxy gets the absolute
 * URL of the endpoint) and Authorization header.
 */
function answeringServer(who: string) {
  const seen: { url: string; auth: string }[] = [];
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    async (request) => {
      await request.text();
      seen.push({
        url: request.url,
        auth: request.headers.get("authorization") ?? "",
      });
      return Response.json({
        id: "c",
        object: "chat.completion",
        created: 1,
        model: "m",
        choices: [{
          index: 0,
          message: { role: "assistant", content: `answered by ${who}` },
          finish_reason: "stop",
        }],
        usage: { prompt_tokens: 80, completion_tokens: 9, total_tokens: 89 },
      });
    },
  );
  return {
    seen,
    url: `http://127.0.0.1:${server.addr.port}`,
    host: `127.0.0.1:${server.addr.port}`,
    close: () => server.shutdown(),
  };
}

function modelConfig(baseURL: string, client = {}): string {
  return JSON.stringify({
    id: "loopback",
    runtime: { sdk: "openai-python", api: "chat_completions" },
    client: { api_key_env: KEY_ENV, base_url: baseURL, ...client },
    request: { model: "loop-model", max_tokens: 64 },
  });
}

async function withServers(
  body: (
    endpoint: ReturnType<typeof answeringServer>,
    proxy: ReturnType<typeof answeringServer>,
  ) => Promise<void>,
): Promise<void> {
  const endpoint = answeringServer("endpoint");
  const proxy = answeringServer("proxy");
  try {
    await body(endpoint, proxy);
  } finally {
    await endpoint.close();
    await proxy.close();
  }
}

const STANDARD = ["HTTP_PROXY", "http_proxy", "ALL_PROXY", "HTTPS_PROXY"];

Deno.test("HTTP_PROXY, http_proxy and ALL_PROXY in the environment are ignored: the endpoint gets the key, the proxy nothing", async () => {
  await withServers(async (endpoint, proxy) => {
    await withWorkspace({
      "configs/runs/proxied.yaml": RUN,
      "configs/models/loopback.yaml": modelConfig(`${endpoint.url}/v1`),
    }, async (dir) => {
      const env: Record<string, string> = { [KEY_ENV]: KEY, NO_PROXY: "" };
      for (const name of STANDARD) env[name] = proxy.url;
      const result = await runNiah(["run", "configs/runs/proxied.yaml"], {
        cwd: dir,
        env,
      });
      assert.equal(result.code, 0, result.stderr);
      assert.equal(proxy.seen.length, 0, JSON.stringify(proxy.seen));
      assert.equal(endpoint.seen.length, 2);
      const stored = await Deno.readTextFile(`${dir}/results/proxied.jsonl`);
      assert.ok(!stored.includes("answered by proxy"), stored);
    });
  });
});

Deno.test(".env never sets a proxy variable: a one-line warning names it, never its value; the endpoint gets the request", async () => {
  await withServers(async (endpoint, proxy) => {
    const lines = STANDARD.map((name) => `${name}=${proxy.url}`);
    await withWorkspace({
      "configs/runs/proxied.yaml": RUN,
      "configs/models/loopback.yaml": modelConfig(`${endpoint.url}/v1`),
      ".env": `${KEY_ENV}=${KEY}\n${lines.join("\n")}\n`,
    }, async (dir) => {
      const result = await runNiah(["run", "configs/runs/proxied.yaml"], {
        cwd: dir,
        env: { NO_PROXY: "" },
      });
      assert.equal(result.code, 0, result.stderr);
      assert.equal(proxy.seen.length, 0, JSON.stringify(proxy.seen));
      assert.equal(endpoint.seen.length, 2);
      for (const [i, name] of STANDARD.entries()) {
        assert.match(
          result.stderr,
          new RegExp(
            `^warning: \\.env:${
              i + 2
            }: ${name} was not set: \\.env never sets a proxy`,
            "m",
          ),
        );
      }
      assert.ok(!result.stderr.includes(proxy.host), result.stderr);
    });
  });
});

Deno.test("client.proxy takes the requests through the named proxy, and the dry run's permission line names it", async () => {
  await withServers(async (endpoint, proxy) => {
    await withWorkspace({
      "configs/runs/proxied.yaml": RUN,
      "configs/models/loopback.yaml": modelConfig(`${endpoint.url}/v1`, {
        proxy: proxy.url,
      }),
    }, async (dir) => {
      const env = { [KEY_ENV]: KEY };
      const dry = await runNiah(
        ["run", "configs/runs/proxied.yaml", "--dry-run"],
        { cwd: dir, env },
      );
      assert.equal(dry.code, 0, dry.stderr);
      assert.match(
        dry.stderr,
        new RegExp(
          `^permissions: net "${endpoint.host}" via proxy "${proxy.host}"; write `,
          "m",
        ),
      );
      const result = await runNiah(["run", "configs/runs/proxied.yaml"], {
        cwd: dir,
        env,
      });
      assert.equal(result.code, 0, result.stderr);
      assert.equal(endpoint.seen.length, 0);
      assert.equal(proxy.seen.length, 2);
      for (const seen of proxy.seen) {
        assert.equal(seen.url, `${endpoint.url}/v1/chat/completions`);
        assert.equal(seen.auth, `Bearer ${KEY}`);
      }
      const stored = await Deno.readTextFile(`${dir}/results/proxied.jsonl`);
      assert.match(stored, /answered by proxy/);
    });
  });
});

Deno.test("NIAH_PROXY names the proxy when client.proxy is unset; one that is not a URL stops the run in one line, exit 2", async () => {
  await withServers(async (endpoint, proxy) => {
    await withWorkspace({
      "configs/runs/proxied.yaml": RUN,
      "configs/models/loopback.yaml": modelConfig(`${endpoint.url}/v1`),
    }, async (dir) => {
      const run = (value: string) =>
        runNiah(["run", "configs/runs/proxied.yaml"], {
          cwd: dir,
          env: { [KEY_ENV]: KEY, NIAH_PROXY: value },
        });
      const result = await run(proxy.url);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(endpoint.seen.length, 0);
      assert.equal(proxy.seen.length, 2);
      const bad = await run("proxy.example:3128 secret");
      assert.equal(bad.code, 2, bad.stderr);
      assert.match(
        bad.stderr,
        /^niah: Cannot use the proxy in environment variable "NIAH_PROXY": expected an http:\/\/ or https:\/\/ URL/m,
      );
      assert.ok(!bad.stderr.includes("secret"), bad.stderr);
      assert.ok(!bad.stderr.includes("    at "), bad.stderr);
    });
  });
});

Deno.test("batch mode with HTTP_PROXY and ALL_PROXY set: uploads, polls and downloads go to the endpoint, the proxy gets nothing", async () => {
  const proxy = answeringServer("proxy");
  try {
    await withBatchApi({}, async (server) => {
      await withWorkspace({
        "configs/runs/proxied.yaml": RUN.replace(
          "runner: {",
          "runner: {batch: true, batch_poll_s: 0.2, ",
        ),
        "configs/models/loopback.yaml": loopbackBatchModel(
          "chat_completions",
          server.openaiBaseURL,
          KEY_ENV,
        ).replace('"loop"', '"loopback"'),
      }, async (dir) => {
        const env: Record<string, string> = { [KEY_ENV]: KEY, NO_PROXY: "" };
        for (const name of STANDARD) env[name] = proxy.url;
        const result = await runNiah(
          ["run", "configs/runs/proxied.yaml", "--quiet"],
          { cwd: dir, env },
        );
        assert.equal(result.code, 0, result.stderr);
        assert.equal(proxy.seen.length, 0, JSON.stringify(proxy.seen));
        assert.equal(server.count("create"), 1);
        const rows = (await Deno.readTextFile(`${dir}/results/proxied.jsonl`))
          .trim().split("\n");
        assert.equal(rows.length, 2);
      });
    });
  } finally {
    await proxy.close();
  }
});
