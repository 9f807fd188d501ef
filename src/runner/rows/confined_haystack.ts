/**
 * Where `reconstruct` may read a Python-tool row's haystack. The tool
 * reads the `.txt` files of whatever folder its row names, links
 * followed; niah must not be the easier way to read a file, so it reads a
 * row's folder only inside the working directory (a relative path that
 * does not climb out) unless `--haystack DIR` names it, and reads no file
 * there, nor the folder itself, that resolves (through symbolic links)
 * outside the allowed folder.
 *
 * @module
 */
import { isAbsolute, relative } from "node:path";
import { UsageError } from "../../errors.ts";
import type { CorpusReader } from "../../haystack/files_corpus.ts";
import { terminalText } from "../../report/render/terminal_text.ts";

/**
 * Refuses a recorded folder outside the working directory: an absolute
 * path, or one that climbs out with `..`.
 */
export function confineRecordedFolder(path: string, where: string): void {
  const parts = path.split(/[\\/]+/);
  if (isAbsolute(path) || parts.includes("..")) {
    throw new UsageError(
      `Cannot rebuild prompt: ${where} names its haystack folder "${
        terminalText(path)
      }", outside the working directory; niah reads a Python row's haystack only there, or from the folder given with --haystack DIR`,
    );
  }
}

/** Whether `path` is `root` or inside it (both resolved). */
function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === "" ||
    (!isAbsolute(rel) && rel !== ".." && !rel.startsWith("../"));
}

/**
 * Refuses, in one line, a haystack folder `dir` or a `.txt` file in it
 * that resolves (through symbolic links) outside `root` (`"."`: the
 * working directory). A folder that is not there is left to the reading
 * to report; a reader that cannot resolve links (an in-memory fake) is
 * not checked.
 */
export async function checkConfined(
  reader: CorpusReader,
  root: string,
  dir: string,
  where: string,
): Promise<void> {
  const realPath = reader.realPath?.bind(reader);
  if (realPath === undefined) return;
  const rootReal = await realPath(root).catch(() => undefined);
  const dirReal = await realPath(dir).catch(() => undefined);
  if (rootReal === undefined || dirReal === undefined) return;
  const allowed = root === "."
    ? "the working directory"
    : `"${terminalText(root)}"`;
  const refuse = (path: string, target: string): never => {
    throw new UsageError(
      `Cannot rebuild prompt: the haystack of ${where} has "${
        terminalText(path)
      }", a link that leads outside ${allowed} (to "${
        terminalText(target)
      }"); niah reads a Python row's haystack only from files inside that folder`,
    );
  };
  if (!inside(rootReal, dirReal)) refuse(dir, dirReal);
  for (const name of await reader.listTextFiles(dir)) {
    const target = await realPath(`${dir}/${name}`);
    if (!inside(rootReal, target)) refuse(`${dir}/${name}`, target);
  }
}
