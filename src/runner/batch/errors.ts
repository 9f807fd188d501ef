/**
 * How batch mode reads the batch API's failures: which are waited out
 * around niah's own work (only what the API answered, or a lost
 * connection), which end the run as one redacted line (exit 2; the ledger
 * keeps what is pending), results that cannot be collected (the same, the
 * batch kept), and a submission that may have made a batch.
 *
 * @module
 */
import {
  FatalProviderError,
  messageOf,
  NiahError,
  UsageError,
} from "../../errors.ts";
import { type BatchApi, BatchResultsError } from "../../providers/batch.ts";
import { HostNotAllowedError } from "../../providers/host_guard.ts";
import { redact } from "../rows/redact.ts";

/** A submission that may have made a batch: its intent stays recorded. */
export class UnconfirmedBatchError extends UsageError {}

/**
 * An error of the batch API that is not niah's own (a 400 or 401 the SDK
 * threw, a results stream cut for good): one line, key redacted, exit 2;
 * the ledger keeps whatever is pending, so the next run collects it.
 */
export function batchApiFailure(
  error: unknown,
  parts: {
    api: Pick<BatchApi, "name">;
    host: string;
    secrets: readonly string[];
  },
): unknown {
  // Only what the API answered (or the network did): anything else is a
  // bug in niah and keeps its stack.
  if (error instanceof NiahError || !fromApi(error)) return error;
  const status = statusOf(error);
  return new FatalProviderError(
    `Cannot run in batch mode: the ${parts.api.name} at "${parts.host}" refused a request${
      status !== undefined ? ` (HTTP ${status})` : ""
    }: ${
      redact(messageOf(error), parts.secrets).replace(/\s+/g, " ").slice(0, 300)
    }; batches already submitted stay recorded beside the store and the next run collects them`,
  );
}

/** Where a batch is collected from and recorded, for the failure's line. */
interface CollectPlace {
  api: Pick<BatchApi, "name">;
  host: string;
  secrets: readonly string[];
  ledgerPath: string;
}

/** The host guard's refusal in `error`'s cause chain, if any. */
function hostRefusal(error: unknown): HostNotAllowedError | undefined {
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    if (e instanceof HostNotAllowedError) return e;
    e = e instanceof Error ? e.cause : undefined;
  }
  return undefined;
}

/**
 * A batch's results that cannot be collected (a file that is not JSON
 * lines, a download that stopped sending, one sent to a host the run may
 * not reach) as one redacted line, exit 2, saying the batch stays recorded:
 * the provider's fault, met once, so the run stops instead of writing an
 * error row for every cell (and paying for them again). Undefined for any
 * other error.
 */
export function uncollectable(
  error: unknown,
  batchId: string,
  place: CollectPlace,
): FatalProviderError | undefined {
  const refused = hostRefusal(error);
  const reason = error instanceof BatchResultsError
    ? error.message
    : refused?.target === undefined
    ? undefined
    : `its results ${
      refused.redirected ? "download was redirected to" : "are at"
    } "${refused.target}", which this run may not contact`;
  if (reason === undefined) return undefined;
  return new FatalProviderError(
    redact(
      `Cannot collect batch "${batchId}" from the ${place.api.name} at "${place.host}": ${reason}; the batch stays recorded in "${place.ledgerPath}", and the next run collects it again without sending its cells again`,
      place.secrets,
    ),
  );
}

/** The HTTP status an SDK error carries, if any. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
}

/**
 * Whether the API answered (an SDK error with a status) or the network
 * failed on the way (the SDKs' connection errors, both named alike).
 */
function fromApi(error: unknown): boolean {
  // OpenAI's SDK names none of its errors: its class's name says it.
  const name = error instanceof Error
    ? error.name === "Error" ? error.constructor.name : error.name
    : "";
  return statusOf(error) !== undefined || name === "APIConnectionError" ||
    name === "APIConnectionTimeoutError";
}

/**
 * The API's classifier, for waits around niah's own work (collecting
 * rows): only what the API answered (a 429, a 5xx) or a lost connection
 * is waited out; any other error is thrown at once, never retried.
 */
export function answeredOnly(api: BatchApi): Pick<BatchApi, "classify"> {
  return {
    classify: (error) =>
      fromApi(error) ? api.classify(error) : { retry: false },
  };
}
