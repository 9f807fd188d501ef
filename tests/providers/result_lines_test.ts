import assert from "node:assert/strict";
import { BatchResultsError } from "../../src/providers/batch.ts";
import {
  type ResultLine,
  resultLines,
} from "../../src/providers/result_lines.ts";

const encoder = new TextEncoder();
const signal = new AbortController().signal;
const reading = (maxLineBytes = 1 << 20, idleMs = 60_000) => ({
  maxLineBytes,
  idleMs,
});

/** `bytes` as a stream of chunks of the given sizes (the rest in one). */
function chunked(
  bytes: Uint8Array,
  sizes: number[],
): ReadableStream<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let at = 0;
  for (const size of sizes) {
    chunks.push(bytes.slice(at, at + size));
    at += size;
  }
  if (at < bytes.length) chunks.push(bytes.slice(at));
  return ReadableStream.from(chunks);
}

async function all(lines: AsyncIterable<ResultLine>): Promise<ResultLine[]> {
  const out: ResultLine[] = [];
  for await (const line of lines) out.push(line);
  return out;
}

Deno.test("lines cut anywhere across chunks come out whole, numbered, trimmed, blank ones skipped", async () => {
  const text = '{"a":"é"}\r\n\n  {"b":"\u{1F600}"}\n{"c":3}';
  const bytes = encoder.encode(text);
  const expected = [
    { kind: "text", number: 1, text: '{"a":"é"}' },
    { kind: "text", number: 3, text: '{"b":"\u{1F600}"}' },
    { kind: "text", number: 4, text: '{"c":3}' },
  ];
  for (let seed = 1; seed <= 40; seed++) {
    const sizes = Array.from(
      { length: 12 },
      (_, i) => ((seed * 7 + i * 5) % 6) + 1,
    );
    assert.deepEqual(
      await all(resultLines(chunked(bytes, sizes), reading(), signal)),
      expected,
      `chunks ${sizes}`,
    );
  }
});

Deno.test("a line past the cap is read past, kept only as its length and first bytes", async () => {
  const long = `{"custom_id":"c1","pad":"${"x".repeat(100_000)}"}`;
  const text = `{"ok":1}\n${long}\n{"ok":2}\n${"y".repeat(9000)}`;
  const lines = await all(
    resultLines(
      chunked(encoder.encode(text), [3, 5000, 7]),
      reading(8192),
      signal,
    ),
  );
  assert.deepEqual(lines.map((l) => [l.kind, l.number]), [
    ["text", 1],
    ["long", 2],
    ["text", 3],
    ["long", 4],
  ]);
  const second = lines[1]!;
  assert.ok(second.kind === "long");
  assert.equal(second.bytes, long.length);
  assert.equal(second.head, long.slice(0, 4096));
});

Deno.test("a body that sends nothing for the idle wait is given up and cancelled", async () => {
  let cancelled = false;
  const stalled = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('{"a":1}\n{"b"'));
    },
    cancel() {
      cancelled = true;
    },
  });
  const lines: ResultLine[] = [];
  await assert.rejects(
    async () => {
      for await (
        const line of resultLines(stalled, reading(1024, 20), signal)
      ) {
        lines.push(line);
      }
    },
    (error) =>
      error instanceof BatchResultsError &&
      /sent nothing for 0\.02 s/.test(error.message),
  );
  assert.equal(lines.length, 1);
  assert.ok(cancelled);
});

Deno.test("an abort stops the read between chunks and cancels the body", async () => {
  const controller = new AbortController();
  let cancelled = false;
  const endless = new ReadableStream<Uint8Array>({
    pull(c) {
      c.enqueue(encoder.encode('{"a":1}\n'));
    },
    cancel() {
      cancelled = true;
    },
  });
  let seen = 0;
  await assert.rejects(async () => {
    for await (const _ of resultLines(endless, reading(), controller.signal)) {
      if (++seen === 3) controller.abort(new Error("stop"));
    }
  }, /stop/);
  assert.equal(seen, 3);
  assert.ok(cancelled);
});
