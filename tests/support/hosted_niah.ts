/**
 * `runNiah` for the many tests that need only what a command prints and
 * its exit code: the command runs in a niah host (`niah_host.ts`, under
 * the binary's permissions), in its own working directory with its own
 * environment, answering the same `{code, stdout, stderr}` as a fresh
 * `deno run main.ts` would. Under the test task, the hosts are the
 * suite's pool (`host_pool.ts`), reached over loopback; a file tested on
 * its own (`deno test file`) starts a host of its own when it loads. A
 * file's commands run one after another either way. Tests of signals, of
 * a command writing to /dev/stdout itself, or of two commands at once use
 * `run_niah.ts`'s `runNiah` (a process each).
 */
import { repoRoot, type RunNiahOptions } from "./run_niah.ts";
import { HostLink } from "./host_link.ts";
import { writeAll } from "../../src/store/write_all.ts";
import {
  HOST_POOL_ENV,
  type HostRequest,
  type NiahResult,
  type PoolAnswer,
} from "./niah_host_protocol.ts";

export {
  BINARY_PERMISSIONS,
  type NiahResult,
  repoRoot,
  withWorkspace,
  workspace,
} from "./run_niah.ts";

const pool = Deno.env.get(HOST_POOL_ENV);
// Started while the file loads, not inside a test, so no test's resource
// check counts the host; it ends when the test process closes its stdin.
const ownHost = pool === undefined ? new HostLink() : undefined;
let queue: Promise<unknown> = Promise.resolve();

/** One request to the suite's pool: a connection of its own, closed after. */
async function askPool(address: string, request: HostRequest) {
  const [hostname, port] = address.split(":");
  const connection = await Deno.connect({
    hostname: hostname!,
    port: Number(port),
  });
  try {
    await writeAll(
      connection,
      new TextEncoder().encode(`${JSON.stringify(request)}\n`),
    );
    let text = "";
    for await (
      const chunk of connection.readable.pipeThrough(new TextDecoderStream())
    ) {
      text += chunk;
    }
    const answer = JSON.parse(text) as PoolAnswer;
    if ("error" in answer) throw new Error(answer.error);
    return answer.result;
  } finally {
    try {
      connection.close();
    } catch {
      // The readable stream's end closed it already.
    }
  }
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
 * Runs `niah <args>` in a niah host and waits for it: the same result as
 * `run_niah.ts`'s `runNiah`, which an interrupt needs.
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
  const result = queue.then(() =>
    ownHost ? ownHost.ask(request) : askPool(pool!, request)
  );
  queue = result.catch(() => {});
  return result;
}
