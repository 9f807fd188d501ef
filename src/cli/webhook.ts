/**
 * Posts an alert to a Slack-compatible incoming webhook: `POST` of
 * `{"text": "..."}` as JSON. The webhook's host is the only one the post
 * may reach (the provider host guard, redirects included). Webhook URLs
 * usually hold a token, so messages name the host only.
 */
import { guardedFetch } from "../providers/host_guard.ts";

/** Seconds a webhook may take to answer. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Posts `text`; resolves to null when the webhook took it, else to a
 * one-line reason naming only the host.
 */
export async function postWebhook(
  url: string,
  text: string,
  fetchFn: typeof fetch = fetch,
): Promise<string | null> {
  const host = new URL(url).host;
  const post = guardedFetch([host], fetchFn);
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
