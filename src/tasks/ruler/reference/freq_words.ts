/**
 * RULER's `freq_words_extraction.py` (fwe) draw for draw: a vocabulary of
 * `random.choices(ascii_lowercase, k=6)` words (redrawn until unique,
 * `sorted(set(...))`, shuffled by a fresh `random.Random(seed)`, the first
 * replaced by `'...'`), each repeated by its Zipf count, the list shuffled
 * by another fresh `random.Random(seed)`; the word count found by growing
 * from `max_len // 6` in steps of `max_len // 32` until the text reaches
 * `max_len` tokens, then one step back; each sample draws a new vocabulary
 * and shrinks by a step while too long.
 *
 * @module
 */
import { PythonRandom } from "../../../random/python_random.ts";
import { pythonFormat } from "../../niah/python_format.ts";
import type { RulerGeneration, RulerSample } from "./ruler_sample.ts";
import { rulerTask } from "./ruler_tasks.ts";
import { zipfCounts } from "./zeta.ts";

const LOWERCASE = "abcdefghijklmnopqrstuvwxyz";

/** `''.join(random.choices(ascii_lowercase, k=k))`. */
function codedWord(rng: PythonRandom, k: number): string {
  let word = "";
  for (let i = 0; i < k; i++) word += LOWERCASE[Math.floor(rng.random() * 26)];
  return word;
}

/** The vocabulary `generate_input_output` draws from the global stream. */
function drawVocab(
  rng: PythonRandom,
  seed: number,
  size: number,
  wordLength: number,
): string[] {
  const seen = new Set<string>();
  for (let i = 0; i < size; i++) seen.add(codedWord(rng, wordLength));
  while (seen.size < size) seen.add(codedWord(rng, wordLength));
  // ASCII lowercase: code-unit order is Python's code-point order.
  const vocab = [...seen].sort();
  new PythonRandom(seed).shuffle(vocab);
  vocab[0] = "...";
  return vocab;
}

/** `gen_text(num_words)`: the filled template and `vocab[1:4]`. */
function genText(
  vocab: readonly string[],
  numWords: number,
  alpha: number,
  seed: number,
  template: string,
): string {
  const counts = zipfCounts(numWords, vocab.length, alpha);
  const words: string[] = [];
  counts.forEach((count, i) => {
    for (let j = 0; j < count; j++) words.push(vocab[i]!);
  });
  new PythonRandom(seed).shuffle(words);
  return pythonFormat(template, { context: words.join(" "), query: "" });
}

/** freq_words_extraction.py's `main()`: its validation.jsonl rows in order. */
export function* generateFreqWords(
  g: RulerGeneration,
): Generator<RulerSample> {
  const rng = new PythonRandom(g.randomSeed);
  const alpha = Number(g.args.alpha ?? 2.0);
  const wordLength = Number(g.args.coded_wordlen ?? 6);
  const maxLen = g.maxSeqLength - g.tokensToGenerate;
  const vocabSize = Number(g.args.vocab_size ?? -1) === -1
    ? Math.floor(maxLen / 50)
    : Number(g.args.vocab_size);
  const incremental = Math.floor(maxLen / 32);
  const seed = g.randomSeed;
  const text = (vocab: readonly string[], n: number) =>
    genText(vocab, n, alpha, seed, g.template);

  // The size search: grow until the text reaches maxLen, then step back.
  let vocab = drawVocab(rng, seed, vocabSize, wordLength);
  let numWords = Math.floor(maxLen / wordLength);
  while (g.countTokens(text(vocab, numWords)) < maxLen) {
    numWords += incremental;
  }
  numWords -= incremental;

  const prefix = rulerTask("fwe")!.answerPrefix.slice(0, 10);
  for (let index = 0; index < g.numSamples; index++) {
    vocab = drawVocab(rng, seed, vocabSize, wordLength);
    let used = numWords;
    let input = text(vocab, used);
    let count = g.countTokens(input);
    while (count > maxLen) {
      used -= incremental;
      input = text(vocab, used);
      count = g.countTokens(input);
    }
    const length = count + g.tokensToGenerate;
    const cut = input.lastIndexOf(prefix);
    yield {
      index,
      input: input.slice(0, cut),
      outputs: vocab.slice(1, 4),
      length,
      length_w_model_temp: length,
      answer_prefix: input.slice(cut),
    };
  }
}
