import assert from "node:assert/strict";
import { fakeRequestSchema } from "../../src/providers/fake.ts";
import { createFakeBatchApi } from "../../src/providers/fake_batch.ts";
import {
  type BatchRequest,
  type BatchResult,
  BatchUnsupportedError,
} from "../../src/providers/batch.ts";

const signal = new AbortController().signal;

function requests(n: number): BatchRequest[] {
  return Array.from({ length: n }, (_, i) => ({
    custom_id: `cell-${i}`,
    messages: [{ role: "user" as const, content: "x".repeat(40) }],
    answer_key: { expected_answer: `answer-${i}`, metadata: {} },
  }));
}

async function collect(
  iterable: AsyncIterable<BatchResult>,
): Promise<BatchResult[]> {
  const all: BatchResult[] = [];
  for await (const result of iterable) all.push(result);
  return all;
}

async function withApi(
  settings: Record<string, unknown>,
  body: (
    api: ReturnType<typeof createFakeBatchApi>,
    clock: { t: number },
    dir: string,
  ) => Promise<void>,
): Promise<void> {
  const dir = await Deno.makeTempDir();
  const clock = { t: 1_000_000 };
  try {
    const api = createFakeBatchApi(
      fakeRequestSchema.parse({ model: "fake", ...settings }),
      { stateDir: dir, now: () => clock.t },
    );
    await body(api, clock, dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("a fake batch progresses with time and answers by the oracle", async () => {
  await withApi({ batch_delay_ms: 1000 }, async (api, clock) => {
    const info = await api.submit(requests(4), { label: "l1", signal });
    assert.equal(info.status, "queued");
    clock.t += 500;
    const half = await api.retrieve(info.id, signal);
    assert.equal(half.status, "in_progress");
    assert.equal(half.counts.succeeded, 2);
    assert.equal(half.counts.processing, 2);
    await assert.rejects(collect(api.results(info.id, signal)), /not ended/);
    clock.t += 500;
    assert.equal((await api.retrieve(info.id, signal)).status, "ended");
    const results = await collect(api.results(info.id, signal));
    assert.deepEqual(results.map((r) => r.kind), Array(4).fill("answered"));
    const first = results[0]!;
    assert.ok(first.kind === "answered");
    assert.equal(first.completion.text, "The answer is answer-0.");
    assert.deepEqual(first.completion.usage, {
      input_tokens: 10,
      output_tokens: 6,
    });
  });
});

Deno.test("a fake batch survives the process: a new API instance reads it", async () => {
  await withApi({ batch_delay_ms: 0 }, async (api, clock, dir) => {
    const info = await api.submit(requests(2), { label: "mine", signal });
    const later = createFakeBatchApi(
      fakeRequestSchema.parse({ model: "fake" }),
      { stateDir: dir, now: () => clock.t },
    );
    assert.equal((await later.retrieve(info.id, signal)).status, "ended");
    assert.equal((await later.findByLabel!("mine", signal))?.id, info.id);
    assert.equal(await later.findByLabel!("other", signal), null);
  });
});

Deno.test("a fake batch's window expires what is not done; a cancel stops the rest", async () => {
  await withApi(
    { batch_delay_ms: 1000, batch_window_ms: 600 },
    async (api, clock) => {
      const info = await api.submit(requests(4), { label: "a", signal });
      clock.t += 700;
      const expired = await api.retrieve(info.id, signal);
      assert.equal(expired.status, "expired");
      assert.equal(expired.counts.expired, 2);
      const kinds = (await collect(api.results(info.id, signal))).map((r) =>
        r.kind
      );
      assert.deepEqual(kinds, ["answered", "answered", "expired", "expired"]);
    },
  );
  await withApi({ batch_delay_ms: 1000 }, async (api, clock) => {
    const info = await api.submit(requests(4), { label: "b", signal });
    clock.t += 300;
    const cancelled = await api.cancel(info.id, signal);
    assert.equal(cancelled.status, "cancelled");
    assert.equal(cancelled.counts.cancelled, 3);
  });
});

Deno.test("batch_error_every errs in a cell's first batch only; poll failures are retryable", async () => {
  await withApi(
    { batch_error_every: 2, batch_poll_failures: 1 },
    async (api) => {
      const first = await api.submit(requests(4), { label: "a", signal });
      const error = await api.retrieve(first.id, signal).catch((e) => e);
      assert.deepEqual(api.classify(error), {
        retry: true,
        kind: "transient",
      });
      const info = await api.retrieve(first.id, signal);
      assert.equal(info.counts.errored, 2);
      const again = await api.submit(requests(4), { label: "b", signal });
      await api.retrieve(again.id, signal).catch(() => {});
      assert.equal((await api.retrieve(again.id, signal)).counts.errored, 0);
    },
  );
});

Deno.test("batch_unsupported answers as a server without batch endpoints", async () => {
  await withApi({ batch_unsupported: true }, async (api) => {
    await assert.rejects(
      api.submit(requests(1), { label: "a", signal }),
      BatchUnsupportedError,
    );
  });
});
