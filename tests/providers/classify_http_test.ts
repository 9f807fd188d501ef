import assert from "node:assert/strict";
import {
  classifyStatus,
  parseDurationMs,
  retryAfterMs,
} from "../../src/providers/classify_http.ts";

Deno.test("durations in OpenAI's reset forms and plain seconds become ms", () => {
  assert.equal(parseDurationMs("1s"), 1000);
  assert.equal(parseDurationMs("6m0s"), 360_000);
  assert.equal(parseDurationMs("20ms"), 20);
  assert.equal(parseDurationMs("1h2m3.5s"), 3_723_500);
  assert.equal(parseDurationMs("2"), 2000);
  assert.equal(parseDurationMs("0.25"), 250);
  assert.equal(parseDurationMs("soon"), undefined);
  assert.equal(parseDurationMs(""), undefined);
  assert.equal(parseDurationMs("5x"), undefined);
});

Deno.test("retry-after-ms wins, then retry-after, then llm_provider-retry-after, then x-ratelimit-reset-*", () => {
  const all = new Headers({
    "retry-after-ms": "30",
    "retry-after": "2",
    "llm_provider-retry-after": "3",
    "x-ratelimit-reset-requests": "4s",
  });
  assert.equal(retryAfterMs(all), 30);
  all.delete("retry-after-ms");
  assert.equal(retryAfterMs(all), 2000);
  all.delete("retry-after");
  assert.equal(retryAfterMs(all), 3000);
  all.delete("llm_provider-retry-after");
  assert.equal(retryAfterMs(all), 4000);
  all.delete("x-ratelimit-reset-requests");
  assert.equal(retryAfterMs(all), undefined);
});

Deno.test("x-ratelimit-reset-*: the exhausted limit's reset, else the later one", () => {
  const both = {
    "x-ratelimit-reset-requests": "1s",
    "x-ratelimit-reset-tokens": "6m0s",
  };
  assert.equal(retryAfterMs(new Headers(both)), 360_000);
  assert.equal(
    retryAfterMs(
      new Headers({ ...both, "x-ratelimit-remaining-requests": "0" }),
    ),
    1000,
  );
  assert.equal(
    retryAfterMs(new Headers({ "x-ratelimit-reset-tokens": "12" })),
    12_000,
  );
});

Deno.test("an HTTP-date retry-after counts from now", () => {
  const now = Date.parse("2026-01-01T00:00:00Z");
  const headers = new Headers({
    "retry-after": "Thu, 01 Jan 2026 00:00:05 GMT",
  });
  assert.equal(retryAfterMs(headers, () => now), 5000);
});

Deno.test("statuses: 429 rate limit, 5xx transient, 401 fatal, other 4xx keep their status", () => {
  assert.deepEqual(
    classifyStatus(429, new Headers({ "x-ratelimit-reset-tokens": "20ms" })),
    { retry: true, kind: "rate_limit", retryAfterMs: 20 },
  );
  assert.deepEqual(classifyStatus(502), { retry: true, kind: "transient" });
  assert.deepEqual(classifyStatus(401), {
    retry: false,
    fatal: true,
    status: 401,
  });
  assert.deepEqual(classifyStatus(422), { retry: false, status: 422 });
});

Deno.test("a gateway's 408, 504 or 524, or a 5xx saying litellm.Timeout, is a transient timeout", () => {
  for (const status of [408, 504, 524]) {
    assert.deepEqual(classifyStatus(status), {
      retry: true,
      kind: "transient",
      timeout: true,
    });
  }
  assert.deepEqual(
    classifyStatus(500, undefined, "500 litellm.Timeout: Connection timed out"),
    { retry: true, kind: "transient", timeout: true },
  );
  assert.deepEqual(classifyStatus(500, undefined, "500 upstream failed"), {
    retry: true,
    kind: "transient",
  });
  assert.deepEqual(classifyStatus(409), { retry: true, kind: "transient" });
});
