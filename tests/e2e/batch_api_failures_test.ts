/**
 * Batch mode when the batch API fails mid-way, through the CLI against the
 * loopback batch server: a create whose answer is lost after the batch was
 * made is never paid twice (OpenAI: looked up by label; Anthropic, which
 * cannot be asked: the run stops and keeps the intent), and an API error
 * the run cannot wait out is one line, exit 2, with the key redacted.
 */
import assert from "node:assert/strict";
import {
  type BatchApiServer,
  loopbackBaseURL,
  type LoopbackBatchApi,
  loopbackBatchModel,
  withBatchApi,
} from "../support/batch_api_server.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const KEY_ENV = "NIAH_BATCH_FAILURES_TEST_KEY";
const KEY = "test-key-batch-failures";
const env = { [KEY_ENV]: KEY };

const RUN = `run_name: "bf"
model: "loop"
task: {type: "uuid"}
sweep:
  context_lengths: [300, 400]
  depth_percents: [0, 50]
  seeds: [1]
runner: {batch: true, batch_poll_s: 0.2}
store: {path: "results/bf.jsonl"}
`;

type Api = Exclude<LoopbackBatchApi, "responses">;

const modelConfig = (api: Api, baseURL: string): string =>
  loopbackBatchModel(api, baseURL, KEY_ENV);

/**
 * A proxy in front of the server whose first batch create is forwarded
 * (the batch is made) and then answered 502, as a gateway may.
 */
async function withLostCreate(
  server: BatchApiServer,
  body: (origin: string) => Promise<void>,
): Promise<void> {
  let broken = 0;
  const proxy = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    async (request) => {
      const url = new URL(request.url);
      const forwarded = await fetch(server.origin + url.pathname + url.search, {
        method: request.method,
        headers: request.headers,
        ...(request.body ? { body: await request.arrayBuffer() } : {}),
      });
      const create = request.method === "POST" &&
        /\/batches$/.test(url.pathname);
      if (create && broken++ === 0) {
        await forwarded.body?.cancel();
        return new Response("bad gateway", { status: 502 });
      }
      return new Response(forwarded.body, {
        status: forwarded.status,
        headers: forwarded.headers,
      });
    },
  );
  try {
    await body(`http://127.0.0.1:${proxy.addr.port}`);
  } finally {
    await proxy.shutdown();
  }
}

function baseOf(server: BatchApiServer, api: Api, origin: string): string {
  return loopbackBaseURL(server, api).replace(server.origin, origin);
}

Deno.test("OpenAI: a create answered 502 after the batch was made finds that batch; nothing is submitted twice", async () => {
  await withBatchApi({}, async (server) => {
    await withLostCreate(server, async (origin) => {
      await withWorkspace({
        "configs/runs/bf.yaml": RUN,
        "configs/models/loop.yaml": modelConfig(
          "chat_completions",
          baseOf(server, "chat_completions", origin),
        ),
      }, async (dir) => {
        const run = await runNiah(["run", "configs/runs/bf.yaml", "--quiet"], {
          cwd: dir,
          env,
        });
        assert.equal(run.code, 0, run.stderr);
        assert.equal(server.count("create"), 1);
        assert.equal(server.submittedRequests, 4);
        assert.deepEqual(server.duplicates(), []);
        assert.ok(!run.stderr.includes(KEY), run.stderr);
      });
    });
  });
});

Deno.test("Anthropic: a create answered 502 is not sent again (it cannot be asked); the intent stays and the run exits 2", async () => {
  await withBatchApi({}, async (server) => {
    await withLostCreate(server, async (origin) => {
      await withWorkspace({
        "configs/runs/bf.yaml": RUN,
        "configs/models/loop.yaml": modelConfig(
          "messages",
          baseOf(server, "messages", origin),
        ),
      }, async (dir) => {
        const run = await runNiah(["run", "configs/runs/bf.yaml", "--quiet"], {
          cwd: dir,
          env,
        });
        assert.equal(run.code, 2, run.stderr);
        assert.match(
          run.stderr,
          /niah: Cannot submit batch "niah-[^"]+" of 4 cells: .* cannot be asked whether the batch was made; .*--cancel-batches/,
        );
        assert.equal(run.stderr.trim().split("\n").at(-1)!.length > 0, true);
        assert.equal(server.count("create"), 1);
        assert.deepEqual(server.duplicates(), []);
        const ledger = JSON.parse(
          await Deno.readTextFile(`${dir}/results/bf.jsonl.batches.json`),
        );
        assert.equal(JSON.stringify(ledger).includes(KEY), false);
        assert.match(JSON.stringify(ledger), /"label":"niah-/);
      });
    });
  });
});

for (
  const [api, op, status] of [
    ["chat_completions", "create", 400],
    ["messages", "retrieve", 401],
  ] as const
) {
  Deno.test(`${api}: a ${status} on ${op} is one line, exit 2, with the key redacted`, async () => {
    await withBatchApi({
      fault: (call) =>
        call.op === op && call.index === 0 ? { status } : undefined,
    }, async (server) => {
      await withWorkspace({
        "configs/runs/bf.yaml": RUN,
        "configs/models/loop.yaml": modelConfig(
          api,
          loopbackBaseURL(server, api),
        ),
      }, async (dir) => {
        const run = await runNiah(["run", "configs/runs/bf.yaml", "--quiet"], {
          cwd: dir,
          env,
        });
        assert.equal(run.code, 2, run.stderr);
        assert.ok(!run.stderr.includes(KEY), run.stderr);
        assert.doesNotMatch(run.stderr, /internal error|\n\s+at /);
        assert.match(
          run.stderr,
          new RegExp(
            `niah: Cannot run in batch mode: .* refused a request \\(HTTP ${status}\\)`,
          ),
        );
      });
    });
  });
}
