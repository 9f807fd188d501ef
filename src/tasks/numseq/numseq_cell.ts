/**
 * What both styles' num_seq cells share: an example drawn by the style's
 * generator, worded by its wording, becomes the messages, the expected
 * answer, the recipe (the generator's names for the example and the
 * messages' digest) and the metadata `score` reads.
 *
 * @module
 */
import { messagesDigest } from "../../prompt/message.ts";
import { tokensBesidesQuestion } from "../../prompt/prompt_tokens.ts";
import type { Tokenizer } from "../../tokenizer/tokenizer.ts";
import type { Built, Cell } from "../task.ts";
import { type Example, shownCount } from "./generate_example.ts";
import { generationParams, type NumseqParams } from "./numseq_params.ts";
import { wordedMessages, type Wording } from "./wording.ts";

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

/** An example, and the recipe fields that name it for its generator. */
export interface DrawnExample {
  example: Example;
  names: Record<string, unknown>;
}

/** One cell's prompt, expected answer, recipe and metadata. */
export function numseqCell(
  p: NumseqParams,
  { example, names }: DrawnExample,
  wording: Wording,
  tokenizer: Tokenizer,
): Built {
  const messages = wordedMessages(wording, example);
  const question = wording.question(example);
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

/** A cell's seed and index, and the parameters that decide its example. */
export function drawAt(
  p: NumseqParams,
  cell: Pick<Cell, "seed" | "sample_index">,
) {
  return {
    params: generationParams(p),
    seed: cell.seed,
    sample_index: cell.sample_index,
  };
}
