/**
 * How HTTP APIs fail, in one place for every adapter: status codes and
 * network errors become retry decisions, and `retry-after` / `retry-after-ms`
 * headers say how long to wait.
 */
import type { RetryDecision } from "./provider.ts";
import { HostNotAllowedError } from "./host_guard.ts";

/** Milliseconds a response asks us to wait, from its headers, if any. */
export function retryAfterMs(
  headers: Headers | undefined,
  now: () => number = Date.now,
): number | undefined {
  if (!headers) return undefined;
  const ms = Number.parseFloat(headers.get("retry-after-ms") ?? "");
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get("retry-after");
  if (value === null) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now()) : undefined;
}

/**
 * The decision for an HTTP status: 429 is a rate limit; 408, 409, 5xx and
 * 529 (overloaded) are transient; 401 and 403 are fatal for the whole run
 * (a bad key fails every cell); other 4xx are this cell's bad request.
 */
export function classifyStatus(
  status: number,
  headers?: Headers,
): RetryDecision {
  const wait = retryAfterMs(headers);
  const after = wait === undefined ? {} : { retryAfterMs: wait };
  if (status === 429) return { retry: true, kind: "rate_limit", ...after };
  if (status === 408 || status === 409 || status >= 500) {
    return { retry: true, kind: "transient", ...after };
  }
  if (status === 401 || status === 403) return { retry: false, fatal: true };
  return { retry: false };
}

/**
 * Errors thrown before any HTTP status: network trouble is transient, but
 * a host the run may not reach is fatal (every cell would hit it). SDKs
 * wrap fetch's rejection, so the cause chain is searched.
 */
export function classifyNetworkError(error: unknown): RetryDecision {
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    if (
      e instanceof HostNotAllowedError || e instanceof Deno.errors.NotCapable
    ) return { retry: false, fatal: true };
    e = e instanceof Error ? e.cause : undefined;
  }
  return { retry: true, kind: "transient" };
}
