/**
 * Loads `.env` from the working directory; variables already set win. The
 * parser loads only when there is a file to parse, so commands started
 * without one (`--version`, `validate`) never pay for it.
 *
 * Every command reads `.env` before it starts, so a bad one must never stop
 * them all or hang them: only a regular file of at most
 * {@link DOTENV_MAX_BYTES} is read (a FIFO would block, `/dev/zero` would
 * fill memory), and a line whose value the environment cannot hold (a NUL
 * byte) is skipped. Each problem is a warning that names the file and the
 * line, never the value: `.env` holds keys.
 */

/**
 * The standard proxy variables, which Deno's fetch honours: niah's requests
 * carry the API key, so they go through a proxy only when the user names
 * one for niah (`NIAH_PROXY`, or `client.proxy` in the model config).
 * `.env` never sets these, and {@link dropProxyVariables} takes them out of
 * niah's own environment.
 */
const PROXY_VARIABLES = new Set(
  ["HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY"].flatMap((name) => [
    name,
    name.toLowerCase(),
  ]),
);

/**
 * Removes the standard proxy variables from this process's environment
 * before any request, so Deno's fetch (here and in every worker) never
 * sends a key to a proxy the user did not name for niah. The names it
 * removed, for a warning (never a value).
 */
export function dropProxyVariables(): string[] {
  const dropped: string[] = [];
  for (const name of PROXY_VARIABLES) {
    try {
      if (Deno.env.get(name) === undefined) continue;
      Deno.env.delete(name);
      dropped.push(name);
    } catch {
      // No env permission: nothing niah runs can read it either.
    }
  }
  return dropped;
}

/** The most bytes of `.env` niah reads (a real one is a few hundred). */
export const DOTENV_MAX_BYTES = 1024 * 1024;

/** What {@link loadDotenv} did. */
interface DotenvLoad {
  /** The variables it set. */
  set: string[];
  /** One line each: what it skipped and why (never a value). */
  warnings: string[];
}

/** Reads `.env` (if present) into the environment. */
export async function loadDotenv(path = ".env"): Promise<DotenvLoad> {
  const text = readSmallRegularFile(path);
  if (typeof text !== "string") {
    return { set: [], warnings: text === null ? [] : [text.warning] };
  }
  const { parse } = await import("dotenv");
  const set: string[] = [];
  const warnings: string[] = [];
  for (const [name, value] of Object.entries(parse(text))) {
    const where = `${path}:${lineOf(text, name)}`;
    if (PROXY_VARIABLES.has(name)) {
      warnings.push(
        `${where}: ${name} was not set: .env never sets a proxy for niah's requests (they carry the API key); name one with NIAH_PROXY or client.proxy`,
      );
      continue;
    }
    if (Deno.env.get(name) !== undefined) continue;
    if (value.includes("\0") || name.includes("\0") || name.includes("=")) {
      warnings.push(
        `${where}: the variable on this line was not set: its name or value holds a character the environment cannot hold (a NUL byte or "=" in the name)`,
      );
      continue;
    }
    try {
      Deno.env.set(name, value);
      set.push(name);
    } catch {
      // Deno's message quotes the value: report only where it was.
      warnings.push(`${where}: the variable on this line was not set`);
    }
  }
  return { set, warnings };
}

/**
 * The text of `path` when it is a regular file no bigger than
 * {@link DOTENV_MAX_BYTES}; `null` when there is none (or it cannot be
 * read); a warning when it is something else.
 */
function readSmallRegularFile(
  path: string,
): string | null | { warning: string } {
  let info: Deno.FileInfo;
  try {
    // stat follows a symlink, so a link to /dev/zero or a FIFO is caught.
    info = Deno.statSync(path);
  } catch {
    return null;
  }
  if (!info.isFile) {
    return {
      warning:
        `${path}: not read: it is not a regular file (a FIFO, device or folder)`,
    };
  }
  if (info.size > DOTENV_MAX_BYTES) {
    return {
      warning:
        `${path}: not read: it is ${info.size} bytes, over the limit of ${DOTENV_MAX_BYTES}`,
    };
  }
  let file: Deno.FsFile | undefined;
  try {
    file = Deno.openSync(path);
    // Read at most the limit (plus one byte, to notice a file that grew
    // since the stat), whatever the file turns out to be.
    const buffer = new Uint8Array(DOTENV_MAX_BYTES + 1);
    let length = 0;
    while (length < buffer.length) {
      const n = file.readSync(buffer.subarray(length));
      if (n === null || n === 0) break;
      length += n;
    }
    if (length > DOTENV_MAX_BYTES) {
      return {
        warning:
          `${path}: not read: it is over the limit of ${DOTENV_MAX_BYTES} bytes`,
      };
    }
    return new TextDecoder().decode(buffer.subarray(0, length));
  } catch {
    return null;
  } finally {
    file?.close();
  }
}

/**
 * The 1-based line that defines `name` (the last one, as the parser keeps
 * the last): dotenv's parser gives values, not where they came from.
 */
function lineOf(text: string, name: string): number {
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!.replace(/^\s*(?:export\s+)?/, "");
    if (
      line.startsWith(name) && /^\s*[=:]/.test(line.slice(name.length))
    ) return i + 1;
  }
  return 1;
}
