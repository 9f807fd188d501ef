/**
 * The `ruler` family's backend: RULER's generators as niah reproduces
 * them (`reference/ruler_dataset.ts`, fed synthetic.yaml's arguments and
 * constants.py's templates by `reference/ruler_tasks.ts`), the wonderwords
 * lists and NLTK's English Punkt they read (loaded on first use), RULER's
 * `validation.jsonl` serialiser, and RULER's per-row scorer
 * (`ruler_score.ts`: the prediction postprocessed, then
 * `string_match_all` or `_part`).
 *
 * @module
 */
import { loadEnglishPunkt } from "../../haystack/punkt/sent_tokenize.ts";
import type { RulerBackend } from "./ruler_backend.ts";
import type { RulerName } from "./ruler_params.ts";
import { postprocessPred } from "../scorers/substring_match.ts";
import { rulerRowScore } from "./ruler_score.ts";
import { rulerDataset, rulerJsonlLine } from "./reference/ruler_dataset.ts";
import { rulerTask as rulerTaskOf } from "./reference/ruler_tasks.ts";
import { loadRulerWordLists } from "./reference/wonderwords.ts";

/** synthetic.yaml's entry for `name`, which RULER_NAMES all have. */
function taskOf(name: RulerName) {
  const task = rulerTaskOf(name);
  if (task === undefined) throw new Error(`RULER has no task "${name}"`);
  return task;
}

/** Options that start no generator: generators draw only when read. */
const UNREAD = {
  maxSeqLength: 0,
  numSamples: 0,
  randomSeed: 0,
  countTokens: () => 0,
};

/**
 * Whether `rulerDataset` has a generator for `name`: it refuses the rest
 * when called, and a generator function draws nothing until read.
 */
function generated(name: RulerName): boolean {
  try {
    rulerDataset(name, UNREAD);
    return true;
  } catch {
    return false;
  }
}

/** RULER's own generators, serialiser and scorer. */
export const rulerGenerators: RulerBackend = {
  facts(name) {
    const task = taskOf(name);
    return {
      tokensToGenerate: task.tokensToGenerate,
      essay: task.args.type_haystack === "essay",
      englishWords: task.kind === "common_words_extraction",
      ...(task.kind === "qa"
        ? { qa: task.args.dataset as "squad" | "hotpotqa" }
        : {}),
      metric: task.kind === "qa" ? "part" : "all",
      generated: generated(name),
    };
  },
  async dataset(name, options) {
    const task = taskOf(name);
    const words = task.kind === "niah" ||
        task.kind === "common_words_extraction"
      ? await loadRulerWordLists()
      : undefined;
    const sentTokenize = task.args.type_haystack === "essay"
      ? await loadEnglishPunkt()
      : undefined;
    return () =>
      rulerDataset(name, {
        ...options,
        ...(words !== undefined ? { words } : {}),
        ...(sentTokenize !== undefined ? { sentTokenize } : {}),
      });
  },
  line: rulerJsonlLine,
  score: (prediction, references, metric) =>
    rulerRowScore(postprocessPred(prediction), references, metric),
};
