/**
 * Where the browser tests find Chromium: `NIAH_CHROMIUM` if set, else the
 * first of Debian's `chromium` (and the names other distributions use) on
 * PATH. `scripts/prepare_tests.ts` installs Debian's package when none is
 * found, so `deno task test` needs nothing by hand on a fresh machine.
 */

/** Names tried on PATH, in order. */
const CANDIDATES = ["chromium", "chromium-browser", "google-chrome"];

/** The Chromium executable to run, or undefined when none can be found. */
export async function locateChromium(): Promise<string | undefined> {
  const chosen = Deno.env.get("NIAH_CHROMIUM");
  if (chosen) return chosen;
  for (const name of CANDIDATES) {
    if (await onPath(name)) return name;
  }
  return undefined;
}

async function onPath(name: string): Promise<boolean> {
  for (const dir of (Deno.env.get("PATH") ?? "").split(":")) {
    if (dir === "") continue;
    try {
      const info = await Deno.stat(`${dir}/${name}`);
      if (info.isFile && ((info.mode ?? 0o111) & 0o111) !== 0) return true;
    } catch {
      // not in this folder
    }
  }
  return false;
}

/**
 * Runs headless Chromium (offline, no sandbox, a throwaway profile in
 * `profile`) with `args` and returns what it printed on stdout (the DOM,
 * for `--dump-dom`). A Chromium that is not installed fails with how to
 * get one.
 */
export async function runChromium(
  args: string[],
  profile: string,
): Promise<string> {
  const chromium = (await locateChromium()) ?? "chromium";
  let output: Deno.CommandOutput;
  try {
    output = await new Deno.Command(chromium, {
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--hide-scrollbars",
        `--user-data-dir=${profile}`,
        ...args,
      ],
      stdout: "piped",
      stderr: "piped",
      signal: AbortSignal.timeout(90_000),
    }).output();
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      throw new Error(
        `Cannot run the browser test: "${chromium}" is not installed (apt-get install -y chromium, as "deno task test" does when root; or set NIAH_CHROMIUM to its path, or NIAH_SKIP_BROWSER_TESTS=1 to skip)`,
      );
    }
    throw error;
  }
  const stderr = new TextDecoder().decode(output.stderr);
  if (output.code !== 0) {
    throw new Error(`chromium exited ${output.code}: ${stderr}`);
  }
  return new TextDecoder().decode(output.stdout);
}
