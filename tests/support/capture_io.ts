/** A command's io for tests that call a command function directly. */
import type { CommandIo } from "../../src/cli/io.ts";

/**
 * An io that keeps what the command prints (`stdout` chunks, `stderr`
 * lines), reads only the variables in `env`, and stops on `signal`.
 */
export function captureIo(
  env: Record<string, string> = {},
  signal: AbortSignal = new AbortController().signal,
): CommandIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (text) => stdout.push(text),
    err: (line) => stderr.push(line),
    signal,
    env: (name) => Object.hasOwn(env, name) ? env[name] : undefined,
    stderrIsTerminal: false,
  };
}
