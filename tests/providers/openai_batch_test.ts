import assert from "node:assert/strict";
import {
  type BatchApi,
  type BatchRequest,
  type BatchResult,
  BatchUnsupportedError,
} from "../../src/providers/batch.ts";
import { createOpenAIProvider } from "../../src/providers/openai.ts";
import { createOpenAIBatch } from "../../src/providers/openai_batch.ts";
import { findProvider } from "../../src/providers/registry.ts";
import {
  type BatchApiOptions,
  BatchApiServer,
  withBatchApi,
} from "../support/batch_api_server.ts";
import { withFakeApi } from "../support/fake_api_server.ts";

const KEY = "sk-openai-batch-SENTINEL-0123456789";
const signal = new AbortController().signal;

type Api = "chat_completions" | "responses";

/** A cell id as niah makes them (16 hex digits), and its prompt. */
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
  api: Api,
  request: Record<string, unknown> = {},
): BatchApi {
  return createOpenAIBatch({
    api,
    apiKey: KEY,
    baseURL,
    request: { model: "test-model", ...request },
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

/** Polls until the batch leaves queued/in_progress; the statuses seen. */
async function pollToEnd(batch: BatchApi, id: string): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 20; i++) {
    const info = await batch.retrieve(id, signal);
    seen.push(info.status);
    if (info.status !== "queued" && info.status !== "in_progress") break;
  }
  return seen;
}

const outcomes: BatchApiOptions["outcome"] = (item) => {
  if (item.index === 1) return { kind: "answer", reasoning: "Let me see." };
  if (item.index === 2) return { kind: "error", status: 400 };
  if (item.index === 3) return { kind: "malformed" };
  return undefined;
};

for (const api of ["chat_completions", "responses"] as const) {
  Deno.test(`${api}: submit, poll through the states, and read answered and errored results`, async () => {
    await withBatchApi({ outcome: outcomes }, async (server) => {
      const batch = adapter(server.openaiBaseURL, api, {
        stream: true,
        temperature: 0,
      });
      const requests = [0, 1, 2, 3, 4].map(request);
      const info = await batch.submit(requests, { label: "sweep-1", signal });
      assert.equal(info.status, "queued");
      assert.equal(info.counts.total, 5);
      assert.equal(info.counts.processing, 5);
      assert.match(info.created_at, /^\d{4}-\d\d-\d\dT/);
      assert.ok(info.expires_at);

      const stored = server.batches[0]!;
      assert.equal(
        stored.endpoint,
        api === "responses" ? "/v1/responses" : "/v1/chat/completions",
      );
      assert.deepEqual(stored.metadata, { niah: "sweep-1" });
      assert.deepEqual(
        stored.items.map((i) => i.custom_id),
        requests.map((r) => r.custom_id),
      );
      for (const item of stored.items) {
        assert.equal(item.body.stream, undefined, "no stream in batch bodies");
        assert.equal(item.body.temperature, 0, "forwarded params are kept");
        assert.equal(item.body.model, "test-model");
      }
      assert.equal(server.count("upload"), 1);
      assert.equal(server.count("create"), 1);

      assert.deepEqual(await pollToEnd(batch, info.id), [
        "queued",
        "in_progress",
        "ended",
      ]);
      const ended = await batch.retrieve(info.id, signal);
      assert.deepEqual(ended.counts, {
        total: 5,
        processing: 0,
        succeeded: 4,
        errored: 1,
        expired: 0,
        cancelled: 0,
      });

      const results = await collect(batch, info.id);
      assert.equal(results.size, 5);
      const first = results.get(requests[0]!.custom_id)!;
      assert.equal(first.kind, "answered");
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
      if (api === "responses") {
        assert.equal(reasoned.completion.usage?.reasoning_tokens, 3);
      }
      const errored = results.get(requests[2]!.custom_id)!;
      assert.equal(errored.kind, "errored");
      assert.ok(errored.kind === "errored");
      assert.match(errored.error, /^HTTP 400: fake error for c0ffee/);
      const malformed = results.get(requests[3]!.custom_id)!;
      assert.ok(malformed.kind === "errored");
      assert.match(malformed.error, /no choices|no answer|response/);
    });
  });

  Deno.test(`${api}: a batch result is the completion a direct call gives`, async () => {
    const reply = {
      reasoning: "Thinking it over.",
      usage: { input: 900, output: 12, reasoning: 5 },
    };
    let direct: unknown;
    await withFakeApi(
      { reply: () => ({ kind: "answer", ...reply }) },
      async (server) => {
        const provider = createOpenAIProvider({
          api,
          apiKey: KEY,
          baseURL: server.openaiBaseURL,
          request: { model: "test-model" },
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
        const batch = adapter(server.openaiBaseURL, api);
        const info = await batch.submit([request(7)], {
          label: "same",
          signal,
        });
        server.finish(info.id);
        const [result] = [...(await collect(batch, info.id)).values()];
        assert.ok(result?.kind === "answered");
        assert.deepEqual(result.completion, direct);
      },
    );
  });
}

Deno.test("an expired batch: what finished is answered, the rest expired", async () => {
  await withBatchApi({
    outcome: (item) => item.index >= 2 ? { kind: "expire" } : undefined,
  }, async (server) => {
    const batch = adapter(server.openaiBaseURL, "chat_completions");
    const info = await batch.submit([0, 1, 2, 3].map(request), {
      label: "e",
      signal,
    });
    server.finish(info.id);
    const ended = await batch.retrieve(info.id, signal);
    assert.equal(ended.status, "expired");
    assert.equal(ended.counts.succeeded, 2);
    const results = await collect(batch, info.id);
    assert.deepEqual(
      [...results.values()].map((r) => r.kind),
      ["answered", "answered", "expired", "expired"],
    );
  });
});

Deno.test("an expired batch whose files leave items out yields only what they hold", async () => {
  await withBatchApi({
    outcome: (item) => item.index >= 1 ? { kind: "expire" } : undefined,
    omitUnfinished: true,
  }, async (server) => {
    const batch = adapter(server.openaiBaseURL, "responses");
    const info = await batch.submit([0, 1, 2].map(request), {
      label: "e",
      signal,
    });
    server.finish(info.id);
    const results = await collect(batch, info.id);
    assert.deepEqual([...results.keys()], [request(0).custom_id]);
  });
});

Deno.test("cancel: the batch goes cancelling, then cancelled, and unfinished items are cancelled", async () => {
  await withBatchApi({ finishedBeforeCancel: 1 }, async (server) => {
    const batch = adapter(server.openaiBaseURL, "chat_completions");
    const info = await batch.submit([0, 1, 2].map(request), {
      label: "c",
      signal,
    });
    const cancelling = await batch.cancel(info.id, signal);
    assert.equal(cancelling.status, "cancelling");
    const cancelled = await batch.retrieve(info.id, signal);
    assert.equal(cancelled.status, "cancelled");
    assert.equal(cancelled.counts.cancelled, 2);
    assert.equal(cancelled.counts.succeeded, 1);
    const results = await collect(batch, info.id);
    assert.deepEqual(
      [...results.values()].map((r) => r.kind),
      ["answered", "cancelled", "cancelled"],
    );
    assert.equal(server.count("cancel"), 1);
  });
});

Deno.test("a batch the API rejects as a whole is failed, with its reason", async () => {
  await withBatchApi({}, async (server) => {
    const batch = adapter(server.openaiBaseURL, "chat_completions");
    const info = await batch.submit([request(1), request(1)], {
      label: "f",
      signal,
    });
    const failed = await batch.retrieve(info.id, signal);
    assert.equal(failed.status, "failed");
    assert.match(failed.error ?? "", /appears twice/);
  });
});

Deno.test("a 500 or a 429 on a poll is worth waiting out; the next poll goes on", async () => {
  await withBatchApi({}, async (server) => {
    const batch = adapter(server.openaiBaseURL, "chat_completions");
    const info = await batch.submit([request(1)], { label: "p", signal });
    server.failNext({ status: 500 }, { status: 429, retryAfter: "2" });
    const first = await batch.retrieve(info.id, signal).catch((e) => e);
    assert.deepEqual(batch.classify(first), { retry: true, kind: "transient" });
    const second = await batch.retrieve(info.id, signal).catch((e) => e);
    assert.deepEqual(batch.classify(second), {
      retry: true,
      kind: "rate_limit",
      retryAfterMs: 2000,
    });
    assert.equal((await batch.retrieve(info.id, signal)).status, "queued");
    server.failNext({ status: 503 });
    server.finish(info.id);
    const during = await collect(batch, info.id).catch((e) => e);
    assert.equal(batch.classify(during).retry, true);
    assert.equal((await collect(batch, info.id)).size, 1);
  });
});

Deno.test("a server without batch endpoints: BatchUnsupportedError naming the call, never retried, no key", async () => {
  await withFakeApi({
    reply: (r) =>
      r.api === "unknown" ? { kind: "status", status: 404 } : undefined,
    echoKey: true,
  }, async (server) => {
    const batch = adapter(server.openaiBaseURL, "chat_completions");
    const error = await batch.submit([request(1)], { label: "u", signal })
      .catch((e) => e);
    assert.ok(error instanceof BatchUnsupportedError);
    assert.equal(
      error.message,
      "POST /v1/files answered 404",
    );
    assert.ok(!error.message.includes(KEY));
    assert.deepEqual(batch.classify(error), { retry: false });
  });
  // A server that answers every path with a chat completion (200).
  await withFakeApi({}, async (server) => {
    const batch = adapter(server.openaiBaseURL, "responses");
    const error = await batch.submit([request(1)], { label: "u", signal })
      .catch((e) => e);
    assert.ok(error instanceof BatchUnsupportedError);
    assert.match(
      error.message,
      /POST \/v1\/files answered with no file object/,
    );
  });
});

Deno.test("requestBytes is the line's size in the uploaded file; custom ids come back as sent", async () => {
  await withBatchApi({}, async (server) => {
    const batch = adapter(server.openaiBaseURL, "chat_completions");
    const requests = [request(1), { ...request(2), custom_id: "Cell_2-x" }];
    requests[1]!.messages = [{ role: "user", content: "Grüße, 🌍 — secret?" }];
    const info = await batch.submit(requests, { label: "b", signal });
    const uploaded = server.files.get(server.batches[0]!.inputFileId!)!.text;
    const bytes = requests.reduce((n, r) => n + batch.requestBytes(r), 0);
    assert.equal(bytes, new TextEncoder().encode(uploaded).length);
    server.finish(info.id);
    assert.deepEqual(
      [...(await collect(batch, info.id)).keys()],
      requests.map((r) => r.custom_id),
    );
  });
});

Deno.test("the registry gives both OpenAI APIs a batch mode at half price", () => {
  for (const api of ["chat_completions", "responses"]) {
    const entry = findProvider("openai-python", api);
    assert.equal(entry?.batch?.discount, 0.5);
    const batch = entry!.batch!.create({
      model: {} as never,
      request: { model: "m" },
      apiKey: KEY,
      baseURL: "http://127.0.0.1:9/v1",
    });
    assert.equal(batch.window, "24h");
    assert.deepEqual(batch.limits, {
      maxRequests: 50_000,
      maxBytes: 200_000_000,
    });
  }
});

Deno.test("the server counts what was submitted, so a test can see nothing twice", async () => {
  const server = new BatchApiServer();
  try {
    const batch = adapter(server.openaiBaseURL, "chat_completions");
    await batch.submit([request(1), request(2)], { label: "x", signal });
    await batch.submit([request(2)], { label: "y", signal });
    assert.equal(server.submittedRequests, 3);
    assert.deepEqual(server.duplicates(), [request(2).custom_id]);
  } finally {
    await server.shutdown();
  }
});

Deno.test("findByLabel finds the batch a run created before it stopped, over pages", async () => {
  await withBatchApi({}, async (server) => {
    const batch = adapter(server.openaiBaseURL, "chat_completions");
    const mine = await batch.submit([request(1)], { label: "run-a-1", signal });
    for (let i = 0; i < 120; i++) {
      await batch.submit([request(2)], { label: `other-${i}`, signal });
    }
    assert.equal((await batch.findByLabel!("run-a-1", signal))?.id, mine.id);
    assert.equal(await batch.findByLabel!("run-b-1", signal), null);
    assert.ok(server.count("list") >= 2, "it read more than one page");
  });
});

Deno.test("a batch over the request limit is refused, not retried, and nothing is created", async () => {
  await withBatchApi({}, async (server) => {
    const batch = adapter(server.openaiBaseURL, "chat_completions");
    function* many() {
      for (let i = 0; i <= 50_000; i++) {
        yield { ...request(1), custom_id: `c${i}` };
      }
    }
    const error = await batch.submit(many(), { label: "big", signal })
      .catch((e) => e);
    assert.match(String(error), /more than 50000 requests/);
    assert.deepEqual(batch.classify(error), { retry: false });
    assert.equal(server.count("create"), 0);
  });
});

Deno.test("the batch server answers direct calls too, with the bodies its batches give", async () => {
  await withBatchApi({}, async (server) => {
    const direct = await createOpenAIProvider({
      api: "chat_completions",
      apiKey: KEY,
      baseURL: server.openaiBaseURL,
      request: { model: "test-model" },
    }).generate(
      { messages: request(3).messages.slice(), cell_id: "x", attempt: 1 },
      signal,
    );
    const batch = adapter(server.openaiBaseURL, "chat_completions");
    const info = await batch.submit([request(3)], { label: "d", signal });
    server.finish(info.id);
    const [result] = [...(await collect(batch, info.id)).values()];
    assert.ok(result?.kind === "answered");
    assert.deepEqual(result.completion, direct);
    assert.equal(server.count("direct"), 1);
  });
});
