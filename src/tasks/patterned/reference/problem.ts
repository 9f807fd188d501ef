/**
 * One `style: reference` problem: the next problem of the reference
 * environment's dataset, drawn from its single `random.Random(seed)`
 * stream in the reference's call order, so problem i of niah's run is
 * problem i of `load_environment(..., seed=s)` (`stream.ts`
 * walks the stream). The steps, each consuming the stream as there:
 *
 * 1. haystack patterns, then needle patterns, by rejection (at most
 *    `count * 100` tries each; running dry is an error, as there);
 * 2. the vocabulary (`vocabulary.ts`);
 * 3. `sample(range(num_lines), num_needles)` needle lines, then
 *    `randint(min, max)` segments for every line;
 * 4. the pool: each haystack pattern `min_haystack_appearances` times,
 *    topped up by `choice`, then `shuffle`d;
 * 5. line by line: a needle line with several segments draws the needle's
 *    position (`randint`) first; then the line's words. `spaces` mode
 *    draws a disjoint word subset per segment (`sample` from what is left)
 *    and then permutes it (`sample` again) and joins segments with
 *    `pattern_separator` (with a space when that is empty or one space);
 *    the no-space modes draw each segment's words from the whole
 *    vocabulary and run every segment together with nothing between them.
 *
 * The answer is the needle segments in line order joined by `" | "`.
 */
import type { PythonRandom } from "../../../random/python_random.ts";
import {
  type Line,
  type Problem,
  problemOf,
  type ProblemParams,
  type Segment,
} from "../problem.ts";
import { effectiveVocabSize } from "../patterned_params.ts";
import {
  groupCount,
  type Pattern,
  patternKey,
  randomPattern,
} from "../patterns.ts";
import { ReferenceDrawError, referenceVocabulary } from "./vocabulary.ts";

/**
 * Version of the `style: reference` generator (this file),
 * kept in its recipes; bump it whenever the same parameters, seed and
 * index would give a different prompt.
 */
export const PATTERNED_REFERENCE_GENERATOR = "patterned_needle_reference/1";

/** Tries per pattern the reference allows a distinct-pattern draw. */
const TRIES_PER_PATTERN = 100;

/** `count` distinct patterns not in `exclude`, by the reference's rejection. */
function distinctPatterns(
  rng: PythonRandom,
  count: number,
  p: ProblemParams,
  exclude: ReadonlySet<string>,
): number[][] {
  const taken = new Set(exclude);
  const chosen: number[][] = [];
  const tries = count * TRIES_PER_PATTERN;
  for (let i = 0; i < tries && chosen.length < count; i++) {
    const pattern = randomPattern(
      rng,
      p.min_pattern_length,
      p.max_pattern_length,
    );
    const key = patternKey(pattern);
    if (!taken.has(key)) {
      taken.add(key);
      chosen.push(pattern);
    }
  }
  if (chosen.length < count) {
    throw new ReferenceDrawError(
      `random sampling found ${chosen.length} of ${count} distinct patterns after ${tries} tries`,
    );
  }
  return chosen;
}

/** The words of `pattern`: `sample(vocabulary, groups)`, one word a group. */
function patternWords(
  rng: PythonRandom,
  pattern: Pattern,
  vocabulary: readonly string[],
): string[] {
  const chosen = rng.sample(vocabulary, groupCount(pattern));
  return pattern.map((group) => chosen[group]!);
}

/** The words of each segment of a line, drawn as the reference does. */
function lineWords(
  rng: PythonRandom,
  patterns: readonly Pattern[],
  vocabulary: readonly string[],
  spaces: boolean,
): string[][] {
  if (!spaces || patterns.length === 1) {
    return patterns.map((pattern) => patternWords(rng, pattern, vocabulary));
  }
  let available: readonly string[] = vocabulary;
  return patterns.map((pattern) => {
    const subset = rng.sample(available, groupCount(pattern));
    const used = new Set(subset);
    available = available.filter((word) => !used.has(word));
    return patternWords(rng, pattern, subset);
  });
}

/** How the reference writes a line's segments. */
function lineText(p: ProblemParams, segments: readonly string[][]): string {
  if (p.mode !== "spaces") return segments.flat().join("");
  if (segments.length === 1) return segments[0]!.join(" ");
  const separator = p.pattern_separator === "" || p.pattern_separator === " "
    ? " "
    : p.pattern_separator;
  return segments.map((words) => words.join(" ")).join(separator);
}

/** Which pattern sits in each segment of each line, and where the needles are. */
function layout(
  rng: PythonRandom,
  p: ProblemParams,
  haystack: readonly Pattern[],
): { counts: number[]; needleLines: number[]; pool: Pattern[] } {
  const needleLines = rng.sampleIndices(p.num_lines, p.num_needles)
    .sort((a, b) => a - b);
  const counts = Array.from(
    { length: p.num_lines },
    () => rng.randint(p.min_patterns_per_line, p.max_patterns_per_line),
  );
  const slots = counts.reduce((a, b) => a + b, 0) - p.num_needles;
  const required = p.num_haystack_patterns * p.min_haystack_appearances;
  if (slots < required) {
    throw new ReferenceDrawError(
      `${slots} haystack slots, fewer than the ${required} required`,
    );
  }
  const pool: Pattern[] = haystack.flatMap((pattern) =>
    Array.from({ length: p.min_haystack_appearances }, () => pattern)
  );
  while (pool.length < slots) pool.push(rng.choice(haystack));
  rng.shuffle(pool);
  return { counts, needleLines, pool };
}

/**
 * Draws the next problem of the reference's stream `rng`. `p` must have
 * passed the schema's checks; `words` is NLTK's filtered list. Throws a
 * {@link ReferenceDrawError} where the reference raises.
 */
export function nextReferenceProblem(
  rng: PythonRandom,
  p: ProblemParams,
  words: readonly string[],
): Problem {
  const haystackPatterns = distinctPatterns(
    rng,
    p.num_haystack_patterns,
    p,
    new Set(),
  );
  const needlePatterns = distinctPatterns(
    rng,
    p.num_needles,
    p,
    new Set(haystackPatterns.map(patternKey)),
  );
  const vocabulary = referenceVocabulary(
    rng,
    p.mode,
    effectiveVocabSize(p),
    words,
  );
  const { counts, needleLines, pool } = layout(rng, p, haystackPatterns);
  const needleOf = new Map(needleLines.map((line, i) => [line, i]));
  const spaces = p.mode === "spaces";
  let next = 0;
  const lines = counts.map((count, line): Line => {
    const needle = needleOf.get(line);
    const position = needle === undefined
      ? -1
      : count === 1
      ? 0
      : rng.randint(0, count - 1);
    const patterns = Array.from(
      { length: count },
      (_, i) => i === position ? needlePatterns[needle!]! : pool[next++]!,
    );
    const segmentWords = lineWords(rng, patterns, vocabulary, spaces);
    const segments = patterns.map((pattern, i): Segment => ({
      pattern,
      words: segmentWords[i]!,
      text: segmentWords[i]!.join(spaces ? " " : ""),
      needle: i === position,
    }));
    return { segments, text: lineText(p, segmentWords) };
  });
  return problemOf(lines, vocabulary, haystackPatterns);
}
