/**
 * The num_seq vectors made by running the reference itself
 * (scripts/reference/num_seq_vectors.py), for the tests that compare
 * niah's `style: reference` with it.
 */
import { createHash } from "node:crypto";

/** One reference dataset: its arguments and every example. */
export interface VectorDataset {
  num_examples: number;
  seed: number;
  min_k: number;
  max_k: number;
  /** [first 16 hex digits of the user text's SHA-256, answer]. */
  examples: [string, string][];
  first_user_texts: string[];
}

/** `datasets.json`. */
export interface DatasetVectors {
  source: { commit: string; numpy: string };
  system_sha256: string;
  datasets: VectorDataset[];
}

/** One scored completion of `scores.json`. */
export interface ScoreCase {
  response: string;
  answer: string;
  parsed: string | null;
  reward: number;
}

const DIR = new URL("../../vectors/num_seq/", import.meta.url);

/** Reads one vector file. */
function read<T>(name: string): T {
  return JSON.parse(Deno.readTextFileSync(new URL(name, DIR))) as T;
}

/** The reference's datasets. */
export function datasetVectors(): DatasetVectors {
  return read<DatasetVectors>("datasets.json");
}

/** The reference's verdicts on tricky completions. */
export function scoreCases(): ScoreCase[] {
  return read<{ cases: ScoreCase[] }>("scores.json").cases;
}

/** SHA-256 of a text as hex. */
export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
