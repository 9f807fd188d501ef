/**
 * The data files a run reads (`Task.dataFiles`), read and checked before
 * it starts: each through the one reader (`data/data_file.ts`: regular
 * files only, capped, never a pipe waited on), checked by its family (its
 * parse, its pinned revisions), and digested for the fingerprint. A
 * problem is one line at the key that names the file, exit 2.
 *
 * @module
 */
import type { HaystackLibrary } from "../../haystack/corpus.ts";
import { type DataFileUse, pinMismatch } from "../../data/data_use.ts";
import { UsageError } from "../../errors.ts";
import type { Plan } from "../plan/plan.ts";
import type { Fail } from "./located_fail.ts";

/** The uses of every distinct parameter set of `plan`, one per path. */
function usesOf(plan: Plan): DataFileUse[] {
  const dataFiles = plan.task.dataFiles?.bind(plan.task);
  if (dataFiles === undefined) return [];
  const byPath = new Map<string, DataFileUse>();
  for (const params of new Set(plan.cells.map((cell) => cell.params))) {
    for (const use of dataFiles(params, plan.run.haystack)) {
      if (!byPath.has(use.path)) byPath.set(use.path, use);
    }
  }
  return [...byPath.values()];
}

/**
 * Reads and checks the data files `plan` reads; the digests of those the
 * fingerprint records (by path).
 */
export async function checkDataFiles(
  plan: Plan,
  haystacks: HaystackLibrary,
  fail: Fail,
): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const use of usesOf(plan)) {
    const key = use.what.split(".");
    let problem: string | undefined;
    try {
      const file = await haystacks.dataFile(use.path, use);
      problem = pinMismatch(file, use.what, use.pins) ?? use.check?.(file)[0];
      if (use.fingerprint !== false) digests[use.path] = file.sha256;
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      fail(key, error.message, undefined, error);
    }
    if (problem !== undefined) fail(key, problem);
  }
  return digests;
}
