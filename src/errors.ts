/**
 * niah's errors, by kind. Every error a person may see is a {@link NiahError}
 * whose `kind` says what went wrong, and {@link EXIT_CODES} is the one table
 * from kind to exit code; anything else thrown is a bug (exit 1). They live
 * at the bottom of the house so every layer can raise them; only `main.ts`
 * turns them into exit codes and text.
 *
 * Context travels as fields and `cause`: a subclass takes its facts (a file,
 * a line, a key, the error underneath) and renders its one-line message from
 * them in its constructor, so the text is written in one place and a caller
 * can still read the facts.
 */

/**
 * What kind of failure an error is; each has one exit code. The first five
 * reach a person. The inner kinds are met by niah's own code, which retries
 * them, records them in a row or words them for a person: one that reaches
 * `main` unworded is a bug like any other thrown value.
 */
export type ErrorKind =
  | "usage"
  | "provider_refusal"
  | "check_failed"
  | "incomplete"
  | "interrupted"
  | InnerKind
  | "bug";

/** The kinds niah's own code catches (see {@link ErrorKind}). */
type InnerKind =
  /** A model call failed (a cell's row records it once retries are spent). */
  | "call_failed"
  /** A request to a host the run was not configured to reach. */
  | "host_not_allowed"
  /** The endpoint has no batch API (the batch session says so, exit 2). */
  | "batch_unsupported"
  /** A batch niah will not send (more requests than the API takes). */
  | "batch_unsendable"
  /** A batch's results that cannot be read (the batch session stops, keeping it). */
  | "batch_results"
  /** A run name's placeholder that cannot expand (the run config's error). */
  | "placeholder"
  /** A reference draw that cannot succeed (the task says which problem). */
  | "reference_draw"
  /** A line over the longest niah reads (its reader names the line). */
  | "line_too_long";

/**
 * The exit code of each kind, as docs/commands.md's "Exit codes" says:
 * 2 bad input, 2 an API refusal every cell would share (fix the config or
 * key), 3 a check the user asked for failed, 4 a run left cells without an
 * answer (provider errors or timeouts, or it stopped early because the
 * endpoint is down), 130 interrupted, 1 a bug in niah (an inner kind that
 * no caller worded is one).
 */
export const EXIT_CODES: Readonly<Record<ErrorKind, number>> = Object.freeze({
  usage: 2,
  provider_refusal: 2,
  check_failed: 3,
  incomplete: 4,
  interrupted: 130,
  call_failed: 1,
  host_not_allowed: 1,
  batch_unsupported: 1,
  batch_unsendable: 1,
  batch_results: 1,
  placeholder: 1,
  reference_draw: 1,
  line_too_long: 1,
  bug: 1,
});

/** An error niah expects and explains: one line, no stack, a known exit. */
export abstract class NiahError extends Error {
  /** What kind of failure this is. */
  abstract readonly kind: Exclude<ErrorKind, "bug">;

  /** The exit code of this error's kind ({@link EXIT_CODES}). */
  get exitCode(): number {
    return EXIT_CODES[this.kind];
  }
}

/** The kind of any thrown value: a {@link NiahError}'s, else `"bug"`. */
export function kindOf(error: unknown): ErrorKind {
  return error instanceof NiahError ? error.kind : "bug";
}

/** The exit code for any thrown value (1 for anything not a NiahError). */
export function exitCodeOf(error: unknown): number {
  return EXIT_CODES[kindOf(error)];
}

/**
 * Whether a thrown value is a bug in niah (exit 1): anything but a
 * NiahError, or one of an inner kind that reached `main` unworded.
 */
export function isBug(error: unknown): boolean {
  return exitCodeOf(error) === EXIT_CODES.bug;
}

/** The message of any thrown value, for quoting a cause in a message. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Bad input from a person: a config, a flag, a file. Exit code 2, no stack. */
export class UsageError extends NiahError {
  override name = "UsageError";
  readonly kind = "usage";
}

/**
 * The API refused a request for a reason every further cell would share
 * (401/403, no credit, the same 4xx on each of the first cells): the run
 * stops at once. Not bad input niah could check, but fixed the same way (the
 * model config or key), so it exits 2 as docs/commands.md says.
 */
export class FatalProviderError extends NiahError {
  override name = "FatalProviderError";
  readonly kind = "provider_refusal";
}

/** The run was interrupted (Ctrl-C or an abort signal). Exit code 130. */
export class InterruptedError extends NiahError {
  override name = "InterruptedError";
  readonly kind = "interrupted";
}

/**
 * A check the user asked for failed (e.g. `compare --fail-if-drop`): the
 * command worked, the result is bad news. Exit code 3, for CI and cron.
 */
export class CheckFailedError extends NiahError {
  override name = "CheckFailedError";
  readonly kind = "check_failed";
}

/**
 * The run finished but some cells ended in provider errors or timeouts:
 * its numbers are incomplete. Exit code 4; running the same command again
 * re-runs those cells.
 */
export class IncompleteRunError extends NiahError {
  override name = "IncompleteRunError";
  readonly kind = "incomplete";
}

/**
 * The run stopped early because its endpoint is down: cell after cell
 * could not connect (runner/execute/endpoint_down_check.ts). Incomplete like
 * {@link IncompleteRunError} (exit code 4): once the endpoint is back,
 * running the same command again resumes.
 */
export class EndpointDownError extends NiahError {
  override name = "EndpointDownError";
  readonly kind = "incomplete";
}

/**
 * Bad input met while handling one item (a stored row, a job): the inner
 * error's line, then the item in parentheses. The inner error stays as
 * `cause` and the item as `context`.
 */
export class ContextError extends UsageError {
  override name = "ContextError";
  /** The item the inner error was met on: `"r.jsonl" line 3`. */
  readonly context: string;

  /** Renders `<cause's message> (<context>)`. */
  constructor(cause: UsageError, context: string) {
    super(`${cause.message} (${context})`, { cause });
    this.context = context;
  }
}

/** Where in a file a {@link FileError} happened, and what niah was doing. */
interface FileProblem {
  /** What the command could not do: "read results", "open store". */
  action: string;
  /** The file or folder. */
  path: string;
  /** The step that failed, when it is not the action itself: "cannot open". */
  step?: string;
  /** The error underneath (kept as `cause`; its message ends the line). */
  cause: unknown;
}

/**
 * Why Deno refused niah `path`, in niah's words: Deno's own ("run again
 * with the --allow-all flag") is advice for a script's author, and wrong
 * for niah's user, who should never run niah with every permission.
 */
function notCapableReason(path: string): string {
  return /^\/(?:proc|sys|dev)\//.test(path)
    ? "a system file that niah may not read (Deno keeps /proc, /sys and /dev for programs given every permission); give niah a regular file"
    : "outside what niah may read or write here";
}

/**
 * A file or folder niah could not read or write:
 * `Cannot <action>: [<step> ]"<path>": <the cause's message>`.
 */
export class FileError extends UsageError {
  override name = "FileError";
  /** What the command could not do. */
  readonly action: string;
  /** The file or folder. */
  readonly path: string;
  /** The step that failed, if any. */
  readonly step: string | undefined;

  /** Renders the line from `problem`; its cause stays as `cause`. */
  constructor(problem: FileProblem) {
    const step = problem.step === undefined ? "" : `${problem.step} `;
    super(
      `Cannot ${problem.action}: ${step}"${problem.path}": ${
        problem.cause instanceof Deno.errors.NotCapable
          ? notCapableReason(problem.path)
          : messageOf(problem.cause)
      }`,
      { cause: problem.cause },
    );
    this.action = problem.action;
    this.path = problem.path;
    this.step = problem.step;
  }
}

/** A place in a config file (1-based line and column). */
interface ConfigPlace {
  file: string;
  line: number;
  column: number;
  /** The key path as written in messages (`runner.concurrency`). */
  key?: string | undefined;
}

/**
 * Bad content at a place in a config file:
 * `Cannot <action>: <file>:<line>:<column>: ["<key>": ]<reason>[ (+N more)]`.
 */
export class ConfigError extends UsageError {
  override name = "ConfigError";
  /** What the command could not do: "load run config", "parse YAML". */
  readonly action: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** The key path, when the problem is at a key. */
  readonly key: string | undefined;
  /** What is wrong there, without the place. */
  readonly reason: string;
  /** How many further problems the check found (shown as "(+N more)"). */
  readonly more: number;

  /** Renders the line from its parts. */
  constructor(
    action: string,
    place: ConfigPlace,
    reason: string,
    options: ErrorOptions & { more?: number } = {},
  ) {
    const key = place.key === undefined ? "" : `"${place.key}": `;
    const more = options.more ?? 0;
    super(
      `Cannot ${action}: ${place.file}:${place.line}:${place.column}: ${key}${reason}${
        more > 0 ? ` (+${more} more)` : ""
      }`,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.action = action;
    this.file = place.file;
    this.line = place.line;
    this.column = place.column;
    this.key = place.key;
    this.reason = reason;
    this.more = more;
  }
}
