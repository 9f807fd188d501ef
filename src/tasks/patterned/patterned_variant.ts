/**
 * A style's patterned-needle variant, made from what differs: the problem
 * generator (its words included), the headline score rule, and any notes.
 * Both styles check parameters alike, build through the one rebuild path
 * (patterned_recipe.ts) and keep the same metadata.
 *
 * @module
 */
import { messagesDigest } from "../../prompt/message.ts";
import { sha256Hex } from "../recipe.ts";
import type { StyleVariant } from "../styled_task.ts";
import type { TaskStyle } from "../task_style.ts";
import {
  effectiveVocabSize,
  paramProblems,
  type PatternedParams,
} from "./patterned_params.ts";
import {
  rebuildPatterned,
  type RecipeCore,
  recipeParams,
  renderPatterned,
} from "./patterned_recipe.ts";
import { patternKey } from "./patterns.ts";
import type { ProblemGenerator } from "./problem.ts";
import { systemPrompt } from "./prompts.ts";
import { scoreNeedles } from "./score_needles.ts";

/** What a style does its own way. */
interface PatternedStyle {
  /** The style, whose headline rule `score` applies. */
  style: TaskStyle;
  generator: ProblemGenerator;
  notes?(params: PatternedParams): string[];
}

/** The variant of `own`. */
export function patternedVariant(
  own: PatternedStyle,
): StyleVariant<PatternedParams> {
  const { generator } = own;
  return {
    generator: () => generator.name,
    check: (p) => paramProblems(p).map((problem) => problem.message),
    ...(own.notes ? { notes: own.notes } : {}),
    async build(p, cell, context) {
      const core: RecipeCore = {
        generator: generator.name,
        word_list: generator.wordList,
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
    render: (recipe) => renderPatterned(recipe),
    score: (response, built) =>
      scoreNeedles(response, built.expected_answer, own.style),
  };
}
