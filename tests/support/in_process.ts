/**
 * A niah command line run in this process, as `main.ts` parses it (the
 * commands' own functions, no child process), for tests that register a
 * family of their own: a child would not know it.
 */
import { buildProgram } from "../../src/cli/program.ts";
import { captureIo } from "./capture_io.ts";

/** Runs `args` (`niah` left out); what it printed, or its error thrown. */
export async function niahInProcess(
  ...args: string[]
): Promise<{ stdout: string; stderr: string[] }> {
  const io = captureIo();
  await buildProgram(io).parseAsync(args, { from: "user" });
  return { stdout: io.stdout.join(""), stderr: io.stderr };
}
