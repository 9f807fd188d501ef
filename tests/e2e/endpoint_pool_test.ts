import assert from "node:assert/strict";
import { FakeApiServer } from "../support/fake_api_server.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const RUN = `run_name: "pool"
model: "replicas"
task: {type: "uuid"}
sweep: {context_lengths: [500], depth_percents: [0, 25, 50, 75, 100], seeds: [1, 2]}
runner: {concurrency: 1, retries: 0}
store: {path: "results/pool.jsonl"}
`;

const model = (urls: string[]) =>
  `id: "replicas"
runtime: {sdk: "openai-python", api: "chat_completions"}
client:
  base_urls: [${urls.map((u) => `"${u}"`).join(", ")}]
request: {model: "local-model", max_tokens: 64}
`;

Deno.test("base_urls spreads a run over replicas, rests the failing one, and rows name who answered", async () => {
  const good = new FakeApiServer();
  const bad = new FakeApiServer({
    reply: () => ({ kind: "status", status: 503 }),
  });
  const other = new FakeApiServer();
  try {
    await withWorkspace({
      "configs/runs/pool.yaml": RUN,
      "configs/models/replicas.yaml": model([
        good.openaiBaseURL,
        bad.openaiBaseURL,
      ]),
    }, async (dir) => {
      const result = await runNiah(
        ["run", "configs/runs/pool.yaml", "--quiet"],
        {
          cwd: dir,
        },
      );
      assert.equal(result.code, 0, result.stderr);
      assert.match(
        result.stderr,
        new RegExp(
          `endpoint pool: endpoint "http://127\\.0\\.0\\.1:${bad.port}/v1" rested for 30 s after 3 failures in a row`,
        ),
      );
      const text = await Deno.readTextFile(`${dir}/results/pool.jsonl`);
      const rows = text.trimEnd().split("\n").map((l) => JSON.parse(l));
      assert.equal(rows.length, 10);
      for (const row of rows) {
        assert.equal(row.status, "ok", row.error);
        assert.equal(row.attempts, 1, "failover happens inside one attempt");
        assert.equal(row.endpoint, `http://127.0.0.1:${good.port}/v1`);
      }
      assert.equal(good.received, 10);
      assert.equal(bad.received, 3, "rested after three failures in a row");
    });

    // Two healthy replicas share the work, and each row says which answered.
    await withWorkspace({
      "configs/runs/pool.yaml": RUN,
      "configs/models/replicas.yaml": model([
        good.openaiBaseURL,
        other.openaiBaseURL,
      ]),
    }, async (dir) => {
      const before = good.received;
      const result = await runNiah(
        ["run", "configs/runs/pool.yaml", "--quiet"],
        { cwd: dir },
      );
      assert.equal(result.code, 0, result.stderr);
      const rows = (await Deno.readTextFile(`${dir}/results/pool.jsonl`))
        .trimEnd()
        .split("\n").map((l) => JSON.parse(l));
      const counts = new Map<string, number>();
      for (const row of rows) {
        counts.set(row.endpoint, (counts.get(row.endpoint) ?? 0) + 1);
      }
      assert.deepEqual([...counts.values()], [5, 5]);
      assert.equal(good.received - before, 5);
      assert.equal(other.received, 5);
    });
  } finally {
    await Promise.all([good.shutdown(), bad.shutdown(), other.shutdown()]);
  }
});

Deno.test("every endpoint down: rows are errors, the run exits 4, and a rerun fills them when they are back", async () => {
  let down = true;
  const reply = () =>
    down ? { kind: "status" as const, status: 503 } : undefined;
  const a = new FakeApiServer({ reply });
  const b = new FakeApiServer({ reply });
  try {
    await withWorkspace({
      "configs/runs/pool.yaml": RUN,
      "configs/models/replicas.yaml": model([a.openaiBaseURL, b.openaiBaseURL]),
    }, async (dir) => {
      const failed = await runNiah(
        ["run", "configs/runs/pool.yaml", "--quiet"],
        { cwd: dir },
      );
      assert.equal(failed.code, 4, failed.stderr);
      assert.match(
        failed.stderr,
        /niah: Cannot finish the run: 10 of 10 cells ended in provider errors or timeouts/,
      );
      const store = `${dir}/results/pool.jsonl`;
      const text = await Deno.readTextFile(store);
      const rows = text.trimEnd().split("\n").map((l) => JSON.parse(l));
      assert.equal(rows.length, 10);
      for (const row of rows) {
        assert.equal(row.status, "error");
        assert.equal(row.failure_class, "provider_error");
        assert.equal(row.score, null);
        assert.equal(row.endpoint, undefined, "no endpoint answered");
      }
      // Both were tried for every cell; rested ones are still tried last.
      assert.ok(a.received >= 10 && b.received >= 10);

      down = false;
      const again = await runNiah(
        ["run", "configs/runs/pool.yaml", "--quiet"],
        { cwd: dir },
      );
      assert.equal(again.code, 0, again.stderr);
      assert.match(again.stderr, /0 done, 10 to run \(10 after errors\)/);
      const all = (await Deno.readTextFile(store)).trimEnd().split("\n")
        .map((l) => JSON.parse(l));
      const ok = all.filter((row) => row.status === "ok");
      assert.equal(ok.length, 10);
      assert.ok(
        ok.every((row) => /^http:\/\/127\.0\.0\.1:\d+\/v1$/.test(row.endpoint)),
      );
    });
  } finally {
    await Promise.all([a.shutdown(), b.shutdown()]);
  }
});

Deno.test("base_urls beside base_url is a located config error", async () => {
  await withWorkspace({
    "configs/runs/pool.yaml": RUN,
    "configs/models/replicas.yaml": model(["http://127.0.0.1:3/v1"]).replace(
      "client:\n",
      'client:\n  base_url: "http://127.0.0.1:2/v1"\n',
    ),
  }, async (dir) => {
    const result = await runNiah(["validate", "configs/runs/pool.yaml"], {
      cwd: dir,
    });
    assert.equal(result.code, 2);
    assert.match(
      result.stderr,
      /replicas\.yaml:4:13: "client\.base_url": "base_url" and "base_urls" cannot both be set/,
    );
  });
});
