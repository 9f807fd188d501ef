import assert from "node:assert/strict";
import { postWebhook } from "../../src/cli/webhook.ts";

Deno.test("an alert is POSTed as Slack-compatible JSON", async () => {
  const seen: { method: string; type: string | null; body: unknown }[] = [];
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    async (request) => {
      seen.push({
        method: request.method,
        type: request.headers.get("content-type"),
        body: await request.json(),
      });
      return new Response("ok");
    },
  );
  try {
    const problem = await postWebhook(
      `http://127.0.0.1:${server.addr.port}/services/T/B/token`,
      'niah: job "x" regression',
    );
    assert.equal(problem, null);
    assert.deepEqual(seen, [{
      method: "POST",
      type: "application/json",
      body: { text: 'niah: job "x" regression' },
    }]);
  } finally {
    await server.shutdown();
  }
});

Deno.test("a failing webhook is one line naming the host, never the URL's token", async () => {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    (request) =>
      new URL(request.url).pathname === "/away"
        ? Response.redirect("http://192.0.2.1/elsewhere", 302)
        : new Response("no", { status: 500 }),
  );
  const host = `127.0.0.1:${server.addr.port}`;
  try {
    assert.equal(
      await postWebhook(`http://${host}/hook/s3cret`, "x"),
      `the webhook at "${host}" answered HTTP 500`,
    );
    // A redirect to another host leaves the webhook's scope.
    const redirected = await postWebhook(`http://${host}/away`, "x");
    assert.match(
      redirected!,
      new RegExp(
        `cannot reach the webhook at "${host}" \\(HostNotAllowedError\\)`,
      ),
    );
    const closed = await postWebhook("http://127.0.0.1:9/hook/s3cret", "x");
    assert.match(closed!, /^cannot reach the webhook at "127\.0\.0\.1:9"/);
    assert.doesNotMatch(closed!, /s3cret/);
  } finally {
    await server.shutdown();
  }
});

Deno.test("with NIAH_PROXY set, the alert goes through that proxy (the webhook's worker may reach it); a NIAH_PROXY that is not a URL is one line", async () => {
  const hits: { at: string; url: string }[] = [];
  const serve = (at: string) =>
    Deno.serve(
      { hostname: "127.0.0.1", port: 0, onListen: () => {} },
      async (request) => {
        await request.text();
        hits.push({ at, url: request.url });
        return new Response("ok");
      },
    );
  const webhook = serve("webhook");
  const proxy = serve("proxy");
  const url = `http://127.0.0.1:${webhook.addr.port}/services/T/B/token`;
  try {
    Deno.env.set("NIAH_PROXY", `http://127.0.0.1:${proxy.addr.port}`);
    assert.equal(await postWebhook(url, "niah: job regression"), null);
    assert.deepEqual(hits, [{ at: "proxy", url }]);
    Deno.env.set("NIAH_PROXY", "not a url");
    assert.match(
      String(await postWebhook(url, "niah: job regression")),
      /^Cannot use the proxy in environment variable "NIAH_PROXY"/,
    );
    assert.equal(hits.length, 1);
  } finally {
    Deno.env.delete("NIAH_PROXY");
    await webhook.shutdown();
    await proxy.shutdown();
  }
});
