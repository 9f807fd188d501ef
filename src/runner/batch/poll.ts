/**
 * Waiting on batches: each pending batch is retrieved, then the next poll
 * waits `runner.batch_poll_s`, 1.5 times longer each round up to
 * {@link BATCH_POLL_CAP_S} (a fast batch is seen within seconds, a day-long
 * one costs a few hundred polls). A poll the API refuses for now (a 429, a
 * 5xx, a dropped connection: what the batch API classifies as retryable)
 * is waited out and tried again; it never fails a cell.
 *
 * @module
 */
import { BATCH_POLL_CAP_S } from "../../config/run_config.ts";
import {
  type BatchApi,
  type BatchInfo,
  type BatchStatus,
  BatchUnsupportedError,
} from "../../providers/batch.ts";

/** Statuses after which a batch's results (if any) are ready. */
const ENDED: ReadonlySet<BatchStatus> = new Set([
  "ended",
  "cancelled",
  "expired",
  "failed",
]);

/** Whether `info`'s batch has stopped running. */
export function hasEnded(info: BatchInfo): boolean {
  return ENDED.has(info.status);
}

/** The wait after a poll that waited `previousS` (none: the first). */
export function nextPollWaitS(
  previousS: number | undefined,
  firstS: number,
): number {
  return previousS === undefined
    ? Math.min(firstS, BATCH_POLL_CAP_S)
    : Math.min(previousS * 1.5, BATCH_POLL_CAP_S);
}

/** What polling uses, passed in so tests can swap it. */
export interface PollDeps {
  api: Pick<BatchApi, "classify">;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  signal: AbortSignal;
  /** Told of each poll the API refused and how long niah waits. */
  onRefused?(error: unknown, waitMs: number): void;
}

/**
 * How long to wait after the `failures`-th refusal (from 0): the API's
 * Retry-After, else 2, 4, 8 ... s up to a minute.
 */
export function refusalWaitMs(
  decision: { retryAfterMs?: number },
  failures: number,
): number {
  return decision.retryAfterMs ??
    Math.min(60_000, 2000 * 2 ** Math.min(failures, 5));
}

/**
 * Calls `call` until it answers: a retryable error is waited out (the
 * API's Retry-After, else 2, 4, 8 ... s up to a minute); any other, and
 * a `BatchUnsupportedError`, is thrown.
 */
export async function steadily<T>(
  call: () => Promise<T>,
  deps: PollDeps,
): Promise<T> {
  for (let failures = 0;; failures++) {
    try {
      return await call();
    } catch (error) {
      deps.signal.throwIfAborted();
      // No batch endpoints is an answer, whatever the status said.
      if (error instanceof BatchUnsupportedError) throw error;
      const decision = deps.api.classify(error);
      if (!decision.retry) throw error;
      const wait = refusalWaitMs(decision, failures);
      deps.onRefused?.(error, wait);
      await deps.sleep(wait, deps.signal);
    }
  }
}

/**
 * Whether `error` is the API saying it has no such batch (a 404): a batch
 * of another provider or account, or one a hand-edited ledger names.
 */
export function isGone(
  api: Pick<BatchApi, "classify">,
  error: unknown,
): boolean {
  if (error instanceof BatchUnsupportedError) return false;
  const decision = api.classify(error);
  return !decision.retry && decision.status === 404;
}

/** What polling does besides retrieving. */
interface PollRounds extends PollDeps {
  api: Pick<BatchApi, "classify" | "retrieve">;
  firstWaitS: number;
  onEnded(info: BatchInfo): Promise<void>;
  onPoll(infos: readonly BatchInfo[], nextS: number): void;
  /** A batch the API has no record of (see {@link isGone}). */
  onGone(id: string, error: unknown): Promise<void>;
  /**
   * Why to stop waiting for a batch that has not ended (it should have:
   * past its window, or a cancel the provider never finishes), if so.
   */
  stopWaiting(info: BatchInfo): string | undefined;
  /** One round only (`--no-wait`): what has not ended stays pending. */
  once?: boolean;
}

/** One retrieve of `id`: its state, or null when the API has no such batch. */
async function retrieveOnce(
  id: string,
  deps: PollRounds,
): Promise<BatchInfo | null> {
  try {
    return await steadily(() => deps.api.retrieve(id, deps.signal), deps);
  } catch (error) {
    if (!isGone(deps.api, error)) throw error;
    await deps.onGone(id, error);
    return null;
  }
}

/**
 * Polls the batches `ids` until every one has ended (or once), calling `onEnded` as
 * each does (collecting it) and `onPoll` after each round with the latest
 * state of every batch and the seconds to the next round (0: none). A
 * batch the API has no record of goes to `onGone`; one `stopWaiting`
 * gives a reason for is no longer waited on (it stays pending).
 */
export async function pollUntilEnded(
  ids: readonly string[],
  deps: PollRounds,
): Promise<void> {
  const latest = new Map<string, BatchInfo>();
  const pending = new Set(ids);
  let wait: number | undefined;
  while (pending.size > 0) {
    for (const id of [...pending]) {
      const info = await retrieveOnce(id, deps);
      if (info === null) {
        pending.delete(id);
        continue;
      }
      latest.set(id, info);
      if (!hasEnded(info)) {
        if (deps.stopWaiting(info) !== undefined) pending.delete(id);
        continue;
      }
      await deps.onEnded(info);
      pending.delete(id);
    }
    const more = pending.size > 0 && !deps.once;
    wait = more ? nextPollWaitS(wait, deps.firstWaitS) : 0;
    deps.onPoll([...latest.values()], wait);
    if (!more) return;
    await deps.sleep(wait * 1000, deps.signal);
  }
}
