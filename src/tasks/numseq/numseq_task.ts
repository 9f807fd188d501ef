/**
 * Task `num_seq`: induction over integer sequences (the seed's
 * num-seq-env). Each example shows `2 * max_k + 1` consecutive terms of an
 * order-k linear recurrence at their absolute positions and asks for a
 * term before or after them. `style: reference` (the default) draws
 * num-seq-env's own examples for the seed; `style: niah` draws each
 * example from its own stream and checks it is identifiable from what is
 * shown. No haystack and no sweep axes: a run is `num_examples` samples
 * per seed, and `sweep.grid: {k: [...]}` breaks results down by order.
 */
import { tokensBesidesQuestion } from "../../prompt/prompt_tokens.ts";
import type { Tokenizer } from "../../tokenizer/tokenizer.ts";
import type { Built, Cell, Task } from "../task.ts";
import {
  GenerationError,
  NUMSEQ_GENERATOR_VERSION,
  shownCount,
} from "./generate_example.ts";
import {
  generationParams,
  type NumseqParams,
  numseqParamsSchema,
} from "./numseq_params.ts";
import { messagesDigest } from "../../prompt/message.ts";
import { renderNumseqMessages } from "./numseq_recipe.ts";
import { scoreNumseq } from "./score_numseq.ts";
import { numseqMessages, numseqQuestion } from "./prompts.ts";
import { formatRecurrence } from "./recurrence.ts";
import { uniqueExample } from "./unique_examples.ts";
import {
  REFERENCE_GENERATOR_VERSION,
  referenceExample,
} from "./reference_generator.ts";
import { numpyVerdictCovers } from "./reference_unit_roots.ts";
import type { Example } from "./generate_example.ts";

/** What a `num_seq` row keeps about its example (and `score` reads). */
export interface NumseqMetadata {
  k: number;
  coefficients: number[];
  initial_values: number[];
  first_shown: number;
  last_shown: number;
  target_position: number;
  direction: "forward" | "backward";
  last_line_fallback: boolean;
  /** Which parser makes the headline score. */
  answer_parser: "strict" | "lenient";
}

/** The `num_seq` task. */
export const numseqTask: Task<NumseqParams> = {
  type: "num_seq",
  generator: (p) =>
    p.style === "reference"
      ? `num_seq/reference/${REFERENCE_GENERATOR_VERSION}`
      : `num_seq/${NUMSEQ_GENERATOR_VERSION}`,
  scorer: "num_seq/score/1",
  params: numseqParamsSchema,
  usesHaystack: false,
  // The order k is drawn per example unless the grid fixes it: it is
  // still the natural axis, so reports take it from the example.
  presentation: {
    axes: { k: { title: "recurrence order k" } },
    metadataAxes: ["k"],
  },
  samples: (p) => p.num_examples,
  seeds: (p) => [p.seed],
  axes: () => [],
  check(p) {
    const order = p.k ?? p.max_k;
    if (
      p.style === "reference" && !numpyVerdictCovers(order, p.max_coefficient)
    ) {
      return [
        `style: reference decides unit roots as numpy did for orders up to 5 and coefficients up to 5 (got order ${order}, max_coefficient ${p.max_coefficient}); set style: niah for larger ones`,
      ];
    }
    // Parameters that leave (almost) no valid example fail here, at
    // validate time, rather than partway through a run.
    try {
      // Any seed shows whether the parameters work (`null` is drawn later).
      drawExample(p, p.seed ?? 0, 0);
    } catch (error) {
      if (error instanceof GenerationError) {
        return [`cannot draw examples with these parameters: ${error.reason}`];
      }
      throw error;
    }
    return [];
  },
  // Generation is synchronous; the Promise makes a failure a rejection.
  build: (p, cell, context) =>
    new Promise((resolve) => resolve(buildCell(p, cell, context.tokenizer))),
  oracleResponse(built) {
    const m = built.metadata as Partial<NumseqMetadata>;
    const rule = m.coefficients
      ? `${formatRecurrence(m.coefficients.map(BigInt))} (order ${m.k})`
      : "a linear recurrence";
    return `<reasoning>The terms follow ${rule}; running it ${
      m.direction ?? "forward"
    } to term ${m.target_position} gives ${built.expected_answer}.</reasoning><answer>${built.expected_answer}</answer>`;
  },
  render: (recipe) =>
    new Promise((resolve) => resolve(renderNumseqMessages(recipe))),
  score: (response, built) => scoreNumseq(response, built),
};

/** An example of either style, and the recipe fields that name it. */
function drawExample(
  p: NumseqParams,
  seed: number,
  index: number,
): { example: Example; names: Record<string, unknown> } {
  const params = generationParams(p);
  const at = { params, seed, sample_index: index };
  if (p.style === "reference") {
    return {
      example: referenceExample(params, seed, index),
      names: {
        generator: "reference",
        generator_version: REFERENCE_GENERATOR_VERSION,
        style: p.style,
        ...at,
      },
    };
  }
  const { example, skipped } = uniqueExample(params, seed, index);
  return {
    example,
    names: {
      generator_version: NUMSEQ_GENERATOR_VERSION,
      ...at,
      duplicates_skipped: skipped,
      style: p.style,
    },
  };
}

/** One cell's prompt, expected answer, recipe and metadata. */
function buildCell(
  p: NumseqParams,
  cell: Cell,
  tokenizer: Tokenizer,
): Built {
  const { example, names } = drawExample(p, cell.seed, cell.sample_index);
  const messages = numseqMessages(example, p.style);
  const question = numseqQuestion(example, p.style);
  const metadata: NumseqMetadata = {
    k: example.k,
    coefficients: example.coefficients.map(Number),
    initial_values: example.initial.map(Number),
    first_shown: example.start,
    last_shown: example.start + shownCount(generationParams(p)) - 1,
    target_position: example.target,
    direction: example.target < example.start ? "backward" : "forward",
    last_line_fallback: p.last_line_fallback,
    answer_parser: p.answer_parser,
  };
  return {
    messages,
    expected_answer: String(example.answer),
    prompt_question: question,
    context_tokens: tokensBesidesQuestion(messages, question, tokenizer),
    recipe: { ...names, messages_sha256: messagesDigest(messages) },
    metadata: { ...metadata },
  };
}
