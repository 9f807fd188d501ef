/**
 * OpenAI's Batch API for `openai-python/chat_completions` and
 * `openai-python/responses`, through the `openai` SDK: the requests are
 * uploaded as a JSONL file (`POST /v1/files`, purpose `batch`) streamed as
 * it is built, a batch is created on it (`POST /v1/batches`, window
 * `24h`, metadata `{niah: label}`), polled (`GET /v1/batches/{id}`), and
 * its output and error files are read line by line
 * (`GET /v1/files/{id}/content`). Each line's body is parsed by the same
 * function as a direct call's response, so the rows are the same.
 */
import type OpenAI from "openai";
import { lazySdkClient } from "./classify_http.ts";
import {
  type BatchApi,
  type BatchCounts,
  type BatchInfo,
  type BatchRequest,
  type BatchResult,
  type BatchStatus,
  batchUnsupported,
  RESULTS_READING,
  type ResultsReading,
} from "./batch.ts";
import {
  BatchFileError,
  classifyBatch,
  jsonlBytes,
  utf8Length,
  watched,
} from "./batch_jsonl.ts";
import { batchResultsFile } from "./batch_results_file.ts";
import {
  chatBody,
  chatCompletionOf,
  openaiClientOptions,
  type OpenAISetup,
  responseCompletionOf,
  responsesBody,
} from "./openai.ts";
import type { Completion, RetryDecision } from "./provider.ts";
import { forwardedParams, withCellBudget } from "./request_params.ts";

/** What one OpenAI batch file may hold: 200 MB, read as decimal (the smaller). */
const OPENAI_BATCH_LIMITS = {
  maxRequests: 50_000,
  maxBytes: 200_000_000,
} as const;

type Loose = Record<string, unknown>;

/** Creates the Batch API adapter for one model config. */
export function createOpenAIBatch(setup: OpenAISetup): BatchApi {
  const sdk = import("openai");
  const { client, classify } = lazySdkClient(sdk, openaiClientOptions(setup));
  const url = setup.api === "chat_completions"
    ? "/v1/chat/completions"
    : "/v1/responses";
  const model = String(setup.request.model);
  // `stream` is niah's key: a batch line's body never streams.
  const params = forwardedParams(setup.request);
  const body = setup.api === "chat_completions" ? chatBody : responsesBody;
  const budgetKey = setup.api === "chat_completions"
    ? "max_tokens"
    : "max_output_tokens";
  const parse = setup.api === "chat_completions"
    ? chatCompletionOf
    : responseCompletionOf;
  const line = (request: BatchRequest) =>
    JSON.stringify({
      custom_id: request.custom_id,
      method: "POST",
      url,
      body: body(
        model,
        withCellBudget(params, request.max_tokens, budgetKey),
        request.messages,
      ),
    }) + "\n";
  const base = new URL(setup.baseURL).pathname.replace(/\/$/, "");
  const unsupported = unsupportedOf(classify);
  return {
    name: "OpenAI Batch API",
    limits: OPENAI_BATCH_LIMITS,
    window: "24h",
    requestBytes: (request) => utf8Length(line(request)),
    async submit(requests, { label, signal }) {
      const openai = await client;
      const { toStreamingFile } = await sdk;
      const upload = `POST ${base}/files`;
      const lines = watched(jsonlBytes(limited(requests), line));
      const file = await openai.files.create({
        file: toStreamingFile(lines.items, "niah.jsonl", {
          type: "application/jsonl",
        }),
        purpose: "batch",
      }, { signal }).catch((error) => {
        throw lines.failure() ?? unsupported(upload)(error);
      });
      if ((file as unknown as Loose)?.object !== "file") {
        throw batchUnsupported(upload, "with no file object");
      }
      const create = `POST ${base}/batches`;
      const batch = await openai.batches.create({
        input_file_id: file.id,
        endpoint: url,
        completion_window: "24h",
        metadata: { niah: label },
      }, { signal }).catch(unsupported(create));
      if ((batch as unknown as Loose)?.object !== "batch") {
        throw batchUnsupported(create, "with no batch object");
      }
      return batchInfoOf(batch);
    },
    retrieve: async (id, signal) =>
      batchInfoOf(await (await client).batches.retrieve(id, { signal })),
    results: (id, signal, reading = RESULTS_READING) =>
      resultsOf(client, parse, id, { signal, reading }),
    cancel: async (id, signal) =>
      batchInfoOf(await (await client).batches.cancel(id, { signal })),
    findByLabel: async (label, signal) =>
      findByLabel(await client, label, signal),
    classify: classifyBatch(classify),
  };
}

/** Recent batches looked through for a label, newest first. */
const FIND_LIMIT = 1000;

/**
 * The batch whose metadata `niah` is `label`, among the most recent
 * `FIND_LIMIT` (a run looks for one it created moments before it stopped).
 */
async function findByLabel(
  openai: OpenAI,
  label: string,
  signal: AbortSignal,
): Promise<BatchInfo | null> {
  let seen = 0;
  for await (const batch of openai.batches.list({ limit: 100 }, { signal })) {
    if (batch.metadata?.niah === label) return batchInfoOf(batch);
    if (++seen >= FIND_LIMIT) break;
  }
  return null;
}

/** The requests, refused past the batch's request limit. */
async function* limited(
  requests: AsyncIterable<BatchRequest> | Iterable<BatchRequest>,
): AsyncGenerator<BatchRequest> {
  let count = 0;
  for await (const request of requests) {
    if (++count > OPENAI_BATCH_LIMITS.maxRequests) {
      throw new BatchFileError(
        `Cannot submit the batch: more than ${OPENAI_BATCH_LIMITS.maxRequests} requests`,
      );
    }
    yield request;
  }
}

/**
 * A 404 or 405 on a create call means the endpoint has no batch API (a
 * plain OpenAI-compatible server): a `BatchUnsupportedError` naming the
 * call and its answer. Anything else is rethrown for the runner to classify.
 */
function unsupportedOf(
  classify: (error: unknown) => RetryDecision,
): (call: string) => (error: unknown) => never {
  return (call) => (error) => {
    const decision = classify(error);
    if (
      !decision.retry && (decision.status === 404 || decision.status === 405)
    ) throw batchUnsupported(call, String(decision.status));
    throw error;
  };
}

const STATUSES: Record<string, BatchStatus> = {
  validating: "queued",
  in_progress: "in_progress",
  finalizing: "in_progress",
  completed: "ended",
  failed: "failed",
  expired: "expired",
  cancelling: "cancelling",
  cancelled: "cancelled",
};

/** An OpenAI batch object in niah's words. */
function batchInfoOf(batch: OpenAI.Batches.Batch): BatchInfo {
  const status = STATUSES[batch.status] ?? "in_progress";
  const total = batch.request_counts?.total ?? 0;
  const succeeded = batch.request_counts?.completed ?? 0;
  const errored = batch.request_counts?.failed ?? 0;
  // OpenAI counts no expired or cancelled requests apart: those are what
  // a batch that ended that way did not finish.
  const rest = Math.max(0, total - succeeded - errored);
  const counts: BatchCounts = {
    total,
    processing: 0,
    succeeded,
    errored,
    expired: 0,
    cancelled: 0,
  };
  if (status === "expired") counts.expired = rest;
  else if (status === "cancelled") counts.cancelled = rest;
  else if (status !== "ended" && status !== "failed") counts.processing = rest;
  const errors =
    batch.errors?.data?.map((e) =>
      [e.line != null ? `line ${e.line}` : "", e.code, e.message]
        .filter((part) => part).join(": ")
    ) ?? [];
  return {
    id: batch.id,
    status,
    counts,
    created_at: isoOf(batch.created_at),
    ...(batch.expires_at ? { expires_at: isoOf(batch.expires_at) } : {}),
    ...(errors.length > 0 ? { error: errors.join("; ") } : {}),
  };
}

function isoOf(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString();
}

/**
 * The output file's results, then the error file's (an id in both comes
 * twice; the runner keeps the first).
 */
async function* resultsOf(
  client: Promise<OpenAI>,
  parse: (body: Loose) => Completion,
  id: string,
  options: { signal: AbortSignal; reading: ResultsReading },
): AsyncGenerator<BatchResult> {
  const openai = await client;
  const { signal } = options;
  const batch = await openai.batches.retrieve(id, { signal });
  for (
    const [kind, file] of [["output", batch.output_file_id], [
      "error",
      batch.error_file_id,
    ]]
  ) {
    if (!file) continue;
    const response = await openai.files.content(file, { signal });
    if (!response.body) continue;
    yield* batchResultsFile(
      response.body,
      `its ${kind} file "${file}"`,
      options,
      (line) => resultOfLine(line, parse),
    );
  }
}

/**
 * One line of an output or error file as a result: a 200 body parsed as
 * a direct call's response (a body with no answer is `errored`, with the
 * parser's reason), another status or an error `errored`, and the lines
 * OpenAI writes for requests it did not run `expired` / `cancelled`. A
 * line without a custom_id is skipped (the runner fills its cell in); one
 * that is not JSON is `batch_results_file.ts`'s.
 */
function resultOfLine(
  line: Loose,
  parse: (body: Loose) => Completion,
): BatchResult | undefined {
  const custom_id = line?.custom_id;
  if (typeof custom_id !== "string" || custom_id === "") return undefined;
  const error = line.error as Loose | null | undefined;
  const response = line.response as Loose | null | undefined;
  if (error) {
    const code = String(error.code ?? "error");
    const kind = code === "batch_expired"
      ? "expired"
      : code === "batch_cancelled"
      ? "cancelled"
      : "errored";
    return { custom_id, kind, error: `${code}: ${error.message ?? ""}` };
  }
  const status = response?.status_code;
  const body = (response?.body ?? {}) as Loose;
  if (status !== 200) {
    const message = (body.error as Loose | undefined)?.message ??
      JSON.stringify(body);
    return {
      custom_id,
      kind: "errored",
      error: `HTTP ${status ?? "(none)"}: ${message}`,
    };
  }
  try {
    return { custom_id, kind: "answered", completion: parse(body) };
  } catch (error) {
    return {
      custom_id,
      kind: "errored",
      error: error instanceof Error ? error.message : String(error),
    };
  }
}
