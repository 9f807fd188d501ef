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
