/**
 * niah's entry point: parses argv, runs one command, and maps errors to
 * exit codes (2 bad input, 3 a requested check failed, 4 a run left cells
 * with provider errors or timeouts, 130 interrupted by Ctrl-C or SIGTERM,
 * 1 a bug). The only place that calls `Deno.exit`.
 */
import { CommanderError } from "commander";
import { buildProgram } from "./src/cli/program.ts";
import { loadDotenv } from "./src/cli/dotenv.ts";
import { processIo } from "./src/cli/io.ts";
import { terminalText } from "./src/report/terminal_text.ts";
import {
  CheckFailedError,
  IncompleteRunError,
  InterruptedError,
  UsageError,
} from "./src/errors.ts";

async function main(args: string[]): Promise<number> {
  const controller = new AbortController();
  const onInterrupt = () => {
    if (controller.signal.aborted) Deno.exit(130);
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
  const io = processIo(controller.signal);
  const verbose = args.includes("--verbose");
  try {
    await loadDotenv();
    await buildProgram(io).parseAsync(args, { from: "user" });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has printed its message already; help and version exit 0.
      return error.exitCode === 0 ? 0 : 2;
    }
    if (
      error instanceof UsageError || error instanceof InterruptedError ||
      error instanceof CheckFailedError || error instanceof IncompleteRunError
    ) {
      // Messages quote results files and configs: shown, never obeyed.
      io.err(`niah: ${terminalText(error.message)}`);
      if (verbose) io.err(causeChain(error));
      return error.exitCode;
    }
    io.err(
      `niah: internal error: ${
        terminalText(error instanceof Error ? error.message : String(error))
      } (run with --verbose for the stack trace)`,
    );
    if (verbose) io.err(causeChain(error));
    return 1;
  } finally {
    Deno.removeSignalListener("SIGINT", onInterrupt);
    if (onTerm) Deno.removeSignalListener("SIGTERM", onTerm);
  }
}

function causeChain(error: unknown): string {
  const lines: string[] = [];
  for (let e = error, depth = 0; e && depth < 10; depth++) {
    lines.push(e instanceof Error ? (e.stack ?? e.message) : String(e));
    e = e instanceof Error ? e.cause : undefined;
    if (e) lines.push("caused by:");
  }
  return lines.join("\n");
}

if (import.meta.main) Deno.exit(await main(Deno.args));
