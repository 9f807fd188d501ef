/**
 * The worker's side of a scope: waits for the call, runs `handler` with
 * streams that write to the caller's and a signal that Ctrl-C (passed on
 * by the caller) aborts, and answers with what it returned or threw.
 *
 * @module
 */
import { InterruptedError } from "../../errors.ts";
import { crossing, type FromScope, type ToScope } from "./scope_messages.ts";
import type { ScopeIo } from "./scope_call.ts";

/** Serves one call in this worker with `handler`. */
export function serveInScope<Q>(
  handler: (request: Q, io: ScopeIo) => Promise<unknown>,
): void {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<ToScope>) => void) | null;
    postMessage(message: FromScope): void;
  };
  const controller = new AbortController();
  const io: ScopeIo = {
    out: (text) => scope.postMessage({ type: "out", text }),
    err: (line) => scope.postMessage({ type: "err", line }),
    signal: controller.signal,
  };
  scope.onmessage = (event) => {
    const message = event.data;
    if (message.type === "abort") {
      controller.abort(new InterruptedError(message.message));
      return;
    }
    handler(message.request as Q, io).then(
      (value) => scope.postMessage({ type: "done", value }),
      (error) => scope.postMessage({ type: "failed", error: crossing(error) }),
    );
  };
}
