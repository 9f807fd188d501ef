/**
 * Errors that carry an exit code. They live at the bottom of the house so
 * every layer can raise them; only `main.ts` turns them into exit codes.
 */

/** Bad input from a person: a config, a flag, a file. Exit code 2, no stack. */
export class UsageError extends Error {
  override name = "UsageError";
  readonly exitCode = 2;
}

/** The run was interrupted (Ctrl-C or an abort signal). Exit code 130. */
export class InterruptedError extends Error {
  override name = "InterruptedError";
  readonly exitCode = 130;
}

/**
 * A check the user asked for failed (e.g. `compare --fail-if-drop`): the
 * command worked, the result is bad news. Exit code 3, for CI and cron.
 */
export class CheckFailedError extends Error {
  override name = "CheckFailedError";
  readonly exitCode = 3;
}

/**
 * The run finished but some cells ended in provider errors or timeouts:
 * its numbers are incomplete. Exit code 4; running the same command again
 * re-runs those cells.
 */
export class IncompleteRunError extends Error {
  override name = "IncompleteRunError";
  readonly exitCode = 4;
}
