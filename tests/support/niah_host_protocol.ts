/**
 * What the tests' niah host (`niah_host.ts`) and its client
 * (`hosted_niah.ts`) say to each other, one JSON line each way; kept
 * apart so a test file loads neither niah nor the host by importing it.
 */

/** What starts each answer line, so stray bytes before it are noticed. */
export const HOST_REPLY = "\u0000niah-host\u0000";

/** One command for the host. */
export interface HostRequest {
  args: string[];
  cwd: string;
  env: Record<string, string>;
}
