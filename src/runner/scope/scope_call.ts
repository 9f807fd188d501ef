/**
 * The caller's side of a scope: hands `request` to a worker started with
 * the scope's permissions, writes what the worker prints to the caller's
 * streams, passes Ctrl-C on (the worker stops as one thread would), and
 * resolves with the worker's answer or rejects with its error made again
 * (`scope_messages.ts`). The worker is ended either way.
 *
 * The worker is created by the caller (`new Worker(new URL("...",
 * import.meta.url), ...)` written out, so `deno compile` embeds it), with
 * {@link scopedWorkerOptions}.
 *
 * @module
 */
import { InterruptedError, messageOf } from "../../errors.ts";
import { type FromScope, madeAgain, type ToScope } from "./scope_messages.ts";

/** The caller's streams and Ctrl-C. */
export interface ScopeIo {
  out(text: string): void;
  err(line: string): void;
  signal: AbortSignal;
}

/**
 * A worker's options for `permissions`. Deno checks them against the
 * caller's own (a worker never gets more) and needs
 * `--unstable-worker-options` for them, which the niah task and the binary
 * carry and `deno.json`'s `"unstable"` turns on for a plain `deno run`.
 */
export function scopedWorkerOptions(
  permissions: Deno.PermissionOptionsObject,
): WorkerOptions {
  return { type: "module", deno: { permissions } };
}

/** Runs `request` in `worker`; its answer. */
export function callInScope<R>(
  worker: Worker,
  request: unknown,
  io: ScopeIo,
): Promise<R> {
  const send = (message: ToScope) => worker.postMessage(message);
  const onAbort = () => {
    const reason = io.signal.reason;
    send({
      type: "abort",
      message: reason instanceof InterruptedError
        ? reason.message
        : "Interrupted",
    });
  };
  return new Promise<R>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<FromScope>) => {
      const message = event.data;
      if (message.type === "out") io.out(message.text);
      else if (message.type === "err") io.err(message.line);
      else if (message.type === "done") resolve(message.value as R);
      else if (message.type === "failed") reject(madeAgain(message.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error(`the run's worker failed: ${event.message}`));
    };
    worker.onmessageerror = () =>
      reject(new Error("the run's worker sent a message that cannot be read"));
    if (io.signal.aborted) onAbort();
    else io.signal.addEventListener("abort", onAbort, { once: true });
    try {
      send({ type: "call", request });
    } catch (error) {
      reject(new Error(`Cannot start the run's worker: ${messageOf(error)}`));
    }
  }).finally(() => {
    io.signal.removeEventListener("abort", onAbort);
    worker.terminate();
  });
}
