/**
 * A loopback server with both providers' batch APIs, for tests and benches:
 *
 * - OpenAI's Batch API: `POST /v1/files` (multipart, purpose `batch`),
 *   `POST /v1/batches`, `GET /v1/batches/{id}`, `GET /v1/files/{id}/content`,
 *   `POST /v1/batches/{id}/cancel`, for the `/v1/chat/completions` and
 *   `/v1/responses` endpoints;
 * - Anthropic's Message Batches: `POST /v1/messages/batches`,
 *   `GET /v1/messages/batches/{id}`, `GET /v1/messages/batches/{id}/results`,
 *   `POST /v1/messages/batches/{id}/cancel`.
 *
 * A batch is queued (OpenAI `validating`; Anthropic has no such state and
 * says `in_progress`), then in progress, then ended, advanced by each
 * retrieve (`queuedPolls`, `inProgressPolls`) or by time (`stageMs`). When
 * it ends, each item's fate comes from `options.outcome` (default: a right
 * answer, in the same bodies `fake_api_server.ts` answers direct calls
 * with, so a sweep gives the same rows in both modes): an answer, an error,
 * a body with no answer, or expiry (the batch then ends `expired`). Any call
 * can be scripted to fail (`fault`, `failNext`: a 500 or 429 on a poll).
 * Every call and every submitted item is counted, so a test can assert
 * that nothing was submitted twice (`duplicates()`). Direct calls (not
 * streamed) are answered too (`count("direct")`), with the same bodies,
 * for a store filled partly directly and partly by batch.
 *
 * The server lives in the test's process, so a CLI killed with -9 and run
 * again meets the same batches.
 */
import {
  answerBody,
  type AnswerReply,
  bodyPrompt,
  keyForms,
} from "./fake_api_server.ts";

/** Which provider's API a batch came through. */
export type BatchProvider = "openai" | "anthropic";

/** One request of a submitted batch, as the server saw it. */
export interface BatchItem {
  provider: BatchProvider;
  batchId: string;
  custom_id: string;
  /**
   * The API the request is for: OpenAI's line `url`
   * (`/v1/chat/completions`, `/v1/responses`); `/v1/messages` for Anthropic.
   */
  url: string;
  /** The request body (an OpenAI line's `body`; Anthropic's `params`). */
  body: Record<string, unknown>;
  /** Every message's text and the system prompt, joined by newlines. */
  prompt: string;
  /** 0 for the first request of its batch. */
  index: number;
}

/** What becomes of one item when its batch ends. */
export type ItemOutcome =
  /** An answer (text defaults to `options.answer`, then the needle's). */
  | ({ kind: "answer" } & Omit<Partial<AnswerReply>, "kind" | "delayMs">)
  /**
   * The API refused this request: OpenAI, an error-file line with this
   * HTTP status (default 400); Anthropic, an `errored` result.
   */
  | { kind: "error"; status?: number; message?: string }
  /** A 200 (succeeded) whose body holds no answer (no choices, no output). */
  | { kind: "malformed" }
  /** Not run within the window: the batch ends `expired`. */
  | { kind: "expire" }
  /** The answer body as is (OpenAI: the 200 body; Anthropic: the message). */
  | { kind: "json"; body: Record<string, unknown> };

/** One call to the batch endpoints. */
export interface BatchCall {
  provider: BatchProvider;
  op: BatchOp;
  method: string;
  path: string;
  /** The batch (or file) id in the path, if any. */
  id?: string;
  /** 0 for the first call of this provider and op, then 1, 2, ... */
  index: number;
  apiKey: string | undefined;
}

/** The kinds of call: upload is OpenAI's `POST /v1/files`. */
export type BatchOp =
  | "upload"
  | "create"
  | "retrieve"
  | "content"
  | "results"
  | "cancel"
  /** OpenAI's `GET /v1/batches` (newest first, `limit`/`after` pages). */
  | "list"
  /**
   * A direct call (`POST /v1/chat/completions`, `/v1/responses`,
   * `/v1/messages`), answered whole as the batch items are, so one server
   * serves a store filled partly directly and partly by batch.
   */
  | "direct";

/** A scripted failure of one call, with the API's error body. */
export interface CallFault {
  status: number;
  /** `retry-after` (seconds) on the answer. */
  retryAfter?: string;
}

/** How the server is set up; every field is optional. */
export interface BatchApiOptions {
  /** The fate of an item when its batch ends; undefined means an answer. */
  outcome?: (item: BatchItem) => ItemOutcome | undefined;
  /** The default answer's text for a prompt (default: the needle's). */
  answer?: (prompt: string) => string;
  /** Retrieves that answer queued (OpenAI `validating`); default 1. */
  queuedPolls?: number;
  /** Retrieves after those that answer `in_progress`; default 1. */
  inProgressPolls?: number;
  /**
   * Advance by time instead of by polls: queued for `stageMs` after
   * creation, in progress for `stageMs` more, then ended.
   */
  stageMs?: number;
  /** A call's scripted failure, if any (after `failNext`'s queue). */
  fault?: (call: BatchCall) => CallFault | undefined;
  /** When set, calls with another key get a 401. */
  apiKey?: string;
  /** Error bodies echo the key they were sent (for redaction tests). */
  echoKey?: boolean;
  /**
   * Leave expired and cancelled items out of the result files (by default
   * they are listed, as both APIs do), so a runner's filling-in is tested.
   */
  omitUnfinished?: boolean;
  /** Milliseconds from creation to `expires_at`; default 24 hours. */
  windowMs?: number;
  /** A cancel is never finished: the batch stays `cancelling`. */
  cancelNeverEnds?: boolean;
  /** The id of the n-th batch (from 1); default `batch_<n>`, `msgbatch_<n>`. */
  batchId?: (n: number) => string;
  /**
   * On cancel, the first this many items of the batch have already
   * finished (they keep their outcome); the rest are cancelled. Default 0.
   */
  finishedBeforeCancel?: number;
  /**
   * The results as served, in place of what the server wrote: called with
   * the batch, which file (OpenAI's `output` or `error` file, Anthropic's
   * `results`) and its text; undefined serves the text as is (a test
   * answers an HTML page, a line without end, a redirect, a stalled body).
   */
  resultsFile?: (served: ServedResults) => Response | undefined;
}

/** A batch's results file as the server is about to serve it. */
export interface ServedResults {
  batch: ServerBatch;
  file: "output" | "error" | "results";
  text: string;
}

/** Where a batch stands on the server. */
export type ServerStage = "queued" | "in_progress" | "cancelling" | "ended";

/** A submitted batch; tests read it. */
export interface ServerBatch {
  id: string;
  provider: BatchProvider;
  /** OpenAI's endpoint (`/v1/chat/completions`, ...); `/v1/messages`. */
  endpoint: string;
  items: BatchItem[];
  metadata: Record<string, string>;
  /** OpenAI: the uploaded input file, and the files of the results. */
  inputFileId?: string;
  outputFileId?: string;
  errorFileId?: string;
  createdMs: number;
  /** When a cancel was asked for. */
  cancelledMs?: number;
  /** Successful retrieves so far. */
  polls: number;
  stage: ServerStage;
  /** Set when the batch ends. */
  end?: "completed" | "expired" | "cancelled" | "failed";
  /** Why a batch failed validation (OpenAI: it ends `failed`). */
  invalid?: string;
  /** Each item's result, once ended (absent: omitted from the files). */
  results: Map<string, ItemResult>;
}

/** An item's result once its batch ended. */
export type ItemResult =
  | { kind: "answer"; body: Record<string, unknown> }
  | { kind: "error"; status: number; message: string }
  | { kind: "expired" | "cancelled" };

const CUSTOM_ID = /^[a-zA-Z0-9_-]{1,64}$/;
const OPENAI_ENDPOINTS = ["/v1/chat/completions", "/v1/responses"];

/** A running batch API server; `await shutdown()` at the end of each test. */
export class BatchApiServer {
  readonly batches: ServerBatch[] = [];
  readonly calls: BatchCall[] = [];
  /** OpenAI's uploaded files (input files and the output/error files). */
  readonly files = new Map<string, { purpose: string; text: string }>();
  readonly #faults: CallFault[] = [];
  readonly #server: Deno.HttpServer<Deno.NetAddr>;
  #closed = false;

  constructor(readonly options: BatchApiOptions = {}) {
    this.#server = Deno.serve(
      { hostname: "127.0.0.1", port: 0, onListen() {} },
      (request) => this.#handle(request),
    );
  }

  get #windowMs(): number {
    return this.options.windowMs ?? DAY_MS;
  }

  /** `http://127.0.0.1:<port>`. */
  get origin(): string {
    return `http://127.0.0.1:${this.#server.addr.port}`;
  }

  /** The base URL for the OpenAI SDK (`<origin>/v1`). */
  get openaiBaseURL(): string {
    return `${this.origin}/v1`;
  }

  /** The base URL for the Anthropic SDK (`<origin>`). */
  get anthropicBaseURL(): string {
    return this.origin;
  }

  /** Items submitted over all batches (a resubmitted item counts twice). */
  get submittedRequests(): number {
    return this.batches.reduce((n, b) => n + b.items.length, 0);
  }

  /** Calls of one op so far (`count("create")`: batches submitted). */
  count(op: BatchOp, provider?: BatchProvider): number {
    return this.calls.filter((c) =>
      c.op === op && (provider === undefined || c.provider === provider)
    ).length;
  }

  /** Custom ids submitted more than once, over all batches (of a provider). */
  duplicates(provider?: BatchProvider): string[] {
    const seen = new Map<string, number>();
    const batches = this.batches.filter((b) =>
      provider === undefined || b.provider === provider
    );
    for (const item of batches.flatMap((b) => b.items)) {
      seen.set(item.custom_id, (seen.get(item.custom_id) ?? 0) + 1);
    }
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  }

  /** The next calls fail like this, in order, before `options.fault`. */
  failNext(...faults: CallFault[]): void {
    this.#faults.push(...faults);
  }

  /** Ends a batch now (as if its polls were spent), e.g. before a rerun. */
  finish(id: string): void {
    const batch = this.#batch(id);
    if (batch && batch.stage !== "ended") this.#end(batch);
  }

  /** Stops; resolves when all is closed. */
  async shutdown(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#server.shutdown();
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.shutdown();
  }

  async #handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const route = routeOf(request.method, url.pathname);
    if (!route) {
      await request.body?.cancel();
      return json(404, openaiError(`no route ${url.pathname}`, 404));
    }
    const auth = request.headers.get("authorization");
    const apiKey = request.headers.get("x-api-key") ??
      (auth?.startsWith("Bearer ") ? auth.slice(7) : undefined);
    const call: BatchCall = {
      ...route,
      method: request.method,
      path: url.pathname,
      index: this.count(route.op, route.provider),
      apiKey,
    };
    this.calls.push(call);
    const fault = this.options.apiKey !== undefined &&
        apiKey !== this.options.apiKey
      ? { status: 401 }
      : this.#faults.shift() ?? this.options.fault?.(call);
    if (fault) {
      await request.body?.cancel();
      return this.#faultResponse(call, fault);
    }
    if (call.op === "direct") return this.#direct(call, await request.json());
    return call.provider === "openai"
      ? await this.#openai(call, request)
      : await this.#anthropic(call, request);
  }

  /** A direct call, answered whole by the item outcome's rules. */
  #direct(call: BatchCall, body: Record<string, unknown>): Response {
    const item: BatchItem = {
      provider: call.provider,
      batchId: "",
      custom_id: "",
      url: call.path,
      body,
      prompt: bodyPrompt(body),
      index: call.index,
    };
    const result = this.#resultOf(
      item,
      this.options.outcome?.(item) ?? { kind: "answer" },
    );
    if (result.kind === "answer") return json(200, result.body);
    const status = result.kind === "error" ? result.status : 500;
    const message = result.kind === "error" ? result.message : "not run";
    return json(
      status,
      call.provider === "openai"
        ? openaiError(message, status)
        : anthropicError(message, status),
    );
  }

  #faultResponse(call: BatchCall, fault: CallFault): Response {
    const echo = this.options.echoKey ? ` (${keyForms(call.apiKey)})` : "";
    const message = `fake ${fault.status} on ${call.op} for key ${
      call.apiKey ?? "(none)"
    }${echo}`;
    const headers: Record<string, string> = fault.retryAfter === undefined
      ? {}
      : { "retry-after": fault.retryAfter };
    return json(
      fault.status,
      call.provider === "openai"
        ? openaiError(message, fault.status)
        : anthropicError(message, fault.status),
      headers,
    );
  }

  async #openai(call: BatchCall, request: Request): Promise<Response> {
    switch (call.op) {
      case "upload":
        return await this.#upload(request);
      case "create":
        return this.#createOpenAI(await request.json());
      case "list":
        return json(200, this.#list(new URL(request.url).searchParams));
      case "content": {
        const file = this.files.get(call.id!);
        if (!file) {
          return json(404, openaiError(`No such File object: ${call.id}`, 404));
        }
        const batch = this.batches.find((b) =>
          b.outputFileId === call.id || b.errorFileId === call.id
        );
        const served = batch &&
          this.options.resultsFile?.({
            batch,
            file: batch.outputFileId === call.id ? "output" : "error",
            text: file.text,
          });
        return served ??
          new Response(file.text, {
            headers: { "content-type": "application/octet-stream" },
          });
      }
      default:
        return this.#batchCall(call, (b) => openaiBatch(b, this.#windowMs));
    }
  }

  async #anthropic(call: BatchCall, request: Request): Promise<Response> {
    switch (call.op) {
      case "create":
        return this.#createAnthropic(await request.json());
      case "results": {
        const batch = this.#batch(call.id!);
        if (!batch || batch.stage !== "ended") {
          return json(
            404,
            anthropicError("the batch has no results yet", 404),
          );
        }
        const text = anthropicResults(batch);
        return this.options.resultsFile?.({ batch, file: "results", text }) ??
          new Response(text, {
            headers: { "content-type": "application/binary" },
          });
      }
      default:
        return this.#batchCall(
          call,
          (b) => anthropicBatch(b, this.origin, this.#windowMs),
        );
    }
  }

  /** Retrieve and cancel, for both providers. */
  #batchCall(
    call: BatchCall,
    shape: (batch: ServerBatch) => Record<string, unknown>,
  ): Response {
    const batch = this.#batch(call.id!);
    if (!batch || batch.provider !== call.provider) {
      const message = `No such batch: ${call.id}`;
      return json(
        404,
        call.provider === "openai"
          ? openaiError(message, 404)
          : anthropicError(message, 404),
      );
    }
    if (call.op === "retrieve") {
      batch.polls++;
      this.#advance(batch);
    } else if (batch.stage === "queued" || batch.stage === "in_progress") {
      batch.stage = "cancelling";
      batch.cancelledMs = Date.now();
    }
    return json(200, shape(batch));
  }

  /** A page of OpenAI batches, newest first. */
  #list(query: URLSearchParams): Record<string, unknown> {
    const all = this.batches.filter((b) => b.provider === "openai").reverse();
    const after = query.get("after");
    const start = after === null ? 0 : all.findIndex((b) => b.id === after) + 1;
    const limit = Number(query.get("limit") ?? 20);
    const page = all.slice(start, start + limit).map((b) =>
      openaiBatch(b, this.#windowMs)
    );
    return {
      object: "list",
      data: page,
      first_id: page[0]?.id ?? null,
      last_id: page.at(-1)?.id ?? null,
      has_more: start + limit < all.length,
    };
  }

  async #upload(request: Request): Promise<Response> {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      // The client gave up mid-upload (its own stream failed).
      return json(400, openaiError("the upload was cut short", 400));
    }
    const file = form.get("file");
    const purpose = String(form.get("purpose") ?? "");
    if (!(file instanceof File)) {
      return json(400, openaiError("no file in the upload", 400));
    }
    const text = await file.text();
    const id = `file-${this.files.size + 1}`;
    this.files.set(id, { purpose, text });
    return json(200, {
      id,
      object: "file",
      bytes: new TextEncoder().encode(text).length,
      created_at: Math.floor(Date.now() / 1000),
      filename: file.name,
      purpose,
      status: "processed",
    });
  }

  #createOpenAI(body: Record<string, unknown>): Response {
    const fileId = String(body.input_file_id ?? "");
    const file = this.files.get(fileId);
    const endpoint = String(body.endpoint ?? "");
    if (!file || file.purpose !== "batch") {
      return json(400, openaiError(`no batch file ${fileId}`, 400));
    }
    if (!OPENAI_ENDPOINTS.includes(endpoint)) {
      return json(400, openaiError(`unsupported endpoint ${endpoint}`, 400));
    }
    if (body.completion_window !== "24h") {
      return json(400, openaiError("completion_window must be 24h", 400));
    }
    const batch = this.#newBatch("openai", endpoint, body.metadata);
    batch.inputFileId = fileId;
    const lines = file.text.split("\n").filter((line) => line !== "");
    for (const [index, line] of lines.entries()) {
      const parsed = parseLine(line, endpoint);
      if (typeof parsed === "string") {
        batch.invalid ??= `line ${index + 1}: ${parsed}`;
        continue;
      }
      batch.items.push(this.#item(batch, parsed.custom_id, endpoint, {
        body: parsed.body,
        index,
      }));
    }
    const duplicate = duplicateOf(batch.items);
    if (duplicate !== undefined) batch.invalid ??= duplicate;
    return json(200, openaiBatch(batch, this.#windowMs));
  }

  #createAnthropic(body: Record<string, unknown>): Response {
    const requests = Array.isArray(body.requests) ? body.requests : [];
    const bad = (message: string) => json(400, anthropicError(message, 400));
    if (requests.length === 0) return bad("requests: at least one");
    const batch = this.#newBatch("anthropic", "/v1/messages", undefined);
    for (const [index, request] of requests.entries()) {
      const custom_id = String(request?.custom_id ?? "");
      if (!CUSTOM_ID.test(custom_id)) {
        this.batches.pop();
        return bad(`requests.${index}.custom_id: must match ${CUSTOM_ID}`);
      }
      const params = request?.params;
      if (!params || typeof params !== "object" || !params.model) {
        this.batches.pop();
        return bad(`requests.${index}.params: a Messages request`);
      }
      batch.items.push(
        this.#item(batch, custom_id, "/v1/messages", { body: params, index }),
      );
    }
    const duplicate = duplicateOf(batch.items);
    if (duplicate) {
      this.batches.pop();
      return bad(duplicate);
    }
    return json(200, anthropicBatch(batch, this.origin, this.#windowMs));
  }

  #newBatch(
    provider: BatchProvider,
    endpoint: string,
    metadata: unknown,
  ): ServerBatch {
    const prefix = provider === "openai" ? "batch_" : "msgbatch_";
    const batch: ServerBatch = {
      id: this.options.batchId?.(this.batches.length + 1) ??
        `${prefix}${this.batches.length + 1}`,
      provider,
      endpoint,
      items: [],
      metadata: metadata && typeof metadata === "object"
        ? Object.fromEntries(
          Object.entries(metadata).map(([k, v]) => [k, String(v)]),
        )
        : {},
      createdMs: Date.now(),
      polls: 0,
      stage: "queued",
      results: new Map(),
    };
    this.batches.push(batch);
    return batch;
  }

  #item(
    batch: ServerBatch,
    custom_id: string,
    url: string,
    { body, index }: { body: Record<string, unknown>; index: number },
  ): BatchItem {
    return {
      provider: batch.provider,
      batchId: batch.id,
      custom_id,
      url,
      body,
      prompt: bodyPrompt(body),
      index,
    };
  }

  #batch(id: string): ServerBatch | undefined {
    return this.batches.find((b) => b.id === id);
  }

  /** Moves a batch on after a retrieve, by polls or by time. */
  #advance(batch: ServerBatch): void {
    if (batch.stage === "ended") return;
    if (batch.stage === "cancelling") {
      if (!this.options.cancelNeverEnds) this.#end(batch, "cancelled");
      return;
    }
    if (batch.invalid !== undefined) {
      batch.stage = "ended";
      batch.end = "failed";
      return;
    }
    const queued = this.options.queuedPolls ?? 1;
    const running = this.options.inProgressPolls ?? 1;
    const stage = this.options.stageMs !== undefined
      ? Math.floor((Date.now() - batch.createdMs) / this.options.stageMs)
      : batch.polls <= queued
      ? 0
      : batch.polls <= queued + running
      ? 1
      : 2;
    if (stage >= 2) this.#end(batch);
    else batch.stage = stage === 0 ? "queued" : "in_progress";
  }

  /** Decides every item's result and ends the batch. */
  #end(batch: ServerBatch, how?: "cancelled"): void {
    const kept = how === "cancelled"
      ? this.options.finishedBeforeCancel ?? 0
      : batch.items.length;
    let expired = false;
    for (const item of batch.items) {
      const outcome = item.index < kept
        ? this.options.outcome?.(item) ?? { kind: "answer" }
        : { kind: "cancelled" as const };
      const result = this.#resultOf(item, outcome);
      if (result.kind === "expired") expired = true;
      const unfinished = result.kind === "expired" ||
        result.kind === "cancelled";
      if (!(unfinished && this.options.omitUnfinished)) {
        batch.results.set(item.custom_id, result);
      }
    }
    batch.stage = "ended";
    batch.end = how ?? (expired ? "expired" : "completed");
    if (batch.provider === "openai") this.#writeOpenAIFiles(batch);
  }

  #resultOf(
    item: BatchItem,
    outcome: ItemOutcome | { kind: "cancelled" },
  ): ItemResult {
    const api = item.url.endsWith("/responses")
      ? "responses"
      : item.url.endsWith("/messages")
      ? "messages"
      : "chat";
    switch (outcome.kind) {
      case "answer": {
        const text = outcome.text ??
          this.options.answer?.(item.prompt);
        const reply = { ...outcome, ...(text !== undefined ? { text } : {}) };
        return {
          kind: "answer",
          body: answerBody(api, item.body, reply, item.index),
        };
      }
      case "json":
        return { kind: "answer", body: outcome.body };
      case "malformed":
        return {
          kind: "answer",
          body: api === "messages"
            ? { type: "message", content: null }
            : api === "responses"
            ? { id: "x", object: "response", status: "in_progress", output: [] }
            : { id: "x", object: "chat.completion", choices: [] },
        };
      case "error":
        return {
          kind: "error",
          status: outcome.status ?? 400,
          message: outcome.message ?? `fake error for ${item.custom_id}`,
        };
      case "expire":
        return { kind: "expired" };
      case "cancelled":
        return { kind: "cancelled" };
    }
  }

  /** OpenAI's output file (200 lines) and error file (the rest). */
  #writeOpenAIFiles(batch: ServerBatch): void {
    const output: string[] = [];
    const errors: string[] = [];
    for (const [custom_id, result] of batch.results) {
      const line = openaiLine(custom_id, result);
      (result.kind === "answer" ? output : errors).push(line);
    }
    const add = (lines: string[]) => {
      if (lines.length === 0) return undefined;
      const id = `file-${this.files.size + 1}`;
      this.files.set(id, { purpose: "batch_output", text: lines.join("") });
      return id;
    };
    const out = add(output);
    const err = add(errors);
    if (out) batch.outputFileId = out;
    if (err) batch.errorFileId = err;
  }
}

/** Runs `body` against a fresh server, shut down afterwards whatever happens. */
export async function withBatchApi(
  options: BatchApiOptions,
  body: (server: BatchApiServer) => Promise<void>,
): Promise<void> {
  const server = new BatchApiServer(options);
  try {
    await body(server);
  } finally {
    await server.shutdown();
  }
}

function routeOf(
  method: string,
  path: string,
): { provider: BatchProvider; op: BatchOp; id?: string } | undefined {
  const match = (pattern: RegExp) => {
    const id = pattern.exec(path)?.[1];
    return id === undefined ? undefined : decodeURIComponent(id);
  };
  if (method === "POST" && path === "/v1/files") {
    return { provider: "openai", op: "upload" };
  }
  if (method === "POST" && path === "/v1/batches") {
    return { provider: "openai", op: "create" };
  }
  if (method === "GET" && path === "/v1/batches") {
    return { provider: "openai", op: "list" };
  }
  if (method === "POST" && OPENAI_ENDPOINTS.includes(path)) {
    return { provider: "openai", op: "direct" };
  }
  if (method === "POST" && path === "/v1/messages") {
    return { provider: "anthropic", op: "direct" };
  }
  if (method === "POST" && path === "/v1/messages/batches") {
    return { provider: "anthropic", op: "create" };
  }
  const routes: [string, RegExp, BatchProvider, BatchOp][] = [
    ["GET", /^\/v1\/files\/([^/]+)\/content$/, "openai", "content"],
    ["GET", /^\/v1\/batches\/([^/]+)$/, "openai", "retrieve"],
    ["POST", /^\/v1\/batches\/([^/]+)\/cancel$/, "openai", "cancel"],
    ["GET", /^\/v1\/messages\/batches\/([^/]+)$/, "anthropic", "retrieve"],
    [
      "GET",
      /^\/v1\/messages\/batches\/([^/]+)\/results$/,
      "anthropic",
      "results",
    ],
    [
      "POST",
      /^\/v1\/messages\/batches\/([^/]+)\/cancel$/,
      "anthropic",
      "cancel",
    ],
  ];
  for (const [verb, pattern, provider, op] of routes) {
    const id = verb === method ? match(pattern) : undefined;
    if (id !== undefined) return { provider, op, id };
  }
  return undefined;
}

/** An OpenAI batch input line, or why it is invalid. */
function parseLine(
  line: string,
  endpoint: string,
): { custom_id: string; body: Record<string, unknown> } | string {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(line);
  } catch {
    return "not JSON";
  }
  if (typeof parsed.custom_id !== "string" || parsed.custom_id === "") {
    return "no custom_id";
  }
  if (parsed.method !== "POST") return "method must be POST";
  if (parsed.url !== endpoint) {
    return `url ${parsed.url} is not the batch's endpoint ${endpoint}`;
  }
  const body = parsed.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== "object" || !body.model) return "no body.model";
  if (body.stream !== undefined) return "body.stream is not allowed";
  return { custom_id: parsed.custom_id, body };
}

function duplicateOf(items: readonly BatchItem[]): string | undefined {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.custom_id)) {
      return `custom_id ${item.custom_id} appears twice`;
    }
    seen.add(item.custom_id);
  }
  return undefined;
}

function unixSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}

function countsOf(batch: ServerBatch) {
  const counts = { answered: 0, errored: 0, expired: 0, cancelled: 0 };
  if (batch.stage !== "ended") return counts;
  for (const item of batch.items) {
    const result = batch.results.get(item.custom_id);
    const kind = result?.kind ??
      (batch.end === "cancelled" ? "cancelled" : "expired");
    if (kind === "answer") counts.answered++;
    else if (kind === "error") counts.errored++;
    else counts[kind]++;
  }
  return counts;
}

function openaiStatus(batch: ServerBatch): string {
  if (batch.stage === "queued") return "validating";
  if (batch.stage === "in_progress") return "in_progress";
  if (batch.stage === "cancelling") return "cancelling";
  return batch.end ?? "completed";
}

/** The default window of both APIs, 24 hours. */
const DAY_MS = 24 * 3600 * 1000;

function openaiBatch(
  batch: ServerBatch,
  windowMs: number,
): Record<string, unknown> {
  const counts = countsOf(batch);
  const created = unixSeconds(batch.createdMs);
  const failed = batch.end === "failed";
  return {
    id: batch.id,
    object: "batch",
    endpoint: batch.endpoint,
    errors: failed
      ? {
        object: "list",
        data: [{
          code: "invalid_request",
          message: batch.invalid,
          line: null,
          param: null,
        }],
      }
      : null,
    input_file_id: batch.inputFileId,
    completion_window: "24h",
    status: openaiStatus(batch),
    output_file_id: batch.outputFileId ?? null,
    error_file_id: batch.errorFileId ?? null,
    created_at: created,
    expires_at: unixSeconds(batch.createdMs + windowMs),
    request_counts: {
      total: failed ? 0 : batch.items.length,
      completed: counts.answered,
      // Requests not run (expired, cancelled) are in neither count.
      failed: counts.errored,
    },
    metadata: batch.metadata,
  };
}

function openaiLine(custom_id: string, result: ItemResult): string {
  const id = `batch_req_${custom_id}`;
  switch (result.kind) {
    case "answer":
      return JSON.stringify({
        id,
        custom_id,
        response: {
          status_code: 200,
          request_id: `req_${id}`,
          body: result.body,
        },
        error: null,
      }) + "\n";
    case "error":
      return JSON.stringify({
        id,
        custom_id,
        response: {
          status_code: result.status,
          request_id: `req_${id}`,
          body: openaiError(result.message, result.status),
        },
        error: null,
      }) + "\n";
    default: {
      const code = result.kind === "expired"
        ? "batch_expired"
        : "batch_cancelled";
      return JSON.stringify({
        id,
        custom_id,
        response: null,
        error: {
          code,
          message: `This request was not run (${code}).`,
        },
      }) + "\n";
    }
  }
}

function anthropicBatch(
  batch: ServerBatch,
  origin: string,
  windowMs: number,
): Record<string, unknown> {
  const counts = countsOf(batch);
  const ended = batch.stage === "ended";
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    id: batch.id,
    type: "message_batch",
    processing_status: ended
      ? "ended"
      : batch.stage === "cancelling"
      ? "canceling"
      : "in_progress",
    request_counts: {
      processing: ended ? 0 : batch.items.length,
      succeeded: counts.answered,
      errored: counts.errored,
      canceled: counts.cancelled,
      expired: counts.expired,
    },
    ended_at: ended ? iso(Date.now()) : null,
    created_at: iso(batch.createdMs),
    expires_at: iso(batch.createdMs + windowMs),
    archived_at: null,
    cancel_initiated_at: batch.cancelledMs ? iso(batch.cancelledMs) : null,
    results_url: ended
      ? `${origin}/v1/messages/batches/${encodeURIComponent(batch.id)}/results`
      : null,
  };
}

function anthropicResults(batch: ServerBatch): string {
  const lines: string[] = [];
  for (const [custom_id, result] of batch.results) {
    const body = result.kind === "answer"
      ? { type: "succeeded", message: result.body }
      : result.kind === "error"
      ? {
        type: "errored",
        error: anthropicError(result.message, result.status),
      }
      : { type: result.kind === "expired" ? "expired" : "canceled" };
    lines.push(JSON.stringify({ custom_id, result: body }) + "\n");
  }
  return lines.join("");
}

function errorType(status: number): string {
  return status === 401
    ? "authentication_error"
    : status === 404
    ? "not_found_error"
    : status === 429
    ? "rate_limit_error"
    : status >= 500
    ? "api_error"
    : "invalid_request_error";
}

function openaiError(message: string, status: number) {
  return { error: { message, type: errorType(status), code: status } };
}

function anthropicError(message: string, status: number) {
  return { type: "error", error: { type: errorType(status), message } };
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

/** The batch-capable APIs a loopback model config can name. */
export type LoopbackBatchApi = "chat_completions" | "responses" | "messages";

/** A server's base URL for `api` (this one's, or fake_api_server's). */
export function loopbackBaseURL(
  server: { openaiBaseURL: string; anthropicBaseURL: string },
  api: LoopbackBatchApi,
): string {
  return api === "messages" ? server.anthropicBaseURL : server.openaiBaseURL;
}

/**
 * The model config (`id: loop`, as JSON) of a batch test: `api` at
 * `baseURL`, its key read from `keyEnv`, priced at $1 / $2 per million.
 */
export function loopbackBatchModel(
  api: LoopbackBatchApi,
  baseURL: string,
  keyEnv: string,
): string {
  return JSON.stringify({
    id: "loop",
    runtime: {
      sdk: api === "messages" ? "anthropic-python" : "openai-python",
      api,
    },
    client: { api_key_env: keyEnv, base_url: baseURL },
    request: { model: "loop-model", max_tokens: 64 },
    pricing: { input: 1, output: 2 },
  });
}
