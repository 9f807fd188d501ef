/**
 * `deno task install`: puts a `niah` command on this machine, running this
 * checkout's `main.ts` with exactly the flags the compiled binary has baked
 * in (the `niah` task's, read by `niahTaskFlags` in `compile.ts`, so the
 * flags live in one place): `deno install -g -f --name niah <flags>
 * --config deno.json main.ts`. The command lands in `$DENO_INSTALL_ROOT/bin`
 * (default `~/.deno/bin`); it runs `deno` from `PATH`. Where there is no
 * `deno` on `PATH` (Deno run through `npx`), the installed command is
 * pinned to the Deno that ran the install, and the install says so: it
 * would otherwise fail with `exec: deno: not found`. `--dry-run` prints
 * the `deno install` command instead of running it.
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
  if (code === 0) await quietShim(installedShim());
  if (code === 0 && !(await denoOnPath(Deno.env.get("PATH") ?? ""))) {
    const shim = await pinShim(installedShim(), Deno.execPath());
    console.error(
      `install: no deno on PATH (beyond npx's own, gone with npx), so ${shim} runs ${Deno.execPath()}, the Deno that ran this install (it lasts until npm's cache is cleared); to run a deno on PATH instead, install Deno (npm install -g deno@2.9.6) and run deno task install again`,
    );
  }
  return code;
}

/**
 * Whether a lasting `deno` executable is on `path` (a PATH value): one in
 * npx's cache folder is on PATH only while npx runs (`npx deno task
 * install`), not in the user's next shell.
 */
async function denoOnPath(path: string): Promise<boolean> {
  const lasting = (dir: string) => dir !== "" && !dir.includes("/_npx/");
  for (const dir of path.split(":").filter(lasting)) {
    try {
      const info = await Deno.stat(`${dir}/deno`);
      if (info.isFile && ((info.mode ?? 0) & 0o111) !== 0) return true;
    } catch {
      // Not in this folder.
    }
  }
  return false;
}

/** Where `deno install -g` put the `niah` command. */
function installedShim(): string {
  const root = Deno.env.get("DENO_INSTALL_ROOT") ??
    `${Deno.env.get("HOME") ?? ""}/.deno`;
  return `${root}/bin/niah`;
}

/**
 * Makes the command at `shim` (a shell script: `deno install` writes a
 * `.cmd` on Windows, which keeps Deno's default) set DENO_NO_UPDATE_CHECK=1,
 * as the `niah` task does: plain `deno run` would ask dl.deno.land for a
 * newer Deno on every command.
 */
async function quietShim(shim: string): Promise<void> {
  let text: string;
  try {
    text = await Deno.readTextFile(shim);
  } catch {
    return;
  }
  if (!/^exec deno /m.test(text) || /DENO_NO_UPDATE_CHECK/.test(text)) return;
  await Deno.writeTextFile(
    shim,
    text.replace(/^exec deno /m, "export DENO_NO_UPDATE_CHECK=1\nexec deno "),
  );
}

/** Makes the command at `shim` run `deno` at `deno`; returns its path. */
async function pinShim(shim: string, deno: string): Promise<string> {
  const text = await Deno.readTextFile(shim);
  await Deno.writeTextFile(
    shim,
    text.replace(/^exec deno /m, `exec ${shellQuote(deno)} `),
  );
  return shim;
}

if (import.meta.main) Deno.exit(await main(Deno.args));
