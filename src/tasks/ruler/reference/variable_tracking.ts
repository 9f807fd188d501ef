/**
 * RULER's `variable_tracking.py` (vt) draw for draw, noise haystack:
 * `main()` first sizes and draws a one-sample in-context example (three-
 * letter names, value 12345, `max_seq_length` 500, `incremental` 5), then
 * the samples, each with the example inserted, its names and value redrawn
 * (`randomize_icl`). Both runs share `random`'s and numpy's streams: the
 * estimate, the binary search and the shrink-by-`incremental` retry draw
 * as RULER's do. RULER's bare `except:` retries on any error; a retry that
 * can shrink no further and keeps failing (where RULER loops forever) is
 * refused here after {@link FLOOR_TRIES} tries.
 *
 * @module
 */
import { NiahError } from "../../../errors.ts";
import { RulerCannotFit } from "./sizing.ts";
import { NumpyRandomState } from "../../../random/numpy_random_state.ts";
import { PythonRandom } from "../../../random/python_random.ts";
import { pythonFormat } from "../../niah/python_format.ts";
import { pythonSplit } from "../../scorers/python_whitespace.ts";
import type { RulerGeneration, RulerSample } from "./ruler_sample.ts";
import { rulerTask } from "./ruler_tasks.ts";

const UPPERCASE = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const NOISE =
  "The grass is green. The sky is blue. The sun is yellow. Here we go. There and back again.";
const FLOOR_TRIES = 1000;

/** An error RULER's bare `except:` would catch (IndexError, ValueError, AssertionError). */
class PythonError extends NiahError {
  readonly kind = "reference_draw";
}

interface Streams {
  rng: PythonRandom;
  np: NumpyRandomState;
}

function letters(rng: PythonRandom, k: number): string {
  let word = "";
  for (let i = 0; i < k; i++) word += UPPERCASE[Math.floor(rng.random() * 26)];
  return word;
}

/** `generate_chains`: the names of each chain and its lines. */
function generateChains(
  s: Streams,
  numChains: number,
  numHops: number,
  isIcl: boolean,
): { vars: string[][]; chains: string[][] } {
  const k = isIcl ? 3 : 5;
  const hops = isIcl ? Math.min(10, numHops) : numHops;
  const all: string[] = [];
  for (let i = 0; i < (hops + 1) * numChains; i++) all.push(letters(s.rng, k));
  while (new Set(all).size < numChains * (hops + 1)) {
    all.push(letters(s.rng, k));
  }
  const vars: string[][] = [];
  const chains: string[][] = [];
  for (let i = 0; i < all.length; i += hops + 1) {
    const these = all.slice(i, i + hops + 1);
    vars.push(these);
    const value = isIcl ? "12345" : String(s.np.randint(10000, 99999));
    const chain = [`VAR ${these[0]} = ${value}`];
    for (let j = 0; j < hops; j++) {
      // RULER's duplicate-name redraw leaves a short last chain: IndexError.
      if (j + 1 >= these.length) {
        throw new PythonError("list index out of range");
      }
      chain.push(`VAR ${these[j + 1]} = VAR ${these[j]} `);
    }
    chains.push(chain);
  }
  return { vars, chains };
}

/** `generate_input_output` for the noise haystack. */
function generateInputOutput(
  s: Streams,
  template: string,
  numNoises: number,
  numChains: number,
  numHops: number,
  isIcl: boolean,
): { input: string; answer: string[] } {
  const { vars, chains } = generateChains(s, numChains, numHops, isIcl);
  const value = chains[0]![0]!.split("=").at(-1)!.trim();
  const sentences: string[] = new Array(numNoises).fill(NOISE);
  for (const chain of chains) {
    if (chain.length > sentences.length) {
      throw new PythonError("Sample larger than population");
    }
    const positions = s.rng.sampleIndices(sentences.length, chain.length)
      .sort((a, b) => a - b);
    positions.forEach((p, j) => sentences.splice(p + j, 0, chain[j]!));
  }
  const context = sentences.join("\n").replaceAll(". \n", ".\n");
  const vt = rulerTask("vt")!;
  const used = isIcl && template !== vt.template ? vt.template : template;
  const input = pythonFormat(used, {
    context,
    query: value,
    num_v: String(numHops + 1),
  });
  return { input, answer: vars[0]! };
}

/** `randomize_icl`: the example with new names and a new value. */
function randomizeIcl(s: Streams, example: string, numHops: number): string {
  const targets = pythonSplit(example).slice(-numHops - 1);
  for (const item of targets) {
    example = example.split(item).join(letters(s.rng, [...item].length));
  }
  return example.split("12345").join(String(s.np.randint(10000, 99999)));
}

interface Run {
  numSamples: number;
  maxSeqLength: number;
  icl?: { input: string; outputs: string[] };
}

/** `sys_vartrack_w_noise_random`: the size search, then the samples. */
function* vartrack(
  g: RulerGeneration,
  s: Streams,
  run: Run,
): Generator<{ input: string; answer: string[]; length: number }> {
  const numChains = Number(g.args.num_chains ?? 1);
  const numHops = Number(g.args.num_hops ?? 4);
  if ((g.args.type_haystack ?? "noise") !== "noise") {
    throw new Error("vt is reproduced with the noise haystack only");
  }
  const tokensToGenerate = run.icl ? g.tokensToGenerate : 0;
  const max = run.maxSeqLength;
  const incremental = run.icl ? (g.maxSeqLength < 4096 ? 5 : 10) : 5;
  const isIcl = run.icl === undefined;
  let example = "";
  let exampleTokens = 0;
  if (run.icl) {
    example = run.icl.input + " " + run.icl.outputs.join(" ") + "\n";
    exampleTokens = g.countTokens(example);
  }
  const gen = (n: number) =>
    generateInputOutput(s, g.template, n, numChains, numHops, isIcl);
  const sampleTokens = g.countTokens(gen(incremental).input);
  const perHaystack = sampleTokens / incremental;
  const estimated = Math.trunc((max / perHaystack) * 3);
  let lower = incremental;
  let upper = Math.max(estimated, incremental * 2);
  let optimal: number | undefined;
  while (lower <= upper) {
    const mid = Math.floor((lower + upper) / 2);
    const total = g.countTokens(gen(mid).input) + exampleTokens +
      tokensToGenerate;
    if (total <= max) {
      optimal = mid;
      lower = mid + 1;
    } else upper = mid - 1;
  }
  const numNoises = optimal ?? incremental;
  const marker = rulerTask("vt")!.taskTemplate.slice(0, 20);
  for (let index = 0; index < run.numSamples; index++) {
    let used = numNoises;
    let floorTries = 0;
    for (;;) {
      try {
        let { input, answer } = gen(used);
        if (run.icl) {
          const cutoff = input.indexOf(marker);
          if (cutoff < 0) throw new PythonError("substring not found");
          input = input.slice(0, cutoff) + randomizeIcl(s, example, numHops) +
            "\n" + input.slice(cutoff);
        }
        const length = g.countTokens(input) + tokensToGenerate;
        if (length > max) throw new PythonError("exceeds max_seq_length");
        yield { input, answer, length };
        break;
      } catch (error) {
        if (!(error instanceof PythonError || error instanceof RangeError)) {
          throw error;
        }
        if (used > incremental) used -= incremental;
        else if (++floorTries >= FLOOR_TRIES) {
          throw new RulerCannotFit(
            `RULER's variable_tracking.py would retry forever at max_seq_length ${g.maxSeqLength}: ${error.message}`,
          );
        }
      }
    }
  }
}

/** variable_tracking.py's `main()`: its validation.jsonl rows in order. */
export function* generateVariableTracking(
  g: RulerGeneration,
): Generator<RulerSample> {
  const s = {
    rng: new PythonRandom(g.randomSeed),
    np: new NumpyRandomState(g.randomSeed),
  };
  const [icl] = vartrack(g, s, { numSamples: 1, maxSeqLength: 500 });
  const run = {
    numSamples: g.numSamples,
    maxSeqLength: g.maxSeqLength,
    icl: { input: icl!.input, outputs: icl!.answer },
  };
  const prefix = rulerTask("vt")!.answerPrefix.slice(0, 10);
  let index = 0;
  for (const { input, answer, length } of vartrack(g, s, run)) {
    const cut = input.lastIndexOf(prefix);
    yield {
      index: index++,
      input: input.slice(0, cut),
      outputs: answer,
      length,
      length_w_model_temp: length,
      answer_prefix: input.slice(cut),
    };
  }
}
