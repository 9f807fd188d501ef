/**
 * RULER's task table (NVIDIA/RULER at c3f5e3b): the 13 tasks of
 * `scripts/synthetic.yaml` with their `args`, joined with what
 * `scripts/data/synthetic/constants.py`'s `TASKS` says of each kind
 * (`tokens_to_generate`, `template`, `answer_prefix`), and the template
 * `scripts/data/prepare.py` hands the generator.
 *
 * prepare.py builds that template as
 * `Templates['base'].format(task_template=template) + answer_prefix`
 * (`base` is `"{task_template}"`, so the task template itself) and passes
 * it on a shell command line inside double quotes (`--template "..."`).
 * No template holds a byte the shell changes there (`$`, a backquote, `\`
 * or `"`), and argparse keeps the value as it is, so the generator gets
 * these strings unchanged, line breaks included.
 *
 * @module
 */

/** The generator script a task runs (`task:` in synthetic.yaml). */
type RulerTaskKind =
  | "niah"
  | "variable_tracking"
  | "common_words_extraction"
  | "freq_words_extraction"
  | "qa";

/** One entry of synthetic.yaml with its kind's constants.py entry. */
interface RulerTask {
  readonly name: string;
  readonly kind: RulerTaskKind;
  /** synthetic.yaml's `args`, passed as `--key value`. */
  readonly args: Readonly<Record<string, string | number>>;
  readonly tokensToGenerate: number;
  /** constants.py's task template (with `{context}` and `{query}`). */
  readonly taskTemplate: string;
  readonly answerPrefix: string;
  /** prepare.py's `--template`: the `base` template plus the answer prefix. */
  readonly template: string;
}

interface KindConstants {
  readonly tokensToGenerate: number;
  readonly template: string;
  readonly answerPrefix: string;
}

/** constants.py's `TASKS`, by kind. */
const KINDS: Readonly<Record<RulerTaskKind, KindConstants>> = {
  niah: {
    tokensToGenerate: 128,
    template:
      "Some special magic {type_needle_v} are hidden within the following text. Make sure to memorize it. I will quiz you about the {type_needle_v} afterwards.\n{context}\nWhat are all the special magic {type_needle_v} for {query} mentioned in the provided text?",
    answerPrefix:
      " The special magic {type_needle_v} for {query} mentioned in the provided text are",
  },
  variable_tracking: {
    tokensToGenerate: 30,
    template:
      "Memorize and track the chain(s) of variable assignment hidden in the following text.\n\n{context}\nQuestion: Find all variables that are assigned the value {query} in the text above.",
    answerPrefix:
      " Answer: According to the chain(s) of variable assignment in the text above, {num_v} variables are assigned the value {query}, they are: ",
  },
  common_words_extraction: {
    tokensToGenerate: 120,
    template:
      "Below is a numbered list of words. In these words, some appear more often than others. Memorize the ones that appear most often.\n{context}\nQuestion: What are the 10 most common words in the above list?",
    answerPrefix:
      " Answer: The top 10 words that appear most often in the list are:",
  },
  freq_words_extraction: {
    tokensToGenerate: 50,
    template:
      "Read the following coded text and track the frequency of each coded word. Find the three most frequently appeared coded words. {context}\nQuestion: Do not provide any explanation. Please ignore the dots '....'. What are the three most frequently appeared words in the above coded text?",
    answerPrefix:
      " Answer: According to the coded text above, the three most frequently appeared words are:",
  },
  qa: {
    tokensToGenerate: 32,
    template:
      "Answer the question based on the given documents. Only give me the answer and do not output any other words.\n\nThe following are given documents.\n\n{context}\n\nAnswer the question based on the given documents. Only give me the answer and do not output any other words.\n\nQuestion: {query}",
    answerPrefix: " Answer:",
  },
};

/** constants.py's niah answer prefix: niah.py finds it by its first 10 characters. */
export const NIAH_ANSWER_PREFIX: string = KINDS.niah.answerPrefix;

function niahArgs(
  haystack: string,
  key: string,
  value: string,
  k: number,
  v: number,
  q: number,
): Record<string, string | number> {
  return {
    type_haystack: haystack,
    type_needle_k: key,
    type_needle_v: value,
    num_needle_k: k,
    num_needle_v: v,
    num_needle_q: q,
  };
}

/** synthetic.yaml, in its order. */
const YAML: readonly (readonly [
  string,
  RulerTaskKind,
  Record<string, string | number>,
])[] = [
  ["niah_single_1", "niah", niahArgs("noise", "words", "numbers", 1, 1, 1)],
  ["niah_single_2", "niah", niahArgs("essay", "words", "numbers", 1, 1, 1)],
  ["niah_single_3", "niah", niahArgs("essay", "words", "uuids", 1, 1, 1)],
  ["niah_multikey_1", "niah", niahArgs("essay", "words", "numbers", 4, 1, 1)],
  ["niah_multikey_2", "niah", niahArgs("needle", "words", "numbers", 1, 1, 1)],
  ["niah_multikey_3", "niah", niahArgs("needle", "uuids", "uuids", 1, 1, 1)],
  ["niah_multivalue", "niah", niahArgs("essay", "words", "numbers", 1, 4, 1)],
  ["niah_multiquery", "niah", niahArgs("essay", "words", "numbers", 1, 1, 4)],
  ["vt", "variable_tracking", {
    type_haystack: "noise",
    num_chains: 1,
    num_hops: 4,
  }],
  ["cwe", "common_words_extraction", { freq_cw: 30, freq_ucw: 3, num_cw: 10 }],
  // YAML reads `2.0` as a float (prepare.py passes `--alpha 2.0`).
  ["fwe", "freq_words_extraction", { alpha: 2.0 }],
  ["qa_1", "qa", { dataset: "squad" }],
  ["qa_2", "qa", { dataset: "hotpotqa" }],
];

/** The 13 tasks of synthetic.yaml, in its order. */
export const RULER_TASKS: readonly RulerTask[] = YAML.map(
  ([name, kind, args]) => {
    const constants = KINDS[kind];
    return Object.freeze({
      name,
      kind,
      args: Object.freeze(args),
      tokensToGenerate: constants.tokensToGenerate,
      taskTemplate: constants.template,
      answerPrefix: constants.answerPrefix,
      template: constants.template + constants.answerPrefix,
    });
  },
);

/** The 11 synthetic (non-QA) task names, in synthetic.yaml's order. */
export const SYNTHETIC_TASK_NAMES: readonly string[] = RULER_TASKS
  .filter((task) => task.kind !== "qa").map((task) => task.name);

/** The task named `name` in synthetic.yaml, or undefined. */
export function rulerTask(name: string): RulerTask | undefined {
  return RULER_TASKS.find((task) => task.name === name);
}
