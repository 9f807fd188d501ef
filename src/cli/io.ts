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
}

const encoder = new TextEncoder();

/** The process's real streams, environment and a Ctrl-C signal. */
export function processIo(signal: AbortSignal): CommandIo {
  return {
    out: (text) => writeAllSync(Deno.stdout, encoder.encode(text)),
    err: (line) => writeAllSync(Deno.stderr, encoder.encode(`${line}\n`)),
    signal,
    env: (name) => Deno.env.get(name),
    stderrIsTerminal: Deno.stderr.isTerminal(),
  };
}

// A reader that went away (`niah reconstruct ... | head`) is not an error:
// the rest of the output has nowhere to go, so it is dropped.
function writeAllSync(
  stream: { writeSync(p: Uint8Array): number },
  bytes: Uint8Array,
) {
  let offset = 0;
  try {
    while (offset < bytes.length) {
      offset += stream.writeSync(bytes.subarray(offset));
    }
  } catch (error) {
    if (!(error instanceof Deno.errors.BrokenPipe)) throw error;
  }
}
