/**
 * The recipe of a patterned-needle prompt, and the one function that turns
 * a recipe into messages. Building a cell and `reconstruct` both go through
 * {@link rebuildPatterned}, so they cannot drift apart; the digests in the
 * recipe prove that a rebuild matches what was sent.
 */
import { checkDigest, parseRecipe } from "../recipe.ts";
import { z } from "zod";
import { UsageError } from "../../errors.ts";
import type { Message } from "../../prompt/message.ts";
import type { Rendered } from "../task.ts";
import { NIAH_GENERATOR, NIAH_GENERATOR_V1 } from "./niah/generator.ts";
import {
  effectiveVocabSize,
  type PatternedParams,
  patternedParamsSchema,
} from "./patterned_params.ts";
import type { Problem, ProblemGenerator, ProblemParams } from "./problem.ts";
import { patternedMessages } from "./prompts.ts";
import { REFERENCE_GENERATOR } from "./reference/generator.ts";
import { describeIssues } from "../../store/row_field_problem.ts";

/** What a patterned-needle row stores to rebuild its prompt. */
const patternedRecipeSchema = z.strictObject({
  /** The generator that made the problem (each style has its own). */
  generator: z.string(),
  /** The word list and version the words came from. */
  word_list: z.string(),
  /** The problem's parameters, grid values applied, `vocab_size` worked out. */
  params: z.record(z.string(), z.unknown()),
  seed: z.int(),
  sample_index: z.int().min(0),
  /** Tokens of the user message (the block of lines) in the run's tokenizer. */
  final_context_token_count: z.int().min(0),
  /** SHA-256 of the user message. */
  context_sha256: z.string(),
  /** SHA-256 of the messages as JSON. */
  messages_sha256: z.string(),
});

/** A patterned-needle recipe. */
type PatternedRecipe = z.output<typeof patternedRecipeSchema>;

/** The parts of a recipe a rebuild starts from. */
export type RecipeCore = Pick<
  PatternedRecipe,
  "generator" | "word_list" | "params" | "seed" | "sample_index"
>;

/**
 * The parameters a recipe keeps: those that shape the problem, with
 * `vocab_size: auto` worked out (`num_samples` and `seed` are the run's).
 */
export function recipeParams(p: PatternedParams): Record<string, unknown> {
  const { num_samples: _samples, seed: _seed, ...rest } = p;
  return { ...rest, vocab_size: effectiveVocabSize(p) };
}

/** The generators whose rows rebuild. */
const GENERATORS: readonly ProblemGenerator[] = [
  REFERENCE_GENERATOR,
  NIAH_GENERATOR,
  NIAH_GENERATOR_V1,
];

/**
 * The recipe's params as the schema reads them today. Rows of niah's
 * generator from before `style` name only the wording (`prompt_style`,
 * version 2) or nothing (version 1: niah's wording); `style` picks the
 * wording there, since the generator is the recipe's.
 */
function recipeInput(
  core: RecipeCore,
  generator: ProblemGenerator,
): Record<string, unknown> {
  if ("style" in core.params) return core.params;
  const { prompt_style: wording, ...rest } = core.params;
  return { ...rest, style: generator.wordingBeforeStyle(wording) };
}

/** A problem and its messages, rebuilt from a recipe's core. */
export async function rebuildPatterned(
  core: RecipeCore,
): Promise<{ problem: Problem; messages: Message[]; params: ProblemParams }> {
  const fail = (reason: string): never => {
    throw new UsageError(`Cannot rebuild prompt: ${reason}`);
  };
  const generator = GENERATORS.find((g) => g.name === core.generator);
  if (generator === undefined) {
    return fail(
      `the row was made by generator "${core.generator}", and this niah has "${REFERENCE_GENERATOR.name}" and "${NIAH_GENERATOR.name}"`,
    );
  }
  if (core.word_list !== generator.wordList) {
    fail(
      `the row's words came from "${core.word_list}", and this niah's generator "${core.generator}" uses "${generator.wordList}"`,
    );
  }
  const input = recipeInput(core, generator);
  const parsed = patternedParamsSchema.safeParse(input);
  if (!parsed.success) {
    return fail(
      `the recipe's params are not valid patterned_needle parameters (${
        describeIssues(parsed.error, input, "the params")
      })`,
    );
  }
  const params = parsed.data;
  const problem: Problem = await generator.problem(
    params,
    core.seed,
    core.sample_index,
  );
  return { problem, messages: patternedMessages(params, problem.text), params };
}

/** Rebuilds the exact messages of a stored recipe, checking its digests. */
export async function renderPatterned(raw: unknown): Promise<Rendered> {
  const recipe = parseRecipe(patternedRecipeSchema, raw, "patterned_needle");
  const { problem, messages } = await rebuildPatterned(recipe);
  const cause =
    "the generator, word list or prompts changed since the row was written";
  checkDigest(
    problem.text,
    recipe.context_sha256,
    "lines differ from the ones sent",
    cause,
  );
  checkDigest(
    JSON.stringify(messages),
    recipe.messages_sha256,
    "messages differ from the ones sent",
    cause,
  );
  return { messages, context: problem.text };
}
