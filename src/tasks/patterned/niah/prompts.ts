/**
 * niah's patterned-needle system prompt: each hint level worded for the
 * problem at hand (line or segment, the needle count, the mode's words)
 * with what the reference left out. When lines hold several patterns, it
 * says that lines are made of segments, how they are separated, and that
 * the answer is the odd segment alone (the reference never mentioned
 * segments, a likely cause of its collapse at 2-3 patterns per line).
 *
 * @module
 */
import type { ProblemParams } from "../problem.ts";

/** The parameters a system prompt depends on. */
export type PromptParams = Pick<
  ProblemParams,
  | "hint_level"
  | "mode"
  | "num_needles"
  | "min_patterns_per_line"
  | "max_patterns_per_line"
  | "pattern_separator"
  | "system_prompt"
  | "style"
>;

/** The task statement of a hint level, for `unit` ("line" or "segment"). */
function statement(p: PromptParams, unit: string): string {
  const n = p.num_needles;
  const one = n === 1;
  const units = `${unit}s`;
  const capital = `${unit[0]!.toUpperCase()}${unit.slice(1)}s`;
  switch (p.hint_level) {
    case "none":
      return one
        ? `Find the ${unit} that doesn't belong.`
        : `Find the ${n} ${units} that don't belong.`;
    case "minimal":
      return one
        ? `Most ${units} follow a pattern. Find the one that doesn't.`
        : `Most ${units} follow a pattern. Find the ${n} that don't.`;
    case "moderate":
      return one
        ? `${capital} have hidden word-order patterns. Find the outlier.`
        : `${capital} have hidden word-order patterns. Find the ${n} outliers.`;
    case "full":
      return [
        `Each ${unit} follows a hidden word-order pattern: number its words in order of first appearance, reusing a word's number when the word repeats.`,
        `For example, "bird bird bread book book" and "book book banana bidet bidet" both follow the pattern 00122, and "cat dog cat" follows 010.`,
        `The words change from ${unit} to ${unit}; only the pattern matters.`,
        `Most ${units} follow one of a few patterns, each shared by several ${units}.`,
        one
          ? `The outlier follows a pattern that appears nowhere else. Find it.`
          : `There are ${n} outliers; each follows a pattern that appears nowhere else. Find them.`,
      ].join(" ");
  }
}

/** What the full hint says about words run together. */
function wordsHint(p: PromptParams, unit: string): string | undefined {
  if (p.hint_level !== "full") return undefined;
  const split =
    `no word is the start of another, so each ${unit} splits into words one way only.`;
  switch (p.mode) {
    case "spaces":
      return undefined;
    case "no_spaces":
      return `The words are written without spaces between them; ${split}`;
    case "alphanumeric":
      return `The "words" are random strings of lowercase letters and digits, written without spaces between them; ${split}`;
  }
}

/** What lines are made of, when they hold several patterns. */
function segmentsNote(p: PromptParams): string | undefined {
  if (p.max_patterns_per_line === 1) return undefined;
  const sep = JSON.stringify(p.pattern_separator);
  const count = p.min_patterns_per_line === p.max_patterns_per_line
    ? `${p.max_patterns_per_line} segments`
    : `${p.min_patterns_per_line} to ${p.max_patterns_per_line} segments`;
  const where = p.num_needles === 1
    ? "The segment you are looking for sits among ordinary segments on its line"
    : "Each segment you are looking for sits among ordinary segments on its line";
  return `Each line holds ${count}, separated by ${sep}; each segment has its own words. ${where}: answer with that segment alone, not the whole line.`;
}

const EXAMPLES = {
  spaces: ["fish tree lamp book chair", "dog cat bird cat dog"],
  no_spaces: ["fishtreelampbookchair", "dogcatbirdcatdog"],
  alphanumeric: ["x7kmp2raab3c", "q9zz4tbw1q9zz"],
} as const;

/** Where and how the answer goes. */
function answerFormat(p: PromptParams, unit: string): string {
  const [first, second] = EXAMPLES[p.mode];
  const exactly = p.mode === "spaces"
    ? "exactly as written"
    : "exactly as written, without adding spaces";
  if (p.num_needles === 1) {
    return `Give the ${unit} ${exactly}, inside \\boxed{}, for example \\boxed{${first}}.`;
  }
  return `Give the ${p.num_needles} ${unit}s ${exactly}, in the order they appear, separated by " | ", inside one \\boxed{}, for example \\boxed{${first} | ${second}}.`;
}

/** niah's system prompt for a problem with these parameters. */
export function niahSystemPrompt(p: PromptParams): string {
  const unit = p.max_patterns_per_line > 1 ? "segment" : "line";
  return [
    segmentsNote(p),
    statement(p, unit),
    wordsHint(p, unit),
    answerFormat(p, unit),
  ].filter((part) => part !== undefined).join("\n\n");
}
