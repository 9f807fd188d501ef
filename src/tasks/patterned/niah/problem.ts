/**
 * One `style: niah` patterned-needle problem from (params, seed, sample
 * index) alone, so any row can be rebuilt by itself (`style: reference`
 * replays the reference's one stream instead: `reference/problem.ts`).
 *
 * Haystack patterns are drawn first (distinct), then the needle patterns
 * (distinct from them and from each other). Needle lines are distinct line
 * indices; every line gets a pattern count in `[min_patterns_per_line,
 * max_patterns_per_line]`; each needle line holds its needle at a random
 * position; the other slots are filled from a shuffled pool holding each
 * haystack pattern `min_haystack_appearances` times, topped up with random
 * haystack patterns. So each needle pattern occurs exactly once and each
 * haystack pattern at least `min_haystack_appearances` times.
 *
 * Each line draws fresh, disjoint words for its segments, so one pattern
 * shows up in different words on different lines.
 *
 * Segment boundaries (the fix for the reference's hole): the segments of a
 * line are joined with `pattern_separator` in every mode. The reference
 * joined them with nothing in `no_spaces` and `alphanumeric` modes, so a
 * line of several patterns could be cut into segments in several ways and
 * the needle was not well defined. Here the separator must hold a
 * character no word can contain (checked in `patterned_params.ts`), so a
 * line splits into segments one way only, and the vocabulary of the
 * no-space modes is prefix-free, so each segment splits into words one way
 * only. Every segment's pattern is therefore determined by the text, and
 * the needles are exactly the segments whose pattern occurs once.
 *
 * Two random streams are derived from (seed, sample index): one for the
 * structure (patterns, layout) and one for the words. Grid points that
 * share a seed and index share what they can: different hint levels see
 * the same problem, and different modes the same patterns and layout in
 * other words, which makes ablations paired comparisons.
 */
import { createHash } from "node:crypto";
import { PythonRandom } from "../../../random/python_random.ts";
import { effectiveVocabSize } from "../patterned_params.ts";
import {
  type Line,
  type Problem,
  problemOf,
  type ProblemParams,
  type Segment,
} from "../problem.ts";
import {
  drawDistinctPatterns,
  groupCount,
  type Pattern,
  patternKey,
} from "../patterns.ts";
import {
  alphanumericTokens,
  sampleIndices,
  samplePrefixFreeWords,
  sampleWords,
} from "../vocabulary.ts";

/**
 * Version of this generator (`style: niah`), kept in every recipe; bump it
 * whenever the same parameters, seed and index would give a different
 * prompt. Version 2 rows from before `style` name their wording in
 * `prompt_style` (the reference's by default then, on this generator's
 * problems); version 1 rows (niah's wording) still rebuild.
 */
export const PATTERNED_GENERATOR = "patterned_needle/2";

/** The generator before `prompt_style`, whose rows used niah's wording. */
export const PATTERNED_GENERATOR_V1 = "patterned_needle/1";

/**
 * A CPython-compatible RNG for one stream of one problem, seeded with 64
 * bits of `sha256(generator:stream:seed:sample_index)`, generator being
 * `patterned_needle/1` still: the problems have not changed since.
 */
function problemRandom(
  seed: number,
  sampleIndex: number,
  stream: "structure" | "words",
): PythonRandom {
  const digest = createHash("sha256")
    .update(`${PATTERNED_GENERATOR_V1}:${stream}:${seed}:${sampleIndex}`)
    .digest("hex");
  return new PythonRandom(BigInt(`0x${digest.slice(0, 16)}`));
}

/** The words a problem draws from, by mode. */
function drawVocabulary(
  p: ProblemParams,
  rng: PythonRandom,
  englishWords: readonly string[],
): string[] {
  const size = effectiveVocabSize(p);
  switch (p.mode) {
    case "spaces":
      return sampleWords(rng, englishWords, size);
    case "no_spaces":
      return samplePrefixFreeWords(rng, englishWords, size);
    case "alphanumeric":
      return alphanumericTokens(rng, size);
  }
}

/**
 * Generates the problem of `(seed, sampleIndex)`. `p` must have passed
 * the schema's checks; `englishWords` is the filtered word list.
 */
export function generateProblem(
  p: ProblemParams,
  seed: number,
  sampleIndex: number,
  englishWords: readonly string[],
): Problem {
  const rng = problemRandom(seed, sampleIndex, "structure");
  const haystackPatterns = drawDistinctPatterns(
    rng,
    p.num_haystack_patterns,
    p.min_pattern_length,
    p.max_pattern_length,
  );
  const needlePatterns = drawDistinctPatterns(
    rng,
    p.num_needles,
    p.min_pattern_length,
    p.max_pattern_length,
    new Set(haystackPatterns.map(patternKey)),
  );
  const needleLines = sampleIndices(rng, p.num_lines, p.num_needles)
    .sort((a, b) => a - b);
  const counts = Array.from(
    { length: p.num_lines },
    () => rng.randint(p.min_patterns_per_line, p.max_patterns_per_line),
  );
  const needlePositions = needleLines.map((line) =>
    rng.randbelow(counts[line]!)
  );
  const slots = counts.reduce((a, b) => a + b, 0) - p.num_needles;
  const pool: number[] = [];
  for (let h = 0; h < p.num_haystack_patterns; h++) {
    for (let i = 0; i < p.min_haystack_appearances; i++) pool.push(h);
  }
  while (pool.length < slots) pool.push(rng.randbelow(p.num_haystack_patterns));
  rng.shuffle(pool);

  // Patterns of every segment, line by line.
  const needleAt = new Map(needleLines.map((line, i) => [line, i]));
  let next = 0;
  const layout = counts.map((segmentCount, line) => {
    const needle = needleAt.get(line);
    return Array.from(
      { length: segmentCount },
      (_, position) =>
        needle !== undefined && needlePositions[needle] === position
          ? { pattern: needlePatterns[needle]!, needle: true }
          : { pattern: haystackPatterns[pool[next++]!]!, needle: false },
    );
  });

  const words = problemRandom(seed, sampleIndex, "words");
  const vocabulary = drawVocabulary(p, words, englishWords);
  const lines = writeLines(layout, p, words, vocabulary);
  return problemOf(lines, vocabulary, haystackPatterns);
}

/**
 * Each line's words: a segment's pattern filled with words drawn from
 * `vocabulary` (a line's draws from `words`, in line order), joined.
 */
function writeLines(
  layout: readonly (readonly { pattern: Pattern; needle: boolean }[])[],
  p: ProblemParams,
  words: PythonRandom,
  vocabulary: readonly string[],
): Line[] {
  const joiner = p.mode === "spaces" ? " " : "";
  return layout.map((segments): Line => {
    const needed = segments.reduce((n, s) => n + groupCount(s.pattern), 0);
    const chosen = sampleIndices(words, vocabulary.length, needed)
      .map((i) => vocabulary[i]!);
    let offset = 0;
    const written = segments.map(({ pattern, needle }): Segment => {
      const own = chosen.slice(offset, offset + groupCount(pattern));
      offset += own.length;
      const segmentWords = pattern.map((group) => own[group]!);
      return {
        pattern,
        words: segmentWords,
        text: segmentWords.join(joiner),
        needle,
      };
    });
    return {
      segments: written,
      text: written.map((s) => s.text).join(p.pattern_separator),
    };
  });
}
