/**
 * A `deno` child process spoken to in lines: one request line on its
 * standard input, answer lines read back from its standard output. The
 * tests' niah hosts (`host_link.ts`) and the contract suite's plan probe
 * are each one of these, started once and asked many times, instead of a
 * process per question.
 */
import { streamLines } from "./stream_lines.ts";

const encoder = new TextEncoder();

/** A started child; `send` a line, read its `line`s. */
export class LineProcess {
  readonly #child: Deno.ChildProcess;
  readonly #input: WritableStreamDefaultWriter<Uint8Array>;
  readonly #output: AsyncGenerator<string>;
  /** False once the child's output has ended: it has exited. */
  alive = true;

  /** Starts `deno <args>` in `cwd`, its stderr shown as the test's. */
  constructor(args: string[], cwd: string, env: Record<string, string> = {}) {
    this.#child = new Deno.Command(Deno.execPath(), {
      args,
      cwd,
      env: { DENO_NO_UPDATE_CHECK: "1", ...env },
      stdin: "piped",
      stdout: "piped",
      stderr: "inherit",
    }).spawn();
    this.#input = this.#child.stdin.getWriter();
    this.#output = streamLines(this.#child.stdout);
  }

  /** Writes `text` and a line break to the child's standard input. */
  send(text: string): Promise<void> {
    return this.#input.write(encoder.encode(`${text}\n`));
  }

  /** The child's next output line, without its line break. */
  async line(): Promise<string> {
    const next = await this.#output.next();
    if (next.done) {
      this.alive = false;
      throw new Error("the child process exited (see its stderr above)");
    }
    return next.value;
  }

  /** Closes the child's input, so it ends, and waits for it. */
  async close(): Promise<void> {
    await this.#input.close().catch(() => {});
    await this.#child.status;
    await this.#output.return(undefined).catch(() => {});
  }
}
