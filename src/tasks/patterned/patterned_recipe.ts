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
import {
  generateProblem,
  PATTERNED_GENERATOR,
  PATTERNED_GENERATOR_V1,
  PATTERNED_REFERENCE_GENERATOR,
  type Problem,
  type ProblemParams,
} from "./generate_problem.ts";
import {
  effectiveVocabSize,
  type PatternedParams,
  patternedParamsSchema,
} from "./patterned_params.ts";
import { patternedMessages } from "./prompts.ts";
import { referenceProblem } from "./reference_stream.ts";
import { NLTK_WORD_LIST, nltkWords } from "./reference_vocabulary.ts";
import { englishWords, WORD_LIST } from "./vocabulary.ts";

/** What a patterned-needle row stores to rebuild its prompt. */
export const patternedRecipeSchema = z.strictObject({
  /**
   * The generator that made the problem, by style:
   * {@link PATTERNED_REFERENCE_GENERATOR} or {@link PATTERNED_GENERATOR}.
   */
  generator: z.string(),
  /** The word list and version the words came from. */
  word_list: z.string(),
  /** The problem's parameters, grid values applied, `vocab_size` worked out. */
  params: z.record(z.string(), z.unknown()),
  seed: z.int().min(0),
  sample_index: z.int().min(0),
  /** Tokens of the user message (the block of lines) in the run's tokenizer. */
  final_context_token_count: z.int().min(0),
  /** SHA-256 of the user message. */
  context_sha256: z.string(),
  /** SHA-256 of the messages as JSON. */
  messages_sha256: z.string(),
});

/** A patterned-needle recipe. */
export type PatternedRecipe = z.output<typeof patternedRecipeSchema>;

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

/** The generators whose rows rebuild, and the word list each drew from. */
const WORD_LISTS: Readonly<Record<string, string>> = {
  [PATTERNED_REFERENCE_GENERATOR]: NLTK_WORD_LIST,
  [PATTERNED_GENERATOR]: WORD_LIST,
  [PATTERNED_GENERATOR_V1]: WORD_LIST,
};

/**
 * The recipe's params as the schema reads them today. Rows of niah's
 * generator from before `style` name only the wording (`prompt_style`,
 * version 2) or nothing (version 1: niah's wording); `style` picks the
 * wording there, since the generator is the recipe's.
 */
function recipeInput(core: RecipeCore): Record<string, unknown> {
  if ("style" in core.params) return core.params;
  const { prompt_style: wording, ...rest } = core.params;
  return {
    ...rest,
    style: core.generator === PATTERNED_GENERATOR_V1
      ? "niah"
      : wording ?? "reference",
  };
}

/** A problem and its messages, rebuilt from a recipe's core. */
export async function rebuildPatterned(
  core: RecipeCore,
): Promise<{ problem: Problem; messages: Message[]; params: ProblemParams }> {
  const fail = (reason: string): never => {
    throw new UsageError(`Cannot rebuild prompt: ${reason}`);
  };
  const wordList = WORD_LISTS[core.generator];
  if (wordList === undefined) {
    fail(
      `the row was made by generator "${core.generator}", and this niah has "${PATTERNED_REFERENCE_GENERATOR}" and "${PATTERNED_GENERATOR}"`,
    );
  }
  if (core.word_list !== wordList) {
    fail(
      `the row's words came from "${core.word_list}", and this niah's generator "${core.generator}" uses "${wordList}"`,
    );
  }
  const parsed = patternedParamsSchema.safeParse(recipeInput(core));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(
      `the recipe's params are not valid patterned_needle parameters (${
        issue ? `"${issue.path.join(".")}": ${issue.message}` : "invalid"
      })`,
    );
  }
  const params = parsed.data;
  const problem = core.generator === PATTERNED_REFERENCE_GENERATOR
    ? referenceProblem(params, core.seed, core.sample_index, await nltkWords())
    : generateProblem(
      params,
      core.seed,
      core.sample_index,
      await englishWords(),
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
