import { UsageError } from "../errors.ts";
import { standardStreamOf } from "../store/standard_stream.ts";
import { writeAllSync } from "../store/write_all.ts";

/** What commands print to and listen on, passed in so tests can capture it. */
export interface CommandIo {
  /** Writes to standard output as is (no newline added). */
  out(text: string): void;
  /** Writes one line to standard error. */
  err(line: string): void;
  /** Aborted on Ctrl-C. */
  signal: AbortSignal;
  /** Reads an environment variable. */
  env(name: string): string | undefined;
  /** Whether stderr is a terminal (a live progress bar) or a file/pipe. */
  stderrIsTerminal: boolean;
  /**
   * Set by a process that runs many commands one after another (the
   * tests' niah host), or by a test whose io's environment is not the
   * process's (the scope's worker reads the process's): `run` stays in
   * this thread, under the process's own permissions and the host guard,
   * instead of a scope's worker that would load niah and its tokenizer
   * afresh for every run. A niah process leaves it unset.
   */
  runsInThisThread?: boolean;
}

const encoder = new TextEncoder();

/** The process's real streams, environment and a Ctrl-C signal. */
export function processIo(signal: AbortSignal): CommandIo {
  return {
    out: (text) => writeToStream(Deno.stdout, encoder.encode(text)),
    err: (line) => writeToStream(Deno.stderr, encoder.encode(`${line}\n`)),
    signal,
    env: (name) => Deno.env.get(name),
    stderrIsTerminal: Deno.stderr.isTerminal(),
  };
}

// A reader that went away (`niah reconstruct ... | head`) is not an error:
// the rest of the output has nowhere to go, so it is dropped.
function writeToStream(
  stream: { writeSync(p: Uint8Array): number },
  bytes: Uint8Array,
) {
  try {
    writeAllSync(stream, bytes);
  } catch (error) {
    if (!(error instanceof Deno.errors.BrokenPipe)) throw error;
  }
}

/**
 * `io` for a command whose `outputs` (option name to path) may name
 * standard output (`--csv /dev/stdout`): then what the command prints
 * itself (its summary, "wrote ...") goes to standard error, so standard
 * output holds that output alone. Two outputs on standard output are
 * refused: they would run together.
 */
export function ioBesideOutputs(
  io: CommandIo,
  outputs: Readonly<Record<string, string | undefined>>,
): CommandIo {
  const onStdout = Object.entries(outputs).filter(([, path]) =>
    standardStreamOf(path) === "stdout"
  ).map(([option]) => option);
  if (onStdout.length > 1) {
    throw new UsageError(
      `Cannot write ${
        onStdout.join(" and ")
      } both to standard output: they would run together; send one to a file`,
    );
  }
  return onStdout.length === 0
    ? io
    : { ...io, out: (text) => io.err(text.replace(/\n$/, "")) };
}
