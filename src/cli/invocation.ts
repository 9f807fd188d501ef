/**
 * How the reader runs niah, for the commands niah prints for them to paste
 * (the HTML report's `reconstruct` lines): decided from how this process
 * was started. The compiled binary is `niah`. Run from source (the process
 * is `deno` itself) in the checkout's root, where `deno task` runs every
 * task, it is `deno task niah`; from source elsewhere, `deno task` would
 * not find niah's tasks (or would run them in the checkout, where relative
 * paths mean something else), so it is `deno run` with the permissions
 * `reconstruct` needs and the path of `main.ts`.
 */
import { shellQuote } from "../report/render/html_text.ts";

/** What {@link invocationOf} reads about the process. */
interface ProcessFacts {
  /** The running executable (`Deno.execPath()`). */
  execPath: string;
  /** The entry module's URL (`Deno.mainModule`). */
  mainModule: string;
  /** The working directory (`Deno.cwd()`). */
  cwd: string;
}

/** The permissions `reconstruct` needs run from source: files, `.env`. */
const RECONSTRUCT_FLAGS = "--allow-read --allow-write --allow-env";

/** The words that start a niah command for a process like `facts`. */
export function invocationOf(facts: ProcessFacts): string {
  const exe = facts.execPath.split(/[\\/]/).pop() ?? "";
  if (!/^deno(\.exe)?$/i.test(exe)) return "niah";
  if (!facts.mainModule.startsWith("file:")) {
    return `deno run ${RECONSTRUCT_FLAGS} ${shellQuote(facts.mainModule)}`;
  }
  const main = decodeURIComponent(new URL(facts.mainModule).pathname);
  const root = main.slice(0, main.lastIndexOf("/"));
  return root === facts.cwd.replace(/\/+$/, "")
    ? "deno task niah"
    : `deno run ${RECONSTRUCT_FLAGS} ${shellQuote(main)}`;
}

/** The words that start a niah command for this process. */
export function niahInvocation(): string {
  try {
    return invocationOf({
      execPath: Deno.execPath(),
      mainModule: Deno.mainModule,
      cwd: Deno.cwd(),
    });
  } catch {
    // Without read permission neither path is known: the binary's name.
    return "niah";
  }
}
