/**
 * What a patterned-needle problem is, whichever style drew it: lines of
 * segments, each segment a pattern written out in words, some of them
 * needles; the text the model reads and the answer it should give.
 *
 * @module
 */
import type { PatternedParams } from "./patterned_params.ts";

/** How the words of several needles are joined in the answer. */
export const ANSWER_SEPARATOR = " | ";

/** One pattern written out on a line. */
export interface Segment {
  pattern: readonly number[];
  words: readonly string[];
  /** The words as written: with spaces, or run together. */
  text: string;
  needle: boolean;
}

/** One line of a problem. */
export interface Line {
  segments: readonly Segment[];
  text: string;
}

/** A generated problem. */
export interface Problem {
  lines: readonly Line[];
  /** The words (or tokens) this problem may use. */
  vocabulary: readonly string[];
  haystackPatterns: readonly (readonly number[])[];
  /** One per needle, in line order. */
  needlePatterns: readonly (readonly number[])[];
  /** Indices (from 0) of the needle lines, ascending. */
  needleLines: readonly number[];
  /** Segment position of the needle in each needle line. */
  needlePositions: readonly number[];
  /** The block of lines the model reads. */
  text: string;
  /** The needle segments in line order, joined with `" | "`. */
  answer: string;
}

/**
 * A problem from its lines: the text is the lines, one a line; the needles
 * are the segments marked so, read in line order (their patterns, lines
 * and positions in the line), and the answer is their text joined with
 * `" | "`.
 */
export function problemOf(
  lines: readonly Line[],
  vocabulary: readonly string[],
  haystackPatterns: readonly (readonly number[])[],
): Problem {
  const needles = lines.flatMap((line, at) =>
    line.segments.flatMap((segment, position) =>
      segment.needle ? [{ segment, line: at, position }] : []
    )
  );
  return {
    lines,
    vocabulary,
    haystackPatterns,
    needlePatterns: needles.map((n) => n.segment.pattern),
    needleLines: needles.map((n) => n.line),
    needlePositions: needles.map((n) => n.position),
    text: lines.map((line) => line.text).join("\n"),
    answer: needles.map((n) => n.segment.text).join(ANSWER_SEPARATOR),
  };
}

/** The parameters that shape a problem (run-level ones left out). */
export type ProblemParams = Omit<PatternedParams, "num_samples" | "seed">;

/** A generator of problems, as recipes name it. */
export interface ProblemGenerator {
  /** Its name and version, kept in every recipe. */
  readonly name: string;
  /** The word list (and its version) the words come from, kept too. */
  readonly wordList: string;
  /**
   * The wording of its rows from before `style`, given their
   * `prompt_style` (when they had one).
   */
  wordingBeforeStyle(promptStyle: unknown): unknown;
  /** Problem `index` of `seed` (`p` passed the schema's checks). */
  problem(p: ProblemParams, seed: number, index: number): Promise<Problem>;
}
