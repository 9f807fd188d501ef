/**
 * Parameters of the `ruler` task: which of RULER's tasks (`name`, as
 * `scripts/synthetic.yaml` names it), how many samples (`--num_samples`),
 * the seed (`--random_seed`), where RULER's `english_words.json` is (for
 * `cwe` lengths past the wonderwords lists), where its QA files are
 * (`squad`, `hotpotqa`) and the style. The sweep's
 * `context_lengths` are RULER's `--max_seq_length`; the tokenizer is the
 * model config's.
 *
 * @module
 */
import { z } from "zod";
import { styled, styleFields } from "../task_style.ts";
import { RULER_HARNESSES, type StoredHarness } from "./ruler_harness.ts";
import { QA_SOURCES, qaDatasetOf } from "./ruler_qa_files.ts";

/** RULER's 13 tasks, in `scripts/synthetic.yaml`'s order. */
export const RULER_NAMES = [
  "niah_single_1",
  "niah_single_2",
  "niah_single_3",
  "niah_multikey_1",
  "niah_multikey_2",
  "niah_multikey_3",
  "niah_multivalue",
  "niah_multiquery",
  "vt",
  "cwe",
  "fwe",
  "qa_1",
  "qa_2",
] as const;

/** The largest seed `np.random.seed` takes. */
const NUMPY_SEED_MAX = 2 ** 32 - 1;

/**
 * Why RULER would refuse `seed` for a run of `params` (its task, or each
 * task of the grid's `name` axis), or undefined: every task but cwe calls
 * `np.random.seed`, which raises outside 0..2^32-1; cwe seeds Python's
 * `random` alone, which takes any integer.
 */
export function rulerSeedProblem(
  seed: number,
  params: { name: string },
  grid: Readonly<Record<string, readonly unknown[]>>,
): string | undefined {
  if (seed >= 0 && seed <= NUMPY_SEED_MAX) return undefined;
  const names = grid.name ?? [params.name];
  const numpy = names.find((name) => name !== "cwe");
  if (numpy === undefined) return undefined;
  return `RULER's ${numpy} seeds numpy (np.random.seed), which takes 0 to ${NUMPY_SEED_MAX} and refuses ${seed}; only cwe takes any integer`;
}

/** The most samples one RULER dataset may have (`num_samples`). */
export const MAX_RULER_SAMPLES = 100_000;

const rulerFields = z.strictObject({
  type: z.literal("ruler"),
  /** RULER's task name (`scripts/synthetic.yaml`). */
  name: z.enum(RULER_NAMES).default("niah_single_1"),
  /** `--num_samples`: samples per context length. */
  num_samples: z.int().min(1).max(MAX_RULER_SAMPLES).default(500),
  /**
   * `--random_seed` (prepare.py's seed plus chunk 0): any integer for
   * `cwe`, which seeds Python's `random` alone (a negative seed acts as its
   * absolute value); 0 to 2^32-1 for the others, which seed numpy too.
   */
  seed: z.int().default(42),
  /**
   * RULER's `json/english_words.json` (a Git LFS file niah does not
   * ship), which `cwe` reads past the wonderwords lists' size.
   */
  english_words: z.string().min(1).optional(),
  /**
   * RULER's `json/squad.json` (SQuAD 2.0 dev, `dev-v2.0.json`), which
   * `qa_1` reads; niah does not ship it.
   */
  squad: z.string().min(1).optional(),
  /**
   * RULER's `json/hotpotqa.json` (HotpotQA's
   * `hotpot_dev_distractor_v1.json`), which `qa_2` reads.
   */
  hotpotqa: z.string().min(1).optional(),
  /**
   * Accept a QA file whose SHA-256 is not the pinned download's (the row
   * records the file's digest and this flag).
   */
  allow_other_revision: z.boolean().optional(),
  /**
   * Whose request and scoring the cells follow (ruler_harness.ts): `ruler`
   * (RULER main's, the default), `nemo_skills` (NeMo-Skills': the answer
   * prefix starts the assistant turn) or `nemo_skills_appended` (its
   * branch that appends it to the user message).
   */
  harness: z.enum(RULER_HARNESSES).optional(),
  ...styleFields,
}).superRefine((p, ctx) => {
  const key = qaDatasetOf(p.name);
  if (key === undefined || p[key] !== undefined) return;
  const file = { key, ...QA_SOURCES[key] };
  ctx.addIssue({
    code: "custom",
    path: [file.key],
    message:
      `RULER's ${p.name} reads ${file.data} (RULER's json/${file.key}.json, which niah does not ship: RULER's download_qa_dataset.sh fetches ${file.url}); set task.${file.key} to it`,
  });
});

/**
 * `task:` of a `ruler` run, defaults as RULER's, style resolved; harness
 * `ruler` (the default) is dropped, so its runs' fingerprints are the
 * ones written before harnesses.
 */
export const rulerParamsSchema = styled(rulerFields).transform((
  { harness, ...p },
) => ({
  ...p,
  name: p.name as RulerName,
  ...(harness !== undefined && harness !== "ruler"
    ? { harness: harness as StoredHarness }
    : {}),
}));

/** One of RULER's task names. */
export type RulerName = (typeof RULER_NAMES)[number];

/** Parameters of the `ruler` task, defaults applied. */
export type RulerParams = z.output<typeof rulerParamsSchema>;
