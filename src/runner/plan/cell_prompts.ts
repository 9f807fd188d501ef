/**
 * Cells' prompts as the direct path sends them (`sentPrompt`: phase shift
 * included), one cell or a whole sweep: the dry run's estimate, batch
 * mode's split and its collection build them here, so every count and
 * every request is of the prompt a direct call would send.
 *
 * @module
 */
import type { PhaseShifter } from "../../prompt/phase_shifter.ts";
import { estimatePromptTokens } from "../../prompt/prompt_tokens.ts";
import { type SentPrompt, sentPrompt } from "../../prompt/sent_prompt.ts";
import { findProvider } from "../../providers/registry.ts";
import { turnTaker } from "../../sleep.ts";
import type { BuildContext, Built, Cell } from "../../tasks/task.ts";
import type { Plan } from "./plan.ts";
import { checkRoleOrder } from "./role_check.ts";

/** What building a cell's prompt needs. */
export interface PromptParts {
  context: BuildContext;
  phaseShift?: PhaseShifter | undefined;
}

/**
 * A cell's prompt as the direct path sends it; one whose order of roles
 * the provider refuses throws a one-line `UsageError` (role_check.ts).
 */
export async function builtPrompt(
  plan: Plan,
  cell: Cell,
  parts: PromptParts,
  signal?: AbortSignal,
): Promise<SentPrompt<Built>> {
  const built = await plan.task.build(cell.params, cell, parts.context);
  checkRoleOrder(plan, cell, built.messages);
  return sentPrompt(built, parts.phaseShift, signal);
}

/**
 * niah's estimate of a built prompt's input tokens, with the chat template
 * of the plan's provider (its registry entry's, measured against usage).
 */
export function promptTokens(
  plan: Pick<Plan, "model">,
  built: Built,
  tokenizer: BuildContext["tokenizer"],
): number {
  const { sdk, api } = plan.model.runtime;
  return estimatePromptTokens(
    built,
    tokenizer,
    findProvider(sdk, api)?.template,
  );
}

/** One cell's prompt and niah's count of its tokens. */
export interface CellPrompt {
  cell: Cell;
  built: SentPrompt<Built>;
  tokens: number;
}

/**
 * Each cell's prompt with its token count, built as it is read. Building
 * every prompt takes minutes for a million cells, so it gives the event
 * loop a turn now and then and stops when `signal` aborts (Ctrl-C).
 */
export async function* cellPrompts(
  plan: Plan,
  cells: readonly Cell[],
  parts: PromptParts,
  signal: AbortSignal = new AbortController().signal,
): AsyncGenerator<CellPrompt> {
  const turn = turnTaker(signal);
  for (const cell of cells) {
    await turn();
    const built = await builtPrompt(plan, cell, parts, signal);
    yield {
      cell,
      built,
      tokens: promptTokens(plan, built, parts.context.tokenizer),
    };
  }
}
