import assert from "node:assert/strict";
import { createAnthropicProvider } from "../../src/providers/anthropic.ts";
import { HostNotAllowedError } from "../../src/providers/host_guard.ts";
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

const KEY = "sk-ant-test-SENTINEL-0123456789";
const UUID = "6ba7b810-9dad-41d1-80b4-00c04fd430c8";
const MESSAGES = [
  { role: "system" as const, content: "You answer briefly." },
  {
    role: "user" as const,
    content:
      `Hay. The secret code is ${UUID}. Hay.\n\nWhat is the secret code?`,
  },
];

function provider(
  server: FakeApiServer,
  request: Record<string, unknown> = {},
  fetch?: typeof globalThis.fetch,
): Provider {
  return createAnthropicProvider({
    apiKey: KEY,
    baseURL: server.anthropicBaseURL,
    request: { model: "claude-test", max_tokens: 1000, ...request },
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

async function failure(
  reply: Reply,
  request: Record<string, unknown> = {},
): Promise<{ error: unknown; decision: RetryDecision }> {
  let result: { error: unknown; decision: RetryDecision } | undefined;
  await withFakeApi({ reply: () => reply }, async (server) => {
    const p = provider(server, request);
    const error = await generate(p).then(
      (completion) => assert.fail(`expected a failure, got ${completion.text}`),
      (error: unknown) => error,
    );
    result = { error, decision: p.classify(error) };
  });
  return result!;
}

for (const stream of [false, true]) {
  const label = stream ? "messages (streaming)" : "messages";

  Deno.test(`${label}: text, thinking as reasoning, finish reason and usage`, async () => {
    await withFakeApi({
      reply: () => ({
        kind: "answer",
        reasoning: "The code is in the second sentence.",
        usage: { input: 321, output: 45 },
      }),
    }, async (server) => {
      const completion = await generate(provider(server, { stream }));
      assert.deepEqual(completion, {
        text: `The secret code is ${UUID}.`,
        reasoning: "The code is in the second sentence.",
        finish_reason: "stop",
        usage: { input_tokens: 321, output_tokens: 45 },
      });
      assert.equal(server.requests[0]?.stream, stream);
    });
  });

  Deno.test(`${label}: a max_tokens stop is finish_reason length`, async () => {
    await withFakeApi({
      reply: () => ({ kind: "answer", text: "The sec", finish: "length" }),
    }, async (server) => {
      const completion = await generate(provider(server, { stream }));
      assert.equal(completion.text, "The sec");
      assert.equal(completion.finish_reason, "length");
    });
  });

  Deno.test(`${label}: input tokens sent in message_delta (LiteLLM) are the usage, not message_start's 0`, async () => {
    await withFakeApi({
      reply: () => ({
        kind: "answer",
        usage: { input: 2048, output: 12 },
        inputTokensInMessageDelta: true,
      }),
    }, async (server) => {
      const completion = await generate(provider(server, { stream }));
      assert.deepEqual(completion.usage, {
        input_tokens: 2048,
        output_tokens: 12,
      });
    });
  });

  Deno.test(`${label}: system becomes the system field, keys are forwarded verbatim, the key goes only in the auth header`, async () => {
    await withFakeApi({}, async (server) => {
      const thinking = { type: "enabled", budget_tokens: 1024 };
      await generate(provider(server, {
        stream,
        thinking,
        top_p: 0.9,
        metadata: { user_id: "niah" },
        phase_shift_mode: "rotate",
      }));
      const [request] = server.requests;
      assert.ok(request);
      assert.equal(request.path, "/v1/messages");
      const body = request.body!;
      assert.equal(body.model, "claude-test");
      assert.equal(body.max_tokens, 1000);
      assert.deepEqual(body.thinking, thinking);
      assert.equal(body.top_p, 0.9);
      assert.deepEqual(body.metadata, { user_id: "niah" });
      assert.equal(body.system, "You answer briefly.");
      assert.deepEqual(body.messages, [MESSAGES[1]]);
      assert.ok(!("phase_shift_mode" in body));
      if (stream) assert.equal(body.stream, true);
      else assert.ok(!body.stream);
      // The SDK sends the key as x-api-key or as a bearer token (1.x).
      assert.equal(request.apiKey, KEY);
      const authHeader = request.headers["x-api-key"] === KEY
        ? "x-api-key"
        : "authorization";
      assert.ok(request.headers["anthropic-version"]);
      for (const [name, value] of Object.entries(request.headers)) {
        if (name !== authHeader) {
          assert.ok(!value.includes(KEY), `key in header ${name}`);
        }
      }
      assert.ok(!request.rawBody.includes(KEY));
      assert.ok(!request.path.includes(KEY));
    });
  });

  Deno.test(`${label}: a connection reset mid-body is transient`, async () => {
    const { decision } = await failure({ kind: "reset" }, { stream });
    assert.deepEqual(decision, { retry: true, kind: "transient" });
  });
}

Deno.test("messages: no system field without a system message", async () => {
  await withFakeApi({}, async (server) => {
    const p = provider(server);
    await p.generate({
      messages: [MESSAGES[1]!],
      cell_id: "c",
      attempt: 1,
    }, new AbortController().signal);
    assert.ok(!("system" in server.requests[0]!.body!));
  });
});

Deno.test("messages: 429 honours retry-after and retry-after-ms", async () => {
  assert.deepEqual(
    (await failure({ kind: "rate_limit", retryAfter: "3" })).decision,
    { retry: true, kind: "rate_limit", retryAfterMs: 3000 },
  );
  assert.deepEqual(
    (await failure({ kind: "rate_limit", retryAfter: "3", retryAfterMs: 40 }))
      .decision,
    { retry: true, kind: "rate_limit", retryAfterMs: 40 },
  );
});

for (const status of [500, 503, 529]) {
  Deno.test(`messages: ${status} is transient`, async () => {
    const { decision } = await failure({ kind: "status", status });
    assert.deepEqual(decision, { retry: true, kind: "transient" });
  });
}

for (const status of [401, 403]) {
  Deno.test(`messages: ${status} is fatal for the run`, async () => {
    const { decision } = await failure({ kind: "status", status });
    assert.deepEqual(decision, { retry: false, fatal: true, status });
  });
}

Deno.test("messages: 400 is not retried and not fatal", async () => {
  const { decision } = await failure({ kind: "status", status: 400 });
  assert.deepEqual(decision, { retry: false, status: 400 });
});

Deno.test("messages: malformed JSON is an error, retried as transient", async () => {
  const { decision } = await failure({ kind: "malformed_json" });
  assert.deepEqual(decision, { retry: true, kind: "transient" });
});

for (const abrupt of [false, true]) {
  Deno.test(
    `messages: an SSE stream cut off midway (${
      abrupt ? "connection dropped" : "clean end"
    }) is an error, retried as transient`,
    async () => {
      const { error, decision } = await failure({
        kind: "cut_stream",
        afterEvents: 4,
        abrupt,
      }, { stream: true });
      assert.ok(error instanceof Error, String(error));
      assert.deepEqual(decision, { retry: true, kind: "transient" });
    },
  );
}

Deno.test("messages: an abort cuts a hanging request", async () => {
  await withFakeApi({ reply: () => ({ kind: "hang" }) }, async (server) => {
    await assert.rejects(generate(provider(server), AbortSignal.timeout(200)));
  });
});

Deno.test("messages: a host refusal is fatal, however the SDK wraps it", async () => {
  await withFakeApi({}, async (server) => {
    const p = provider(
      server,
      {},
      () => Promise.reject(new Deno.errors.NotCapable("Requires net access")),
    );
    const error = await generate(p).then(
      () => assert.fail("expected a refusal"),
      (e: unknown) => e,
    );
    const chain: string[] = [];
    for (let e = error, depth = 0; e && depth < 5; depth++) {
      chain.push(e instanceof Error ? e.message : String(e));
      e = e instanceof Error ? e.cause : undefined;
    }
    assert.match(
      chain.join("; "),
      new RegExp(`127\\.0\\.0\\.1:${server.port}`),
    );
    assert.deepEqual(p.classify(error), { retry: false, fatal: true });
    assert.deepEqual(p.classify(new HostNotAllowedError("x")), {
      retry: false,
      fatal: true,
    });
    assert.equal(server.requests.length, 0);
  });
});

for (const status of [302, 307, 308]) {
  Deno.test(`messages: a ${status} redirect to the same host resends the request there`, async () => {
    await withFakeApi({
      reply: (r) =>
        r.path === "/v1/messages"
          ? {
            kind: "status",
            status,
            headers: { location: "/moved/v1/messages" },
          }
          : undefined,
    }, async (server) => {
      const completion = await generate(provider(server));
      assert.equal(completion.text, `The secret code is ${UUID}.`);
      const [first, second] = server.requests;
      assert.equal(server.requests.length, 2);
      assert.equal(second?.path, "/moved/v1/messages");
      assert.equal(second?.method, "POST");
      assert.equal(second?.rawBody, first?.rawBody);
      assert.equal(second?.apiKey, KEY);
    });
  });
}
