/**
 * Output paths that name niah's own standard streams (`--csv /dev/stdout`).
 * niah's permissions do not reach `/dev/stdout` (Deno asks for
 * `--allow-all` to open any device but `/dev/null`), and there is nothing
 * to replace atomically there, so such a path is written to the stream
 * niah already holds.
 */

/** The paths that name standard output and standard error. */
const STREAMS: Readonly<Record<string, "stdout" | "stderr">> = {
  "/dev/stdout": "stdout",
  "/dev/fd/1": "stdout",
  "/proc/self/fd/1": "stdout",
  "/dev/stderr": "stderr",
  "/dev/fd/2": "stderr",
  "/proc/self/fd/2": "stderr",
};

/** The standard stream `path` names, or null for any other path. */
export function standardStreamOf(
  path: string | undefined,
): "stdout" | "stderr" | null {
  return path === undefined ? null : STREAMS[path] ?? null;
}
