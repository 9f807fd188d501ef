/**
 * Batch mode end to end against a loopback server with OpenAI's Batch API
 * (chat completions and responses) and Anthropic's Message Batches: the
 * same rows as direct calls to the loopback chat server, a kill -9 after
 * submission collected without resubmitting (the server's counters), a
 * 429 and a 500 on a poll waited out, partial failures and expiry as rows
 * re-sent by the next run, Anthropic's unconfirmed submission refused, and
 * a server without batch endpoints as one line, exit 2.
 */
import assert from "node:assert/strict";
import {
  type BatchApiOptions,
  BatchApiServer,
  type BatchItem,
  loopbackBaseURL,
  type LoopbackBatchApi,
  loopbackBatchModel,
  withBatchApi,
} from "../support/batch_api_server.ts";
import { FakeApiServer } from "../support/fake_api_server.ts";
import { rowsOf } from "../support/stored_rows.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { runNiah as runNiahProcess } from "../support/run_niah.ts";

const KEY_ENV = "NIAH_BATCH_API_TEST_KEY";
const env = { [KEY_ENV]: "test-key-batch-api" };

const RUN = `run_name: "ba"
model: "loop"
task: {type: "uuid"}
sweep:
  context_lengths: [300, 400, 500, 600, 700]
  depth_percents: [0, 25, 50, 75, 100]
  seeds: [1, 2]
runner: {batch: true, batch_poll_s: 0.2, concurrency: 4}
store: {path: "results/ba.jsonl"}
`;
const DIRECT = RUN.replace("batch: true", "batch: false")
  .replace("results/ba.jsonl", "results/direct.jsonl");

type Api = LoopbackBatchApi;

const model = (api: Api, baseURL: string): string =>
  loopbackBatchModel(api, baseURL, KEY_ENV);
const baseOf = loopbackBaseURL;

type Row = Record<string, unknown>;

/** A row without what differs between two runs of the same cell. */
function comparable(row: Row): Row {
  const {
    duration_seconds: _d,
    timestamp_utc: _t,
    batch_id: _b,
    cost_usd: _c,
    ...rest
  } = row;
  return rest;
}

const run = (dir: string, ...flags: string[]) =>
  runNiah(["run", "configs/runs/ba.yaml", "--quiet", ...flags], {
    cwd: dir,
    env,
  });

/** Runs `body` in a workspace whose model points at a fresh batch server. */
async function withBatchRun(
  api: Api,
  options: BatchApiOptions,
  body: (server: BatchApiServer, dir: string) => Promise<void>,
): Promise<void> {
  await withBatchApi(options, async (server) => {
    await withWorkspace({
      "configs/runs/ba.yaml": RUN,
      "configs/models/loop.yaml": model(api, baseOf(server, api)),
    }, (dir) => body(server, dir));
  });
}

for (const api of ["chat_completions", "responses", "messages"] as const) {
  Deno.test(`${api}: a 50-cell sweep in batch mode gives the rows direct calls give`, async () => {
    const direct = new FakeApiServer();
    try {
      await withBatchApi({}, async (batch) => {
        await withWorkspace({
          "configs/runs/ba.yaml": RUN,
          "configs/runs/direct.yaml": DIRECT,
          "configs/models/loop.yaml": model(api, baseOf(direct, api)),
        }, async (dir) => {
          const a = await runNiah(
            ["run", "configs/runs/direct.yaml", "--quiet"],
            { cwd: dir, env },
          );
          assert.equal(a.code, 0, a.stderr);
          // The endpoint is no part of the fingerprint: same cells, same config.
          await Deno.writeTextFile(
            `${dir}/configs/models/loop.yaml`,
            model(api, baseOf(batch, api)),
          );
          const b = await run(dir);
          assert.equal(b.code, 0, b.stderr);
          assert.equal(batch.count("create"), 1);
          assert.deepEqual(batch.duplicates(), []);
          const rowsA = await rowsOf(`${dir}/results/direct.jsonl`);
          const rowsB = await rowsOf(`${dir}/results/ba.jsonl`);
          assert.equal(rowsB.length, 50);
          const byCell = new Map(rowsA.map((r) => [r.cell_id, r]));
          for (const row of rowsB) {
            const twin = byCell.get(row.cell_id)!;
            assert.deepEqual(comparable(row), comparable(twin));
            assert.equal(typeof row.batch_id, "string");
            assert.equal(row.cost_usd, (twin.cost_usd as number) / 2);
          }
        });
      });
    } finally {
      await direct.shutdown();
    }
  });
}

Deno.test("kill -9 after submit: the next run collects the same batch, no request is submitted twice", async () => {
  await withBatchRun(
    "chat_completions",
    { queuedPolls: 1_000_000 },
    async (server, dir) => {
      const ledger = `${dir}/results/ba.jsonl.batches.json`;
      const killed = await runNiahProcess([
        "run",
        "configs/runs/ba.yaml",
        "--quiet",
      ], {
        cwd: dir,
        env,
        interruptSignal: "SIGKILL",
        interruptWhen: async () =>
          (await Deno.readTextFile(ledger).catch(() => "")).includes('"id"'),
      });
      assert.equal(killed.code, 137);
      assert.equal(server.count("create"), 1);
      server.finish(server.batches[0]!.id);
      const again = await run(dir);
      assert.equal(again.code, 0, again.stderr);
      assert.equal(server.count("create"), 1);
      assert.equal(server.submittedRequests, 50);
      assert.deepEqual(server.duplicates(), []);
      assert.equal((await rowsOf(`${dir}/results/ba.jsonl`)).length, 50);
    },
  );
});

Deno.test("a 429 and a 500 on poll are waited out, not failed cells", async () => {
  await withBatchRun("responses", {
    fault: (call) =>
      call.op !== "retrieve"
        ? undefined
        : call.index === 0
        ? { status: 429, retryAfter: "1" }
        : call.index === 1
        ? { status: 500 }
        : undefined,
  }, async (_server, dir) => {
    const result = await run(dir);
    assert.equal(result.code, 0, result.stderr);
    const refusals = result.stderr.match(/refused a request for now/g) ?? [];
    assert.equal(refusals.length, 2, result.stderr);
    const rows = await rowsOf(`${dir}/results/ba.jsonl`);
    assert.ok(rows.every((r) => r.failure_class === "ok"));
  });
});

Deno.test("partial failures and expired requests are error rows that the next run sends again", async () => {
  const seen = new Set<string>();
  const outcome = (item: BatchItem) => {
    const first = !seen.has(item.custom_id);
    seen.add(item.custom_id);
    if (!first) return undefined;
    if (item.index % 10 === 3) {
      return { kind: "error" as const, status: 400, message: "bad request" };
    }
    return item.index % 10 === 7 ? { kind: "expire" as const } : undefined;
  };
  await withBatchRun("messages", { outcome }, async (server, dir) => {
    const first = await run(dir);
    assert.equal(first.code, 4, first.stderr);
    const rows = await rowsOf(`${dir}/results/ba.jsonl`);
    const classes = rows.map((r) => r.failure_class);
    assert.equal(classes.filter((c) => c === "provider_error").length, 5);
    assert.equal(classes.filter((c) => c === "timeout").length, 5);
    const second = await run(dir);
    assert.equal(second.code, 0, second.stderr);
    assert.equal(server.count("create"), 2);
    assert.equal(server.batches[1]!.items.length, 10);
    assert.match(second.stdout, /wrote 10 rows .*\(10 ok\)/);
  });
});

Deno.test("Anthropic: a submission never confirmed is refused, not guessed; --cancel-batches forgets it", async () => {
  await withBatchRun("messages", {}, async (server, dir) => {
    const ledger = `${dir}/results/ba.jsonl.batches.json`;
    await Deno.mkdir(`${dir}/results`, { recursive: true });
    await Deno.writeTextFile(
      ledger,
      JSON.stringify({
        version: 1,
        batches: [{
          label: "niah-x-0",
          provider: "anthropic-python/messages",
          host: "127.0.0.1",
          submitted_at: "2026-12-01T00:00:00.000Z",
          cells: [],
        }],
      }),
    );
    const refused = await run(dir);
    assert.equal(refused.code, 2, refused.stderr);
    assert.match(
      refused.stderr,
      /Cannot resume batches .* Anthropic Message Batches cannot be asked whether that batch was created/,
    );
    assert.equal(server.count("create"), 0);
    const forget = await run(dir, "--cancel-batches");
    assert.equal(forget.code, 0, forget.stderr);
    assert.match(forget.stderr, /forgot an unconfirmed submission/);
    const after = await run(dir);
    assert.equal(after.code, 0, after.stderr);
    assert.equal(server.count("create"), 1);
  });
});

Deno.test("batch mode on a server without batch endpoints: one line, exit 2, no rows", async () => {
  const server = new FakeApiServer();
  try {
    await withWorkspace({
      "configs/runs/ba.yaml": RUN,
      "configs/models/loop.yaml": model(
        "chat_completions",
        server.openaiBaseURL,
      ),
    }, async (dir) => {
      const result = await run(dir);
      assert.equal(result.code, 2, result.stderr);
      const lines = result.stderr.split("\n").filter((l) =>
        l.startsWith("niah:")
      );
      assert.equal(lines.length, 1, result.stderr);
      assert.match(
        lines[0]!,
        /Cannot run in batch mode: .*127\.0\.0\.1:\d+.* has no batch (API|endpoints)/,
      );
      const exists = await Deno.stat(`${dir}/results/ba.jsonl`).then(
        () => true,
        () => false,
      );
      assert.equal(exists, false);
      const ledger = await Deno.stat(`${dir}/results/ba.jsonl.batches.json`)
        .then(() => true, () => false);
      assert.equal(ledger, false);
    });
  } finally {
    await server.shutdown();
  }
});
