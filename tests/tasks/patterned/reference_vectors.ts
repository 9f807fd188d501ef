/**
 * Reading the vectors that scripts/reference/patterned_vectors.py made by
 * running the reference environment's own code, and the helpers the
 * tests compare them with.
 */
import { createHash } from "node:crypto";
import type { ProblemParams } from "../../../src/tasks/patterned/problem.ts";
import { patternedParamsSchema } from "../../../src/tasks/patterned/patterned_params.ts";

/** SHA-256 of a text's UTF-8, in hex (the script's `sha256`). */
export const sha256 = (text: string): string =>
  createHash("sha256").update(text).digest("hex");

/** The `vectors` of one file of tests/vectors/patterned/. */
export async function readVectors<T>(file: string): Promise<T> {
  const url = new URL(`../../vectors/patterned/${file}`, import.meta.url);
  return JSON.parse(await Deno.readTextFile(url)).vectors as T;
}

/** niah's parameters (style reference) for a reference `load_environment` call. */
export function paramsOf(kwargs: Record<string, unknown>): ProblemParams {
  const { seed: _seed, ...rest } = kwargs;
  return patternedParamsSchema.parse({
    type: "patterned_needle",
    style: "reference",
    ...rest,
  });
}

/** One grid point of the reference's ablations (run_ablations.py). */
export interface AblationVector {
  ablation: string;
  name: string;
  kwargs: Record<string, unknown> & { seed: number };
  samples: number;
  digest: string;
}

/** The digest the vector script takes of a grid point's problems. */
export function problemsDigest(
  problems: readonly { system: string; user: string; answer: string }[],
): string {
  const hash = createHash("sha256");
  for (const { system, user, answer } of problems) {
    hash.update(`${sha256(system)} ${sha256(user)} ${sha256(answer)}\n`);
  }
  return hash.digest("hex");
}
