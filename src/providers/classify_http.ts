/**
 * How HTTP APIs fail, in one place for every adapter: status codes and
 * network errors become retry decisions, and the wait a response asks for
 * is read from whichever header the server (or a proxy in front of it)
 * uses: `retry-after-ms`, `retry-after`, LiteLLM's
 * `llm_provider-retry-after`, or OpenAI's `x-ratelimit-reset-*`.
 */
import type { RetryDecision } from "./provider.ts";
import { HostNotAllowedError } from "./host_guard.ts";

/**
 * A duration as OpenAI writes its rate-limit resets ("1s", "6m0s", "20ms",
 * "1h2m3.5s") or plain seconds ("2", "0.5"), in milliseconds; undefined
 * when the text is neither.
 */
export function parseDurationMs(text: string): number | undefined {
  const value = text.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  if (value === "" || !/^(\d+(\.\d+)?(h|ms|m|s|us|µs|ns))+$/.test(value)) {
    return undefined;
  }
  const unitMs: Record<string, number> = {
    h: 3_600_000,
    m: 60_000,
    s: 1000,
    ms: 1,
    us: 0.001,
    µs: 0.001,
    ns: 0.000001,
  };
  let total = 0;
  for (
    const [, amount, , unit] of value.matchAll(
      /(\d+(\.\d+)?)(h|ms|m|s|us|µs|ns)/g,
    )
  ) {
    total += Number(amount) * (unitMs[unit!] ?? 0);
  }
  return total;
}

/** Seconds, or an HTTP date, as `retry-after` allows; in ms from now. */
function retryAfterValue(
  value: string | null,
  now: () => number,
): number | undefined {
  if (value === null) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now()) : undefined;
}

/**
 * OpenAI's `x-ratelimit-reset-requests` / `-tokens`: the reset of the limit
 * that ran out (`x-ratelimit-remaining-*` is 0), else the later of the two.
 */
function rateLimitResetMs(headers: Headers): number | undefined {
  const resets: { ms: number; exhausted: boolean }[] = [];
  for (const kind of ["requests", "tokens"]) {
    const reset = headers.get(`x-ratelimit-reset-${kind}`);
    const ms = reset === null ? undefined : parseDurationMs(reset);
    if (ms === undefined) continue;
    const remaining = headers.get(`x-ratelimit-remaining-${kind}`);
    resets.push({ ms, exhausted: remaining?.trim() === "0" });
  }
  const chosen = resets.some((r) => r.exhausted)
    ? resets.filter((r) => r.exhausted)
    : resets;
  return chosen.length === 0 ? undefined : Math.max(...chosen.map((r) => r.ms));
}

/** Milliseconds a response asks us to wait, from its headers, if any. */
export function retryAfterMs(
  headers: Headers | undefined,
  now: () => number = Date.now,
): number | undefined {
  if (!headers) return undefined;
  const ms = Number.parseFloat(headers.get("retry-after-ms") ?? "");
  if (Number.isFinite(ms) && ms >= 0) return ms;
  return retryAfterValue(headers.get("retry-after"), now) ??
    retryAfterValue(headers.get("llm_provider-retry-after"), now) ??
    rateLimitResetMs(headers);
}

/**
 * Statuses that say the request ran out of time before an answer: 408
 * (LiteLLM's `litellm.Timeout`), 504 (a gateway timeout) and Cloudflare's
 * 524. Transient, and a `timeout` when the retries run out.
 */
const TIMEOUT_STATUSES: ReadonlySet<number> = new Set([408, 504, 524]);

/** HTTP 431 Request Header Fields Too Large. */
export const HEADERS_TOO_LARGE = 431;

/**
 * The decision for an HTTP status: 429 is a rate limit; 408, 409, 5xx and
 * 529 (overloaded) are transient, and 408, 504 and 524 also timeouts; 401,
 * 403 and 431 are fatal for the whole run (a bad or oversized key fails
 * every cell); other
 * 4xx are this cell's bad request, with the status kept so the runner can
 * spot one failing every cell. `message` (the error body's) marks a 5xx
 * that says `litellm.Timeout` as a timeout too.
 */
export function classifyStatus(
  status: number,
  headers?: Headers,
  message = "",
): RetryDecision {
  const wait = retryAfterMs(headers);
  const after = wait === undefined ? {} : { retryAfterMs: wait };
  if (status === 429) return { retry: true, kind: "rate_limit", ...after };
  if (
    TIMEOUT_STATUSES.has(status) ||
    (status >= 500 && /\blitellm\.Timeout\b/.test(message))
  ) return { retry: true, kind: "transient", timeout: true, ...after };
  if (status === 409 || status >= 500) {
    return { retry: true, kind: "transient", ...after };
  }
  // 431: the request's headers are too large (an oversized key), for
  // every cell alike.
  if (status === 401 || status === 403 || status === HEADERS_TOO_LARGE) {
    return { retry: false, fatal: true, status };
  }
  return { retry: false, status };
}

/**
 * Deno's fetch error when no connection was made: "client error
 * (Connect): tcp connect error: Connection refused", "... dns error".
 */
const CONNECT_FAILED = /client error \(Connect\)|Connection refused/i;

/**
 * Errors thrown before any HTTP status: network trouble is transient (and
 * `unreachable` when no connection could be made at all), but a host the
 * run may not reach is fatal (every cell would hit it). SDKs wrap fetch's
 * rejection, so the cause chain is searched.
 */
function classifyNetworkError(error: unknown): RetryDecision {
  let unreachable = false;
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    if (
      e instanceof HostNotAllowedError || e instanceof Deno.errors.NotCapable
    ) return { retry: false, fatal: true };
    if (
      e instanceof Deno.errors.ConnectionRefused ||
      (e instanceof Error && CONNECT_FAILED.test(e.message))
    ) unreachable = true;
    e = e instanceof Error ? e.cause : undefined;
  }
  return {
    retry: true,
    kind: "transient",
    ...(unreachable ? { unreachable } : {}),
  };
}

/**
 * OpenAI's 429 `insufficient_quota` ("You exceeded your current quota"):
 * not a rate limit but an account without credit, so waiting never helps
 * and every cell would fail: fatal, instead of each cell waiting out
 * `runner.max_wait_s`.
 */
function quotaExhausted(error: object): boolean {
  const { code, type } = error as { code?: unknown; type?: unknown };
  return code === "insufficient_quota" || type === "insufficient_quota";
}

/** The shape both SDKs give their HTTP errors. */
type SdkApiErrorClass = abstract new (
  ...args: never[]
) => { status: number | undefined; headers: Headers | undefined };

/**
 * Classifies whatever an SDK call threw: the SDK's API error (an instance
 * of `apiError`) by its status and headers, anything else as a network
 * error. One block for the OpenAI and Anthropic adapters alike.
 */
function classifySdkError(
  error: unknown,
  apiError: SdkApiErrorClass,
): RetryDecision {
  if (error instanceof apiError && typeof error.status === "number") {
    if (error.status === 429 && quotaExhausted(error)) {
      return { retry: false, fatal: true, status: 429 };
    }
    return classifyStatus(
      error.status,
      error.headers,
      error instanceof Error ? error.message : "",
    );
  }
  return classifyNetworkError(error);
}

/** What both SDK packages export: a client class carrying its API error. */
export interface SdkModule<Client, Options> {
  default: (new (options: Options) => Client) & { APIError: SdkApiErrorClass };
}

/**
 * A client from an SDK that loads with the first provider, not with the
 * adapter's module (so `validate` and `--version` never load it), and the
 * classifier for what its calls throw. Before the SDK has loaded no request
 * was sent, so no API error either: errors classify as network errors.
 */
export function lazySdkClient<Client, Options>(
  sdk: Promise<SdkModule<Client, Options>>,
  options: Options,
): {
  client: Promise<Client>;
  classify: (error: unknown) => RetryDecision;
} {
  let apiError: SdkApiErrorClass | undefined;
  const client = sdk.then((module) => {
    apiError = module.default.APIError;
    return new module.default(options);
  });
  client.catch(() => {}); // the first generate() reports it
  return {
    client,
    classify: (error) =>
      apiError === undefined
        ? classifyNetworkError(error)
        : classifySdkError(error, apiError),
  };
}
