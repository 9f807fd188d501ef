/**
 * What the tests' niah hosts (`niah_host.ts`), the link that drives one
 * (`host_link.ts`), the suite's pool of them (`host_pool.ts`) and the
 * client (`hosted_niah.ts`) say to each other, one JSON line each way;
 * kept apart so a test file loads neither niah nor a host by importing it.
 */

/** What starts each answer line, so stray bytes before it are noticed. */
export const HOST_REPLY = "\u0000niah-host\u0000";

/**
 * The environment variable through which the test task tells each test
 * file where the suite's pool of hosts listens (`127.0.0.1:PORT`).
 */
export const HOST_POOL_ENV = "NIAH_TEST_HOST_POOL";

/** One command for a host. */
export interface HostRequest {
  args: string[];
  cwd: string;
  env: Record<string, string>;
}

/** What a niah command did: its exit code and what it printed. */
export interface NiahResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The pool's answer to one request: the result, or why there is none. */
export type PoolAnswer = { result: NiahResult } | { error: string };
