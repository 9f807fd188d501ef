/**
 * Runs `main.ts` in a child process under the permission set the compiled
 * binary has (the `niah` task's flags), in a working directory of the
 * test's choosing, and captures what it printed.
 */
import { niahTaskFlags } from "../../scripts/compile.ts";
import type { NiahResult } from "./niah_host_protocol.ts";

const root = new URL("../../", import.meta.url).pathname;

/** The permission flags of the `niah` task and the compiled binary. */
export const BINARY_PERMISSIONS: string[] = niahTaskFlags();

export type { NiahResult } from "./niah_host_protocol.ts";

/** What a running niah process has printed so far. */
export interface Printed {
  stdout: string;
  stderr: string;
}

/** Options for {@link runNiah}. */
export interface RunNiahOptions {
  cwd?: string;
  env?: Record<string, string>;
  /** Sends SIGINT after this many ms (to test Ctrl-C). */
  interruptAfterMs?: number;
  /**
   * Sends SIGINT once this returns true (polled every 25 ms, given what
   * the process has printed so far), so a Ctrl-C test interrupts real
   * work however slow the machine is; with `interruptAfterMs` too,
   * whichever comes first.
   */
  interruptWhen?: (printed: Printed) => Promise<boolean> | boolean;
  /** The signal an interrupt sends (default SIGINT, as Ctrl-C does). */
  interruptSignal?: Deno.Signal;
}

/** Runs `niah <args>` and waits for it to exit. */
export async function runNiah(
  args: string[],
  options: RunNiahOptions = {},
): Promise<NiahResult> {
  const command = new Deno.Command(Deno.execPath(), {
    args: ["run", ...BINARY_PERMISSIONS, `${root}main.ts`, ...args],
    cwd: options.cwd ?? root,
    env: { NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1", ...options.env },
    stdout: "piped",
    stderr: "piped",
  });
  const child = command.spawn();
  let interrupted = false;
  const interrupt = () => {
    if (interrupted) return;
    interrupted = true;
    try {
      child.kill(options.interruptSignal ?? "SIGINT");
    } catch {
      // Already exited: the test sees its exit code instead.
    }
  };
  const timer = options.interruptAfterMs === undefined
    ? undefined
    : setTimeout(interrupt, options.interruptAfterMs);
  const printed: Printed = { stdout: "", stderr: "" };
  const read = async (
    stream: ReadableStream<Uint8Array>,
    into: keyof Printed,
  ) => {
    for await (const text of stream.pipeThrough(new TextDecoderStream())) {
      printed[into] += text;
    }
  };
  const reading = Promise.all([
    read(child.stdout, "stdout"),
    read(child.stderr, "stderr"),
  ]);
  const when = options.interruptWhen;
  let polling = when !== undefined;
  const poll = when === undefined ? Promise.resolve() : (async () => {
    while (polling && !interrupted) {
      if (await when(printed)) {
        interrupt();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const [status] = await Promise.all([child.status, reading]);
  polling = false;
  clearTimeout(timer);
  await poll;
  return { code: status.code, ...printed };
}

/** The repository root, with a trailing slash. */
export const repoRoot = root;

/**
 * A fresh temporary working directory holding `configs/models/fake.yaml`
 * (copied from the repo) and the given extra files.
 */
export async function workspace(
  files: Record<string, string> = {},
): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "niah-test-" });
  await Deno.mkdir(`${dir}/configs/models`, { recursive: true });
  await Deno.mkdir(`${dir}/configs/runs`, { recursive: true });
  await Deno.copyFile(
    `${root}configs/models/fake.yaml`,
    `${dir}/configs/models/fake.yaml`,
  );
  for (const [path, text] of Object.entries(files)) {
    const full = `${dir}/${path}`;
    await Deno.mkdir(full.slice(0, full.lastIndexOf("/")), { recursive: true });
    await Deno.writeTextFile(full, text);
  }
  return dir;
}

/** Runs `body` in a fresh {@link workspace} holding `files`, then removes it. */
export async function withWorkspace(
  files: Record<string, string>,
  body: (dir: string) => Promise<void>,
): Promise<void> {
  const dir = await workspace(files);
  try {
    await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}
