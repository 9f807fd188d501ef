/**
 * Batch files: the cost per cell of building a 10,000-request batch file
 * (8k-token prompts from niah's synthetic haystack, each with its own
 * needle) through each adapter's streaming serialisation and the SDK's
 * upload, and of parsing a 10,000-line result file through the same
 * parsers as direct calls; with the peak RSS after each step, against the
 * size of the file (bounded memory: the file is never held whole).
 *
 * No network: the SDKs talk to an in-process fetch that reads each upload
 * as a stream and discards it, and streams result files as it makes them.
 *
 *   deno run --allow-read --allow-env bench/batch_bench.ts
 */
import { createAnthropicBatch } from "../src/providers/anthropic_batch.ts";
import type { BatchApi, BatchRequest } from "../src/providers/batch.ts";
import { createOpenAIBatch } from "../src/providers/openai_batch.ts";
import { syntheticText } from "../src/haystack/synthetic_prose.ts";
import { answerBody } from "../tests/support/fake_api_server.ts";

const CELLS = 10_000;
/** About 8k tokens at ~4 characters a token. */
const CONTEXT_CHARS = 32_000;
const ORIGIN = "http://batch-bench.invalid";

function peakRssMb(): number {
  try {
    const status = Deno.readTextFileSync("/proc/self/status");
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    // Not Linux: the current RSS instead.
  }
  return Deno.memoryUsage().rss / 2 ** 20;
}

const contexts = Array.from(
  { length: 16 },
  (_, seed) => syntheticText(seed, CONTEXT_CHARS),
);

function uuid(i: number): string {
  return `0f8fad5b-d9cb-469f-a165-${String(i).padStart(12, "0")}`;
}

/** The cells' requests, made as the upload pulls them (as the runner does). */
function* requests(): Generator<BatchRequest> {
  for (let i = 0; i < CELLS; i++) {
    const context = contexts[i % contexts.length]!;
    const at = (i * 7919) % context.length;
    yield {
      custom_id: i.toString(16).padStart(16, "0"),
      messages: [
        { role: "system", content: "You are a helpful AI bot." },
        {
          role: "user",
          content: `${context.slice(0, at)} The secret code is ${uuid(i)}. ${
            context.slice(at)
          }\n\nWhat is the secret code?`,
        },
      ],
    };
  }
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    headers: { "content-type": "application/json" },
  });
}

/** Result lines made as they are read, `CELLS` of them. */
function resultStream(line: (i: number) => string): ReadableStream {
  let i = 0;
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i >= CELLS) return controller.close();
      let chunk = "";
      for (let n = 0; n < 100 && i < CELLS; n++) chunk += line(i++);
      controller.enqueue(encoder.encode(chunk));
    },
  });
}

function openaiLine(i: number): string {
  const body = answerBody(
    "chat",
    {
      model: "m",
      messages: [{ role: "user", content: `The secret code is ${uuid(i)}.` }],
    },
    { usage: { input: 8000, output: 14 } },
    i,
  );
  return JSON.stringify({
    id: `batch_req_${i}`,
    custom_id: i.toString(16).padStart(16, "0"),
    response: { status_code: 200, request_id: `req_${i}`, body },
    error: null,
  }) + "\n";
}

function anthropicLine(i: number): string {
  const message = answerBody(
    "messages",
    {
      model: "m",
      messages: [{ role: "user", content: `The secret code is ${uuid(i)}.` }],
    },
    { usage: { input: 8000, output: 14 } },
    i,
  );
  return JSON.stringify({
    custom_id: i.toString(16).padStart(16, "0"),
    result: { type: "succeeded", message },
  }) + "\n";
}

const openaiBatch = (status: string) => ({
  id: "batch_1",
  object: "batch",
  endpoint: "/v1/chat/completions",
  status,
  created_at: 1_700_000_000,
  expires_at: 1_700_086_400,
  output_file_id: status === "completed" ? "file-out" : null,
  error_file_id: null,
  request_counts: { total: CELLS, completed: 0, failed: 0 },
});

const anthropicBatch = (ended: boolean) => ({
  id: "msgbatch_1",
  type: "message_batch",
  processing_status: ended ? "ended" : "in_progress",
  request_counts: {
    processing: ended ? 0 : CELLS,
    succeeded: ended ? CELLS : 0,
    errored: 0,
    canceled: 0,
    expired: 0,
  },
  created_at: "2026-01-01T00:00:00Z",
  expires_at: "2026-01-02T00:00:00Z",
  cancel_initiated_at: null,
  results_url: ended
    ? `${ORIGIN}/v1/messages/batches/msgbatch_1/results`
    : null,
});

/** Bytes of the last upload, read as a stream and dropped. */
let uploaded = 0;

async function drain(body: ReadableStream<Uint8Array> | null): Promise<void> {
  uploaded = 0;
  if (!body) return;
  for await (const chunk of body) uploaded += chunk.length;
}

/** The APIs' answers, in process: uploads drained, results streamed. */
const sink: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const path = new URL(request.url).pathname;
  const file = path === "/v1/files" || path === "/v1/messages/batches";
  if (request.method === "POST" && file) await drain(request.body);
  switch (path) {
    case "/v1/files":
      return json({ id: "file-in", object: "file", purpose: "batch" });
    case "/v1/batches":
      return json(openaiBatch("validating"));
    case "/v1/batches/batch_1":
      return json(openaiBatch("completed"));
    case "/v1/files/file-out/content":
      return new Response(resultStream(openaiLine));
    case "/v1/messages/batches":
      return json(anthropicBatch(false));
    case "/v1/messages/batches/msgbatch_1":
      return json(anthropicBatch(true));
    case "/v1/messages/batches/msgbatch_1/results":
      return new Response(resultStream(anthropicLine));
  }
  return new Response("{}", { status: 404 });
};

interface Figures {
  sizeMs: number;
  buildMs: number;
  parseMs: number;
  fileMb: number;
  rssAfterBuild: number;
  rssAfterParse: number;
}

async function measure(api: BatchApi): Promise<Figures> {
  const signal = new AbortController().signal;
  let t = performance.now();
  let bytes = 0;
  for (const request of requests()) bytes += api.requestBytes(request);
  const sizeMs = performance.now() - t;
  t = performance.now();
  const info = await api.submit(requests(), { label: "bench", signal });
  const buildMs = performance.now() - t;
  const rssAfterBuild = peakRssMb();
  t = performance.now();
  let answered = 0;
  for await (const result of api.results(info.id, signal)) {
    if (result.kind === "answered") answered++;
  }
  const parseMs = performance.now() - t;
  if (answered !== CELLS) throw new Error(`parsed ${answered} of ${CELLS}`);
  if (uploaded < bytes) throw new Error(`uploaded ${uploaded} < ${bytes}`);
  return {
    sizeMs,
    buildMs,
    parseMs,
    fileMb: uploaded / 2 ** 20,
    rssAfterBuild,
    rssAfterParse: peakRssMb(),
  };
}

const request = { model: "bench-model", max_tokens: 64, temperature: 0 };
const adapters: [string, BatchApi][] = [
  [
    "openai chat_completions",
    createOpenAIBatch({
      api: "chat_completions",
      apiKey: "sk-bench",
      baseURL: `${ORIGIN}/v1`,
      request,
      fetch: sink,
    }),
  ],
  [
    "anthropic messages",
    createAnthropicBatch({
      apiKey: "sk-bench",
      baseURL: ORIGIN,
      request,
      fetch: sink,
    }),
  ],
];

console.log(
  `batch files: ${CELLS} requests of ~${CONTEXT_CHARS} characters (8k tokens); start RSS ${
    peakRssMb().toFixed(0)
  } MB`,
);
console.log(
  "adapter                  | size ms/cell | build ms/cell | parse ms/cell | file MB | peak RSS MB (build, parse)",
);
for (const [name, api] of adapters) {
  const f = await measure(api);
  console.log(
    `${name.padEnd(24)} | ${(f.sizeMs / CELLS).toFixed(3).padStart(12)} | ${
      (f.buildMs / CELLS).toFixed(3).padStart(13)
    } | ${(f.parseMs / CELLS).toFixed(3).padStart(13)} | ${
      f.fileMb.toFixed(0).padStart(7)
    } | ${f.rssAfterBuild.toFixed(0)}, ${f.rssAfterParse.toFixed(0)}`,
  );
}
