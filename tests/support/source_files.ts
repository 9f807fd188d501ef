/** The source files the house-keeping tests read (layers, lengths). */

/** The repository root. */
const repositoryRoot = new URL("../../", import.meta.url);

/**
 * Every file under `dir` (a path relative to the repository) whose name
 * `keep` matches, as paths relative to the repository, sorted.
 */
export async function sourceFiles(
  dir: string,
  keep: (name: string) => boolean,
): Promise<string[]> {
  const files: string[] = [];
  for await (const entry of Deno.readDir(new URL(dir, repositoryRoot))) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) files.push(...await sourceFiles(path, keep));
    else if (keep(entry.name)) files.push(path);
  }
  return files.sort();
}
