/**
 * What the `ruler` family asks of RULER's reproduction (`reference/`:
 * the generators, prepare.py's arguments and serialiser; `ruler_score.ts`:
 * the scorer), as one interface, so the family's glue (datasets in order,
 * cells, recipes, styles) is written and tested apart from them.
 *
 * @module
 */
import type { RulerQaDataset } from "./reference/qa_data.ts";
import type { RulerQaData, RulerSample } from "./reference/ruler_sample.ts";
import type { RulerName } from "./ruler_params.ts";

/** What one RULER task needs, as `synthetic.yaml` and constants.py say. */
export interface RulerTaskFacts {
  /** constants.py's `tokens_to_generate` (niah 128, vt 30, cwe 120, fwe 50). */
  tokensToGenerate: number;
  /** Reads `json/PaulGrahamEssays.json` (`type_haystack: essay`). */
  essay: boolean;
  /** May read `json/english_words.json` (`cwe`). */
  englishWords: boolean;
  /** qa_1/qa_2: the dataset qa.py reads (`squad` or `hotpotqa`). */
  qa?: RulerQaDataset;
  /** RULER's scorer for the task: `all` (string_match_all) or `part`. */
  metric: "all" | "part";
  /** Whether niah has this task's generator. */
  generated: boolean;
}

/** prepare.py's arguments for one dataset, and the user's files. */
export interface RulerDatasetOptions {
  maxSeqLength: number;
  numSamples: number;
  randomSeed: number;
  /** RULER's `len(TOKENIZER.text_to_tokens(text))`. */
  countTokens(text: string): number;
  /**
   * Where that tokenizer always splits text, so a long text is counted by
   * its parts (the same counts, faster); absent, texts are counted whole.
   */
  cuts?: (text: string, p: number) => boolean;
  /** Whether `countTokens` is cheap on `text` however long (see Tokenizer). */
  countIsCheap?: (text: string) => boolean;
  /** The `text` of `PaulGrahamEssays.json` (essay tasks). */
  essay?: string;
  /** The values of `english_words.json` (`cwe`), in file order. */
  englishWords?: readonly string[];
  /** qa.py's documents and questions (qa_1, qa_2). */
  qa?: RulerQaData;
}

/** RULER's generators, serialiser and scorer. */
export interface RulerBackend {
  facts(name: RulerName): RulerTaskFacts;
  /**
   * The dataset's samples in RULER's order, a fresh pass each call: the
   * generator's word lists and sentence splitter are loaded first.
   */
  dataset(
    name: RulerName,
    options: RulerDatasetOptions,
  ): Promise<() => Iterator<RulerSample>>;
  /** One `validation.jsonl` line, newline included, as RULER writes it. */
  line(sample: RulerSample): string;
  /** RULER's per-row share of `references` found in `prediction`, 0..1. */
  score(
    prediction: string,
    references: readonly string[],
    metric: "all" | "part",
  ): number;
}
