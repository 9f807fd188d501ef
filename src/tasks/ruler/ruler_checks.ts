/**
 * What `validate` refuses in a `ruler` run before any prompt is built: an
 * essay task without RULER's essay file as its haystack, a length that
 * leaves no room past the task's `tokens_to_generate`, and (by drawing the
 * dataset's size search and first sample, in the real tokenizer) a `cwe`
 * length whose search reaches past the wonderwords lists without
 * `english_words.json`.
 *
 * @module
 */
import type { HaystackConfig } from "../../config/run_config.ts";
import { NiahError } from "../../errors.ts";
import type { Tokenizer } from "../../tokenizer/tokenizer.ts";
import type { AxisValue, BuildContext } from "../task.ts";
import type { RulerBackend, RulerTaskFacts } from "./ruler_backend.ts";
import type { RulerParams } from "./ruler_params.ts";
import { countingIn, englishWordsOf } from "./ruler_cell.ts";

/** Why a task cannot run here at all, if it cannot. */
export function taskProblem(
  p: RulerParams,
  facts: RulerTaskFacts,
): string | undefined {
  if (facts.generated) return undefined;
  return `RULER's ${p.name} has no generator in this niah yet`;
}

/** Why an essay task cannot run on `haystack`, if it cannot. */
export function essayProblem(
  p: RulerParams,
  facts: RulerTaskFacts,
  haystack: HaystackConfig | undefined,
): string | undefined {
  if (!facts.essay || haystack?.type === "ruler_essays") return undefined;
  return `RULER's ${p.name} draws from RULER's essay haystack: set haystack: {type: ruler_essays, path: <PaulGrahamEssays.json>} (RULER builds the file with scripts/data/synthetic/json/download_paulgraham_essay.py; niah does not ship it)`;
}

/** The context lengths of a sweep that are numbers. */
function lengthsOf(
  axes: Readonly<Record<string, readonly AxisValue[]>>,
): number[] {
  return (axes.context_length ?? []).filter((v) => typeof v === "number");
}

/** Lengths no sample fits in: at most the task's output budget. */
export function lengthProblems(
  p: RulerParams,
  facts: RulerTaskFacts,
  axes: Readonly<Record<string, readonly AxisValue[]>>,
): string[] {
  return lengthsOf(axes).filter((length) => length <= facts.tokensToGenerate)
    .map((length) =>
      `context length ${length} leaves no room for RULER's ${p.name}: max_seq_length counts its ${facts.tokensToGenerate} tokens_to_generate`
    );
}

/** Thrown when a generator reaches for `english_words.json`. */
class WantsEnglishWords extends NiahError {
  readonly kind = "reference_draw";
}

/** A list that throws {@link WantsEnglishWords} when anything reads it. */
const ABSENT_WORDS: readonly string[] = new Proxy([], {
  get() {
    throw new WantsEnglishWords();
  },
});

/** What a probe reads the word list through (`Task.probe`'s `files`). */
type ProbeFiles = Pick<BuildContext, "dataFile"> | undefined;

/**
 * `cwe` lengths whose size search or first sample reads
 * `english_words.json` when the run names none, or needs more words than
 * the named file holds (Python's "Sample larger than population"); later
 * samples draw no more words than the search settled on, so they never do.
 */
export async function englishWordsProblems(
  backend: RulerBackend,
  p: RulerParams,
  axes: Readonly<Record<string, readonly AxisValue[]>>,
  tokenizer: Tokenizer,
  files?: ProbeFiles,
): Promise<string[]> {
  if (!backend.facts(p.name).englishWords) return [];
  const named = p.english_words;
  if (named !== undefined && files?.dataFile === undefined) return [];
  const words = named === undefined
    ? ABSENT_WORDS
    : (await englishWordsOf(named, undefined, files!)).words;
  const problems: string[] = [];
  // With a file, the longest length needs the most words: lengths are
  // drawn longest first, and the first that fits ends the search. A
  // length no longer than the list needs no draw: each word of the list
  // cwe samples appears in the prompt as an entry "<n>. <word>", at least
  // a token each, so a sample of max_seq_length tokens needs fewer words.
  const lengths = named === undefined
    ? lengthsOf(axes)
    : [...new Set(lengthsOf(axes))].filter((length) => length > words.length)
      .sort((a, b) => b - a);
  for (const length of lengths) {
    const start = await backend.dataset(p.name, {
      maxSeqLength: length,
      numSamples: 1,
      randomSeed: p.seed,
      ...countingIn(tokenizer),
      englishWords: words,
    });
    const problem = firstSampleProblem(() => start().next(), length, p, words);
    if (problem !== undefined) problems.push(problem(tokenizer.name));
    else if (named !== undefined) break;
  }
  return named === undefined ? problems : problems.reverse();
}

/** Why drawing a length's first sample fails for want of words, if it does. */
function firstSampleProblem(
  draw: () => unknown,
  length: number,
  p: RulerParams,
  words: readonly string[],
): ((tokenizer: string) => string) | undefined {
  try {
    draw();
    return undefined;
  } catch (error) {
    if (error instanceof WantsEnglishWords) {
      return (tokenizer) =>
        `context length ${length} needs RULER's english_words.json for ${p.name} (seed ${p.seed}, tokenizer ${tokenizer}: its word count passes the wonderwords lists); set task.english_words to RULER's scripts/data/synthetic/json/english_words.json (a Git LFS file), or drop the length`;
    }
    if (
      !(error instanceof RangeError) ||
      !/Sample larger than population/.test(error.message)
    ) throw error;
    return () =>
      `context length ${length} needs more words than task.english_words "${p.english_words}" holds (${words.length}) for ${p.name} (seed ${p.seed}); set it to RULER's scripts/data/synthetic/json/english_words.json, or drop the length`;
  }
}
