/**
 * `deno task install`: puts a `niah` command on this machine, running this
 * checkout's `main.ts` with exactly the flags the compiled binary has baked
 * in (the `niah` task's, read by `niahTaskFlags` in `compile.ts`, so the
 * flags live in one place): `deno install -g -f --name niah <flags>
 * --config deno.json main.ts`. The command lands in `$DENO_INSTALL_ROOT/bin`
 * (default `~/.deno/bin`); it runs `deno`, so Deno must be on `PATH`.
 * `--dry-run` prints the `deno install` command instead of running it.
 */
import { fileURLToPath } from "node:url";
import { niahTaskFlags } from "./compile.ts";

// The checkout as a path: a URL's pathname is percent-encoded, so a folder
// named "my niah" or "niah-é" would be looked for as "my%20niah".
const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** The `deno install` arguments (after `deno`) for the `niah` command. */
export function installArgs(
  root: string = ROOT,
  flags: readonly string[] = niahTaskFlags(),
): string[] {
  return [
    "install",
    "-g",
    "-f",
    "--name",
    "niah",
    // The import map and lock file: without them the installed command
    // cannot resolve niah's npm imports.
    "--config",
    `${root}deno.json`,
    ...flags,
    `${root}main.ts`,
  ];
}

/** `word` as a POSIX shell reads it back: quoted when it needs quoting. */
function shellQuote(word: string): string {
  return /^[A-Za-z0-9_./:=@%+,-]+$/.test(word)
    ? word
    : `'${word.replaceAll("'", `'\\''`)}'`;
}

async function main(args: string[]): Promise<number> {
  const unknown = args.filter((arg) => arg !== "--dry-run");
  if (unknown.length > 0) {
    console.error(
      `install: unknown argument "${
        unknown[0]
      }"; usage: deno task install [--dry-run]`,
    );
    return 2;
  }
  const installArgv = installArgs();
  if (args.includes("--dry-run")) {
    console.log(["deno", ...installArgv].map(shellQuote).join(" "));
    return 0;
  }
  const { code } = await new Deno.Command(Deno.execPath(), {
    args: installArgv,
    stdout: "inherit",
    stderr: "inherit",
  }).output();
  return code;
}

if (import.meta.main) Deno.exit(await main(Deno.args));
