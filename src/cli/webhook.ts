/**
 * Posts an alert to a Slack-compatible incoming webhook: `POST` of
 * `{"text": "..."}` as JSON. The webhook's host is the only one the post
 * may reach: the post runs in a worker that Deno lets reach that host and
 * nothing else, reading, writing or spawning nothing (`runner/scope/`),
 * and inside it the provider host guard words a refusal, redirects
 * included. Webhook URLs usually hold a token, so messages name the host
 * only.
 */
import { guardedFetch } from "../providers/host_guard.ts";
import { namedProxy, proxyFetch } from "../providers/proxy.ts";
import { networkOnly } from "../runner/scope/run_permissions.ts";
import {
  callInScope,
  scopedWorkerOptions,
} from "../runner/scope/scope_call.ts";

/** Seconds a webhook may take to answer. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/** What the webhook's worker gets. */
export interface WebhookPost {
  url: string;
  text: string;
  /** The proxy named for niah (NIAH_PROXY) the post goes through. */
  proxy?: string;
}

/** NIAH_PROXY's proxy, or a one-line problem when it is not a URL. */
function webhookProxy(): { proxy?: string } | { problem: string } {
  try {
    const proxy = namedProxy({}, (name) => Deno.env.get(name));
    return proxy === undefined ? {} : { proxy };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Posts `text`; resolves to null when the webhook took it, else to a
 * one-line reason naming only the host. A test's `fetchFn` is used in this
 * thread (a function cannot cross to the worker), as is a host this
 * thread may not reach itself (the guard then words Deno's refusal).
 */
export async function postWebhook(
  url: string,
  text: string,
  fetchFn?: typeof fetch,
): Promise<string | null> {
  const host = new URL(url).host;
  const named = webhookProxy();
  if ("problem" in named) return named.problem;
  const post = { url, text, ...named };
  const held = Deno.permissions.querySync({ name: "net", host }).state ===
    "granted";
  if (fetchFn || !held) return await postHere(post, fetchFn ?? fetch);
  const hosts = named.proxy === undefined
    ? [host]
    : [host, new URL(named.proxy).host];
  const worker = new Worker(
    new URL("./webhook_worker.ts", import.meta.url),
    scopedWorkerOptions(networkOnly(hosts)),
  );
  return await callInScope<string | null>(worker, post, {
    out: () => {},
    err: () => {},
    signal: new AbortController().signal,
  });
}

/** Posts in this thread, through `fetchFn` under the host guard. */
export async function postHere(
  { url, text, proxy }: WebhookPost,
  fetchFn: typeof fetch,
): Promise<string | null> {
  const host = new URL(url).host;
  const through = proxy === undefined
    ? undefined
    : proxyFetch({ proxy }, () => undefined);
  const post = guardedFetch([host], through ?? fetchFn);
  try {
    const response = await post(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text }),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok
      ? null
      : `the webhook at "${host}" answered HTTP ${response.status}`;
  } catch (error) {
    const name = error instanceof Error ? error.name : "error";
    return `cannot reach the webhook at "${host}" (${name})`;
  }
}
