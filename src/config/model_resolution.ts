/**
 * Finds a run config's model: a path if that file exists, else an id looked
 * up as `<id>.yaml` in `configs/models`, then in each `--model-dir`.
 */

/** Where a model reference points. */
interface ModelLocation {
  path: string;
  /** Set when the reference was an id rather than a path. */
  id?: string;
}

/** The folders searched for a bare model id, in order. */
export function modelSearchDirs(modelDirs: readonly string[]): string[] {
  return ["configs/models", ...modelDirs];
}

/** Resolves `reference`; `undefined` when nothing matches. */
export async function resolveModel(
  reference: string,
  modelDirs: readonly string[],
  isFile: (path: string) => Promise<boolean>,
): Promise<ModelLocation | undefined> {
  if (await isFile(reference)) return { path: reference };
  for (const dir of modelSearchDirs(modelDirs)) {
    const path = `${dir.replace(/\/+$/, "")}/${reference}.yaml`;
    if (await isFile(path)) return { path, id: reference };
  }
  return undefined;
}
