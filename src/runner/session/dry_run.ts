/**
 * What `run --dry-run` prints: a summary of the plan (each axis with its
 * values, the cells to run), an estimate of the tokens and USD they would
 * take, and the cells themselves, one line each (the first
 * {@link DRY_RUN_CELLS} unless `--cells` asks for all).
 */
import { outputBudget } from "../../providers/request_params.ts";
import type { AxisValue, Cell } from "../../tasks/task.ts";
import {
  type CellPrompt,
  cellPrompts,
  type PromptParts,
} from "../plan/cell_prompts.ts";
import { costOf } from "../cost.ts";
import { counted } from "../../counted.ts";
import { displayValue } from "./display_value.ts";
import type { Plan } from "../plan/plan.ts";

/** How many cells `--dry-run` lists without `--cells`. */
export const DRY_RUN_CELLS = 20;

/** An axis lists at most this many values; longer ones show both ends. */
const SHOWN_VALUES = 10;

/** An axis's values, rounded for reading, at most {@link SHOWN_VALUES}. */
function valueList(values: readonly AxisValue[]): string {
  const shown = values.length <= SHOWN_VALUES ? values.map(displayValue) : [
    ...values.slice(0, SHOWN_VALUES - 2).map(displayValue),
    "...",
    ...values.slice(-2).map(displayValue),
  ];
  return shown.join(", ");
}

/**
 * The plan's summary: a line per axis (its value count and values), the
 * samples per grid point and the seeds, then how many cells are to run.
 */
export function dryRunSummary(
  plan: Plan,
  todo: readonly Cell[],
): string {
  const samples = new Set(plan.cells.map((cell) => cell.sample_index)).size;
  const rows: [string, string][] = [
    ...Object.entries(plan.axes).map(([name, values]): [string, string] => [
      name,
      `${counted(values.length, "value")}: ${valueList(values)}`,
    ]),
    ["samples", `${samples} per grid point`],
    [
      "seeds",
      `${counted(plan.seeds.length, "value")}: ${valueList(plan.seeds)}`,
    ],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const done = plan.cells.length - todo.length;
  return [
    "axes:",
    ...rows.map(([name, text]) => `  ${name.padEnd(width)}  ${text}`),
    `cells: ${plan.cells.length}${
      done > 0 ? `, ${done} done` : ""
    }, ${todo.length} to run`,
  ].join("\n") + "\n";
}

/**
 * One line per cell: index, id, axis values (rounded for reading), sample
 * and seed; `limit` lists only the first cells and says how many are left.
 */
export function dryRunTable(
  cells: readonly Cell[],
  limit: number = Infinity,
): string {
  const shown = cells.slice(0, limit);
  const lines = shown.map((cell) =>
    [
      String(cell.index).padStart(5),
      cell.cell_id,
      ...Object.entries(cell.axes).map(([name, value]) =>
        `${name}=${displayValue(value)}`
      ),
      `sample=${cell.sample_index}`,
      `seed=${cell.seed}`,
    ].join("  ")
  );
  if (cells.length > shown.length) {
    lines.unshift(
      `first ${shown.length} of ${cells.length} cells (--cells lists all):`,
    );
  }
  return lines.join("\n") + (lines.length > 0 ? "\n" : "");
}

/** The tokens a dry run expects: the prompts', and the output budget. */
interface TokenTally {
  input: number;
  /** The cells' output budgets (each cell's, else max_tokens); unknown: none. */
  output: number | undefined;
  /** The counts are upper bounds (the task's), not the built prompts'. */
  atMost: boolean;
}

/** Adds a cell's output budget (its own, else the model's) to `total`. */
function addBudget(
  total: number | undefined,
  own: number | undefined,
  model: number | undefined,
): number | undefined {
  const budget = own ?? model;
  return budget === undefined ? total : (total ?? 0) + budget;
}

/**
 * niah's count of the input tokens the cells would send (each prompt as
 * sent: phase shifting included) and their output budgets; stops when
 * `signal` aborts (Ctrl-C). `each` sees every prompt, so one pass can also
 * size a batch file.
 */
export async function countTokens(
  plan: Plan,
  cells: readonly Cell[],
  parts: PromptParts,
  signal?: AbortSignal,
  each?: (prompt: CellPrompt) => void,
): Promise<TokenTally> {
  const model = outputBudget(plan.model.request);
  const tally: TokenTally = { input: 0, output: undefined, atMost: false };
  for await (const prompt of cellPrompts(plan, cells, parts, signal)) {
    tally.input += prompt.tokens;
    tally.output = addBudget(tally.output, prompt.built.max_tokens, model);
    each?.(prompt);
  }
  return tally;
}

/**
 * The task's upper bound of the cells' tokens, for a task whose prompts
 * are too slow to build for an estimate (RULER's datasets), or null when
 * the task has none (the prompts are built and counted).
 */
export function boundTokens(
  plan: Plan,
  cells: readonly Cell[],
): TokenTally | null {
  const bound = plan.task.bound;
  if (bound === undefined) return null;
  const model = outputBudget(plan.model.request);
  const tally: TokenTally = { input: 0, output: undefined, atMost: true };
  for (const cell of cells) {
    const cellBound = bound(cell.params, cell);
    tally.input += cellBound.input_tokens;
    tally.output = addBudget(tally.output, cellBound.max_tokens, model);
  }
  return tally;
}

/** The estimate line: the tally's tokens, in USD. */
export function estimateLine(
  plan: Plan,
  cells: number,
  { input, output, atMost }: TokenTally,
): string {
  const bound = atMost ? "at most " : "";
  const pricing = plan.model.pricing;
  const money = pricing === undefined
    ? "no pricing in the model config"
    : `${bound}$${
      costOf(pricing, { input_tokens: input, output_tokens: 0 }).toFixed(4)
    } input${
      output === undefined
        ? ""
        : ` + up to $${
          costOf(pricing, { input_tokens: 0, output_tokens: output }).toFixed(4)
        } output`
    }`;
  return `estimate: ${cells} cells, ${bound}${input} input tokens${
    output === undefined ? "" : `, up to ${output} output tokens (max_tokens)`
  }; ${money}\n`;
}
