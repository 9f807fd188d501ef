/**
 * A loopback model API for tests and benches: enough of OpenAI chat
 * completions (JSON and SSE with `stream_options.include_usage`), the
 * Responses API and Anthropic Messages (JSON and SSE) to answer niah's
 * requests. By default it answers every prompt correctly (it finds "The
 * secret code is <uuid>" in the prompt and repeats it), so runs score 1;
 * tests script faults per request. Every request is recorded.
 */

/** Which API a request was for, from its path. */
export type ApiKind = "chat" | "responses" | "messages" | "unknown";

/** One request as the server saw it. */
export interface RecordedRequest {
  /** 0 for the first request the server received, then 1, 2, ... */
  index: number;
  api: ApiKind;
  method: string;
  path: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** The parsed JSON body, or null when it was not JSON. */
  body: Record<string, unknown> | null;
  rawBody: string;
  /** Every message's text (and the system prompt), joined by newlines. */
  prompt: string;
  /** 1 for the first request with this prompt, 2 for its first retry, ... */
  attempt: number;
  stream: boolean;
  /** The API key: `Authorization: Bearer` or `x-api-key`. */
  apiKey: string | undefined;
  /** `performance.now()` on arrival. */
  receivedAt: number;
  /** Requests in flight on arrival, this one included. */
  inFlight: number;
  /** `performance.now()` when the response was complete, if it was. */
  finishedAt?: number;
}

/** A correct (or scripted) answer in the API's own format. */
export interface AnswerReply {
  kind: "answer";
  /** Defaults to the needle's answer found in the prompt. */
  text?: string;
  /** Reasoning text (`reasoning_content`, a reasoning item, thinking). */
  reasoning?: string;
  /**
   * `length` is a max-tokens stop in each API's own words; `incomplete` is
   * a Responses API `status: "incomplete"` with no reason given (as some
   * proxies send it; other APIs get a `length` stop).
   */
  finish?: "stop" | "length" | "incomplete";
  /**
   * Anthropic streams: `message_delta` carries the input tokens and
   * `message_start` says 0, as LiteLLM proxies send it; `"both"`: both
   * carry the same count, as the API itself now sends it.
   */
  inputTokensInMessageDelta?: boolean | "both";
  /** Token counts; defaults are rough counts. null omits usage. */
  usage?: { input?: number; output?: number; reasoning?: number } | null;
  /** Milliseconds before answering. */
  delayMs?: number;
  /**
   * No answer until this settles (or the server shuts down): a test holds
   * a run mid-request for as long as it needs, however slow the machine.
   */
  until?: Promise<unknown>;
  /**
   * Answer whole, as `application/json`, even a request that asked to
   * stream (as some servers and proxies do).
   */
  ignoreStream?: boolean;
}

/** What the server does with one request. */
export type Reply =
  | AnswerReply
  /** An error status with the API's error body (its message echoes the key). */
  | {
    kind: "status";
    status: number;
    headers?: Record<string, string>;
    delayMs?: number;
    /** No answer until this settles (or the server shuts down). */
    until?: Promise<unknown>;
  }
  /**
   * 429 with `retry-after` (seconds or a date) and/or `retry-after-ms`, and
   * any other headers (`x-ratelimit-reset-*`, `llm_provider-retry-after`).
   */
  | {
    kind: "rate_limit";
    retryAfter?: string;
    retryAfterMs?: number;
    headers?: Record<string, string>;
  }
  /** 200 and half a body, then the connection drops. */
  | { kind: "reset" }
  /** No answer until the server shuts down (or `ms` pass). */
  | { kind: "hang"; ms?: number }
  /**
   * Responses API streams: `response.created`, then `response.failed` (a
   * server error mid-generation). Other requests get a 500.
   */
  | { kind: "response_failed" }
  /** 200 with a JSON content type and a body that is not JSON. */
  | { kind: "malformed_json" }
  /**
   * A JSON body of the test's own, as is (a shape the other replies don't
   * make: a Responses object with `status: "failed"`, a proxy's error).
   */
  | {
    kind: "json";
    body: unknown;
    /** Defaults to 200. */
    status?: number;
    headers?: Record<string, string>;
  }
  /**
   * A streamed answer cut after `afterEvents` events: cleanly (the stream
   * just ends), `abrupt`ly (the connection drops), or `stall`ing (nothing
   * more until the server shuts down). For a request that did not ask to
   * stream, the same as `reset`.
   */
  | {
    kind: "cut_stream";
    afterEvents?: number;
    abrupt?: boolean;
    stall?: boolean;
  };

/** How the server is set up. */
export interface FakeApiOptions {
  /** The reply for a request; undefined means the queue, then the default. */
  reply?: (request: RecordedRequest) => Reply | undefined;
  /** When set, requests with another key get a 401. */
  apiKey?: string;
  /** Delay of default answers, in ms. */
  delayMs?: number;
  /** The default answer's text for a prompt. */
  answer?: (prompt: string) => string;
  /** The port; 0 (default) picks a free one. */
  port?: number;
  /**
   * Echo the request's API key in every answer and error body, as is, in
   * base64 and URL-encoded (a hostile or buggy server, for redaction tests).
   */
  echoKey?: boolean;
  /**
   * Keep every request in `requests` (default true). A bench sending
   * thousands of long prompts turns it off; `attempt` is then always 1.
   */
  record?: boolean;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The default answer: the secret code in the prompt, if there is one. */
export function answerFromPrompt(prompt: string): string {
  const code = /The secret code is ([0-9a-f-]{36})/i.exec(prompt)?.[1] ??
    UUID.exec(prompt)?.[0];
  return code ? `The secret code is ${code}.` : "I could not find it.";
}

const encoder = new TextEncoder();
/** Streamed responses, which end their request's time in flight themselves. */
const selfFinishing = new WeakSet<Response>();

/** A running loopback server; `await shutdown()` at the end of each test. */
export class FakeApiServer {
  readonly requests: RecordedRequest[] = [];
  readonly #queue: Reply[] = [];
  readonly #server: Deno.HttpServer<Deno.NetAddr>;
  readonly #hangs = new Set<() => void>();
  readonly #attempts = new Map<string, number>();
  #received = 0;
  #inFlight = 0;
  #maxInFlight = 0;
  #closed = false;

  constructor(readonly options: FakeApiOptions = {}) {
    this.#server = Deno.serve({
      hostname: "127.0.0.1",
      port: options.port ?? 0,
      onListen() {},
    }, (request) => this.#handle(request));
  }

  /** The port it listens on. */
  get port(): number {
    return this.#server.addr.port;
  }

  /** `http://127.0.0.1:<port>`. */
  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The base URL for the OpenAI SDK (`<origin>/v1`). */
  get openaiBaseURL(): string {
    return `${this.origin}/v1`;
  }

  /**
   * A model config (JSON, which is YAML) with id `id` that sends chat
   * completions to this server, its key read from `keyEnv`.
   */
  chatModel(id: string, keyEnv: string): string {
    return JSON.stringify({
      id,
      runtime: { sdk: "openai-python", api: "chat_completions" },
      client: { api_key_env: keyEnv, base_url: this.openaiBaseURL },
      request: { model: "loop-model", max_tokens: 64 },
    });
  }

  /** The base URL for the Anthropic SDK (it appends `/v1/messages`). */
  get anthropicBaseURL(): string {
    return this.origin;
  }

  /** Requests received so far, recorded or not. */
  get received(): number {
    return this.#received;
  }

  /** Most requests that were ever in flight at once. */
  get maxInFlight(): number {
    return this.#maxInFlight;
  }

  /** Replies for the next requests, in order, before `options.reply`. */
  enqueue(...replies: Reply[]): void {
    this.#queue.push(...replies);
  }

  /** Releases hung requests and stops; resolves when all is closed. */
  async shutdown(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    for (const release of this.#hangs) release();
    this.#hangs.clear();
    await this.#server.shutdown();
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.shutdown();
  }

  async #handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const rawBody = await request.text();
    let body: Record<string, unknown> | null = null;
    try {
      const parsed = JSON.parse(rawBody);
      if (parsed && typeof parsed === "object") body = parsed;
    } catch {
      body = null;
    }
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const prompt = promptOf(body);
    const record = this.options.record ?? true;
    const attempt = record ? (this.#attempts.get(prompt) ?? 0) + 1 : 1;
    if (record) this.#attempts.set(prompt, attempt);
    this.#inFlight++;
    this.#maxInFlight = Math.max(this.#maxInFlight, this.#inFlight);
    const auth = headers["authorization"];
    const recorded: RecordedRequest = {
      index: this.#received++,
      api: apiOf(url.pathname),
      method: request.method,
      path: url.pathname,
      headers,
      body,
      rawBody,
      prompt,
      attempt,
      stream: body?.stream === true,
      apiKey: headers["x-api-key"] ??
        (auth?.startsWith("Bearer ") ? auth.slice(7) : undefined),
      receivedAt: performance.now(),
      inFlight: this.#inFlight,
    };
    if (record) this.requests.push(recorded);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      this.#inFlight--;
      recorded.finishedAt = performance.now();
    };
    try {
      const response = await this.#respond(recorded, finish);
      if (!selfFinishing.has(response)) finish();
      return response;
    } catch (error) {
      finish();
      throw error;
    }
  }

  #choose(request: RecordedRequest): Reply {
    if (
      this.options.apiKey !== undefined &&
      request.apiKey !== this.options.apiKey
    ) return { kind: "status", status: 401 };
    return this.#queue.shift() ?? this.options.reply?.(request) ??
      { kind: "answer" };
  }

  async #respond(
    request: RecordedRequest,
    finish: () => void,
  ): Promise<Response> {
    const reply = this.#choose(request);
    switch (reply.kind) {
      case "answer": {
        if (reply.until) await this.#waitFor(reply.until);
        await this.#wait(reply.delayMs ?? this.options.delayMs ?? 0);
        const answer = this.#answer(request, reply);
        return request.stream && !reply.ignoreStream
          ? sseResponse(streamEvents(request, answer), finish)
          : json(200, completionBody(request, answer));
      }
      case "status": {
        if (reply.until) await this.#waitFor(reply.until);
        await this.#wait(reply.delayMs ?? 0);
        return json(
          reply.status,
          this.#errorBody(request, reply.status),
          reply.headers,
        );
      }
      case "rate_limit": {
        const headers: Record<string, string> = { ...reply.headers };
        if (reply.retryAfter !== undefined) {
          headers["retry-after"] = reply.retryAfter;
        }
        if (reply.retryAfterMs !== undefined) {
          headers["retry-after-ms"] = String(reply.retryAfterMs);
        }
        return json(429, this.#errorBody(request, 429), headers);
      }
      case "reset":
        return truncated(
          JSON.stringify(completionBody(request, this.#answer(request, {}))),
          "application/json",
          finish,
        );
      case "hang":
        await this.#wait(reply.ms ?? 600_000);
        return json(503, this.#errorBody(request, 503));
      case "response_failed": {
        if (request.api !== "responses" || !request.stream) {
          return json(500, this.#errorBody(request, 500));
        }
        const failed = {
          ...responsesBody(request, this.#answer(request, {}), "failed"),
          output: [],
          usage: null,
          error: { code: "server_error", message: "The model failed." },
        };
        return sseResponse([
          sse({
            type: "response.created",
            sequence_number: 0,
            response: { ...failed, status: "in_progress", error: null },
          }, "response.created"),
          sse(
            { type: "response.failed", sequence_number: 1, response: failed },
            "response.failed",
          ),
        ], finish);
      }
      case "json":
        return json(reply.status ?? 200, reply.body, reply.headers);
      case "malformed_json":
        return new Response('{"id": "chatcmpl-1", "choices": [{"index": 0,', {
          headers: { "content-type": "application/json" },
        });
      case "cut_stream": {
        const answer = this.#answer(request, {});
        if (!request.stream) {
          return truncated(
            JSON.stringify(completionBody(request, answer)),
            "application/json",
            finish,
          );
        }
        const events = streamEvents(request, answer).slice(
          0,
          reply.afterEvents ?? 2,
        );
        return reply.abrupt
          ? truncated(events.join(""), "text/event-stream", finish)
          : sseResponse(
            events,
            finish,
            reply.stall ? () => this.#wait(600_000) : undefined,
          );
      }
    }
  }

  #errorBody(request: RecordedRequest, status: number): unknown {
    return errorBody(
      request,
      status,
      this.options.echoKey ? ` (${keyForms(request.apiKey)})` : "",
    );
  }

  #answer(request: RecordedRequest, reply: Partial<AnswerReply>): Answer {
    const text = (reply.text ??
      (this.options.answer ?? answerFromPrompt)(request.prompt)) +
      (this.options.echoKey ? ` Your key: ${keyForms(request.apiKey)}` : "");
    return answerOf(request.prompt, text, reply);
  }

  /** Waits until `promise` settles, or less if the server shuts down. */
  #waitFor(promise: Promise<unknown>): Promise<void> {
    if (this.#closed) return Promise.resolve();
    return new Promise((resolve) => {
      const release = () => {
        this.#hangs.delete(release);
        resolve();
      };
      this.#hangs.add(release);
      promise.then(release, release);
    });
  }

  /** Waits `ms`, or less if the server shuts down. */
  #wait(ms: number): Promise<void> {
    if (ms <= 0 || this.#closed) return Promise.resolve();
    return new Promise((resolve) => {
      const release = () => {
        clearTimeout(timer);
        this.#hangs.delete(release);
        resolve();
      };
      const timer = setTimeout(release, ms);
      this.#hangs.add(release);
    });
  }
}

/** The answer of a reply: its text, reasoning, finish and token counts. */
function answerOf(
  prompt: string,
  text: string,
  reply: Partial<AnswerReply>,
): Answer {
  const reasoningTokens = reply.usage?.reasoning ??
    (reply.reasoning ? roughTokens(reply.reasoning) : undefined);
  const output = reply.usage?.output ??
    roughTokens(text) + (reasoningTokens ?? 0);
  return {
    text,
    ...(reply.reasoning !== undefined ? { reasoning: reply.reasoning } : {}),
    finish: reply.finish ?? "stop",
    ...(reply.inputTokensInMessageDelta
      ? { inputTokensInMessageDelta: reply.inputTokensInMessageDelta }
      : {}),
    usage: reply.usage === null ? null : {
      input: reply.usage?.input ?? roughTokens(prompt),
      output,
      ...(reasoningTokens !== undefined ? { reasoning: reasoningTokens } : {}),
    },
  };
}

/**
 * The whole (not streamed) answer body this server gives a request of
 * `api` (`chat`, `responses` or `messages`), for another loopback server
 * that answers the same requests another way (the batch API server).
 * `reply.text` defaults to `answerFromPrompt` of the body's prompt.
 */
export function answerBody(
  api: ApiKind,
  body: Record<string, unknown>,
  reply: Partial<AnswerReply> = {},
  index = 0,
): Record<string, unknown> {
  const prompt = promptOf(body);
  const request = { api, body, index } as RecordedRequest;
  const answer = answerOf(
    prompt,
    reply.text ?? answerFromPrompt(prompt),
    reply,
  );
  return completionBody(request, answer) as Record<string, unknown>;
}

/** Every message's text (and the system prompt) of a body, as recorded. */
export function bodyPrompt(body: Record<string, unknown> | null): string {
  return promptOf(body);
}

interface Answer {
  text: string;
  reasoning?: string;
  finish: "stop" | "length" | "incomplete";
  inputTokensInMessageDelta?: boolean | "both";
  usage: { input: number; output: number; reasoning?: number } | null;
}

/** Runs `body` against a fresh server, shut down afterwards whatever happens. */
export async function withFakeApi(
  options: FakeApiOptions,
  body: (server: FakeApiServer) => Promise<void>,
): Promise<void> {
  const server = new FakeApiServer(options);
  try {
    await body(server);
  } finally {
    await server.shutdown();
  }
}

/** A key as is, in base64 and URL-encoded. */
export function keyForms(key: string | undefined): string {
  const k = key ?? "(none)";
  return `${k} ${btoa(k)} ${encodeURIComponent(k)}`;
}

function roughTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

function apiOf(path: string): ApiKind {
  if (path.endsWith("/chat/completions")) return "chat";
  if (path.endsWith("/responses")) return "responses";
  if (path.endsWith("/messages")) return "messages";
  return "unknown";
}

function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content.map((part) =>
      typeof part === "string"
        ? part
        : typeof part?.text === "string"
        ? part.text
        : ""
    ).join("");
  }
  return "";
}

function promptOf(body: Record<string, unknown> | null): string {
  if (!body) return "";
  const parts: string[] = [];
  if (body.system !== undefined) parts.push(contentText(body.system));
  const list = Array.isArray(body.messages)
    ? body.messages
    : Array.isArray(body.input)
    ? body.input
    : typeof body.input === "string"
    ? [{ content: body.input }]
    : [];
  for (const message of list as { content?: unknown }[]) {
    parts.push(contentText(message?.content));
  }
  return parts.join("\n");
}

function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

/**
 * Half of `text`, then the connection drops: the declared content-length
 * is longer than the body, so the client reads a broken connection.
 */
function truncated(
  text: string,
  contentType: string,
  finish: () => void,
): Response {
  const bytes = encoder.encode(text);
  const half = bytes.subarray(0, Math.max(1, Math.floor(bytes.length / 2)));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(half);
    },
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      finish();
      controller.close();
    },
    cancel: finish,
  }, { highWaterMark: 0 });
  const response = new Response(stream, {
    headers: {
      "content-type": contentType,
      "content-length": String(bytes.length + 100),
    },
  });
  selfFinishing.add(response);
  return response;
}

function sseResponse(
  events: string[],
  finish: () => void,
  stall?: () => Promise<void>,
): Response {
  let i = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const event = events[i++];
      if (event !== undefined) {
        controller.enqueue(encoder.encode(event));
        return;
      }
      if (stall) await stall();
      finish();
      try {
        controller.close();
      } catch {
        // The client went away while the stream stalled.
      }
    },
    cancel: finish,
  });
  const response = new Response(stream, {
    headers: {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
    },
  });
  selfFinishing.add(response);
  return response;
}

function sse(data: unknown, event?: string): string {
  return `${event ? `event: ${event}\n` : ""}data: ${JSON.stringify(data)}\n\n`;
}

/** The text in a few pieces, so streams have several deltas. */
function pieces(text: string): string[] {
  const size = Math.max(1, Math.ceil(text.length / 3));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function model(request: RecordedRequest): string {
  return String(request.body?.model ?? "fake-model");
}

function completionBody(request: RecordedRequest, answer: Answer): unknown {
  if (request.api === "responses") return responsesBody(request, answer);
  if (request.api === "messages") return messagesBody(request, answer);
  return chatBody(request, answer);
}

function chatUsage(usage: Answer["usage"]) {
  if (!usage) return null;
  return {
    prompt_tokens: usage.input,
    completion_tokens: usage.output,
    total_tokens: usage.input + usage.output,
    ...(usage.reasoning !== undefined
      ? { completion_tokens_details: { reasoning_tokens: usage.reasoning } }
      : {}),
  };
}

function chatBody(request: RecordedRequest, answer: Answer): unknown {
  return {
    id: `chatcmpl-${request.index}`,
    object: "chat.completion",
    created: 1_700_000_000,
    model: model(request),
    choices: [{
      index: 0,
      message: {
        role: "assistant",
        content: answer.text,
        ...(answer.reasoning !== undefined
          ? { reasoning_content: answer.reasoning }
          : {}),
      },
      finish_reason: answer.finish === "stop" ? "stop" : "length",
    }],
    ...(answer.usage ? { usage: chatUsage(answer.usage) } : {}),
  };
}

function responsesBody(
  request: RecordedRequest,
  answer: Answer,
  status?: string,
): Record<string, unknown> {
  const output: unknown[] = [];
  if (answer.reasoning !== undefined) {
    output.push({
      type: "reasoning",
      id: `rs_${request.index}`,
      summary: [{ type: "summary_text", text: answer.reasoning }],
    });
  }
  output.push({
    type: "message",
    id: `msg_${request.index}`,
    role: "assistant",
    status: "completed",
    content: [{ type: "output_text", text: answer.text, annotations: [] }],
  });
  const incomplete = answer.finish !== "stop";
  return {
    id: `resp_${request.index}`,
    object: "response",
    created_at: 1_700_000_000,
    status: status ?? (incomplete ? "incomplete" : "completed"),
    model: model(request),
    output: status === "in_progress" ? [] : output,
    incomplete_details: incomplete && status !== "in_progress"
      ? { reason: answer.finish === "length" ? "max_output_tokens" : null }
      : null,
    usage: answer.usage && status !== "in_progress"
      ? {
        input_tokens: answer.usage.input,
        output_tokens: answer.usage.output,
        total_tokens: answer.usage.input + answer.usage.output,
        output_tokens_details: {
          reasoning_tokens: answer.usage.reasoning ?? 0,
        },
      }
      : null,
  };
}

function messagesBody(request: RecordedRequest, answer: Answer): unknown {
  return {
    id: `msg_${request.index}`,
    type: "message",
    role: "assistant",
    model: model(request),
    content: [
      ...(answer.reasoning !== undefined
        ? [{ type: "thinking", thinking: answer.reasoning, signature: "sig" }]
        : []),
      { type: "text", text: answer.text },
    ],
    stop_reason: answer.finish === "stop" ? "end_turn" : "max_tokens",
    stop_sequence: null,
    usage: answer.usage
      ? { input_tokens: answer.usage.input, output_tokens: answer.usage.output }
      : null,
  };
}

/** The SSE events of a streamed answer, each a complete `data:` block. */
function streamEvents(request: RecordedRequest, answer: Answer): string[] {
  if (request.api === "responses") return responsesEvents(request, answer);
  if (request.api === "messages") return messagesEvents(request, answer);
  return chatEvents(request, answer);
}

function chatEvents(request: RecordedRequest, answer: Answer): string[] {
  const chunk = (delta: unknown, finish: string | null, usage?: unknown) => ({
    id: `chatcmpl-${request.index}`,
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model: model(request),
    choices: delta === null ? [] : [{ index: 0, delta, finish_reason: finish }],
    ...(usage !== undefined ? { usage } : {}),
  });
  const events = [sse(chunk({ role: "assistant", content: "" }, null))];
  for (const part of pieces(answer.reasoning ?? "")) {
    events.push(sse(chunk({ reasoning_content: part }, null)));
  }
  for (const part of pieces(answer.text)) {
    events.push(sse(chunk({ content: part }, null)));
  }
  events.push(
    sse(chunk({}, answer.finish === "stop" ? "stop" : "length")),
  );
  const options = request.body?.stream_options as
    | { include_usage?: boolean }
    | undefined;
  if (options?.include_usage && answer.usage) {
    events.push(sse(chunk(null, null, chatUsage(answer.usage))));
  }
  events.push("data: [DONE]\n\n");
  return events;
}

function responsesEvents(request: RecordedRequest, answer: Answer): string[] {
  let sequence = 0;
  const event = (type: string, data: Record<string, unknown>) =>
    sse({ type, sequence_number: sequence++, ...data }, type);
  const events = [
    event("response.created", {
      response: responsesBody(request, answer, "in_progress"),
    }),
  ];
  for (const part of pieces(answer.text)) {
    events.push(event("response.output_text.delta", {
      item_id: `msg_${request.index}`,
      output_index: 0,
      content_index: 0,
      delta: part,
    }));
  }
  const final = responsesBody(request, answer);
  events.push(event(
    final.status === "completed" ? "response.completed" : "response.incomplete",
    { response: final },
  ));
  return events;
}

function messagesEvents(request: RecordedRequest, answer: Answer): string[] {
  const events = [
    sse({
      type: "message_start",
      message: {
        id: `msg_${request.index}`,
        type: "message",
        role: "assistant",
        model: model(request),
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: {
          input_tokens: answer.inputTokensInMessageDelta === true
            ? 0
            : answer.usage?.input ?? 0,
          output_tokens: 1,
        },
      },
    }, "message_start"),
    sse({ type: "ping" }, "ping"),
  ];
  let index = 0;
  if (answer.reasoning !== undefined) {
    events.push(sse({
      type: "content_block_start",
      index,
      content_block: { type: "thinking", thinking: "", signature: "" },
    }, "content_block_start"));
    for (const part of pieces(answer.reasoning)) {
      events.push(sse({
        type: "content_block_delta",
        index,
        delta: { type: "thinking_delta", thinking: part },
      }, "content_block_delta"));
    }
    events.push(sse({
      type: "content_block_delta",
      index,
      delta: { type: "signature_delta", signature: "sig" },
    }, "content_block_delta"));
    events.push(
      sse({ type: "content_block_stop", index }, "content_block_stop"),
    );
    index++;
  }
  events.push(sse({
    type: "content_block_start",
    index,
    content_block: { type: "text", text: "" },
  }, "content_block_start"));
  for (const part of pieces(answer.text)) {
    events.push(sse({
      type: "content_block_delta",
      index,
      delta: { type: "text_delta", text: part },
    }, "content_block_delta"));
  }
  events.push(sse({ type: "content_block_stop", index }, "content_block_stop"));
  events.push(sse({
    type: "message_delta",
    delta: {
      stop_reason: answer.finish === "stop" ? "end_turn" : "max_tokens",
      stop_sequence: null,
    },
    usage: {
      output_tokens: answer.usage?.output ?? 0,
      ...(answer.inputTokensInMessageDelta
        ? { input_tokens: answer.usage?.input ?? 0 }
        : {}),
    },
  }, "message_delta"));
  events.push(sse({ type: "message_stop" }, "message_stop"));
  return events;
}

/** The error body of each API; the message echoes the key it was sent. */
function errorBody(
  request: RecordedRequest,
  status: number,
  extra = "",
): unknown {
  const type = status === 401
    ? "authentication_error"
    : status === 403
    ? "permission_error"
    : status === 429
    ? "rate_limit_error"
    : status === 529
    ? "overloaded_error"
    : status >= 500
    ? "api_error"
    : "invalid_request_error";
  const message = `fake ${status} (${type}) for key ${
    request.apiKey ?? "(none)"
  }${extra}`;
  return request.api === "messages"
    ? { type: "error", error: { type, message } }
    : { error: { message, type, code: status } };
}
