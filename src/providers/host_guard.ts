/**
 * Network scoping: a provider may only reach the hosts of its configured
 * endpoint. The binary is built with network permission (the endpoint is
 * only known from the config at run time), so niah enforces the scope
 * itself, redirects included, and also explains Deno's own refusal when
 * run with a narrower `--allow-net`.
 */
import { NiahError } from "../errors.ts";

/** A request to a host the run was not configured to reach. */
export class HostNotAllowedError extends NiahError {
  override name = "HostNotAllowedError";
  readonly kind = "host_not_allowed";
}

/** Redirects followed within the allowed hosts before giving up. */
const MAX_REDIRECTS = 5;

/** `fetch`, restricted to `hosts` (host or host:port, as in URLs). */
export function guardedFetch(
  hosts: readonly string[],
  inner: typeof fetch = fetch,
): typeof fetch {
  const allowed = new Set(hosts.map((h) => h.toLowerCase()));
  const check = (url: URL) => {
    if (!allowed.has(url.host.toLowerCase())) {
      throw new HostNotAllowedError(
        `Cannot reach "${url.host}": this run may only contact ${
          [...allowed].map((h) => `"${h}"`).join(", ")
        }; set client.base_url (or client.base_url_env) in the model config to use another endpoint`,
      );
    }
  };
  return async (input, init) => {
    const request = new Request(input, init);
    let url = new URL(request.url);
    check(url);
    // Redirects are followed by hand, so each hop's host is checked first.
    // The body is read once, before the first hop, so every hop can send
    // it again (a stream can be sent only once). A body given as a stream
    // (a batch file of hundreds of MB, uploaded as it is built) is sent as
    // is, never held whole, and cannot follow a redirect.
    const streamed = init?.body instanceof ReadableStream;
    const body = request.body === null || streamed
      ? null
      : await request.arrayBuffer();
    let method = request.method;
    const hop = (to: URL) =>
      new Request(to, {
        method,
        headers: request.headers,
        body: method === "GET" || method === "HEAD" ? null : body,
        redirect: "manual",
        signal: request.signal,
      });
    let current = streamed
      ? new Request(request, { redirect: "manual" })
      : hop(url);
    for (let hops = 0;; hops++) {
      let response: Response;
      try {
        response = await inner(current);
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
      check(url);
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
