/**
 * Finds a run config's model: a path if that file exists, else an id looked
 * up as `<id>.yaml` in `configs/models` (of the working directory), then,
 * for a run config in a `runs` folder, in the `models` folder beside it
 * (`configs/runs/x.yaml` → `configs/models/`, so an installed `niah` run
 * from another folder finds the models that came with the run), then in
 * each `--model-dir`.
 */
import { basename, dirname, join, normalize } from "node:path";

/** Where a model reference points. */
interface ModelLocation {
  path: string;
  /** Set when the reference was an id rather than a path. */
  id?: string;
}

/**
 * The folders searched for a bare model id, in order, each once:
 * `configs/models`, the `models` folder beside the run config's `runs`
 * folder (when it is in one), then `modelDirs`.
 */
export function modelSearchDirs(
  runPath: string,
  modelDirs: readonly string[],
): string[] {
  const runDir = dirname(runPath);
  const dirs = [
    "configs/models",
    ...(basename(runDir) === "runs" ? [join(runDir, "..", "models")] : []),
    ...modelDirs,
  ];
  const seen = new Set<string>();
  return dirs.filter((dir) => {
    const key = normalize(dir).replace(/\/+$/, "");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Resolves `reference`; `undefined` when nothing matches. */
export async function resolveModel(
  reference: string,
  searchDirs: readonly string[],
  isFile: (path: string) => Promise<boolean>,
): Promise<ModelLocation | undefined> {
  if (await isFile(reference)) return { path: reference };
  for (const dir of searchDirs) {
    const path = `${dir.replace(/\/+$/, "")}/${reference}.yaml`;
    if (await isFile(path)) return { path, id: reference };
  }
  return undefined;
}
