/**
 * The dry run's estimate per value of one axis, for a task that names it
 * (`Task.dryRunBy`: MRCR's token bins, where one bin can be most of a
 * run's price): cells, exact input tokens and USD per value, direct and
 * at the batch price. Other tasks print nothing more.
 *
 * @module
 */
import { costOf, type Pricing } from "../cost.ts";
import type { CellPrompt } from "../plan/cell_prompts.ts";
import type { Plan } from "../plan/plan.ts";
import { displayValue } from "./display_value.ts";

/** The per-value tally of `plan`'s task's `dryRunBy` axis, if it has one. */
export function axisTally(plan: Plan) {
  const axis = plan.task.dryRunBy;
  if (axis === undefined) return undefined;
  const byValue = new Map<string, { cells: number; input: number }>();
  const usd = (pricing: Pricing | undefined, input: number) =>
    pricing === undefined
      ? "no pricing"
      : `$${
        costOf(pricing, { input_tokens: input, output_tokens: 0 }).toFixed(4)
      }`;
  return {
    add(prompt: CellPrompt): void {
      const value = prompt.cell.axes[axis];
      const key = value === undefined ? "?" : displayValue(value);
      const tally = byValue.get(key) ?? { cells: 0, input: 0 };
      tally.cells++;
      tally.input += prompt.tokens;
      byValue.set(key, tally);
    },
    lines(batch: Pricing | undefined): string {
      const lines = [...byValue].map(([value, { cells, input }]) =>
        `  ${axis}=${value}: ${cells} cells, ${input} input tokens; ${
          usd(plan.model.pricing, input)
        } input direct${
          batch === undefined ? "" : `, ${usd(batch, input)} at the batch price`
        }\n`
      );
      return lines.length > 0 ? `by ${axis}:\n${lines.join("")}` : "";
    },
  };
}
