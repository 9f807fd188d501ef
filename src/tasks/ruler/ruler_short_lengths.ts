/**
 * Short lengths that cannot hold a RULER sample: RULER's generators
 * shrink their haystack until a sample fits, and below some length none
 * does (vt at 300-600, niah_single_1 at 300, niah_multikey_2 at 150, cwe
 * at 600 or less, with their seed and tokenizer), where RULER itself
 * retries for ever. `validate` draws the first sample of each short length
 * (cheap there) and refuses the ones that cannot be drawn, naming the
 * smallest length that works, instead of the run stopping as an internal
 * error at its first cell. Essay and QA tasks read the user's files and
 * are drawn at run time.
 *
 * @module
 */
import type { Tokenizer } from "../../tokenizer/tokenizer.ts";
import type { AxisValue } from "../task.ts";
import type { RulerBackend } from "./ruler_backend.ts";
import { countingIn } from "./ruler_cell.ts";
import type { RulerParams } from "./ruler_params.ts";

/** Lengths up to this are drawn at `validate` (a sample there is small). */
const SHORT_LENGTH = 1024;

/** Whether the first sample of `name` at `length` can be drawn. */
async function fits(
  backend: RulerBackend,
  p: RulerParams,
  length: number,
  tokenizer: Tokenizer,
): Promise<boolean> {
  try {
    const start = await backend.dataset(p.name, {
      maxSeqLength: length,
      numSamples: 1,
      randomSeed: p.seed,
      ...countingIn(tokenizer),
    });
    start().next();
    return true;
  } catch (error) {
    // Only the generators' own refusals: anything else is a fault.
    if (!(error instanceof Error) || !/RULER|RULER's|fit/.test(error.message)) {
      throw error;
    }
    return false;
  }
}

/** The smallest length above `failed`, up to SHORT_LENGTH * 2, that fits. */
async function smallestFitting(
  backend: RulerBackend,
  p: RulerParams,
  failed: number,
  tokenizer: Tokenizer,
): Promise<number | undefined> {
  let low = failed;
  let high: number | undefined;
  for (let length = failed + 64; length <= 2 * SHORT_LENGTH; length += 64) {
    if (await fits(backend, p, length, tokenizer)) {
      high = length;
      break;
    }
    low = length;
  }
  if (high === undefined) return undefined;
  // The first fitting length, by bisection between a failing and a fitting one.
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (await fits(backend, p, mid, tokenizer)) high = mid;
    else low = mid;
  }
  return high;
}

/** One line for each short length no sample fits in. */
export async function shortLengthProblems(
  backend: RulerBackend,
  p: RulerParams,
  axes: Readonly<Record<string, readonly AxisValue[]>>,
  tokenizer: Tokenizer,
): Promise<string[]> {
  const facts = backend.facts(p.name);
  if (facts.essay || facts.qa !== undefined || !facts.generated) return [];
  const lengths = [
    ...new Set(
      (axes.context_length ?? []).filter((v): v is number =>
        typeof v === "number" && v > facts.tokensToGenerate &&
        v <= SHORT_LENGTH
      ),
    ),
  ].sort((a, b) => a - b);
  const problems: string[] = [];
  for (const length of lengths) {
    if (await fits(backend, p, length, tokenizer)) continue;
    const smallest = await smallestFitting(backend, p, length, tokenizer);
    problems.push(
      `context length ${length} cannot hold a sample of RULER's ${p.name} (seed ${p.seed}, tokenizer ${tokenizer.name}): its generator finds no haystack small enough, where RULER retries for ever; ${
        smallest === undefined
          ? `use a length above ${2 * SHORT_LENGTH}`
          : `the smallest length that works is ${smallest}`
      }`,
    );
  }
  return problems;
}
