/**
 * Runs before `deno test` (the `test` task) so the README's test command
 * passes on a fresh machine:
 * - fills Deno's npm cache for `main.ts`, so the CLI tests' child processes
 *   never print "Download ..." lines on stderr;
 * - makes sure the HTML report's browser test has a Chromium: Debian's
 *   `chromium` package (and `fonts-liberation`, without recommends),
 *   installed with apt-get when this is root on a Debian-like machine. Otherwise it says how to get one; the browser test
 *   then fails with the same advice (it is never skipped silently).
 */
import { locateChromium } from "../tests/support/chromium.ts";

async function run(
  cmd: string,
  args: string[],
  quiet = false,
): Promise<boolean> {
  try {
    const { code } = await new Deno.Command(cmd, {
      args,
      stdout: quiet ? "null" : "inherit",
      stderr: quiet ? "null" : "inherit",
      env: { DEBIAN_FRONTEND: "noninteractive" },
    }).output();
    return code === 0;
  } catch {
    return false;
  }
}

/**
 * The apt-get arguments that install the browser test's Chromium: only
 * what chromium depends on, since its recommends (upower, udev, mesa, a
 * notification daemon, printer settings, ...) serve a desktop;
 * fonts-liberation, one of them, is the one headless rendering needs (the
 * report's text must have a font to lay out).
 */
export const CHROMIUM_INSTALL: readonly string[] = [
  "install",
  "-y",
  "-q",
  "--no-install-recommends",
  "chromium",
  "fonts-liberation",
];

async function isRoot(): Promise<boolean> {
  try {
    const { stdout } = await new Deno.Command("id", { args: ["-u"] }).output();
    return new TextDecoder().decode(stdout).trim() === "0";
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  if (!(await run(Deno.execPath(), ["cache", "--quiet", "main.ts"]))) {
    console.error("prepare_tests: could not cache main.ts's dependencies");
    Deno.exit(1);
  }

  const skipBrowser = Deno.env.get("NIAH_SKIP_BROWSER_TESTS") === "1";
  if (!skipBrowser && (await locateChromium()) === undefined) {
    if ((await isRoot()) && (await run("apt-get", ["--version"], true))) {
      console.error(
        "prepare_tests: installing Debian's chromium for the browser test",
      );
      const ok = (await run("apt-get", ["update", "-q"])) &&
        (await run("apt-get", [...CHROMIUM_INSTALL]));
      if (!ok) {
        console.error(
          "prepare_tests: apt-get could not install chromium; the browser test will fail",
        );
      }
    } else {
      console.error(
        "prepare_tests: no Chromium found; install one (e.g. apt-get install --no-install-recommends chromium fonts-liberation) or set NIAH_CHROMIUM to its path; the browser test will fail",
      );
    }
  }
}

if (import.meta.main) await main();
