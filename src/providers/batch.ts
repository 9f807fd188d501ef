/**
 * The batch contract: a provider that can run many requests as one
 * provider-side batch (OpenAI's Batch API, Anthropic's Message Batches,
 * the fake's file-backed batches) at the batch price, within the
 * provider's window. Adapters serialise requests, submit a batch, report
 * its state, stream its results back and cancel it; the runner decides
 * what to submit, records what was submitted beside the store, and turns
 * each result into the same row a direct call makes.
 *
 * Results carry niah's `Completion` (parsed by the same functions the
 * direct calls use), so scoring, usage, reasoning and failure classes are
 * one code path for both modes.
 *
 * @module
 */
import { NiahError } from "../errors.ts";
import type { Message } from "../prompt/message.ts";
import type { AnswerKey, Completion, RetryDecision } from "./provider.ts";

/**
 * One request of a batch: the cell id is the batch's `custom_id`, as is
 * (niah's cell ids are 16 hex digits, which fit Anthropic's
 * `^[a-zA-Z0-9_-]{1,64}$`; an adapter refuses one that does not fit).
 */
export interface BatchRequest {
  custom_id: string;
  messages: readonly Message[];
  /** The cell's own output budget (a task's `max_tokens`), sent in place of the config's. */
  max_tokens?: number;
  /** The fake provider's `oracle` mode reads it; real adapters ignore it. */
  answer_key?: AnswerKey;
}

/** What a provider accepts in one batch (requests and bytes). */
interface BatchLimits {
  maxRequests: number;
  maxBytes: number;
}

/** Where a submitted batch stands, in niah's words for every provider. */
export type BatchStatus =
  /** Accepted, not yet running (OpenAI validating, Anthropic queued). */
  | "queued"
  | "in_progress"
  /** Results are ready to stream (completed, ended). */
  | "ended"
  /** The provider is cancelling it; results follow when it ends. */
  | "cancelling"
  /** Ended by cancellation; results (partial) are ready. */
  | "cancelled"
  /** Past the window; results of what finished are ready. */
  | "expired"
  /** Rejected as a whole (an invalid input file); no results. */
  | "failed";

/** Counts of a batch's requests, as the provider reports them. */
export interface BatchCounts {
  total: number;
  /** Not yet finished. */
  processing: number;
  succeeded: number;
  errored: number;
  expired: number;
  cancelled: number;
}

/** A batch as retrieved. */
export interface BatchInfo {
  id: string;
  status: BatchStatus;
  counts: BatchCounts;
  /** ISO time the provider accepted it. */
  created_at: string;
  /** ISO time the window closes, when the provider says. */
  expires_at?: string;
  /** Why the whole batch failed (`failed`), without credentials. */
  error?: string;
}

/** One result of a batch: an answer, or why the request has none. */
export type BatchResult =
  | { custom_id: string; kind: "answered"; completion: Completion }
  | {
    custom_id: string;
    kind: "errored" | "expired" | "cancelled";
    /** The provider's error text (credentials redacted by the runner). */
    error: string;
  };

/** What `submit` sends, besides the requests. */
interface SubmitOptions {
  /** Written into the batch's metadata where the provider keeps it. */
  label: string;
  signal: AbortSignal;
}

/** A provider's batch API. */
export interface BatchApi {
  /** The provider's name for messages ("OpenAI Batch API"). */
  name: string;
  limits: BatchLimits;
  /** The completion window the provider promises, e.g. "24h". */
  window: string;
  /** The serialised size of one request in the provider's batch file. */
  requestBytes(request: BatchRequest): number;
  /**
   * Uploads and creates one batch of requests (at most `limits`);
   * requests are iterated once, so a file can be built as a stream.
   * A server with no batch endpoints throws a `BatchUnsupportedError`.
   */
  submit(
    requests: AsyncIterable<BatchRequest> | Iterable<BatchRequest>,
    options: SubmitOptions,
  ): Promise<BatchInfo>;
  retrieve(id: string, signal: AbortSignal): Promise<BatchInfo>;
  /**
   * Streams the results of an ended, cancelled or expired batch: what the
   * provider's result files hold, in the provider's order, read as
   * `reading` says (default {@link RESULTS_READING}). A custom_id may come
   * twice, or be one niah never sent: the runner keeps the first result of
   * each cell it submitted and drops the rest, so nothing here grows with
   * what the provider sends. A line that cannot be read is the error of
   * the request it names, when it names one. It does not invent results for
   * requests the provider left out: the runner knows which cells it
   * submitted, and a cell with no result in an ended batch is `expired`
   * when the batch status is `expired`, `cancelled` when it is
   * `cancelled`, and `errored` otherwise (the runner fills these in). A
   * file that cannot be read at all (not JSON lines, a download that
   * stopped sending) throws a {@link BatchResultsError}.
   */
  results(
    id: string,
    signal: AbortSignal,
    reading?: ResultsReading,
  ): AsyncIterable<BatchResult>;
  cancel(id: string, signal: AbortSignal): Promise<BatchInfo>;
  /**
   * The batch whose metadata holds `label` (given to `submit`), or null:
   * how a run killed between creating a batch and recording it finds the
   * batch instead of submitting its cells again. Absent where the
   * provider cannot list batches by metadata (Anthropic); the runner then
   * refuses to guess (see runner/batch/intents.ts).
   */
  findByLabel?(label: string, signal: AbortSignal): Promise<BatchInfo | null>;
  /** Whether an error of submit/retrieve/results is worth waiting out. */
  classify(error: unknown): RetryDecision;
}

/** How a batch's results are downloaded and read. */
export interface ResultsReading {
  /**
   * The longest result line held, in bytes: a longer one is read past
   * without being kept, and is the error of the request it names.
   */
  maxLineBytes: number;
  /** A download that sends nothing for this long is given up (`runner.request_timeout_s`). */
  idleMs: number;
}

/**
 * The default reading: lines up to 32 MiB (an answer of a model's longest
 * output, with its reasoning, is a few MB as JSON) and 600 s without a byte
 * (`runner.request_timeout_s`'s default).
 */
export const RESULTS_READING: ResultsReading = Object.freeze({
  maxLineBytes: 32 * 2 ** 20,
  idleMs: 600_000,
});

/**
 * A batch's results that cannot be read at all: a file that is not JSON
 * lines (an HTML page), a download that stopped sending. The provider's
 * fault, met once for the whole batch: the runner stops and keeps the batch
 * recorded, so a later run collects it instead of sending its cells again.
 */
export class BatchResultsError extends NiahError {
  override name = "BatchResultsError";
  readonly kind = "batch_results";
}

/**
 * The endpoint answered that it has no batch API (a 404 or 405); the
 * message says how (see `batchUnsupported`). Never worth retrying.
 */
export class BatchUnsupportedError extends NiahError {
  override name = "BatchUnsupportedError";
  readonly kind = "batch_unsupported";
}

/**
 * The error for an endpoint that has no batch API. Its message is the
 * reason only, the call and its answer (`POST /v1/files answered 404`),
 * never a key or userinfo; the runner writes the whole line around it
 * (`Cannot run in batch mode: the OpenAI Batch API at "<host>" has no
 * batch endpoints (<reason>); set runner.batch to false`, exit 2).
 */
export function batchUnsupported(
  call: string,
  answered: string,
): BatchUnsupportedError {
  return new BatchUnsupportedError(`${call} answered ${answered}`);
}
