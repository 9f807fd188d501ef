/**
 * RULER's `common_words_extraction.py` (cwe) draw for draw: the sorted
 * wonderwords nouns, adjectives and verbs shuffled by `random.Random(seed)`;
 * each prompt a few-shot example then the list, common words repeated
 * `freq_cw` times and the rest `freq_ucw` (20/40-word examples and other
 * repeats below 4096), shuffled by a fresh `random.Random(seed)` and
 * numbered; the size found by an estimate from 4096 words, a binary
 * search and a shrink-by-10 retry. Past the wonderwords list's size RULER
 * samples `english_words.json`'s values, which the user supplies.
 *
 * @module
 */
import { RulerCannotFit } from "./sizing.ts";
import { PythonRandom } from "../../../random/python_random.ts";
import { pythonFormat } from "../../niah/python_format.ts";
import type { RulerGeneration, RulerSample } from "./ruler_sample.ts";
import { rulerTask } from "./ruler_tasks.ts";
import { rulerCommonWords } from "./wonderwords.ts";

const INCREMENTAL = 10;
const FLOOR_TRIES = 1000;

/** Python's `a // b` for floats (fmod-based, as CPython's float_floor_div). */
function floorDiv(a: number, b: number): number {
  let mod = a % b;
  let div = (a - mod) / b;
  if (mod && (b < 0) !== (mod < 0)) {
    mod += b;
    div -= 1;
  }
  if (!div) return 0;
  let floor = Math.floor(div);
  if (div - floor > 0.5) floor += 1;
  return floor;
}

interface Cwe {
  g: RulerGeneration;
  rng: PythonRandom;
  words: string[];
  numCw: number;
}

/** `get_example`: the numbered list and its common words. */
function getExample(
  c: Cwe,
  numWords: number,
  commonRepeats: number,
  uncommonRepeats: number,
): { context: string; common: string[] } {
  let full: string[];
  if (numWords <= c.words.length) full = c.rng.sample(c.words, numWords);
  else {
    const english = c.g.englishWords;
    if (!english) {
      throw new Error(
        `cwe at max_seq_length ${c.g.maxSeqLength} needs RULER's json/english_words.json (${numWords} words, past the wonderwords list's ${c.words.length})`,
      );
    }
    full = c.rng.sample(english as string[], numWords);
  }
  const common = full.slice(0, c.numCw);
  const uncommon = full.slice(c.numCw);
  const list: string[] = [];
  for (let i = 0; i < commonRepeats; i++) list.push(...common);
  for (let i = 0; i < uncommonRepeats; i++) list.push(...uncommon);
  new PythonRandom(c.g.randomSeed).shuffle(list);
  return { context: numbered(list), common };
}

function numbered(list: readonly string[]): string {
  return list.map((word, i) => `${i + 1}. ${word}`).join(" ");
}

/** `generate_input_output`: the prompt with its few-shot example. */
function generateInputOutput(
  c: Cwe,
  numWords: number,
): { input: string; answer: string[] } {
  const args = c.g.args;
  const fewshot = Number(args.num_fewshot ?? 1);
  const small = c.g.maxSeqLength < 4096;
  const shots: { context: string; common: string[] }[] = [];
  for (let i = 0; i < fewshot; i++) {
    shots.push(small ? getExample(c, 20, 3, 1) : getExample(c, 40, 10, 3));
  }
  const main = small ? getExample(c, numWords, 6, 1) : getExample(
    c,
    numWords,
    Number(args.freq_cw ?? 30),
    Number(args.freq_ucw ?? 3),
  );
  const fill = (context: string) =>
    pythonFormat(c.g.template, {
      num_cw: String(c.numCw),
      context,
      query: "",
    });
  const shotText = shots.map((shot) =>
    fill(shot.context) + " " + numbered(shot.common)
  ).join("\n");
  return { input: shotText + "\n" + fill(main.context), answer: main.common };
}

function setup(g: RulerGeneration): Cwe {
  if (!g.words) throw new Error("cwe needs the wonderwords lists");
  const words = rulerCommonWords(g.words);
  new PythonRandom(g.randomSeed).shuffle(words);
  return {
    g,
    rng: new PythonRandom(g.randomSeed),
    words,
    numCw: Number(g.args.num_cw ?? 10),
  };
}

/** common_words_extraction.py's `main()`: its validation.jsonl rows. */
export function* generateCommonWords(
  g: RulerGeneration,
): Generator<RulerSample> {
  const c = setup(g);
  const max = g.maxSeqLength;
  const tokens = (n: number) => {
    const out = generateInputOutput(c, n);
    return { ...out, length: g.countTokens(out.input) + g.tokensToGenerate };
  };
  const perWord = g.countTokens(generateInputOutput(c, 4096).input) / 4096;
  const estimated = Math.trunc(floorDiv(max, perWord)) * 2;
  let lower = INCREMENTAL;
  let upper = Math.max(estimated, INCREMENTAL * 2);
  let optimal: number | undefined;
  while (lower <= upper) {
    const mid = Math.floor((lower + upper) / 2);
    if (tokens(mid).length <= max) {
      optimal = mid;
      lower = mid + 1;
    } else upper = mid - 1;
  }
  const numWords = optimal ?? INCREMENTAL;
  const prefix = rulerTask("cwe")!.answerPrefix.slice(0, 10);
  for (let index = 0; index < g.numSamples; index++) {
    let used = numWords;
    let sample = tokens(used);
    // RULER retries at the floor with new draws, forever if none fits.
    let floorTries = 0;
    while (sample.length > max) {
      if (used > INCREMENTAL) used -= INCREMENTAL;
      else if (++floorTries >= FLOOR_TRIES) {
        throw new RulerCannotFit(
          `RULER's common_words_extraction.py would retry forever at max_seq_length ${max}`,
        );
      }
      sample = tokens(used);
    }
    const cut = sample.input.lastIndexOf(prefix);
    yield {
      index,
      input: sample.input.slice(0, cut),
      outputs: sample.answer,
      length: sample.length,
      length_w_model_temp: sample.length,
      answer_prefix: sample.input.slice(cut),
    };
  }
}
