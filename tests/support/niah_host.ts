/**
 * A niah process that runs many commands, one after another, for one test
 * file: what `runNiah` does with a fresh `deno run main.ts` per command,
 * without paying a process start-up (and the module loading) each time.
 *
 * It reads one request a line on standard input (`{args, cwd, env}` as
 * JSON), and for each: restores the environment it started with and adds
 * `NO_COLOR=1` and the request's variables (a child of `runNiah` inherits
 * the test's environment the same way), moves to the request's working
 * directory (its own: the test process's stays where it is), forgets the
 * inputs of earlier commands, and runs the command line as `main.ts` does
 * (`runCommandLine`: `.env`, the command, the failure's text and exit
 * code), printing into strings. It answers one line on standard output:
 * {@link HOST_REPLY} and `{code, stdout, stderr}` as JSON.
 *
 * A `run` stays in the host's thread (`CommandIo.runsInThisThread`): the
 * scope's worker a niah process starts for it would load niah and its
 * tokenizer again for every run. So what needs a process of its own stays
 * with `runNiah`: signals, a command writing to /dev/stdout itself, two
 * commands at once, and Deno's boundary around a run
 * (`tests/e2e/network_scope_test.ts`).
 */
import { runCommandLine } from "../../main.ts";
import { forgetInputs } from "../../src/store/input_files.ts";
import { forgetSecretForms } from "../../src/runner/rows/redact.ts";
import { restoreBuiltInFamilies } from "../../src/tasks/registry.ts";
import { forgetDataFiles } from "../../src/data/data_file.ts";
import { HOST_REPLY, type HostRequest } from "./niah_host_protocol.ts";
import { stdinLines } from "./stream_lines.ts";
import { writeAllSync } from "../../src/store/write_all.ts";

const startEnv = Deno.env.toObject();

function resetEnv(extra: Record<string, string>): void {
  for (const name of Object.keys(Deno.env.toObject())) {
    if (!Object.hasOwn(startEnv, name)) Deno.env.delete(name);
  }
  for (const [name, value] of Object.entries({ ...startEnv, ...extra })) {
    Deno.env.set(name, value);
  }
}

async function serve(request: HostRequest) {
  resetEnv({ NO_COLOR: "1", ...request.env });
  Deno.chdir(request.cwd);
  // Nothing one command learned reaches the next: inputs, data files, the
  // secrets' forms, families registered at run time.
  forgetInputs();
  forgetDataFiles();
  forgetSecretForms();
  restoreBuiltInFamilies();
  let stdout = "";
  let stderr = "";
  const code = await runCommandLine(request.args, {
    out: (text) => {
      stdout += text;
    },
    err: (line) => {
      stderr += `${line}\n`;
    },
    signal: new AbortController().signal,
    env: (name) => Deno.env.get(name),
    stderrIsTerminal: false,
    runsInThisThread: true,
  });
  return { code, stdout, stderr };
}

if (import.meta.main) {
  // A rejection nobody awaited would end a niah process; here it would end
  // every later command of the file too, so it is shown, not fatal.
  globalThis.addEventListener("unhandledrejection", (event) => {
    event.preventDefault();
    console.error("niah host: unhandled rejection:", event.reason);
  });
  const encoder = new TextEncoder();
  for await (const line of stdinLines()) {
    const reply = await serve(JSON.parse(line) as HostRequest);
    const bytes = encoder.encode(`${HOST_REPLY}${JSON.stringify(reply)}\n`);
    writeAllSync(Deno.stdout, bytes);
  }
}
