/**
 * One niah host (`niah_host.ts`) in a process of its own, under the
 * binary's permissions, and the one request at a time it answers: the
 * per-file host of `hosted_niah.ts` and each of the suite's pooled hosts
 * (`host_pool.ts`) are one of these.
 */
import {
  HOST_REPLY,
  type HostRequest,
  type NiahResult,
} from "./niah_host_protocol.ts";
import { LineProcess } from "./line_process.ts";
import { BINARY_PERMISSIONS } from "./run_niah.ts";

/** A started host; `ask` one request at a time. */
export class HostLink {
  readonly #host = new LineProcess(
    [
      "run",
      ...BINARY_PERMISSIONS,
      new URL("./niah_host.ts", import.meta.url).pathname,
    ],
    new URL("../../", import.meta.url).pathname,
    { NO_COLOR: "1" },
  );

  /** False once the host has exited: a later request needs a new one. */
  get alive(): boolean {
    return this.#host.alive;
  }

  /** Runs one command in the host; throws if it wrote to stdout itself. */
  async ask(request: HostRequest): Promise<NiahResult> {
    await this.#host.send(JSON.stringify(request));
    // Bytes before the answer line are the command's own writes to the
    // host's standard output: read past them, so the next answer is found.
    let stray = "";
    let line;
    while (!(line = await this.#host.line()).includes(HOST_REPLY)) {
      stray += `${line}\n`;
    }
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

  /** Closes the host's input, so it ends, and waits for it. */
  close(): Promise<void> {
    return this.#host.close();
  }
}
