/**
 * What crosses a scope's boundary (`scope_call.ts` on the caller's side,
 * `scope_serve.ts` in the worker): the call, the worker's writes to the
 * caller's streams, Ctrl-C, and how the call ended. An error crosses as
 * its kind, message and stack, and is made again on the caller's side as
 * an error of the same kind, so exit codes, messages and `--verbose` are
 * what they are in one thread.
 *
 * @module
 */
import {
  CheckFailedError,
  type ErrorKind,
  FatalProviderError,
  IncompleteRunError,
  InterruptedError,
  kindOf,
  messageOf,
  NiahError,
  UsageError,
} from "../../errors.ts";

/** An error as it crosses: its kind, message and stack (causes included). */
interface CrossingError {
  kind: ErrorKind;
  message: string;
  stack: string;
}

/** From the caller to the worker. */
export type ToScope =
  | { type: "call"; request: unknown }
  | { type: "abort"; message: string };

/** From the worker to the caller. */
export type FromScope =
  | { type: "out"; text: string }
  | { type: "err"; line: string }
  | { type: "done"; value: unknown }
  | { type: "failed"; error: CrossingError };

/** `error` (and its causes' stacks) as it crosses. */
export function crossing(error: unknown): CrossingError {
  const stacks: string[] = [];
  for (let e = error, depth = 0; e && depth < 10; depth++) {
    stacks.push(e instanceof Error ? (e.stack ?? e.message) : String(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return {
    kind: kindOf(error),
    message: messageOf(error),
    stack: stacks.join("\ncaused by:\n"),
  };
}

/** An error of an inner kind, made again (a bug once it reaches `main`). */
class CrossedError extends NiahError {
  override name = "CrossedError";
  constructor(readonly kind: Exclude<ErrorKind, "bug">, message: string) {
    super(message);
  }
}

const MADE: Partial<
  Record<ErrorKind, new (message: string) => NiahError>
> = {
  usage: UsageError,
  provider_refusal: FatalProviderError,
  check_failed: CheckFailedError,
  incomplete: IncompleteRunError,
  interrupted: InterruptedError,
};

/** The error `crossed` describes, made again on this side. */
export function madeAgain(crossed: CrossingError): Error {
  const Made = MADE[crossed.kind];
  const error = Made
    ? new Made(crossed.message)
    : crossed.kind === "bug"
    ? new Error(crossed.message)
    : new CrossedError(crossed.kind, crossed.message);
  error.stack = crossed.stack;
  return error;
}
