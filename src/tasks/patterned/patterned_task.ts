/**
 * Task `patterned_needle`: lines of words that follow a few word-order
 * patterns, with one or more needle segments that follow a pattern seen
 * nowhere else; the model names the needle(s) in `\boxed{}`. No haystack
 * and no context-length axis: a run sweeps task parameters with
 * `sweep.grid` and draws `num_samples` problems per grid point.
 * `style: reference` makes the reference environment's own dataset for
 * the task's seed (`reference_problem.ts`) and scores by its rule;
 * `style: niah` draws each problem from its own seed
 * (`generate_problem.ts`) and scores by niah's closed-box rule.
 */
import { messagesDigest } from "../../prompt/message.ts";
import { sha256Hex } from "../recipe.ts";
import type { Task } from "../task.ts";
import {
  PATTERNED_GENERATOR,
  PATTERNED_REFERENCE_GENERATOR,
} from "./generate_problem.ts";
import {
  effectiveVocabSize,
  paramProblems,
  type PatternedParams,
  patternedParamsSchema,
} from "./patterned_params.ts";
import {
  rebuildPatterned,
  type RecipeCore,
  recipeParams,
  renderPatterned,
} from "./patterned_recipe.ts";
import { patternedWarnings } from "./patterned_warnings.ts";
import { patternKey } from "./patterns.ts";
import { systemPrompt } from "./prompts.ts";
import { scoreNeedles } from "./score_needles.ts";
import { NLTK_WORD_LIST } from "./reference_vocabulary.ts";
import { WORD_LIST } from "./vocabulary.ts";

/** The generator (and its version) a style builds with. */
function generatorOf(p: PatternedParams): string {
  return p.style === "reference"
    ? PATTERNED_REFERENCE_GENERATOR
    : PATTERNED_GENERATOR;
}

/** The `patterned_needle` task. */
export const patternedNeedleTask: Task<PatternedParams> = {
  type: "patterned_needle",
  generator: generatorOf,
  // 2: style reference's headline is the reference's reward (non-strict
  // box passthrough); 1 was niah's closed-box rule for every row.
  scorer: "patterned_needle/score/2",
  params: patternedParamsSchema,
  usesHaystack: false,
  presentation: {
    axes: {
      hint_level: { order: ["none", "minimal", "moderate", "full"] },
      mode: { order: ["spaces", "no_spaces", "alphanumeric"] },
    },
  },
  samples: (p) => p.num_samples,
  seeds: (p) => [p.seed],
  axes: () => [],
  check: (p) => paramProblems(p).map((problem) => problem.message),
  notes: patternedWarnings,
  async build(p, cell, context) {
    const core: RecipeCore = {
      generator: generatorOf(p),
      word_list: p.style === "reference" ? NLTK_WORD_LIST : WORD_LIST,
      params: recipeParams(p),
      seed: cell.seed,
      sample_index: cell.sample_index,
    };
    const { problem, messages, params } = await rebuildPatterned(core);
    const contextTokens = context.tokenizer.count(problem.text);
    return {
      messages,
      expected_answer: problem.answer,
      prompt_question: systemPrompt(params),
      context_tokens: contextTokens,
      recipe: {
        ...core,
        final_context_token_count: contextTokens,
        context_sha256: sha256Hex(problem.text),
        messages_sha256: messagesDigest(messages),
      },
      metadata: {
        style: p.style,
        mode: p.mode,
        hint_level: p.hint_level,
        num_lines: p.num_lines,
        vocab_size: effectiveVocabSize(p),
        needle_line_indices: problem.needleLines,
        needle_positions: problem.needlePositions,
        needle_patterns: problem.needlePatterns.map(patternKey),
        haystack_patterns: problem.haystackPatterns.map(patternKey),
      },
    };
  },
  oracleResponse: (built) => `\\boxed{${built.expected_answer}}`,
  render: (recipe) => renderPatterned(recipe),
  // Rows from before `style` were scored by niah's closed-box rule.
  score: (response, built) =>
    scoreNeedles(
      response,
      built.expected_answer,
      built.metadata.style === "reference" ? "reference" : "niah",
    ),
};
