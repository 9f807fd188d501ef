/**
 * The data files a `ruler` run reads, for `validate` and the fingerprint
 * (`Task.dataFiles`): `task.english_words` for `cwe`, the essay haystack's
 * file for the essay tasks, `task.squad` / `task.hotpotqa` for qa_1 / qa_2
 * (pinned where a digest is known: ruler_qa_files.ts), each parsed as a
 * build would parse it. No other
 * revision is pinned: RULER's essay file is whatever its download script
 * fetched that day, and its word list is a Git LFS file niah has no copy
 * of; the digest in the fingerprint keeps revisions apart instead.
 *
 * @module
 */
import type { HaystackConfig } from "../../config/run_config.ts";
import type { DataFileUse } from "../../data/data_use.ts";
import type { RulerBackend } from "./ruler_backend.ts";
import {
  RULER_ESSAYS,
  RULER_WORDS,
  rulerEnglishWords,
  rulerEssays,
} from "./ruler_files.ts";
import type { RulerParams } from "./ruler_params.ts";
import { qaPins, rulerQaData, rulerQaOptions } from "./ruler_qa_files.ts";

/** The files `p` reads on `haystack`, with the checks of their content. */
export function rulerDataFiles(
  backend: RulerBackend,
  p: RulerParams,
  haystack: HaystackConfig | undefined,
): DataFileUse[] {
  const facts = backend.facts(p.name);
  const uses: DataFileUse[] = [];
  if (facts.englishWords && p.english_words !== undefined) {
    uses.push({
      ...RULER_WORDS,
      path: p.english_words,
      check: (file) => (rulerEnglishWords(file), []),
    });
  }
  const qaPath = facts.qa === undefined ? undefined : p[facts.qa];
  if (facts.qa !== undefined && qaPath !== undefined) {
    const dataset = facts.qa;
    const pins = qaPins(dataset, p.allow_other_revision);
    uses.push({
      ...rulerQaOptions(dataset),
      path: qaPath,
      ...(pins !== undefined ? { pins } : {}),
      check: (file) => (rulerQaData(file, dataset), []),
    });
  }
  if (facts.essay && haystack?.type === "ruler_essays") {
    uses.push({
      ...RULER_ESSAYS,
      path: haystack.path,
      check: (file) => (rulerEssays(file), []),
      // The haystack's descriptor records its digest already.
      fingerprint: false,
    });
  }
  return uses;
}
