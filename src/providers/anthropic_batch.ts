/**
 * Anthropic's Message Batches for `anthropic-python/messages`, through
 * `@anthropic-ai/sdk`: `client.messages.batches.create` (`POST
 * /v1/messages/batches`), `.retrieve`, `.results` (the results file read
 * as JSON lines as it downloads) and `.cancel`. The create call's body,
 * `{"requests": [{custom_id, params}, ...]}`, is streamed as it is built
 * (given to the SDK as a stream in the call's `body` option), so a 256 MB
 * batch is never held whole. Each `params` is `messagesBody` with the
 * forwarded request keys (never `stream`), and each succeeded message is
 * parsed by `messageCompletionOf`, as a direct call's, so the rows match.
 *
 * The custom_id is the cell id as is: niah's cell ids are 16 hex digits,
 * inside Anthropic's `^[a-zA-Z0-9_-]{1,64}$`; another id is refused.
 */
import type Anthropic from "@anthropic-ai/sdk";
import { lazySdkClient } from "./classify_http.ts";
import {
  anthropicClientOptions,
  type AnthropicSetup,
  messageCompletionOf,
  messagesBody,
} from "./anthropic.ts";
import {
  type BatchApi,
  type BatchInfo,
  type BatchRequest,
  type BatchResult,
  BatchResultsError,
  batchUnsupported,
  RESULTS_READING,
  type ResultsReading,
} from "./batch.ts";
import { batchResultsFile } from "./batch_results_file.ts";
import {
  BatchFileError,
  classifyBatch,
  utf8Length,
  watched,
} from "./batch_jsonl.ts";
import { forwardedParams, withCellBudget } from "./request_params.ts";

/**
 * What one Anthropic message batch may hold: 256 MB (read as decimal, the
 * smaller reading), less the `{"requests":[...]}` envelope around the
 * requests the split counts.
 */
const ANTHROPIC_BATCH_LIMITS = {
  maxRequests: 100_000,
  maxBytes: 256_000_000 - 64,
} as const;

/** The ids Anthropic accepts as a request's custom_id. */
export const ANTHROPIC_CUSTOM_ID = /^[a-zA-Z0-9_-]{1,64}$/;

type Loose = Record<string, unknown>;
type MessageBatch = Anthropic.Messages.Batches.MessageBatch;

const encoder = new TextEncoder();

/** Creates the Message Batches adapter for one model config. */
export function createAnthropicBatch(setup: AnthropicSetup): BatchApi {
  const { client, classify } = lazySdkClient(
    import("@anthropic-ai/sdk"),
    anthropicClientOptions(setup),
  );
  const model = String(setup.request.model);
  // `stream` is niah's key: a batch request never streams.
  const params = forwardedParams(setup.request);
  const entry = (request: BatchRequest) => {
    if (!ANTHROPIC_CUSTOM_ID.test(request.custom_id)) {
      throw new BatchFileError(
        `Cannot submit the batch: custom_id "${request.custom_id}" does not match ${ANTHROPIC_CUSTOM_ID}`,
      );
    }
    return JSON.stringify({
      custom_id: request.custom_id,
      params: messagesBody(
        model,
        withCellBudget(params, request.max_tokens, "max_tokens"),
        request.messages,
      ),
    });
  };
  const call = "POST /v1/messages/batches";
  return {
    name: "Anthropic Message Batches",
    limits: ANTHROPIC_BATCH_LIMITS,
    window: "24h",
    // The entry and the comma that separates it from the next.
    requestBytes: (request) => utf8Length(entry(request)) + 1,
    async submit(requests, { signal }) {
      const anthropic = await client;
      const body = watched(requestsBody(requests, entry));
      const batch = await anthropic.messages.batches.create(
        { requests: [] },
        {
          body: ReadableStream.from(body.items),
          headers: { "content-type": "application/json" },
          signal,
        },
      ).catch((error) => {
        const failed = body.failure();
        if (failed) throw failed;
        const decision = classify(error);
        if (
          !decision.retry &&
          (decision.status === 404 || decision.status === 405)
        ) throw batchUnsupported(call, String(decision.status));
        throw error;
      });
      if ((batch as unknown as Loose)?.type !== "message_batch") {
        throw batchUnsupported(call, "with no message batch");
      }
      return messageBatchInfoOf(batch);
    },
    retrieve: async (id, signal) =>
      messageBatchInfoOf(
        await (await client).messages.batches.retrieve(id, {}, { signal }),
      ),
    results: (id, signal, reading = RESULTS_READING) =>
      resultsOf(client, id, { signal, reading }),
    cancel: async (id, signal) =>
      messageBatchInfoOf(
        await (await client).messages.batches.cancel(id, {}, { signal }),
      ),
    classify: classifyBatch(classify),
  };
}

/** `{"requests":[e1,e2,...]}` as bytes, an entry at a time. */
async function* requestsBody(
  requests: AsyncIterable<BatchRequest> | Iterable<BatchRequest>,
  entry: (request: BatchRequest) => string,
): AsyncGenerator<Uint8Array> {
  yield encoder.encode('{"requests":[');
  let count = 0;
  for await (const request of requests) {
    if (++count > ANTHROPIC_BATCH_LIMITS.maxRequests) {
      throw new BatchFileError(
        `Cannot submit the batch: more than ${ANTHROPIC_BATCH_LIMITS.maxRequests} requests`,
      );
    }
    yield encoder.encode((count > 1 ? "," : "") + entry(request));
  }
  yield encoder.encode("]}");
}

/**
 * A message batch in niah's words: `ended` after a cancel is `cancelled`,
 * one whose window closed on some requests `expired`.
 */
function messageBatchInfoOf(batch: MessageBatch): BatchInfo {
  const c = batch.request_counts;
  const counts = {
    total: c.processing + c.succeeded + c.errored + c.canceled + c.expired,
    processing: c.processing,
    succeeded: c.succeeded,
    errored: c.errored,
    expired: c.expired,
    cancelled: c.canceled,
  };
  const status = batch.processing_status === "in_progress"
    ? "in_progress"
    : batch.processing_status === "canceling"
    ? "cancelling"
    : batch.cancel_initiated_at
    ? "cancelled"
    : c.expired > 0
    ? "expired"
    : "ended";
  return {
    id: batch.id,
    status,
    counts,
    created_at: new Date(batch.created_at).toISOString(),
    ...(batch.expires_at
      ? { expires_at: new Date(batch.expires_at).toISOString() }
      : {}),
  };
}

/**
 * The results file at the batch's `results_url`, read by niah's own line
 * reader rather than the SDK's decoder (which holds a line whole, however
 * long, and throws on one that is not JSON).
 */
async function* resultsOf(
  client: Promise<Anthropic>,
  id: string,
  options: { signal: AbortSignal; reading: ResultsReading },
): AsyncGenerator<BatchResult> {
  const anthropic = await client;
  const { signal } = options;
  const batch = await anthropic.messages.batches.retrieve(id, {}, { signal });
  if (!batch.results_url) {
    throw new BatchResultsError(
      `it has ended with no results_url (${batch.processing_status})`,
    );
  }
  const response = await anthropic.get(batch.results_url, {
    headers: { Accept: "application/binary" },
    signal,
  }).asResponse();
  if (!response.body) return;
  yield* batchResultsFile(
    response.body,
    "its results file",
    options,
    resultOfEntry,
  );
}

/**
 * One line of a results file: `succeeded` parsed as a direct call's
 * message, `errored` with the API's error type and message, `canceled`
 * and `expired` as such. A line without a custom_id is skipped (the
 * runner fills its cell in).
 */
function resultOfEntry(line: Loose): BatchResult | undefined {
  const custom_id = line?.custom_id;
  if (typeof custom_id !== "string" || custom_id === "") return undefined;
  const result = (line.result ?? {}) as Loose;
  switch (result.type) {
    case "succeeded":
      try {
        return {
          custom_id,
          kind: "answered",
          completion: messageCompletionOf((result.message ?? {}) as Loose),
        };
      } catch (error) {
        return { custom_id, kind: "errored", error: String(error) };
      }
    case "canceled":
      return { custom_id, kind: "cancelled", error: "the batch was cancelled" };
    case "expired":
      return {
        custom_id,
        kind: "expired",
        error: "the batch's window closed before this request ran",
      };
    default: {
      // `errored`: {type: "error", error: {type, message}}.
      const outer = (result.error ?? {}) as Loose;
      const inner = (outer.error ?? outer) as Loose;
      return {
        custom_id,
        kind: "errored",
        error: `${inner.type ?? "error"}: ${inner.message ?? ""}`,
      };
    }
  }
}
