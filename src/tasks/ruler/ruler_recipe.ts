/**
 * The recipe of a `ruler` prompt: the dataset (RULER's task, its
 * `max_seq_length`, `num_samples`, `random_seed`, the tokenizer and the
 * user's files), the sample's place in it, and the digest of the message
 * sent. A rebuild draws the dataset up to the sample again.
 *
 * @module
 */
import { z } from "zod";
import { TASK_STYLES } from "../task_style.ts";
import { MAX_RULER_SAMPLES, RULER_NAMES } from "./ruler_params.ts";
import { STORED_HARNESSES } from "./ruler_harness.ts";

/**
 * Version of the family's prompts, in every recipe and fingerprint; bump
 * it when the same recipe would give another prompt.
 */
export const RULER_GENERATOR_VERSION = 1;

/** What a `ruler` row stores to rebuild its prompt. */
export const rulerRecipeSchema = z.strictObject({
  generator: z.literal("ruler"),
  generator_version: z.int().min(1),
  style: z.enum(TASK_STYLES),
  name: z.enum(RULER_NAMES),
  max_seq_length: z.int().min(1),
  num_samples: z.int().min(1).max(MAX_RULER_SAMPLES),
  seed: z.int(),
  sample_index: z.int().min(0).max(MAX_RULER_SAMPLES - 1),
  /** The tokenizer RULER counted with (the model config's). */
  encoding: z.string().min(1),
  /** The essay haystack's file and its digest (essay tasks). */
  essays: z.strictObject({ path: z.string(), sha256: z.string() })
    .optional(),
  /** `english_words.json`, when the run names one (`cwe`). */
  english_words: z.string().optional(),
  /**
   * SHA-256 of that file, recorded since niah read it through the data
   * reader; rows written before have none (and rebuild unchecked).
   */
  english_words_sha256: z.string().regex(/^[0-9a-f]{64}$/).optional(),
  /** qa_1/qa_2: the QA file read (`task.squad` or `task.hotpotqa`). */
  qa_file: z.string().optional(),
  /** SHA-256 of that file. */
  qa_file_sha256: z.string().regex(/^[0-9a-f]{64}$/).optional(),
  /** Set when the QA file is not the pinned download and the run allowed it. */
  allow_other_revision: z.literal(true).optional(),
  /** The harness whose request was sent, when not RULER's own. */
  harness: z.enum(STORED_HARNESSES).optional(),
  /** SHA-256 of the messages sent, as JSON. */
  messages_sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** A `ruler` recipe. */
export type RulerRecipe = z.output<typeof rulerRecipeSchema>;
