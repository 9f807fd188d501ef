/**
 * Network scoping, the friendly first line: a provider may only reach the
 * hosts of its configured endpoint, redirects included, and a refusal is
 * worded here. Deno enforces the same scope underneath (a run goes on in a
 * worker allowed only those hosts, `runner/scope/`), and this guard also
 * explains Deno's own refusal (`NotCapable`) when it meets one.
 */
import { NiahError } from "../errors.ts";

/** A request to a host the run was not configured to reach. */
export class HostNotAllowedError extends NiahError {
  override name = "HostNotAllowedError";
  readonly kind = "host_not_allowed";
  /** The origin refused (`http://host:port`), when a URL was. */
  readonly target: string | undefined;
  /** Whether a redirect led there (the request itself was allowed). */
  readonly redirected: boolean;

  constructor(
    message: string,
    refused?: { target: string; redirected: boolean },
  ) {
    super(message);
    this.target = refused?.target;
    this.redirected = refused?.redirected ?? false;
  }
}

/** Redirects followed within the allowed hosts before giving up. */
const MAX_REDIRECTS = 5;

/** `fetch`, restricted to `hosts` (host or host:port, as in URLs). */
export function guardedFetch(
  hosts: readonly string[],
  inner: typeof fetch = fetch,
): typeof fetch {
  const allowed = new Set(hosts.map((h) => h.toLowerCase()));
  const only = [...allowed].map((h) => `"${h}"`).join(", ");
  const check = (url: URL, from?: URL) => {
    if (allowed.has(url.host.toLowerCase())) return;
    const refused = { target: url.origin, redirected: from !== undefined };
    throw new HostNotAllowedError(
      `Cannot reach "${url.host}": this run may only contact ${only}; set client.base_url (or client.base_url_env) in the model config to use another endpoint`,
      refused,
    );
  };
  return async (input, init) => {
    const first = await firstHop(input, init);
    let url = first.url;
    check(url);
    const { streamed, body } = first;
    let method = first.method;
    // Redirects are followed by hand, so each hop's host is checked first.
    const hop = (to: URL): [URL, RequestInit] => [to, {
      ...first.init,
      method,
      headers: first.headers,
      body: method === "GET" || method === "HEAD" ? null : body,
      redirect: "manual",
      signal: first.signal,
    }];
    let current = hop(url);
    for (let hops = 0;; hops++) {
      let response: Response;
      try {
        response = await inner(...current);
      } catch (error) {
        throw explainDenied(error, url.host) ?? error;
      }
      const location = response.headers.get("location");
      if (
        response.status < 300 || response.status > 399 || location === null ||
        hops >= MAX_REDIRECTS
      ) return response;
      await response.body?.cancel();
      const from = url;
      url = new URL(location, url);
      check(url, from);
      if (streamed) {
        throw new HostNotAllowedError(
          `Cannot follow a redirect from "${from.origin}" to "${url.origin}": the request's body was streamed and cannot be sent again`,
        );
      }
      if (from.protocol === "https:" && url.protocol !== "https:") {
        // Same host, but the key would then travel unencrypted.
        throw new HostNotAllowedError(
          `Cannot follow a redirect from "${from.origin}" to "${url.origin}": it leaves https, and the request carries the API key`,
        );
      }
      // 303 means "GET it there"; 301, 302, 307 and 308 resend the same
      // request (an API endpoint answers POST only).
      if (response.status === 303) method = "GET";
      current = hop(url);
    }
  };
}

/** What every hop of one guarded call sends. */
interface HopParts {
  url: URL;
  method: string;
  headers: HeadersInit;
  /** Sent again on every hop; a stream is sent once and cannot follow a redirect. */
  body: BodyInit | null;
  streamed: boolean;
  signal: AbortSignal | null;
  /** The caller's other options (duplex, keepalive, ...). */
  init: RequestInit | undefined;
}

/**
 * The parts of a call, read without building a `Request` when the caller
 * passed a URL and options (as the SDKs do): building one converts its
 * headers and copies its body, which cost more than the rest of a small
 * cell's request. A `Request` input is read as one; its body is read once,
 * before the first hop, so every hop can send it again. A body given as a
 * stream (a batch file of hundreds of MB, uploaded as it is built) is sent
 * as is, never held whole.
 */
async function firstHop(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): Promise<HopParts> {
  const streamed = init?.body instanceof ReadableStream;
  if (!(input instanceof Request)) {
    return {
      url: new URL(input instanceof URL ? input.href : input),
      method: (init?.method ?? "GET").toUpperCase(),
      headers: init?.headers ?? {},
      body: init?.body ?? null,
      streamed,
      signal: init?.signal ?? null,
      init,
    };
  }
  const request = new Request(input, init);
  return {
    url: new URL(request.url),
    method: request.method,
    headers: request.headers,
    body: request.body === null || streamed
      ? (streamed ? request.body : null)
      : await request.arrayBuffer(),
    streamed,
    signal: request.signal,
    init: undefined,
  };
}

/** Turns Deno's "not capable" (a narrower --allow-net) into advice. */
function explainDenied(error: unknown, host: string): Error | undefined {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    if (
      e instanceof Deno.errors.NotCapable ||
      e instanceof Deno.errors.PermissionDenied
    ) {
      return new HostNotAllowedError(
        `Cannot reach "${host}": network access to it is not permitted; run with --allow-net=${host} (the niah task and binary allow the configured endpoint's host)`,
      );
    }
    e = e instanceof Error ? e.cause : undefined;
  }
  return undefined;
}
