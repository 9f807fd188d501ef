/**
 * Short lengths that cannot hold a RULER sample: RULER's generators
 * shrink their haystack until a sample fits, and below some length none
 * does (vt at 300-600, niah_single_1 at 300, niah_multikey_2 at 150, cwe
 * at 600 or less, with their seed and tokenizer), where RULER itself
 * retries for ever. `validate` draws every sample the run draws (each seed
 * it names, `num_samples` each) at each short length (cheap there) and
 * refuses the lengths where one cannot be drawn, naming the smallest length
 * where all can, instead of the run stopping at that sample. Essay and QA
 * tasks are drawn from the user's files, which `validate` has read.
 *
 * @module
 */
import type { Tokenizer } from "../../tokenizer/tokenizer.ts";
import { counted } from "../../counted.ts";
import type { AxisValue, BuildContext, ProbeDraws, Task } from "../task.ts";
import type { RulerDatasetOptions } from "./ruler_backend.ts";
import { RulerCannotFit } from "./reference/sizing.ts";
import { englishWordsProblems } from "./ruler_checks.ts";
import { RULER_ESSAYS, rulerEssays } from "./ruler_files.ts";
import { qaFileOf } from "./ruler_qa_files.ts";

/** What the probe reads the user's files through. */
type ProbeFiles = Pick<BuildContext, "dataFile" | "runHaystack">;
import type { RulerBackend } from "./ruler_backend.ts";
import { countingIn } from "./ruler_cell.ts";
import type { RulerParams } from "./ruler_params.ts";

/** Lengths up to this are drawn at `validate` (a sample there is small). */
const SHORT_LENGTH = 1024;

/** What is drawn: a seed, and how many samples of it. */
interface Draw {
  seed: number;
  samples: number;
  /** The user's files a task draws from (essay text, QA data). */
  inputs: Pick<RulerDatasetOptions, "essay" | "qa">;
}

/** Whether every sample of `draw` of `name` at `length` can be drawn. */
async function fits(
  backend: RulerBackend,
  p: RulerParams,
  draw: Draw,
  length: number,
  tokenizer: Tokenizer,
): Promise<boolean> {
  try {
    const start = await backend.dataset(p.name, {
      maxSeqLength: length,
      numSamples: draw.samples,
      randomSeed: draw.seed,
      ...countingIn(tokenizer),
      ...draw.inputs,
    });
    const samples = start();
    while (!samples.next().done) {
      // Each draw may refuse; the samples themselves are not needed.
    }
    return true;
  } catch (error) {
    // Only the generators' refusal to retry for ever says a length is too
    // short: a short QA file or a missing list is its own error.
    if (error instanceof RulerCannotFit) return false;
    throw error;
  }
}

/**
 * The smallest length in (`low`, 2 * SHORT_LENGTH] where `fitsAt` holds,
 * assuming it holds from some length on: steps of `step`, then bisection.
 */
async function firstFitting(
  fitsAt: (length: number) => Promise<boolean>,
  low: number,
  step: number,
): Promise<number | undefined> {
  let high: number | undefined;
  for (let length = low + step; length <= 2 * SHORT_LENGTH; length += step) {
    if (await fitsAt(length)) {
      high = length;
      break;
    }
    low = length;
  }
  if (high === undefined) return undefined;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (await fitsAt(mid)) high = mid;
    else low = mid;
  }
  return high;
}

/**
 * The smallest length above `failed` where every sample of `draw` fits:
 * first where its first sample does (cheap), then, from there, where all do.
 */
async function smallestFitting(
  backend: RulerBackend,
  p: RulerParams,
  draw: Draw,
  failed: number,
  tokenizer: Tokenizer,
): Promise<number | undefined> {
  const first = { ...draw, samples: 1 };
  const one = await firstFitting(
    (length) => fits(backend, p, first, length, tokenizer),
    failed,
    64,
  );
  if (one === undefined || draw.samples === 1) return one;
  if (await fits(backend, p, draw, one, tokenizer)) return one;
  return await firstFitting(
    (length) => fits(backend, p, draw, length, tokenizer),
    one,
    16,
  );
}

/**
 * What an essay or QA task draws from: the files the run names, read
 * through `files`; undefined when the files cannot be read here (the run
 * draws them, and says what is wrong).
 */
async function inputsOf(
  backend: RulerBackend,
  p: RulerParams,
  files: ProbeFiles | undefined,
): Promise<Draw["inputs"] | undefined> {
  const facts = backend.facts(p.name);
  if (!facts.essay && facts.qa === undefined) return {};
  const read = files?.dataFile?.bind(files);
  if (read === undefined) return undefined;
  if (facts.qa !== undefined) {
    const path = p[facts.qa];
    if (path === undefined) return undefined;
    const qa = await qaFileOf(
      read,
      facts.qa,
      path,
      undefined,
      p.allow_other_revision,
    );
    return { qa: qa.data };
  }
  const haystack = files?.runHaystack;
  if (haystack?.type !== "ruler_essays") return undefined;
  return { essay: rulerEssays(await read(haystack.path, RULER_ESSAYS)).text };
}

/** One line for each short length some sample of the run cannot fit in. */
async function shortLengthProblems(
  backend: RulerBackend,
  p: RulerParams,
  axes: Readonly<Record<string, readonly AxisValue[]>>,
  tokenizer: Tokenizer,
  draws: ProbeDraws,
  inputs: Draw["inputs"],
): Promise<string[]> {
  const facts = backend.facts(p.name);
  if (!facts.generated) return [];
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
    for (const seed of draws.seeds) {
      const draw = { seed, samples: draws.samples, inputs };
      if (await fits(backend, p, draw, length, tokenizer)) continue;
      const smallest = await smallestFitting(
        backend,
        p,
        draw,
        length,
        tokenizer,
      );
      problems.push(
        `context length ${length} cannot hold every sample of RULER's ${p.name} (seed ${seed}, ${
          counted(draws.samples, "sample")
        }, tokenizer ${tokenizer.name}): its generator finds no haystack small enough, where RULER retries for ever; ${
          smallest === undefined
            ? `use a length above ${2 * SHORT_LENGTH}`
            : `the smallest length that works is ${smallest}`
        }`,
      );
      break;
    }
  }
  return problems;
}

/**
 * The ruler task's probe: lengths too short for the run's samples, else
 * what cwe needs of english_words.json (ruler_checks.ts).
 */
export function rulerProbe(
  backend: RulerBackend,
): NonNullable<Task<RulerParams, string>["probe"]> {
  return async (p, axes, tokenizer, draws, files) => {
    const inputs = await inputsOf(backend, p, files);
    const questions = inputs?.qa?.qas.length;
    if (questions !== undefined && questions < draws.samples) {
      return [
        `RULER's ${p.name} draws ${draws.samples} questions and ${
          p[backend.facts(p.name).qa!]
        } has ${questions}; set task.num_samples to ${questions} or fewer`,
      ];
    }
    const short = inputs === undefined ? [] : await shortLengthProblems(
      backend,
      p,
      axes,
      await tokenizer(),
      draws,
      inputs,
    );
    // A short length that holds no sample is said once, above.
    return short.length > 0
      ? short
      : englishWordsProblems(backend, p, axes, await tokenizer(), files);
  };
}
