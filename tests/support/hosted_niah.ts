/**
 * `runNiah` for the many tests that need only what a command prints and
 * its exit code: each test file that imports this starts one niah host
 * (`niah_host.ts`, under the binary's permissions) when it loads, and its
 * commands run there one after another, each in its own working directory
 * with its own environment, answering the same `{code, stdout, stderr}`
 * as a fresh `deno run main.ts` would. Tests of signals, of a command
 * writing to /dev/stdout itself, or of two commands at once use
 * `run_niah.ts`'s `runNiah` (a process each).
 */
import {
  BINARY_PERMISSIONS,
  type NiahResult,
  repoRoot,
  type RunNiahOptions,
} from "./run_niah.ts";
import { HOST_REPLY, type HostRequest } from "./niah_host_protocol.ts";

export {
  BINARY_PERMISSIONS,
  type NiahResult,
  repoRoot,
  withWorkspace,
  workspace,
} from "./run_niah.ts";

// Started while the file loads, not inside a test, so no test's resource
// check counts the host; it ends when the test process closes its stdin.
const host = new Deno.Command(Deno.execPath(), {
  args: [
    "run",
    ...BINARY_PERMISSIONS,
    new URL("./niah_host.ts", import.meta.url).pathname,
  ],
  cwd: repoRoot,
  env: { NO_COLOR: "1" },
  stdin: "piped",
  stdout: "piped",
  stderr: "inherit",
}).spawn();
const requests = host.stdin.getWriter();
const replies = host.stdout.getReader();
const encoder = new TextEncoder();
const decoder = new TextDecoder();
let unread = "";
let queue: Promise<unknown> = Promise.resolve();

async function replyLine(): Promise<string> {
  let end;
  while ((end = unread.indexOf("\n")) < 0) {
    const { value, done } = await replies.read();
    if (done) throw new Error("the niah host exited (see its stderr above)");
    unread += decoder.decode(value, { stream: true });
  }
  const line = unread.slice(0, end);
  unread = unread.slice(end + 1);
  return line;
}

async function ask(request: HostRequest): Promise<NiahResult> {
  await requests.write(encoder.encode(`${JSON.stringify(request)}\n`));
  // Bytes before the answer line are the command's own writes to the
  // host's standard output: read past them, so the next answer is found.
  let stray = "";
  let line;
  while (!(line = await replyLine()).includes(HOST_REPLY)) stray += `${line}\n`;
  const at = line.indexOf(HOST_REPLY);
  stray += line.slice(0, at);
  if (stray !== "") {
    throw new Error(
      `niah ${request.args.join(" ")} wrote to standard output itself (${
        JSON.stringify(stray.slice(0, 200))
      }): run it with run_niah.ts's runNiah, a process of its own`,
    );
  }
  return JSON.parse(line.slice(at + HOST_REPLY.length)) as NiahResult;
}

/**
 * The working directory and environment of a command; no interrupt (a
 * signal needs a process of its own), which the type refuses, spread or not.
 */
export type HostedOptions =
  & Pick<RunNiahOptions, "cwd" | "env">
  & {
    [K in Exclude<keyof RunNiahOptions, "cwd" | "env">]?: never;
  };

/**
 * Runs `niah <args>` in this file's niah host and waits for it: the same
 * result as `run_niah.ts`'s `runNiah`, which an interrupt needs.
 */
export function runNiah(
  args: string[],
  options: HostedOptions = {},
): Promise<NiahResult> {
  const request = {
    args,
    cwd: options.cwd ?? repoRoot,
    env: options.env ?? {},
  };
  const result = queue.then(() => ask(request));
  queue = result.catch(() => {});
  return result;
}
