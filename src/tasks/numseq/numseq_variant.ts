/**
 * A style's num_seq variant, made from what differs: the generator that
 * draws a cell's example (and its version), the wording, any problem of
 * the parameters the generator cannot handle, and the rebuild of its
 * recipes. Both styles build cells alike (numseq_cell.ts) and score alike.
 *
 * @module
 */
import type { StyleVariant } from "../styled_task.ts";
import type { Cell, Rendered } from "../task.ts";
import { GenerationError } from "./generate_example.ts";
import { type DrawnExample, numseqCell } from "./numseq_cell.ts";
import type { NumseqParams } from "./numseq_params.ts";
import { scoreNumseq } from "./score_numseq.ts";
import type { Wording } from "./wording.ts";

/** What a style does its own way. */
interface NumseqStyle {
  /** The generator's name and version, part of every row's fingerprint. */
  generator: string;
  wording: Wording;
  /** A cell's example, and the recipe fields that name it. */
  draw(
    p: NumseqParams,
    cell: Pick<Cell, "seed" | "sample_index">,
  ): DrawnExample;
  /** Why the generator cannot serve these parameters, if it cannot. */
  problem?(p: NumseqParams): string | undefined;
  /** Rebuilds a recipe of this generator's, checking its digest. */
  render(recipe: unknown): Rendered;
}

/**
 * Why examples cannot be drawn with these parameters, found at validate
 * time rather than partway through a run: none, or the generator's reason.
 */
function drawProblems(draw: () => unknown): string[] {
  try {
    draw();
  } catch (error) {
    if (error instanceof GenerationError) {
      return [`cannot draw examples with these parameters: ${error.reason}`];
    }
    throw error;
  }
  return [];
}

/** The variant of `own`. */
export function numseqVariant(own: NumseqStyle): StyleVariant<NumseqParams> {
  return {
    generator: () => own.generator,
    check(p) {
      const problem = own.problem?.(p);
      if (problem !== undefined) return [problem];
      // Any seed shows whether the parameters work (`null` is drawn later).
      return drawProblems(() =>
        own.draw(p, { seed: p.seed ?? 0, sample_index: 0 })
      );
    },
    // Generation is synchronous; the Promise makes a failure a rejection.
    build: (p, cell, context) =>
      new Promise((resolve) =>
        resolve(
          numseqCell(p, own.draw(p, cell), own.wording, context.tokenizer),
        )
      ),
    render: (recipe) => new Promise((resolve) => resolve(own.render(recipe))),
    score: scoreNumseq,
  };
}
