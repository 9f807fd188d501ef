/**
 * The one proxy niah's requests may go through: the one the user names for
 * niah, `client.proxy` in the model config, else the variable
 * {@link PROXY_ENV}. The standard variables (HTTP_PROXY and the like) are
 * dropped from niah's environment before any request (cli/dotenv.ts), so
 * a request without a named proxy connects to its host directly.
 */
import { httpUrlSchema } from "../config/model_config.ts";
import { UsageError } from "../errors.ts";

/** The niah-specific variable that names a proxy. */
export const PROXY_ENV = "NIAH_PROXY";

/**
 * The proxy URL for a model config's `client`, or undefined for none; a
 * {@link PROXY_ENV} that is not an http(s) URL is refused in one line
 * (naming the variable, never its value: a proxy URL may hold a password).
 */
export function namedProxy(
  client: { proxy?: string | undefined },
  env: (name: string) => string | undefined,
): string | undefined {
  if (client.proxy !== undefined) return client.proxy;
  const fromEnv = env(PROXY_ENV)?.trim();
  if (fromEnv === undefined || fromEnv === "") return undefined;
  if (!httpUrlSchema.safeParse(fromEnv).success) {
    throw new UsageError(
      `Cannot use the proxy in environment variable "${PROXY_ENV}": expected an http:// or https:// URL without a user name or password (e.g. http://proxy.example:3128)`,
    );
  }
  return fromEnv;
}

/**
 * `fetch` through the proxy named for `client` (one HTTP client for all
 * calls), or undefined when none is named: Deno's own fetch, which no
 * standard proxy variable reaches, goes direct.
 */
export function proxyFetch(
  client: { proxy?: string | undefined },
  env: (name: string) => string | undefined,
): typeof fetch | undefined {
  const proxy = namedProxy(client, env);
  if (proxy === undefined) return undefined;
  const http = Deno.createHttpClient({ proxy: { url: proxy } });
  return (input, init) => fetch(input, { ...init, client: http });
}
