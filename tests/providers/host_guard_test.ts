import assert from "node:assert/strict";
import {
  guardedFetch,
  HostNotAllowedError,
} from "../../src/providers/host_guard.ts";

/** A fetch that answers each URL from a table and records what it saw. */
function scripted(answers: Record<string, () => Response>) {
  const seen: string[] = [];
  const inner = (input: RequestInfo | URL): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    seen.push(url);
    const answer = answers[url];
    return Promise.resolve(
      answer ? answer() : new Response("none", { status: 404 }),
    );
  };
  return { inner: inner as typeof fetch, seen };
}

Deno.test("a same-host redirect from https to http is refused before anything is sent there", async () => {
  const { inner, seen } = scripted({
    "https://api.example.test/v1/chat": () =>
      new Response(null, {
        status: 307,
        headers: { location: "http://api.example.test/v1/chat" },
      }),
  });
  const guarded = guardedFetch(["api.example.test"], inner);
  await assert.rejects(
    guarded("https://api.example.test/v1/chat", {
      method: "POST",
      headers: { authorization: "Bearer sk-secret" },
      body: "{}",
    }),
    (error: unknown) =>
      error instanceof HostNotAllowedError &&
      /leaves https/.test(error.message) &&
      !error.message.includes("sk-secret"),
  );
  assert.deepEqual(seen, ["https://api.example.test/v1/chat"]);
});

Deno.test("a same-host https redirect is followed with the body resent", async () => {
  const { inner, seen } = scripted({
    "https://api.example.test/v1/chat": () =>
      new Response(null, {
        status: 308,
        headers: { location: "/v2/chat" },
      }),
    "https://api.example.test/v2/chat": () => new Response("ok"),
  });
  const guarded = guardedFetch(["api.example.test"], inner);
  const response = await guarded("https://api.example.test/v1/chat", {
    method: "POST",
    body: "{}",
  });
  assert.equal(await response.text(), "ok");
  assert.deepEqual(seen, [
    "https://api.example.test/v1/chat",
    "https://api.example.test/v2/chat",
  ]);
});

Deno.test("a streamed body is passed on as a stream, not read whole first", async () => {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled++ < 3) controller.enqueue(new TextEncoder().encode("line\n"));
      else controller.close();
    },
  }, { highWaterMark: 0 });
  let pulledBeforeSend = -1;
  let sent = "";
  const inner = async (input: RequestInfo | URL, init?: RequestInit) => {
    pulledBeforeSend = pulled;
    sent = await new Request(input, init).text();
    return new Response("ok");
  };
  const guarded = guardedFetch(["api.example.test"], inner as typeof fetch);
  const response = await guarded("https://api.example.test/v1/files", {
    method: "POST",
    body,
    duplex: "half",
  } as RequestInit);
  assert.equal(await response.text(), "ok");
  assert.equal(pulledBeforeSend, 0);
  assert.equal(sent, "line\nline\nline\n");
});

Deno.test("a streamed body does not follow a redirect (it cannot be sent again)", async () => {
  const { inner, seen } = scripted({
    "https://api.example.test/v1/files": () =>
      new Response(null, { status: 307, headers: { location: "/v2/files" } }),
  });
  const guarded = guardedFetch(["api.example.test"], inner);
  await assert.rejects(
    guarded("https://api.example.test/v1/files", {
      method: "POST",
      body: new Blob(["x"]).stream(),
      duplex: "half",
    } as RequestInit),
    /streamed and cannot be sent again/,
  );
  assert.deepEqual(seen, ["https://api.example.test/v1/files"]);
});
