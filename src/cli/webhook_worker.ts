/**
 * The worker a webhook post goes on in (`webhook.ts` starts it with the
 * network of the webhook's host and no other permission).
 *
 * @module
 */
import { serveInScope } from "../runner/scope/scope_serve.ts";
import { postHere, type WebhookPost } from "./webhook.ts";

serveInScope<WebhookPost>((post) => postHere(post, fetch));
