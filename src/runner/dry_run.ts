/**
 * What `run --dry-run` prints: the cells still to run, one line each, and
 * an estimate of the tokens and USD they would take.
 */
import { outputBudget } from "../providers/request_params.ts";
import type { BuildContext, Cell } from "../tasks/task.ts";
import { costOf } from "./cost.ts";
import type { Plan } from "./plan.ts";
import { estimatePromptTokens } from "../prompt/prompt_tokens.ts";

/** One line per cell: index, id, axis values, sample and seed. */
export function dryRunTable(cells: readonly Cell[]): string {
  return cells.map((cell) =>
    [
      String(cell.index).padStart(5),
      cell.cell_id,
      ...Object.entries(cell.axes).map(([name, value]) => `${name}=${value}`),
      `sample=${cell.sample_index}`,
      `seed=${cell.seed}`,
    ].join("  ")
  ).join("\n") + (cells.length > 0 ? "\n" : "");
}

/** Tokens and USD the cells would take, from the tokenizer and max_tokens. */
export async function dryRunEstimate(
  plan: Plan,
  cells: readonly Cell[],
  context: BuildContext,
): Promise<string> {
  let input = 0;
  for (const cell of cells) {
    const built = await plan.task.build(cell.params, cell, context);
    input += estimatePromptTokens(built, context.tokenizer);
  }
  const budget = outputBudget(plan.model.request);
  const output = budget === undefined ? undefined : budget * cells.length;
  const pricing = plan.model.pricing;
  const money = pricing === undefined
    ? "no pricing in the model config"
    : `$${
      costOf(pricing, { input_tokens: input, output_tokens: 0 }).toFixed(4)
    } input${
      output === undefined
        ? ""
        : ` + up to $${
          costOf(pricing, { input_tokens: 0, output_tokens: output }).toFixed(4)
        } output`
    }`;
  return `estimate: ${cells.length} cells, ${input} input tokens${
    output === undefined ? "" : `, up to ${output} output tokens (max_tokens)`
  }; ${money}\n`;
}
