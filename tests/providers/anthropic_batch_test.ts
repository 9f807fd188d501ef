import assert from "node:assert/strict";
import { createAnthropicProvider } from "../../src/providers/anthropic.ts";
import {
  ANTHROPIC_CUSTOM_ID,
  createAnthropicBatch,
} from "../../src/providers/anthropic_batch.ts";
import {
  type BatchApi,
  type BatchRequest,
  type BatchResult,
  BatchUnsupportedError,
} from "../../src/providers/batch.ts";
import { findProvider } from "../../src/providers/registry.ts";
import { withBatchApi } from "../support/batch_api_server.ts";
import { withFakeApi } from "../support/fake_api_server.ts";

const KEY = "sk-ant-batch-SENTINEL-0123456789";
const signal = new AbortController().signal;

function request(i: number): BatchRequest {
  const code = `0f8fad5b-d9cb-469f-a165-${String(i).padStart(12, "0")}`;
  return {
    custom_id: `c0ffee${String(i).padStart(10, "0")}`,
    messages: [
      { role: "system", content: "You answer briefly." },
      {
        role: "user",
        content: `Hay. The secret code is ${code}. Hay.\n\nWhat is the code?`,
      },
    ],
  };
}

function adapter(
  baseURL: string,
  request: Record<string, unknown> = {},
): BatchApi {
  return createAnthropicBatch({
    apiKey: KEY,
    baseURL,
    request: { model: "claude-test", max_tokens: 64, ...request },
  });
}

async function collect(
  batch: BatchApi,
  id: string,
): Promise<Map<string, BatchResult>> {
  const out = new Map<string, BatchResult>();
  for await (const result of batch.results(id, signal)) {
    assert.ok(!out.has(result.custom_id), "each custom_id once");
    out.set(result.custom_id, result);
  }
  return out;
}

Deno.test("messages: submit, poll through the states, and read answered and errored results", async () => {
  await withBatchApi({
    outcome: (item) =>
      item.index === 1
        ? { kind: "answer", reasoning: "Let me see." }
        : item.index === 2
        ? { kind: "error", status: 400, message: "max_tokens: too large" }
        : item.index === 3
        ? { kind: "answer", finish: "length" }
        : undefined,
  }, async (server) => {
    const batch = adapter(server.anthropicBaseURL, {
      stream: true,
      temperature: 0,
    });
    const requests = [0, 1, 2, 3].map(request);
    const info = await batch.submit(requests, { label: "sweep-1", signal });
    assert.equal(info.status, "in_progress");
    assert.equal(info.counts.total, 4);
    assert.equal(info.counts.processing, 4);
    assert.ok(info.expires_at);

    const stored = server.batches[0]!;
    assert.equal(stored.provider, "anthropic");
    assert.deepEqual(
      stored.items.map((i) => i.custom_id),
      requests.map((r) => r.custom_id),
    );
    for (const item of stored.items) {
      assert.equal(item.body.stream, undefined, "no stream in batch params");
      assert.equal(item.body.temperature, 0);
      assert.equal(item.body.max_tokens, 64);
      assert.equal(item.body.system, "You answer briefly.");
    }
    assert.equal(server.count("create", "anthropic"), 1);

    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) {
      const polled = await batch.retrieve(info.id, signal);
      statuses.push(polled.status);
      if (polled.status === "ended") {
        assert.deepEqual(polled.counts, {
          total: 4,
          processing: 0,
          succeeded: 3,
          errored: 1,
          expired: 0,
          cancelled: 0,
        });
        break;
      }
    }
    assert.deepEqual(statuses, ["in_progress", "in_progress", "ended"]);

    const results = await collect(batch, info.id);
    assert.equal(results.size, 4);
    const first = results.get(requests[0]!.custom_id)!;
    assert.ok(first.kind === "answered");
    assert.equal(
      first.completion.text,
      "The secret code is 0f8fad5b-d9cb-469f-a165-000000000000.",
    );
    assert.equal(first.completion.finish_reason, "stop");
    assert.ok((first.completion.usage?.input_tokens ?? 0) > 0);
    const reasoned = results.get(requests[1]!.custom_id)!;
    assert.ok(reasoned.kind === "answered");
    assert.equal(reasoned.completion.reasoning, "Let me see.");
    const errored = results.get(requests[2]!.custom_id)!;
    assert.ok(errored.kind === "errored");
    assert.equal(errored.error, "invalid_request_error: max_tokens: too large");
    const cut = results.get(requests[3]!.custom_id)!;
    assert.ok(cut.kind === "answered");
    assert.equal(cut.completion.finish_reason, "length");
  });
});

Deno.test("messages: a batch result is the completion a direct call gives", async () => {
  const reply = { reasoning: "Thinking.", usage: { input: 900, output: 12 } };
  let direct: unknown;
  await withFakeApi(
    { reply: () => ({ kind: "answer", ...reply }) },
    async (server) => {
      const provider = createAnthropicProvider({
        apiKey: KEY,
        baseURL: server.anthropicBaseURL,
        request: { model: "claude-test", max_tokens: 64 },
      });
      direct = await provider.generate(
        { messages: request(7).messages.slice(), cell_id: "x", attempt: 1 },
        signal,
      );
    },
  );
  await withBatchApi(
    { outcome: () => ({ kind: "answer", ...reply }) },
    async (server) => {
      const batch = adapter(server.anthropicBaseURL);
      const info = await batch.submit([request(7)], { label: "s", signal });
      server.finish(info.id);
      const [result] = [...(await collect(batch, info.id)).values()];
      assert.ok(result?.kind === "answered");
      assert.deepEqual(result.completion, direct);
    },
  );
});

Deno.test("messages: expiry and omitted items", async () => {
  await withBatchApi({
    outcome: (item) => item.index >= 1 ? { kind: "expire" } : undefined,
  }, async (server) => {
    const batch = adapter(server.anthropicBaseURL);
    const info = await batch.submit([0, 1, 2].map(request), {
      label: "e",
      signal,
    });
    server.finish(info.id);
    const ended = await batch.retrieve(info.id, signal);
    assert.equal(ended.status, "expired");
    assert.equal(ended.counts.expired, 2);
    const results = await collect(batch, info.id);
    assert.deepEqual(
      [...results.values()].map((r) => r.kind),
      ["answered", "expired", "expired"],
    );
  });
  await withBatchApi({
    outcome: (item) => item.index >= 1 ? { kind: "expire" } : undefined,
    omitUnfinished: true,
  }, async (server) => {
    const batch = adapter(server.anthropicBaseURL);
    const info = await batch.submit([0, 1].map(request), {
      label: "e",
      signal,
    });
    server.finish(info.id);
    assert.deepEqual([...(await collect(batch, info.id)).keys()], [
      request(0).custom_id,
    ]);
  });
});

Deno.test("messages: cancel goes canceling, then ends cancelled with the unfinished items cancelled", async () => {
  await withBatchApi({ finishedBeforeCancel: 1 }, async (server) => {
    const batch = adapter(server.anthropicBaseURL);
    const info = await batch.submit([0, 1, 2].map(request), {
      label: "c",
      signal,
    });
    assert.equal((await batch.cancel(info.id, signal)).status, "cancelling");
    const ended = await batch.retrieve(info.id, signal);
    assert.equal(ended.status, "cancelled");
    assert.equal(ended.counts.cancelled, 2);
    const results = await collect(batch, info.id);
    assert.deepEqual(
      [...results.values()].map((r) => r.kind),
      ["answered", "cancelled", "cancelled"],
    );
  });
});

Deno.test("messages: a 500 or a 429 on a poll or on the results is worth waiting out", async () => {
  await withBatchApi({}, async (server) => {
    const batch = adapter(server.anthropicBaseURL);
    const info = await batch.submit([request(1)], { label: "p", signal });
    server.failNext({ status: 500 }, { status: 429, retryAfter: "3" });
    const first = await batch.retrieve(info.id, signal).catch((e) => e);
    assert.deepEqual(batch.classify(first), { retry: true, kind: "transient" });
    const second = await batch.retrieve(info.id, signal).catch((e) => e);
    assert.deepEqual(batch.classify(second), {
      retry: true,
      kind: "rate_limit",
      retryAfterMs: 3000,
    });
    server.finish(info.id);
    server.failNext({ status: 529 });
    const during = await collect(batch, info.id).catch((e) => e);
    assert.equal(batch.classify(during).retry, true);
    assert.equal((await collect(batch, info.id)).size, 1);
  });
});

Deno.test("messages: a server without Message Batches is a BatchUnsupportedError, no key", async () => {
  await withFakeApi({
    reply: (r) =>
      r.path.includes("/batches") ? { kind: "status", status: 404 } : undefined,
    echoKey: true,
  }, async (server) => {
    const batch = adapter(server.anthropicBaseURL);
    const error = await batch.submit([request(1)], { label: "u", signal })
      .catch((e) => e);
    assert.ok(error instanceof BatchUnsupportedError);
    assert.equal(
      error.message,
      "POST /v1/messages/batches answered 404",
    );
    assert.ok(!error.message.includes(KEY));
    assert.deepEqual(batch.classify(error), { retry: false });
  });
  await withFakeApi({}, async (server) => {
    const batch = adapter(server.anthropicBaseURL);
    const error = await batch.submit([request(1)], { label: "u", signal })
      .catch((e) => e);
    assert.ok(error instanceof BatchUnsupportedError);
    assert.match(error.message, /answered with no message batch/);
  });
});

Deno.test("messages: niah's cell ids are valid custom ids and come back as sent; others are refused", async () => {
  assert.match("0123456789abcdef", ANTHROPIC_CUSTOM_ID);
  await withBatchApi({}, async (server) => {
    const batch = adapter(server.anthropicBaseURL);
    const requests = [request(1), { ...request(2), custom_id: "Cell_2-x" }];
    const info = await batch.submit(requests, { label: "ids", signal });
    server.finish(info.id);
    assert.deepEqual(
      [...(await collect(batch, info.id)).keys()],
      requests.map((r) => r.custom_id),
    );
    const refused = await batch.submit([{ ...request(3), custom_id: "a.b" }], {
      label: "bad",
      signal,
    }).catch((e) => e);
    assert.match(String(refused), /custom_id "a\.b" does not match/);
    assert.equal(server.batches.length, 1, "nothing was created");
  });
});

Deno.test("messages: requestBytes adds up to the create call's body", async () => {
  await withBatchApi({}, async (server) => {
    let bodyBytes = 0;
    const counting: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === "POST") {
        const bytes = await request.bytes();
        bodyBytes = bytes.length;
        return fetch(
          new Request(request.url, {
            method: "POST",
            headers: request.headers,
            body: bytes,
          }),
        );
      }
      return fetch(request);
    };
    const batch = createAnthropicBatch({
      apiKey: KEY,
      baseURL: server.anthropicBaseURL,
      request: { model: "claude-test", max_tokens: 64 },
      fetch: counting,
    });
    const requests = [request(1), request(2), request(3)];
    requests[2]!.messages = [{ role: "user", content: "Grüße, 🌍?" }];
    await batch.submit(requests, { label: "b", signal });
    const sum = requests.reduce((n, r) => n + batch.requestBytes(r), 0);
    // {"requests":[ ... ]} around the entries, one comma fewer than entries.
    assert.equal(bodyBytes, sum - 1 + '{"requests":[]}'.length);
  });
});

Deno.test("the registry gives anthropic-python/messages a batch mode at half price", () => {
  const entry = findProvider("anthropic-python", "messages");
  assert.equal(entry?.batch?.discount, 0.5);
  const batch = entry!.batch!.create({
    model: {} as never,
    request: { model: "m", max_tokens: 5 },
    apiKey: KEY,
    baseURL: "http://127.0.0.1:9",
  });
  assert.equal(batch.window, "24h");
  assert.deepEqual(batch.limits, {
    maxRequests: 100_000,
    maxBytes: 256_000_000 - 64,
  });
});
