/**
 * Structural invariants of generated problems, on thousands of problems
 * across every mode, the three ablation grids and random parameters; and
 * unique segmentation by brute force, reading the answer back from the
 * text alone.
 */
import assert from "node:assert/strict";
import { PythonRandom } from "../../../src/random/python_random.ts";
import {
  ANSWER_SEPARATOR,
  type Problem,
  type ProblemParams,
} from "../../../src/tasks/patterned/problem.ts";
import { generateProblem } from "../../../src/tasks/patterned/niah/problem.ts";
import {
  effectiveVocabSize,
  paramProblems,
  type PatternedParams,
  patternedParamsSchema,
} from "../../../src/tasks/patterned/patterned_params.ts";
import {
  groupCount,
  patternKey,
  patternOf,
} from "../../../src/tasks/patterned/patterns.ts";
import {
  englishWords,
  isPrefixFree,
} from "../../../src/tasks/patterned/vocabulary.ts";

const words = await englishWords();

function params(raw: Record<string, unknown>): PatternedParams {
  return patternedParamsSchema.parse({ type: "patterned_needle", ...raw });
}

/** Every structural promise of a problem, from its parts. */
function checkStructure(p: ProblemParams, problem: Problem): void {
  const where = JSON.stringify(p);
  assert.equal(problem.lines.length, p.num_lines, where);
  assert.equal(
    problem.text,
    problem.lines.map((l) => l.text).join("\n"),
    where,
  );
  // Vocabulary: size, form, prefix-free where words are run together.
  const vocabulary = new Set(problem.vocabulary);
  assert.equal(vocabulary.size, effectiveVocabSize(p), where);
  const form = p.mode === "alphanumeric" ? /^[a-z0-9]{4,6}$/ : /^[a-z]{4,8}$/;
  assert.ok(problem.vocabulary.every((w) => form.test(w)), where);
  if (p.mode !== "spaces") assert.ok(isPrefixFree(problem.vocabulary), where);

  const joiner = p.mode === "spaces" ? " " : "";
  const uses = new Map<string, number>();
  const needles: string[] = [];
  problem.lines.forEach((line, index) => {
    const count = line.segments.length;
    assert.ok(
      count >= p.min_patterns_per_line && count <= p.max_patterns_per_line,
      where,
    );
    assert.equal(
      line.text,
      line.segments.map((s) => s.text).join(p.pattern_separator),
      where,
    );
    assert.ok(!line.text.includes("\n"), where);
    const lineWords = new Set<string>();
    let distinct = 0;
    for (const segment of line.segments) {
      const length = segment.pattern.length;
      assert.ok(
        length >= p.min_pattern_length && length <= p.max_pattern_length,
        where,
      );
      assert.equal(
        patternKey(patternOf(segment.words)),
        patternKey(segment.pattern),
        where,
      );
      assert.equal(segment.text, segment.words.join(joiner), where);
      assert.ok(segment.words.every((w) => vocabulary.has(w)), where);
      for (const w of segment.words) lineWords.add(w);
      distinct += groupCount(segment.pattern);
      const key = patternKey(segment.pattern);
      uses.set(key, (uses.get(key) ?? 0) + 1);
      if (segment.needle) needles.push(segment.text);
    }
    // Segments of one line use disjoint words.
    assert.equal(lineWords.size, distinct, where);
    const needleCount = line.segments.filter((s) => s.needle).length;
    assert.equal(needleCount, problem.needleLines.includes(index) ? 1 : 0);
  });

  const haystack = problem.haystackPatterns.map(patternKey);
  const needlePatterns = problem.needlePatterns.map(patternKey);
  assert.equal(new Set(haystack).size, p.num_haystack_patterns, where);
  assert.equal(new Set(needlePatterns).size, p.num_needles, where);
  assert.equal(needles.length, p.num_needles, where);
  for (const key of needlePatterns) {
    assert.ok(!haystack.includes(key), where);
    assert.equal(uses.get(key), 1, `needle ${key} appears once: ${where}`);
  }
  for (const key of haystack) {
    assert.ok((uses.get(key) ?? 0) >= p.min_haystack_appearances, where);
  }
  for (const key of uses.keys()) {
    assert.ok(haystack.includes(key) || needlePatterns.includes(key), where);
  }
  assert.deepEqual(
    problem.needleLines,
    [...problem.needleLines].sort((a, b) => a - b),
  );
  assert.equal(new Set(problem.needleLines).size, p.num_needles);
  assert.equal(problem.answer, needles.join(ANSWER_SEPARATOR), where);
}

/**
 * The number of ways (capped at 2) to write `line` as a sequence of tokens,
 * each a vocabulary word or the separator: brute force over every split.
 */
function parseCount(
  line: string,
  vocabulary: readonly string[],
  separator: string,
): number {
  const tokens = new Set([...vocabulary, separator]);
  const lengths = [...new Set([...tokens].map((t) => t.length))];
  const ways = new Array<number>(line.length + 1).fill(0);
  ways[0] = 1;
  for (let end = 1; end <= line.length; end++) {
    for (const length of lengths) {
      const start = end - length;
      if (
        start >= 0 && ways[start]! > 0 && tokens.has(line.slice(start, end))
      ) {
        ways[end] = Math.min(2, ways[end]! + ways[start]!);
      }
    }
  }
  return ways[line.length]!;
}

/** Splits run-together words greedily (unique when the set is prefix-free). */
function splitWords(text: string, vocabulary: ReadonlySet<string>): string[] {
  const out: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = start + 1;
    while (end <= text.length && !vocabulary.has(text.slice(start, end))) {
      end++;
    }
    assert.ok(end <= text.length, `no word at ${start} of ${text}`);
    out.push(text.slice(start, end));
    start = end;
  }
  return out;
}

/**
 * The answer read back from the text alone (and the vocabulary): split
 * lines into segments and words, find the patterns that occur once.
 */
function answerFromText(p: ProblemParams, problem: Problem): string {
  const vocabulary = new Set(problem.vocabulary);
  const segments = problem.text.split("\n").flatMap((line) =>
    line.split(p.pattern_separator)
  );
  const patterns = segments.map((segment) =>
    patternKey(patternOf(
      p.mode === "spaces"
        ? segment.split(" ")
        : splitWords(segment, vocabulary),
    ))
  );
  const counts = new Map<string, number>();
  for (const key of patterns) counts.set(key, (counts.get(key) ?? 0) + 1);
  return segments.filter((_, i) => counts.get(patterns[i]!) === 1)
    .join(ANSWER_SEPARATOR);
}

function checkSegmentation(p: ProblemParams, problem: Problem): void {
  if (p.mode !== "spaces") {
    for (const line of problem.text.split("\n")) {
      assert.equal(
        parseCount(line, problem.vocabulary, p.pattern_separator),
        1,
        `one way to split ${line}`,
      );
    }
  }
  assert.equal(answerFromText(p, problem), problem.answer);
}

function generateAll(
  grid: Record<string, unknown>[],
  samples: number,
  check: (p: ProblemParams, problem: Problem) => void,
): number {
  let made = 0;
  for (const point of grid) {
    const p = params({ seed: 42, ...point });
    for (let i = 0; i < samples; i++) {
      check(p, generateProblem(p, p.seed ?? 0, i, words));
      made++;
    }
  }
  return made;
}

function product(
  axes: Record<string, readonly unknown[]>,
): Record<string, unknown>[] {
  let points: Record<string, unknown>[] = [{}];
  for (const [name, values] of Object.entries(axes)) {
    points = points.flatMap((point) =>
      values.map((value) => ({ ...point, [name]: value }))
    );
  }
  return points;
}

const both = (p: ProblemParams, problem: Problem) => {
  checkStructure(p, problem);
  checkSegmentation(p, problem);
};

Deno.test("presentation grid: 12 points x 70 problems hold every invariant", () => {
  const grid = product({
    mode: ["spaces", "no_spaces", "alphanumeric"],
    hint_level: ["none", "minimal", "moderate", "full"],
  });
  assert.equal(generateAll(grid, 70, both), 840);
});

Deno.test("scale grid: 36 points x 8 problems hold every invariant", () => {
  const grid = product({
    num_lines: [30, 50, 75, 100, 150, 200, 300, 400, 600],
    num_needles: [1, 2, 3, 5],
  });
  assert.equal(generateAll(grid, 8, both), 288);
});

Deno.test("complexity grid, in every mode: 45 points x 14 problems", () => {
  const grid = product({
    pattern_length: [4, 5, 6, 8, 10],
    patterns_per_line: [1, 2, 3],
    mode: ["spaces", "no_spaces", "alphanumeric"],
  }).map(({ pattern_length, patterns_per_line, mode }) => ({
    min_pattern_length: pattern_length,
    max_pattern_length: pattern_length,
    min_patterns_per_line: patterns_per_line,
    max_patterns_per_line: patterns_per_line,
    vocab_size: "auto",
    mode,
  }));
  assert.equal(generateAll(grid, 14, both), 630);
});

Deno.test("random valid parameters: 500 problems hold every invariant", () => {
  const rng = new PythonRandom(2024);
  const modes = ["spaces", "no_spaces", "alphanumeric"] as const;
  let made = 0;
  while (made < 500) {
    const minLength = rng.randint(1, 7);
    const minPpl = rng.randint(1, 3);
    const raw = {
      mode: modes[rng.randbelow(3)],
      num_haystack_patterns: rng.randint(1, 8),
      num_needles: rng.randint(1, 4),
      min_pattern_length: minLength,
      max_pattern_length: minLength + rng.randint(0, 3),
      min_patterns_per_line: minPpl,
      max_patterns_per_line: minPpl + rng.randint(0, 2),
      min_haystack_appearances: rng.randint(2, 4),
      num_lines: rng.randint(5, 80),
      vocab_size: rng.random() < 0.5 ? "auto" : rng.randint(30, 80),
      pattern_separator: [" | ", " / ", "|", "#"][rng.randbelow(4)],
    };
    // Style niah's rules: its generator is the one drawn from here.
    const parsed = patternedParamsSchema.safeParse({
      type: "patterned_needle",
      style: "niah",
      ...raw,
    });
    if (!parsed.success) continue;
    both(parsed.data, generateProblem(parsed.data, 7, made, words));
    made++;
  }
});

Deno.test("capacity-tight parameters still build: all 15 patterns of length 4", () => {
  const p = params({
    num_haystack_patterns: 13,
    num_needles: 2,
    min_pattern_length: 4,
    max_pattern_length: 4,
    num_lines: 40,
  });
  assert.deepEqual(paramProblems(p), []);
  assert.equal(generateAll([{ ...p }], 50, both), 50);
});

Deno.test("a problem depends only on its seed and index", () => {
  const p = params({ mode: "no_spaces", max_patterns_per_line: 2 });
  const a = generateProblem(p, 42, 17, words);
  // Other problems drawn before it change nothing.
  for (let i = 0; i < 5; i++) generateProblem(p, 42, i, words);
  assert.deepEqual(generateProblem(p, 42, 17, words), a);
  assert.notEqual(generateProblem(p, 42, 18, words).text, a.text);
  assert.notEqual(generateProblem(p, 43, 17, words).text, a.text);
});

Deno.test("grid points share problems: hints change nothing, modes only the words", () => {
  const spaces = params({ hint_level: "none" });
  const a = generateProblem(spaces, 42, 3, words);
  const b = generateProblem({ ...spaces, hint_level: "full" }, 42, 3, words);
  assert.deepEqual(a, b);
  const alnum = generateProblem(
    { ...spaces, mode: "alphanumeric" },
    42,
    3,
    words,
  );
  assert.deepEqual(alnum.needlePatterns, a.needlePatterns);
  assert.deepEqual(alnum.needleLines, a.needleLines);
  assert.deepEqual(
    alnum.lines.map((l) => l.segments.map((s) => s.pattern)),
    a.lines.map((l) => l.segments.map((s) => s.pattern)),
  );
  assert.notEqual(alnum.answer, a.answer);
});

Deno.test("no-space lines with several patterns keep visible segment boundaries", () => {
  const p = params({
    mode: "no_spaces",
    min_patterns_per_line: 3,
    max_patterns_per_line: 3,
  });
  const problem = generateProblem(p, 42, 0, words);
  for (const line of problem.text.split("\n")) {
    const segments = line.split(" | ");
    assert.equal(segments.length, 3);
    assert.ok(segments.every((s) => /^[a-z]+$/.test(s)));
  }
  assert.ok(/^[a-z]+$/.test(problem.answer));
});

Deno.test("the brute-force splitter sees ambiguity, and the reference's hole", () => {
  assert.equal(
    parseCount("birdseye", ["bird", "birds", "seye", "eye"], "|"),
    2,
  );
  assert.equal(parseCount("birdseye", ["birds", "eye"], "|"), 1);
  assert.equal(parseCount("birdseye", ["bird", "eye"], "|"), 0);
  // Joined with nothing (the reference), a line of two patterns of length
  // 4 to 6 can often be cut into two segments in more than one way.
  const p = params({
    mode: "no_spaces",
    min_pattern_length: 4,
    max_pattern_length: 6,
    min_patterns_per_line: 2,
    max_patterns_per_line: 2,
  });
  const problem = generateProblem(p, 42, 0, words);
  const ambiguous = problem.lines.filter((line) => {
    const total = line.segments.reduce((n, s) => n + s.words.length, 0);
    let cuts = 0;
    for (let first = 4; first <= 6; first++) {
      if (total - first >= 4 && total - first <= 6) cuts++;
    }
    return cuts > 1;
  });
  assert.ok(ambiguous.length > 0);
});
