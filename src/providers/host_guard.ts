/**
 * Network scoping: a provider may only reach the hosts of its configured
 * endpoint. The binary is built with network permission (the endpoint is
 * only known from the config at run time), so niah enforces the scope
 * itself, and also explains Deno's own refusal when run with a narrower
 * `--allow-net`.
 */

/** A request to a host the run was not configured to reach. */
export class HostNotAllowedError extends Error {
  override name = "HostNotAllowedError";
}

/** `fetch`, restricted to `hosts` (host or host:port, as in URLs). */
export function guardedFetch(
  hosts: readonly string[],
  inner: typeof fetch = fetch,
): typeof fetch {
  const allowed = new Set(hosts.map((h) => h.toLowerCase()));
  return (input, init) => {
    const url = new URL(
      typeof input === "string" || input instanceof URL ? input : input.url,
    );
    if (!allowed.has(url.host.toLowerCase())) {
      return Promise.reject(
        new HostNotAllowedError(
          `Cannot reach "${url.host}": this run may only contact ${
            [...allowed].map((h) => `"${h}"`).join(", ")
          }; set client.base_url (or client.base_url_env) in the model config to use another endpoint`,
        ),
      );
    }
    return inner(input, init).catch((error) => {
      throw explainDenied(error, url.host) ?? error;
    });
  };
}

/** Turns Deno's "not capable" (a narrower --allow-net) into advice. */
export function explainDenied(error: unknown, host: string): Error | undefined {
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
