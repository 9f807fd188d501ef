/**
 * One `ruler` cell: sample i of the dataset of (task, `max_seq_length`,
 * `num_samples`, seed, tokenizer, files), drawn in order from the open
 * datasets, becomes what RULER's `call_api.py` sends (one user message,
 * `input + answer_prefix`, no system message, `max_tokens` the task's
 * `tokens_to_generate`) or what the spec's harness sends instead
 * (ruler_harness.ts), its recipe and the metadata the score and the
 * reports read. A rebuild draws the same sample from its recipe.
 *
 * @module
 */
import { checkRecordedFile } from "../../data/recorded_file.ts";
import { UsageError } from "../../errors.ts";
import { type Message, messagesDigest } from "../../prompt/message.ts";
import type { Tokenizer } from "../../tokenizer/tokenizer.ts";
import type { BuildContext, Built } from "../task.ts";
import type { TaskStyle } from "../task_style.ts";
import type { RulerSample } from "./reference/ruler_sample.ts";
import type { RulerBackend, RulerDatasetOptions } from "./ruler_backend.ts";
import { textCuts } from "../../tokenizer/cut_rule.ts";
import type { RulerDatasets } from "./ruler_datasets.ts";
import type { RulerName } from "./ruler_params.ts";
import { RULER_GENERATOR_VERSION, type RulerRecipe } from "./ruler_recipe.ts";
import {
  RULER_ESSAYS,
  RULER_WORDS,
  rulerEnglishWords,
  type RulerEssays,
  rulerEssays,
} from "./ruler_files.ts";
import { qaDatasetOf, qaFileOf } from "./ruler_qa_files.ts";
import {
  harnessMaxTokens,
  harnessMessages,
  type StoredHarness,
} from "./ruler_harness.ts";

/** Which sample of which dataset: a recipe less its digest and version. */
export type RulerSpec = Omit<
  RulerRecipe,
  "generator" | "generator_version" | "messages_sha256"
>;

/** What a `ruler` row keeps of its sample (score and reports read it). */
export interface RulerMetadata {
  name: RulerName;
  /** RULER's references (`outputs`). */
  outputs: string[];
  /** RULER's scorer: `all` (string_match_all) for the synthetic tasks. */
  metric: "all" | "part";
  style: TaskStyle;
  /** `validation.jsonl`'s `index` under this style. */
  index: number;
  length: number;
  length_w_model_temp: number;
  answer_prefix: string;
  token_position_answer?: number;
  /** The harness that sent and scores it, when not RULER's own. */
  harness?: StoredHarness;
}

/** A context's data-file reader, or the one-line error for none. */
function readerOf(context: Pick<BuildContext, "dataFile">) {
  const read = context.dataFile?.bind(context);
  if (read === undefined) {
    throw new UsageError(
      "Cannot read RULER's files: no reader in this context",
    );
  }
  return read;
}

/** The essay text of a spec (checked against its digest), if it reads one. */
async function essayOf(
  spec: RulerSpec,
  essay: boolean,
  context: BuildContext,
): Promise<RulerEssays | undefined> {
  if (!essay) return undefined;
  const run = context.runHaystack;
  const path = spec.essays?.path ??
    (run?.type === "ruler_essays" ? run.path : undefined);
  if (path === undefined) {
    throw new UsageError(
      `Cannot read haystack: RULER's essay tasks read haystack: {type: "ruler_essays", path: ...}, RULER's PaulGrahamEssays.json`,
    );
  }
  const read = rulerEssays(await readerOf(context)(path, RULER_ESSAYS));
  checkRecordedFile(
    `RULER's essay file "${read.path}"`,
    read.sha256,
    spec.essays?.sha256,
  );
  return read;
}

/**
 * The words of `english_words.json` at `path` and the file's digest,
 * checked against the digest a recipe recorded (rows written before
 * recipes recorded it are not checked).
 */
export async function englishWordsOf(
  path: string,
  recorded: string | undefined,
  context: Pick<BuildContext, "dataFile">,
): Promise<{ words: readonly string[]; sha256: string }> {
  const file = await readerOf(context)(path, RULER_WORDS);
  checkRecordedFile(
    `RULER's english_words.json "${path}"`,
    file.sha256,
    recorded,
  );
  return { words: rulerEnglishWords(file), sha256: file.sha256 };
}

/** A QA spec's file, read, checked and parsed; undefined for the rest. */
function qaOf(spec: RulerSpec, context: Pick<BuildContext, "dataFile">) {
  const dataset = qaDatasetOf(spec.name);
  if (dataset === undefined || spec.qa_file === undefined) return undefined;
  return qaFileOf(
    readerOf(context),
    dataset,
    spec.qa_file,
    spec.qa_file_sha256,
    spec.allow_other_revision,
  );
}

/** RULER's token count in `tokenizer`, and where it may cut a text. */
export function countingIn(
  tokenizer: Tokenizer,
): Pick<RulerDatasetOptions, "countTokens" | "cuts" | "countIsCheap"> {
  const cuts = textCuts(tokenizer);
  const cheap = tokenizer.countIsCheap?.bind(tokenizer);
  return {
    countTokens: (text) => tokenizer.count(text),
    ...(cuts !== null ? { cuts } : {}),
    ...(cheap !== undefined ? { countIsCheap: cheap } : {}),
  };
}

/** Draws a spec's sample, and the spec with its essay file's digest. */
export async function drawSample(
  backend: RulerBackend,
  datasets: RulerDatasets,
  spec: RulerSpec,
  context: BuildContext,
): Promise<{ sample: RulerSample; spec: RulerSpec }> {
  const facts = backend.facts(spec.name);
  const essay = await essayOf(spec, facts.essay, context);
  const wordsPath = facts.englishWords ? spec.english_words : undefined;
  const words = wordsPath === undefined
    ? undefined
    : await englishWordsOf(wordsPath, spec.english_words_sha256, context);
  const englishWords = words?.words;
  const qa = await qaOf(spec, context);
  const tokenizer: Tokenizer = context.tokenizer;
  const key = JSON.stringify([
    spec.name,
    spec.max_seq_length,
    spec.num_samples,
    spec.seed,
    tokenizer.name,
    essay?.sha256 ?? null,
    words?.sha256 ?? null,
    qa?.sha256 ?? null,
  ]);
  const dataset = await datasets.get(key, () =>
    backend.dataset(spec.name, {
      maxSeqLength: spec.max_seq_length,
      numSamples: spec.num_samples,
      randomSeed: spec.seed,
      ...countingIn(tokenizer),
      ...(essay !== undefined ? { essay: essay.text } : {}),
      ...(englishWords !== undefined ? { englishWords } : {}),
      ...(qa !== undefined ? { qa: qa.data } : {}),
    }));
  const drawn: RulerSpec = {
    ...spec,
    ...(essay !== undefined
      ? { essays: { path: essay.path, sha256: essay.sha256 } }
      : {}),
    ...(wordsPath !== undefined && words !== undefined
      ? { english_words: wordsPath, english_words_sha256: words.sha256 }
      : {}),
    ...(qa !== undefined ? { qa_file_sha256: qa.sha256 } : {}),
  };
  return { sample: dataset.at(spec.sample_index), spec: drawn };
}

/**
 * A sample as a built cell. `index` is the one field the styles differ
 * in: RULER's (niah.py's answer offset) or the sample's number.
 */
export function rulerBuilt(
  backend: RulerBackend,
  sample: RulerSample,
  spec: RulerSpec,
  index: number,
): Built {
  const facts = backend.facts(spec.name);
  const messages = harnessMessages(sample, spec.harness);
  const maxTokens = harnessMaxTokens(spec.harness, facts.tokensToGenerate);
  const metadata: RulerMetadata = {
    name: spec.name,
    outputs: sample.outputs,
    metric: facts.metric,
    style: spec.style,
    index,
    length: sample.length,
    length_w_model_temp: sample.length_w_model_temp,
    answer_prefix: sample.answer_prefix,
    ...(sample.token_position_answer !== undefined
      ? { token_position_answer: sample.token_position_answer }
      : {}),
    ...(spec.harness !== undefined ? { harness: spec.harness } : {}),
  };
  const recipe: RulerRecipe = {
    generator: "ruler",
    generator_version: RULER_GENERATOR_VERSION,
    ...spec,
    messages_sha256: messagesDigest(messages),
  };
  return {
    messages,
    expected_answer: sample.outputs.join(", "),
    // RULER asks inside its template: no question stands apart.
    prompt_question: "",
    // RULER's `length` counted input + answer prefix, plus the budget.
    context_tokens: sample.length - facts.tokensToGenerate,
    recipe: { ...recipe },
    metadata: { ...metadata },
    ...(maxTokens !== undefined ? { max_tokens: maxTokens } : {}),
  };
}

/** The messages a recipe's sample gives under its harness, for a rebuild. */
export function rebuiltMessages(
  sample: RulerSample,
  spec: Pick<RulerSpec, "harness">,
): Message[] {
  return harnessMessages(sample, spec.harness);
}
