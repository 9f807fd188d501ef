/**
 * Problem i of a `style: reference` run: the reference draws every problem
 * of a dataset from one `random.Random(seed)` stream, problem after
 * problem, so problem i needs the stream as problems 0..i-1 left it.
 *
 * A stream per (parameters, seed) walks forward as problems are asked for,
 * keeping a copy of its generator every {@link CHECKPOINT_EVERY} problems
 * and the problems it made last; a problem asked for out of order is
 * rebuilt from the nearest checkpoint before it. So a run that builds its
 * cells in order makes each problem once, and `reconstruct` of one row
 * walks at most the problems before it.
 */
import { UsageError } from "../../../errors.ts";
import { PythonRandom } from "../../../random/python_random.ts";
import type { Problem, ProblemParams } from "../problem.ts";
import { effectiveVocabSize } from "../patterned_params.ts";
import { nextReferenceProblem } from "./problem.ts";
import { nltkWords, ReferenceDrawError } from "./vocabulary.ts";
import type { ProbeDraws } from "../../task.ts";

/** Problems between two kept copies of a stream's generator. */
const CHECKPOINT_EVERY = 64;
/** Recent problems a stream keeps. */
const RECENT = 16;
/** Streams kept at once (grid points of a run). */
const STREAMS = 64;

class ReferenceStream {
  /** Generator states before problems 0, K, 2K, ... */
  readonly #checkpoints: PythonRandom[];
  #rng: PythonRandom;
  #next = 0;
  readonly #recent = new Map<number, Problem>();

  constructor(
    readonly params: ProblemParams,
    seed: number,
    readonly words: readonly string[],
  ) {
    this.#rng = new PythonRandom(seed);
    this.#checkpoints = [this.#rng.clone()];
  }

  #draw(rng: PythonRandom, index: number): Problem {
    try {
      return nextReferenceProblem(rng, this.params, this.words);
    } catch (error) {
      if (!(error instanceof ReferenceDrawError)) throw error;
      throw new UsageError(
        `Cannot build patterned problem ${index} in style reference: ${error.message} (the reference fails on it too; style: niah builds it)`,
        { cause: error },
      );
    }
  }

  #remember(index: number, problem: Problem): void {
    this.#recent.set(index, problem);
    if (this.#recent.size > RECENT) {
      this.#recent.delete(this.#recent.keys().next().value!);
    }
  }

  problem(index: number): Problem {
    const known = this.#recent.get(index);
    if (known) return known;
    if (index >= this.#next) {
      let problem: Problem;
      do {
        if (this.#next % CHECKPOINT_EVERY === 0) {
          this.#checkpoints[this.#next / CHECKPOINT_EVERY] ??= this.#rng
            .clone();
        }
        problem = this.#draw(this.#rng, this.#next);
        this.#remember(this.#next, problem);
        this.#next++;
      } while (this.#next <= index);
      return problem;
    }
    const from = Math.floor(index / CHECKPOINT_EVERY);
    const rng = this.#checkpoints[from]!.clone();
    let problem: Problem;
    for (let i = from * CHECKPOINT_EVERY; i <= index; i++) {
      problem = this.#draw(rng, i);
    }
    this.#remember(index, problem!);
    return problem!;
  }
}

/** The parameters that shape a reference problem (not its prompt). */
const SHAPE = [
  "num_haystack_patterns",
  "num_needles",
  "min_pattern_length",
  "max_pattern_length",
  "min_patterns_per_line",
  "max_patterns_per_line",
  "pattern_separator",
  "min_haystack_appearances",
  "num_lines",
  "mode",
] as const satisfies readonly (keyof ProblemParams)[];

const streams = new Map<string, ReferenceStream>();

/**
 * Problem `index` of the reference dataset for `params` and `seed`
 * (`words`: NLTK's filtered list). Throws a one-line UsageError where the
 * reference itself fails.
 */
export function referenceProblem(
  params: ProblemParams,
  seed: number,
  index: number,
  words: readonly string[],
): Problem {
  const key = JSON.stringify([
    seed,
    ...SHAPE.map((name) => params[name]),
    effectiveVocabSize(params),
  ]);
  let stream = streams.get(key);
  if (stream === undefined || stream.words !== words) {
    stream = new ReferenceStream(params, seed, words);
    streams.set(key, stream);
    if (streams.size > STREAMS) {
      streams.delete(streams.keys().next().value!);
    }
  }
  return stream.problem(index);
}

/**
 * Where the run's draws fail as the reference fails on them, found before
 * any cell is sent: the reference draws its whole dataset at load, and
 * stops there on a problem short of haystack slots. Walked only when the
 * config's worst case (every line at `min_patterns_per_line`) is short,
 * the one case the parameter check leaves to the draws (otherwise it would
 * cost `validate` the whole dataset); one line naming seed and problem.
 */
export async function referenceDrawProblems(
  params: ProblemParams,
  draws: ProbeDraws,
): Promise<string[]> {
  const slots = params.num_lines * params.min_patterns_per_line -
    params.num_needles;
  const needed = params.num_haystack_patterns *
    params.min_haystack_appearances;
  if (slots >= needed) return [];
  const words = await nltkWords();
  for (const seed of draws.seeds) {
    const rng = new PythonRandom(seed);
    for (let index = 0; index < draws.samples; index++) {
      try {
        nextReferenceProblem(rng, params, words);
      } catch (error) {
        if (!(error instanceof ReferenceDrawError)) throw error;
        return [
          `patterned problem ${index} of seed ${seed} has ${error.message} (num_lines * min_patterns_per_line is short, and this draw is; the reference fails on it too, while drawing its dataset); use another seed, fewer samples or more num_lines`,
        ];
      }
    }
  }
  return [];
}
