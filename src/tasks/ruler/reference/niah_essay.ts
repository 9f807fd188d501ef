/**
 * niah.py's essay haystack: the words of RULER's `PaulGrahamEssays.json`
 * (`re.sub(r'\s+', " ", essay).split(" ")`), the first `num_haystack` of
 * them (repeated past the end) joined and split into sentences with NLTK's
 * `sent_tokenize`, and the needles put between sentences at sampled
 * depths. The sentences of one size do not depend on the random draws, so
 * they are worked out once per size and kept, checkpointed for counting.
 *
 * @module
 */
import { pythonStrip } from "../../scorers/python_whitespace.ts";
import {
  CheckpointedText,
  type PartCounter,
  type TextPart,
} from "./sizing_parts.ts";

/** Python's `\s` in a str pattern (`str.isspace()`), runs of it. */
const PYTHON_WHITESPACE =
  "\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000";
const PYTHON_WHITESPACE_RUN = new RegExp(`[${PYTHON_WHITESPACE}]+`, "g");

/** `re.sub(r'\s+', " ", essay).split(" ")`. */
function essayWords(essay: string): string[] {
  return essay.replace(PYTHON_WHITESPACE_RUN, " ").split(" ");
}

/** The sentences of one haystack size, joined as niah.py rejoins them. */
interface EssaySentences {
  /** How many sentences `sent_tokenize` gave. */
  readonly count: number;
  /** Runs of sentences `[a, b)` as parts of `" ".join(sentences[a:b])`. */
  run(a: number, b: number): TextPart;
}

class CheckpointedSentences implements EssaySentences {
  readonly count: number;
  readonly #joined: CheckpointedText;
  /** Where each sentence starts in the joined text, and its end. */
  readonly #starts: number[];
  readonly #ends: number[];

  constructor(sentences: readonly string[], counter: PartCounter) {
    this.count = sentences.length;
    this.#starts = new Array(sentences.length);
    this.#ends = new Array(sentences.length);
    let at = 0;
    sentences.forEach((sentence, i) => {
      this.#starts[i] = at;
      at += sentence.length;
      this.#ends[i] = at;
      at += 1;
    });
    this.#joined = new CheckpointedText(sentences.join(" "), counter);
  }

  run(a: number, b: number): TextPart {
    if (a >= b) return "";
    return {
      of: this.#joined,
      start: this.#starts[a]!,
      end: this.#ends[b - 1]!,
    };
  }
}

/** Sizes whose sentences are kept (the search probes each size once). */
const KEPT_SIZES = 4;

/** The essay haystack of one generator run. */
export class EssayHaystack {
  readonly #words: string[];
  readonly #sentTokenize: (text: string) => string[];
  readonly #counter: PartCounter;
  readonly #kept = new Map<number, EssaySentences>();

  constructor(
    essay: string,
    sentTokenize: (text: string) => string[],
    counter: PartCounter,
  ) {
    this.#words = essayWords(essay);
    this.#sentTokenize = sentTokenize;
    this.#counter = counter;
  }

  /** `sent_tokenize(text.strip())` of the first `size` words, repeated past the end. */
  sentences(size: number): EssaySentences {
    let kept = this.#kept.get(size);
    if (kept) return kept;
    const words = this.#words;
    const chosen = size <= words.length
      ? words.slice(0, size)
      : Array.from({ length: size }, (_, i) => words[i % words.length]!);
    const sentences = this.#sentTokenize(pythonStrip(chosen.join(" ")));
    kept = new CheckpointedSentences(sentences, this.#counter);
    if (this.#kept.size >= KEPT_SIZES) {
      this.#kept.delete(this.#kept.keys().next().value!);
    }
    this.#kept.set(size, kept);
    return kept;
  }
}

/**
 * The essay context as parts: the sentences split at `positions` (sorted),
 * `needles[i]` after the i-th split, all joined with spaces, as niah.py's
 * `document_sents_list` is joined (an empty run still takes its space).
 */
export function essayContext(
  sentences: EssaySentences,
  positions: readonly number[],
  needles: readonly string[],
): TextPart[] {
  const cuts = [0, ...positions, sentences.count];
  const parts: TextPart[] = [];
  for (let i = 1; i < cuts.length; i++) {
    if (i > 1) parts.push(" ");
    parts.push(sentences.run(cuts[i - 1]!, cuts[i]!));
    if (i - 1 < needles.length) parts.push(" ", needles[i - 1]!);
  }
  return parts;
}
