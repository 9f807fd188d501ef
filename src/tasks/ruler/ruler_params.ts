/**
 * Parameters of the `ruler` task: which of RULER's tasks (`name`, as
 * `scripts/synthetic.yaml` names it), how many samples (`--num_samples`),
 * the seed (`--random_seed`), where RULER's `english_words.json` is (for
 * `cwe` lengths past the wonderwords lists) and the style. The sweep's
 * `context_lengths` are RULER's `--max_seq_length`; the tokenizer is the
 * model config's.
 *
 * @module
 */
import { z } from "zod";
import { styled, styleFields } from "../task_style.ts";

/** RULER's synthetic tasks, in `scripts/synthetic.yaml`'s order. */
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
] as const;

/** RULER's QA tasks, which read datasets niah cannot ship. */
const QA_NAMES = { qa_1: "SQuAD", qa_2: "HotpotQA" } as const;

/** The most samples one RULER dataset may have (`num_samples`). */
export const MAX_RULER_SAMPLES = 100_000;

const rulerFields = z.strictObject({
  type: z.literal("ruler"),
  /** RULER's task name (`scripts/synthetic.yaml`). */
  name: z.enum([...RULER_NAMES, ...Object.keys(QA_NAMES)] as [
    string,
    ...string[],
  ]).default("niah_single_1"),
  /** `--num_samples`: samples per context length. */
  num_samples: z.int().min(1).max(MAX_RULER_SAMPLES).default(500),
  /** `--random_seed` (prepare.py's seed plus chunk 0). */
  seed: z.int().min(0).max(2 ** 32 - 1).default(42),
  /**
   * RULER's `json/english_words.json` (a Git LFS file niah does not
   * ship), which `cwe` reads past the wonderwords lists' size.
   */
  english_words: z.string().min(1).optional(),
  ...styleFields,
}).superRefine((p, ctx) => {
  const data = QA_NAMES[p.name as keyof typeof QA_NAMES];
  if (data === undefined) return;
  ctx.addIssue({
    code: "custom",
    path: ["name"],
    message:
      `RULER's "${p.name}" is a QA task over ${data}, data niah cannot ship (RULER downloads it); expected one of the synthetic tasks ${
        RULER_NAMES.join(", ")
      }`,
  });
});

/** `task:` of a `ruler` run, defaults as RULER's, style resolved. */
export const rulerParamsSchema = styled(rulerFields).transform((p) => ({
  ...p,
  name: p.name as RulerName,
}));

/** One of RULER's synthetic task names. */
export type RulerName = (typeof RULER_NAMES)[number];

/** Parameters of the `ruler` task, defaults applied. */
export type RulerParams = z.output<typeof rulerParamsSchema>;
