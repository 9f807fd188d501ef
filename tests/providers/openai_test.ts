import assert from "node:assert/strict";
import {
  guardedFetch,
  HostNotAllowedError,
} from "../../src/providers/host_guard.ts";
import { createOpenAIProvider } from "../../src/providers/openai.ts";
import type {
  Completion,
  Provider,
  RetryDecision,
} from "../../src/providers/provider.ts";
import {
  FakeApiServer,
  type Reply,
  withFakeApi,
} from "../support/fake_api_server.ts";

const KEY = "sk-openai-test-SENTINEL-0123456789";
const UUID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const MESSAGES = [
  { role: "system" as const, content: "You answer briefly." },
  {
    role: "user" as const,
    content:
      `Some hay. The secret code is ${UUID}. More hay.\n\nWhat is the secret code?`,
  },
];

type Api = "chat_completions" | "responses";

function provider(
  server: FakeApiServer,
  api: Api,
  request: Record<string, unknown> = {},
  fetch?: typeof globalThis.fetch,
): Provider {
  return createOpenAIProvider({
    api,
    apiKey: KEY,
    baseURL: server.openaiBaseURL,
    request: { model: "test-model", ...request },
    ...(fetch ? { fetch } : {}),
  });
}

function generate(p: Provider, signal?: AbortSignal): Promise<Completion> {
  return p.generate({
    messages: MESSAGES,
    cell_id: "cell",
    attempt: 1,
  }, signal ?? new AbortController().signal);
}

/** Sends one request that `reply` makes fail; the error and its decision. */
async function failure(
  api: Api,
  reply: Reply,
  request: Record<string, unknown> = {},
): Promise<{ error: unknown; decision: RetryDecision }> {
  let result: { error: unknown; decision: RetryDecision } | undefined;
  await withFakeApi({ reply: () => reply }, async (server) => {
    const p = provider(server, api, request);
    const error = await generate(p).then(
      (completion) => assert.fail(`expected a failure, got ${completion.text}`),
      (error: unknown) => error,
    );
    result = { error, decision: p.classify(error) };
  });
  return result!;
}

for (const api of ["chat_completions", "responses"] as const) {
  for (const stream of [false, true]) {
    const label = `${api}${stream ? " (streaming)" : ""}`;

    Deno.test(`${label}: text, reasoning, finish reason and usage with reasoning tokens`, async () => {
      await withFakeApi({
        reply: () => ({
          kind: "answer",
          reasoning: "Looking for the code... found it.",
          usage: { input: 120, output: 40, reasoning: 25 },
        }),
      }, async (server) => {
        const completion = await generate(provider(server, api, { stream }));
        assert.deepEqual(completion, {
          text: `The secret code is ${UUID}.`,
          reasoning: "Looking for the code... found it.",
          finish_reason: "stop",
          usage: { input_tokens: 120, output_tokens: 40, reasoning_tokens: 25 },
        });
        assert.equal(server.requests.length, 1);
        assert.equal(server.requests[0]?.stream, stream);
      });
    });

    Deno.test(`${label}: a max-tokens stop is finish_reason length`, async () => {
      await withFakeApi({
        reply: () => ({ kind: "answer", text: "The secret", finish: "length" }),
      }, async (server) => {
        const completion = await generate(provider(server, api, { stream }));
        assert.equal(completion.text, "The secret");
        assert.equal(completion.finish_reason, "length");
      });
    });

    Deno.test(`${label}: forwards request keys verbatim, keeps niah's own, sends the key only in Authorization`, async () => {
      await withFakeApi({}, async (server) => {
        await generate(provider(server, api, {
          stream,
          top_p: 0.5,
          temperature: 0,
          reasoning_effort: "high",
          max_tokens: 77,
          metadata: { nested: { list: [1, "two", null] } },
          phase_shift_mode: "rotate",
          phase_shift_seed: 7,
          seed: null,
        }));
        const [request] = server.requests;
        assert.ok(request);
        const body = request.body!;
        assert.equal(body.model, "test-model");
        assert.equal(body.top_p, 0.5);
        assert.equal(body.temperature, 0);
        assert.equal(body.reasoning_effort, "high");
        assert.equal(body.max_tokens, 77);
        assert.deepEqual(body.metadata, { nested: { list: [1, "two", null] } });
        for (const key of Object.keys(body)) {
          assert.ok(!key.startsWith("phase_shift_"), `forwarded ${key}`);
        }
        assert.ok(!("seed" in body), "null values are not forwarded");
        if (stream) {
          assert.equal(body.stream, true);
          if (api === "chat_completions") {
            assert.deepEqual(body.stream_options, { include_usage: true });
          }
        } else {
          assert.ok(!body.stream, "stream is niah's and off");
        }
        if (api === "chat_completions") {
          assert.equal(request.path, "/v1/chat/completions");
          assert.deepEqual(body.messages, MESSAGES);
        } else {
          assert.equal(request.path, "/v1/responses");
          assert.deepEqual(body.input, MESSAGES);
        }
        assert.equal(request.headers["authorization"], `Bearer ${KEY}`);
        for (const [name, value] of Object.entries(request.headers)) {
          if (name !== "authorization") {
            assert.ok(!value.includes(KEY), `key in header ${name}`);
          }
        }
        assert.ok(!request.rawBody.includes(KEY), "key in the body");
        assert.ok(!request.path.includes(KEY), "key in the URL");
      });
    });

    Deno.test(`${label}: a cell's max_tokens replaces the config's budget, under the API's key when the config names none`, async () => {
      await withFakeApi({}, async (server) => {
        const cell = { messages: MESSAGES, cell_id: "c", attempt: 1 };
        const signal = new AbortController().signal;
        await provider(server, api, { stream, max_tokens: 77 }).generate(
          { ...cell, max_tokens: 128 },
          signal,
        );
        await provider(server, api, { stream }).generate(
          { ...cell, max_tokens: 30 },
          signal,
        );
        const [named, unnamed] = server.requests.map((r) => r.body!);
        assert.equal(named!.max_tokens, 128);
        const key = api === "chat_completions"
          ? "max_tokens"
          : "max_output_tokens";
        assert.equal(unnamed![key], 30);
      });
    });

    Deno.test(`${label}: a connection reset mid-body is transient`, async () => {
      const { decision } = await failure(api, { kind: "reset" }, { stream });
      assert.deepEqual(decision, { retry: true, kind: "transient" });
    });
  }

  Deno.test(`${api}: 429 honours retry-after in seconds`, async () => {
    const { decision } = await failure(api, {
      kind: "rate_limit",
      retryAfter: "2",
    });
    assert.deepEqual(decision, {
      retry: true,
      kind: "rate_limit",
      retryAfterMs: 2000,
    });
  });

  Deno.test(`${api}: 429 prefers retry-after-ms`, async () => {
    const { decision } = await failure(api, {
      kind: "rate_limit",
      retryAfter: "30",
      retryAfterMs: 250,
    });
    assert.deepEqual(decision, {
      retry: true,
      kind: "rate_limit",
      retryAfterMs: 250,
    });
  });

  Deno.test(`${api}: 429 with an HTTP-date retry-after waits until then`, async () => {
    // A minute ahead, in whole seconds: however long the request takes
    // (under half a minute), the wait left is more than half of it.
    const at = new Date(Date.now() + 60_000).toUTCString();
    const { decision } = await failure(api, {
      kind: "rate_limit",
      retryAfter: at,
    });
    assert.ok(decision.retry && decision.kind === "rate_limit");
    assert.ok(
      decision.retryAfterMs !== undefined &&
        decision.retryAfterMs > 30_000 && decision.retryAfterMs <= 60_000,
      `retryAfterMs ${decision.retryAfterMs}`,
    );
  });

  Deno.test(`${api}: 429 reads LiteLLM's llm_provider-retry-after`, async () => {
    const { decision } = await failure(api, {
      kind: "rate_limit",
      headers: { "llm_provider-retry-after": "4" },
    });
    assert.deepEqual(decision, {
      retry: true,
      kind: "rate_limit",
      retryAfterMs: 4000,
    });
  });

  Deno.test(`${api}: 429 reads x-ratelimit-reset-* of the exhausted limit`, async () => {
    const { decision } = await failure(api, {
      kind: "rate_limit",
      headers: {
        "x-ratelimit-remaining-requests": "0",
        "x-ratelimit-reset-requests": "20ms",
        "x-ratelimit-remaining-tokens": "1500",
        "x-ratelimit-reset-tokens": "6m0s",
      },
    });
    assert.deepEqual(decision, {
      retry: true,
      kind: "rate_limit",
      retryAfterMs: 20,
    });
  });

  Deno.test(`${api}: 429 without a retry-after leaves the wait to the runner`, async () => {
    const { decision } = await failure(api, { kind: "rate_limit" });
    assert.deepEqual(decision, { retry: true, kind: "rate_limit" });
  });

  for (const status of [500, 502, 503, 529]) {
    Deno.test(`${api}: ${status} is transient`, async () => {
      const { decision } = await failure(api, { kind: "status", status });
      assert.deepEqual(decision, { retry: true, kind: "transient" });
    });
  }

  Deno.test(`${api}: 503 with retry-after carries the wait`, async () => {
    const { decision } = await failure(api, {
      kind: "status",
      status: 503,
      headers: { "retry-after": "1.5" },
    });
    assert.deepEqual(decision, {
      retry: true,
      kind: "transient",
      retryAfterMs: 1500,
    });
  });

  for (const status of [401, 403]) {
    Deno.test(`${api}: ${status} is fatal for the run`, async () => {
      const { decision } = await failure(api, { kind: "status", status });
      assert.deepEqual(decision, { retry: false, fatal: true, status });
    });
  }

  for (const status of [400, 404, 422]) {
    Deno.test(`${api}: ${status} is not retried and not fatal`, async () => {
      const { decision } = await failure(api, { kind: "status", status });
      assert.deepEqual(decision, { retry: false, status });
    });
  }

  Deno.test(`${api}: malformed JSON is an error, retried as transient`, async () => {
    const { error, decision } = await failure(api, { kind: "malformed_json" });
    assert.ok(error instanceof Error);
    assert.deepEqual(decision, { retry: true, kind: "transient" });
  });

  for (const abrupt of [false, true]) {
    Deno.test(
      `${api}: an SSE stream cut off midway (${
        abrupt ? "connection dropped" : "clean end"
      }) is an error, retried as transient`,
      async () => {
        const { error, decision } = await failure(api, {
          kind: "cut_stream",
          afterEvents: 2,
          abrupt,
        }, { stream: true });
        assert.ok(error instanceof Error, String(error));
        assert.deepEqual(decision, { retry: true, kind: "transient" });
      },
    );
  }

  Deno.test(`${api}: an abort cuts a hanging request`, async () => {
    await withFakeApi({ reply: () => ({ kind: "hang" }) }, async (server) => {
      const started = performance.now();
      await assert.rejects(
        generate(provider(server, api), AbortSignal.timeout(200)),
      );
      // Uncut, the request would hang 600 s.
      assert.ok(performance.now() - started < 60_000);
    });
  });
}

Deno.test("responses (streaming): a response.failed event is an error retried as transient, not an empty answer", async () => {
  const { error, decision } = await failure("responses", {
    kind: "response_failed",
  }, { stream: true });
  assert.ok(error instanceof Error);
  assert.deepEqual(decision, { retry: true, kind: "transient" });
});

Deno.test("chat_completions: a DeepSeek-style reasoning_content stream keeps reasoning and text apart", async () => {
  await withFakeApi({
    reply: () => ({
      kind: "answer",
      text: "It is 42.",
      reasoning: "The user asks for a number. The answer is 42.",
      usage: { input: 10, output: 30, reasoning: 20 },
    }),
  }, async (server) => {
    const completion = await generate(
      provider(server, "chat_completions", { stream: true }),
    );
    assert.equal(completion.text, "It is 42.");
    assert.equal(
      completion.reasoning,
      "The user asks for a number. The answer is 42.",
    );
  });
});

Deno.test("chat_completions: no reasoning field when the API returns none", async () => {
  await withFakeApi({}, async (server) => {
    for (const stream of [false, true]) {
      const completion = await generate(
        provider(server, "chat_completions", { stream }),
      );
      assert.ok(!("reasoning" in completion));
    }
  });
});

Deno.test("chat_completions: missing usage is null, not a crash", async () => {
  await withFakeApi(
    { reply: () => ({ kind: "answer", usage: null }) },
    async (server) => {
      for (const stream of [false, true]) {
        const completion = await generate(
          provider(server, "chat_completions", { stream }),
        );
        assert.equal(completion.usage, null);
        assert.equal(completion.finish_reason, "stop");
      }
    },
  );
});

Deno.test("the host guard refuses another host, naming it, without calling fetch", async () => {
  let calls = 0;
  const inner: typeof fetch = () => {
    calls++;
    return Promise.resolve(new Response("{}"));
  };
  const guarded = guardedFetch(["127.0.0.1:1234"], inner);
  const error = await guarded("https://evil.example.com/v1/chat/completions")
    .then(() => assert.fail("expected a refusal"), (e: unknown) => e);
  assert.ok(error instanceof HostNotAllowedError);
  assert.match(error.message, /"evil\.example\.com"/);
  assert.match(error.message, /"127\.0\.0\.1:1234"/);
  assert.match(error.message, /client\.base_url/);
  assert.equal(calls, 0);
  // The same host on another port is another host.
  await assert.rejects(
    guarded(new Request("http://127.0.0.1:1235/v1")),
    HostNotAllowedError,
  );
  assert.equal(calls, 0);
  await guarded(new URL("http://127.0.0.1:1234/v1/models"));
  assert.equal(calls, 1);
});

Deno.test("the host guard explains Deno's own network refusal, naming the host", async () => {
  const denied: typeof fetch = () =>
    Promise.reject(
      new TypeError("fetch failed", {
        cause: new Deno.errors.NotCapable("Requires net access"),
      }),
    );
  const guarded = guardedFetch(["api.example.com"], denied);
  const error = await guarded("https://api.example.com/v1/responses").then(
    () => assert.fail("expected a refusal"),
    (e: unknown) => e,
  );
  assert.ok(error instanceof HostNotAllowedError);
  assert.match(error.message, /"api\.example\.com"/);
  assert.match(error.message, /--allow-net=api\.example\.com/);
});

for (const api of ["chat_completions", "responses"] as const) {
  Deno.test(`${api}: a network refusal by Deno surfaces naming the host, and is fatal, not retried`, async () => {
    await withFakeApi({}, async (server) => {
      const denied: typeof fetch = () =>
        Promise.reject(new Deno.errors.NotCapable("Requires net access"));
      const p = provider(server, api, {}, denied);
      const error = await generate(p).then(
        () => assert.fail("expected a refusal"),
        (e: unknown) => e,
      );
      assert.match(
        describe(error),
        new RegExp(`"127\\.0\\.0\\.1:${server.port}"`),
      );
      assert.match(describe(error), /--allow-net=/);
      assert.deepEqual(p.classify(error), { retry: false, fatal: true });
      assert.equal(server.requests.length, 0);
    });
  });
}

Deno.test("a redirect from the endpoint to another host is refused, naming the host, and nothing reaches it", async () => {
  const elsewhere = new FakeApiServer();
  try {
    await withFakeApi({
      reply: () => ({
        kind: "status",
        status: 307,
        headers: {
          location: `http://localhost:${elsewhere.port}/v1/chat/completions`,
        },
      }),
    }, async (server) => {
      const p = provider(server, "chat_completions");
      const error = await generate(p).then(
        (c) => assert.fail(`expected a refusal, got "${c.text}"`),
        (e: unknown) => e,
      );
      assert.match(describe(error), new RegExp(`localhost:${elsewhere.port}`));
      assert.equal(p.classify(error).retry, false);
      assert.equal(
        elsewhere.requests.length,
        0,
        "the prompt was sent to a host the run may not contact",
      );
    });
  } finally {
    await elsewhere.shutdown();
  }
});

/** An error and its causes, as one string. */
function describe(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    parts.push(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return parts.join("; ");
}

for (const status of [302, 307, 308]) {
  for (const stream of [false, true]) {
    Deno.test(
      `a ${status} redirect to the same host resends the request there${
        stream ? " (streaming)" : ""
      }`,
      async () => {
        await withFakeApi({
          reply: (r) =>
            r.path === "/v1/chat/completions"
              ? {
                kind: "status",
                status,
                headers: { location: "/moved/v1/chat/completions" },
              }
              : undefined,
        }, async (server) => {
          const completion = await generate(
            provider(server, "chat_completions", { stream }),
          );
          assert.equal(completion.text, `The secret code is ${UUID}.`);
          const [first, second] = server.requests;
          assert.equal(server.requests.length, 2);
          assert.equal(second?.path, "/moved/v1/chat/completions");
          assert.equal(second?.method, "POST");
          assert.equal(second?.rawBody, first?.rawBody);
          assert.equal(second?.apiKey, KEY);
        });
      },
    );
  }
}

for (const stream of [false, true]) {
  Deno.test(
    `responses${
      stream ? " (streaming)" : ""
    }: status incomplete with no reason is finish_reason length`,
    async () => {
      await withFakeApi({
        reply: () => ({
          kind: "answer",
          text: "The secret",
          finish: "incomplete",
        }),
      }, async (server) => {
        const completion = await generate(
          provider(server, "responses", { stream }),
        );
        assert.equal(completion.text, "The secret");
        assert.equal(completion.finish_reason, "length");
        const body = server.requests[0]?.api;
        assert.equal(body, "responses");
      });
    },
  );
}
