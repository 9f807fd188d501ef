/**
 * When niah stops waiting for a batch that should have ended: one still
 * running {@link EXPIRY_MARGIN_MS} past the end of its window (its
 * `expires_at`, else its creation plus the provider's window), and one the
 * provider was asked to cancel and has not finished cancelling after
 * {@link CANCEL_POLLS} polls (about 9 minutes at the default
 * `batch_poll_s`). Such a batch stays recorded in the ledger; the run says
 * why it stopped, and the next run looks again.
 *
 * @module
 */
import { counted, wordFor } from "../../counted.ts";
import { IncompleteRunError } from "../../errors.ts";
import type { BatchInfo } from "../../providers/batch.ts";

/** How long past its window's end a batch is still polled: an hour. */
const EXPIRY_MARGIN_MS = 3_600_000;

/** Polls of a batch being cancelled before niah stops waiting for it. */
const CANCEL_POLLS = 10;

/** A window such as "24h", "90m" or "86.4s", in milliseconds. */
function windowMs(window: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*([hms])$/.exec(window.trim());
  if (!match) return undefined;
  const unit =
    { h: 3_600_000, m: 60_000, s: 1000 }[match[2] as "h" | "m" | "s"];
  return Number(match[1]) * unit;
}

/** When `info`'s window ends (ms), if it can be told. */
function windowEndMs(info: BatchInfo, window: string): number | undefined {
  const expires = info.expires_at === undefined
    ? NaN
    : Date.parse(info.expires_at);
  if (!Number.isNaN(expires)) return expires;
  const created = Date.parse(info.created_at);
  const length = windowMs(window);
  return Number.isNaN(created) || length === undefined
    ? undefined
    : created + length;
}

/** The waits of one run's polling. */
export class WaitLimits {
  readonly #cancelPolls = new Map<string, number>();

  /** Why each batch no longer waited on was given up, in order. */
  readonly stopped: string[] = [];

  constructor(
    readonly how: {
      now(): Date;
      /** The provider's window, e.g. "24h". */
      window: string;
      /** The batches were asked to cancel (`--cancel-batches`). */
      cancelling: boolean;
      /** A batch id as printed. */
      shown(id: string): string;
    },
  ) {}

  /** Why to stop waiting for `info` (not ended), if niah should. */
  stopWaiting(info: BatchInfo): string | undefined {
    const reason = this.#reason(info);
    if (reason !== undefined) this.stopped.push(reason);
    return reason;
  }

  /**
   * Ends a run that waited (exit 4) when it stopped waiting for a batch:
   * it could not finish, and the batch stays recorded in `ledgerPath`.
   */
  throwIfStopped(ledgerPath: string): void {
    const n = this.stopped.length;
    if (n === 0) return;
    throw new IncompleteRunError(
      `Cannot finish the run: niah stopped waiting for ${
        counted(n, "batch", "batches")
      } that did not end (see above); ${
        wordFor(n, "it stays", "they stay")
      } recorded in "${ledgerPath}": run again to look again, or with --cancel-batches to cancel, and cancel in the provider's console what never ends`,
    );
  }

  #reason(info: BatchInfo): string | undefined {
    const id = this.how.shown(info.id);
    const end = windowEndMs(info, this.how.window);
    const now = this.how.now().getTime();
    if (end !== undefined && now > end + EXPIRY_MARGIN_MS) {
      const hours = ((now - end) / 3_600_000).toFixed(1);
      return `batch "${id}" is still "${info.status}" ${hours} h after its window closed (${
        new Date(end).toISOString()
      }); niah stopped waiting for it`;
    }
    if (!this.how.cancelling) return undefined;
    const polls = (this.#cancelPolls.get(info.id) ?? 0) + 1;
    this.#cancelPolls.set(info.id, polls);
    if (polls < CANCEL_POLLS) return undefined;
    return `batch "${id}" is still "${info.status}" after ${polls} polls since niah asked to cancel it; niah stopped waiting for the provider to finish cancelling`;
  }
}
