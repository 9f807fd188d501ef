/**
 * niah's entry point: parses argv, runs one command, and turns what it
 * threw into text and an exit code by the error's kind (`src/errors.ts`'s
 * table: 2 bad input or an API refusal, 3 a requested check failed, 4 a run
 * left cells with provider errors or timeouts, 130 interrupted by Ctrl-C or
 * SIGTERM, 1 a bug). The only place that calls `Deno.exit`.
 */
// First: revokes the network for the commands that never need it, before
// any dependency below is evaluated.
import "./src/cli/offline_commands.ts";
import { CommanderError } from "commander";
import { buildProgram } from "./src/cli/program.ts";
import { dropProxyVariables, loadDotenv } from "./src/cli/dotenv.ts";
import { type CommandIo, processIo } from "./src/cli/io.ts";
import { terminalText } from "./src/report/render/terminal_text.ts";
import {
  EXIT_CODES,
  exitCodeOf,
  InterruptedError,
  isBug,
  messageOf,
} from "./src/errors.ts";

async function main(args: string[]): Promise<number> {
  const controller = new AbortController();
  const onInterrupt = () => {
    if (controller.signal.aborted) Deno.exit(EXIT_CODES.interrupted);
    controller.abort(new InterruptedError("Interrupted"));
  };
  Deno.addSignalListener("SIGINT", onInterrupt);
  // SIGTERM (a pod evicted, a CI job or systemd stopping) stops like
  // Ctrl-C: between rows, lock released, exit 130. `schedule` handles it
  // itself (it finishes the tick and exits 0).
  const onTerm = args[0] === "schedule" || Deno.build.os === "windows"
    ? undefined
    : onInterrupt;
  if (onTerm) Deno.addSignalListener("SIGTERM", onTerm);
  try {
    return await runCommandLine(args, processIo(controller.signal));
  } finally {
    Deno.removeSignalListener("SIGINT", onInterrupt);
    if (onTerm) Deno.removeSignalListener("SIGTERM", onTerm);
  }
}

/**
 * Loads `.env`, runs the command `args` names on `io`, and prints what it
 * threw: the exit code `main` returns. Tests run commands through it too
 * (tests/support/niah_host.ts), so they see what a niah process prints.
 */
export async function runCommandLine(
  args: string[],
  io: CommandIo,
): Promise<number> {
  const verbose = args.includes("--verbose");
  try {
    // Before any request: niah's requests use a proxy only when named for
    // niah (NIAH_PROXY, client.proxy), never HTTP_PROXY and the like.
    dropProxyVariables();
    const dotenv = await loadDotenv();
    for (const warning of dotenv.warnings) {
      io.err(`warning: ${terminalText(warning)}`);
    }
    await buildProgram(io).parseAsync(args, { from: "user" });
    return 0;
  } catch (error) {
    const failed = renderFailure(error, verbose);
    for (const line of failed.lines) io.err(line);
    return failed.code;
  }
}

/** What `main` prints for a thrown value, and the exit code it returns. */
export interface Failure {
  code: number;
  lines: string[];
}

/**
 * Renders a thrown value, in one place: a NiahError's one-line message, or
 * for anything else (a bug) its message and a hint; with `verbose`, the
 * stack and the cause chain too. Messages quote results files and configs:
 * shown, never obeyed, so they pass through `terminalText`.
 */
export function renderFailure(error: unknown, verbose: boolean): Failure {
  if (error instanceof CommanderError) {
    // Commander has printed its message already; help and version exit 0.
    return { code: error.exitCode === 0 ? 0 : EXIT_CODES.usage, lines: [] };
  }
  const text = terminalText(messageOf(error));
  const lines = [
    isBug(error)
      ? `niah: internal error: ${text} (run with --verbose for the stack trace)`
      : `niah: ${text}`,
  ];
  if (verbose) lines.push(causeChain(error));
  return { code: exitCodeOf(error), lines };
}

/** The stack of `error` and of each error in its `cause` chain (10 at most). */
export function causeChain(error: unknown): string {
  const lines: string[] = [];
  for (let e = error, depth = 0; e && depth < 10; depth++) {
    if (depth > 0) lines.push("caused by:");
    lines.push(e instanceof Error ? (e.stack ?? e.message) : String(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return lines.join("\n");
}

if (import.meta.main) Deno.exit(await main(Deno.args));
