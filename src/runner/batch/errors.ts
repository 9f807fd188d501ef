/**
 * How batch mode reads the batch API's failures: which are waited out
 * around niah's own work (only what the API answered, or a lost
 * connection), which end the run as one redacted line (exit 2; the ledger
 * keeps what is pending), and a submission that may have made a batch.
 *
 * @module
 */
import {
  FatalProviderError,
  messageOf,
  NiahError,
  UsageError,
} from "../../errors.ts";
import type { BatchApi } from "../../providers/batch.ts";
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
  const name = error instanceof Error ? error.name : "";
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
