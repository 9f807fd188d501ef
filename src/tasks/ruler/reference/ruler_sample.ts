/**
 * What RULER's four synthetic generators (NVIDIA/RULER at c3f5e3b,
 * `scripts/data/synthetic/`) take and give, as niah reproduces them: the
 * arguments `prepare.py` starts a generator with, and one line of the
 * `validation.jsonl` it writes.
 *
 * @module
 */

/** One line of RULER's `validation.jsonl`, its keys in RULER's order. */
export interface RulerSample {
  /** niah.py: the answer's character offset in `input`; else the row number. */
  index: number;
  input: string;
  outputs: string[];
  /** Tokens of input + answer prefix, plus `tokens_to_generate`. */
  length: number;
  length_w_model_temp: number;
  answer_prefix: string;
  /** niah.py only: tokens of `input` before the first answer. */
  token_position_answer?: number;
}

/** The arguments `prepare.py` passes one generator, and what it reads. */
export interface RulerGeneration {
  /** `--max_seq_length`: the sweep's context length. */
  maxSeqLength: number;
  /** `--num_samples`. */
  numSamples: number;
  /** `--random_seed` (seed + chunk index; chunk 0 here). */
  randomSeed: number;
  /** `--tokens_to_generate`: constants.py's, per task kind. */
  tokensToGenerate: number;
  /**
   * `--template`: the `base` model template around the task template,
   * followed by the answer prefix, as prepare.py builds it.
   */
  template: string;
  /** `len(TOKENIZER.text_to_tokens(text))` in the run's RULER tokenizer. */
  countTokens(text: string): number;
  /**
   * Where that tokenizer always splits text (`textCuts` of
   * src/tokenizer/cut_rule.ts), so a long text can be counted by its parts;
   * absent, every text is counted whole (slower, the same counts).
   */
  cuts?: (text: string, p: number) => boolean;
  /**
   * Whether `countTokens` is cheap on `text` however long it is, so a text
   * given as parts is better joined and counted whole; absent, never.
   */
  countIsCheap?: (text: string) => boolean;
  /** The task's `args` from `scripts/synthetic.yaml`. */
  args: Readonly<Record<string, string | number>>;
  /** The `text` of RULER's `json/PaulGrahamEssays.json` (essay haystacks). */
  essay?: string;
  /** The values of RULER's `json/english_words.json` (large `cwe`). */
  englishWords?: readonly string[];
  /** The wonderwords lists (niah, cwe). */
  words?: RulerWordLists;
  /** qa.py's documents and questions (qa_1: squad.json, qa_2: hotpotqa.json). */
  qa?: RulerQaData;
  /** NLTK's `sent_tokenize` (English Punkt), for essay haystacks. */
  sentTokenize?: (text: string) => string[];
}

/** A sorted word list too long to hold as strings, read by position. */
export interface IndexedWords {
  readonly length: number;
  at(index: number): string;
}

/**
 * wonderwords' `nounlist.txt`, `adjectivelist.txt` and `verblist.txt` as
 * `_get_words_from_text_file` reads them, and niah.py's keys.
 */
export interface RulerWordLists {
  nouns: readonly string[];
  adjectives: readonly string[];
  verbs: readonly string[];
  /** niah.py's `sorted(list(set(f"{adj}-{noun}" ...)))`. */
  adjectiveNoun: IndexedWords;
}

/** One question as qa.py keeps it (`QAS`). */
export interface RulerQa {
  query: string;
  outputs: string[];
  /** Indices into `docs` of the question's own documents. */
  context: number[];
  /** SQuAD: the article's other paragraphs (`more_context`). */
  more?: number[];
}

/** qa.py's `QAS` and `DOCS` for one dataset. */
export interface RulerQaData {
  qas: RulerQa[];
  docs: string[];
}
