/**
 * Word-order patterns as restricted-growth strings: position 0 is group 0
 * and each later position joins a group seen so far or opens the next one,
 * so `bird bird bread book book` is `00122`. The number of patterns of
 * length n is the Bell number B(n), which bounds how many distinct patterns
 * a problem can ask for.
 */
import type { PythonRandom } from "../../random/python_random.ts";

/** A pattern: the group of each position, in first-occurrence order. */
export type Pattern = readonly number[];

/** Longest pattern niah generates (B(20) still fits a double exactly). */
export const MAX_PATTERN_LENGTH = 20;

/** Chance that a position repeats an earlier group (the reference's 0.4). */
const REPEAT_PROBABILITY = 0.4;

/** Bell numbers B(0)..B(MAX_PATTERN_LENGTH), from the Bell triangle. */
const BELL: readonly number[] = (() => {
  const bell = [1];
  let row = [1];
  for (let n = 1; n <= MAX_PATTERN_LENGTH; n++) {
    const next = [row[row.length - 1]!];
    for (const value of row) next.push(next[next.length - 1]! + value);
    row = next;
    bell.push(row[0]!);
  }
  return bell;
})();

/** B(n): the number of distinct patterns of length `n`. */
export function bellNumber(n: number): number {
  const value = BELL[n];
  if (value === undefined) {
    throw new RangeError(
      `Cannot count patterns: length ${n} is outside 0..${MAX_PATTERN_LENGTH}`,
    );
  }
  return value;
}

/** How many distinct patterns have a length in `[min, max]`. */
export function patternCapacity(min: number, max: number): number {
  let total = 0;
  for (let n = min; n <= max; n++) total += bellNumber(n);
  return total;
}

/** A compact, readable name of a pattern: one base-36 digit a group (`00122`). */
export function patternKey(pattern: Pattern): string {
  return pattern.map((group) => group.toString(36)).join("");
}

/** The number of distinct groups (words) a pattern needs. */
export function groupCount(pattern: Pattern): number {
  let groups = 0;
  for (const group of pattern) groups = Math.max(groups, group + 1);
  return groups;
}

/** The pattern a word sequence follows (`["a", "a", "b"]` gives `001`). */
export function patternOf(words: readonly string[]): number[] {
  const groups = new Map<string, number>();
  return words.map((word) => {
    let group = groups.get(word);
    if (group === undefined) {
      group = groups.size;
      groups.set(word, group);
    }
    return group;
  });
}

/**
 * A random pattern as the reference draws it: a uniform length in
 * `[min, max]`; each later position repeats a uniformly chosen earlier
 * group with probability 0.4, else opens the next group.
 */
export function randomPattern(
  rng: PythonRandom,
  min: number,
  max: number,
): number[] {
  const length = rng.randint(min, max);
  const pattern = [0];
  let groups = 1;
  for (let i = 1; i < length; i++) {
    if (rng.random() < REPEAT_PROBABILITY) {
      pattern.push(rng.randbelow(groups));
    } else {
      pattern.push(groups++);
    }
  }
  return pattern;
}

/** Every pattern of length `n`, in lexicographic order. */
export function allPatterns(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  const walk = (prefix: number[], groups: number): void => {
    if (prefix.length === n) {
      out.push([...prefix]);
      return;
    }
    for (let group = 0; group <= groups; group++) {
      prefix.push(group);
      walk(prefix, Math.max(groups, group + 1));
      prefix.pop();
    }
  };
  walk([0], 1);
  return out;
}

/** Capacity up to which patterns are listed when random draws run dry. */
const ENUMERATION_LIMIT = 200_000;

/**
 * `count` distinct patterns with lengths in `[min, max]`, none of them in
 * `exclude`. Draws like the reference (rejection, up to `count * 100`
 * tries); if that runs dry, which happens only when `count` nears the
 * capacity, picks uniformly among the patterns not yet taken (listed when
 * the capacity is small enough, otherwise by further draws, which succeed
 * quickly there), so a problem whose parameters passed validation always
 * builds. The caller checks `count` against the capacity first.
 */
export function drawDistinctPatterns(
  rng: PythonRandom,
  count: number,
  min: number,
  max: number,
  exclude: ReadonlySet<string> = new Set(),
): number[][] {
  const taken = new Set(exclude);
  const chosen: number[][] = [];
  const take = (pattern: number[]): void => {
    taken.add(patternKey(pattern));
    chosen.push(pattern);
  };
  for (let tries = 0; chosen.length < count && tries < count * 100; tries++) {
    const pattern = randomPattern(rng, min, max);
    if (!taken.has(patternKey(pattern))) take(pattern);
  }
  if (chosen.length === count) return chosen;
  if (patternCapacity(min, max) <= ENUMERATION_LIMIT) {
    const free: number[][] = [];
    for (let n = min; n <= max; n++) {
      for (const pattern of allPatterns(n)) {
        if (!taken.has(patternKey(pattern))) free.push(pattern);
      }
    }
    if (free.length < count - chosen.length) {
      throw new RangeError(
        `Cannot draw ${count} distinct patterns of length ${min}..${max}: only ${
          free.length + chosen.length
        } are free`,
      );
    }
    while (chosen.length < count) {
      const i = rng.randbelow(free.length);
      take(free[i]!);
      free[i] = free[free.length - 1]!;
      free.pop();
    }
    return chosen;
  }
  while (chosen.length < count) {
    const pattern = randomPattern(rng, min, max);
    if (!taken.has(patternKey(pattern))) take(pattern);
  }
  return chosen;
}
