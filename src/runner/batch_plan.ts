/**
 * Batch mode's plan: each cell's prompt built exactly as a direct call
 * sends it (`sentPrompt`, phase shift included), the cells a cost cap
 * allows (their worst case at the batch price), and the split into
 * batches at the provider's limits (requests and bytes). Prompts are built
 * once to size them and again, one at a time, when a batch's file is
 * streamed out, so memory stays bounded by one prompt, not the sweep.
 *
 * @module
 */
import { UsageError } from "../errors.ts";
import type { PhaseShifter } from "../prompt/phase_shifter.ts";
import { estimatePromptTokens } from "../prompt/prompt_tokens.ts";
import { type SentPrompt, sentPrompt } from "../prompt/sent_prompt.ts";
import type { BatchApi, BatchRequest } from "../providers/batch.ts";
import { outputBudget } from "../providers/request_params.ts";
import type { BuildContext, Built, Cell } from "../tasks/task.ts";
import { costOf, type Pricing } from "./cost.ts";
import type { Plan } from "./plan.ts";
import { turnTaker } from "../sleep.ts";

/** What building a cell's prompt needs. */
export interface PromptParts {
  context: BuildContext;
  phaseShift?: PhaseShifter | undefined;
}

/** A cell's prompt as the direct path sends it. */
export async function builtPrompt(
  plan: Plan,
  cell: Cell,
  parts: PromptParts,
): Promise<SentPrompt<Built>> {
  return sentPrompt(
    await plan.task.build(cell.params, cell, parts.context),
    parts.phaseShift,
  );
}

/** One cell's batch request. */
export function batchRequestOf(
  cell: Cell,
  built: SentPrompt<Built>,
): BatchRequest {
  return {
    custom_id: cell.cell_id,
    messages: built.messages,
    answer_key: built,
  };
}

/** The requests of `cells`, built one at a time as they are read. */
export async function* batchRequests(
  plan: Plan,
  cells: readonly Cell[],
  parts: PromptParts,
): AsyncIterable<BatchRequest> {
  for (const cell of cells) {
    yield batchRequestOf(cell, await builtPrompt(plan, cell, parts));
  }
}

/** The batches a run submits, and what the cost cap left out. */
export interface BatchSplit {
  batches: Cell[][];
  /** The worst case (USD, batch price) of the cells submitted. */
  worstCaseUsd: number;
  /** niah's estimate of their prompts' tokens. */
  inputTokens: number;
  /** Set when the cost cap left cells out. */
  stoppedByCost?: string;
}

/**
 * Sizes each cell's request, keeps the cells whose worst case (prompt plus
 * the whole output budget, at the batch price) fits under `cap`, and
 * splits them at the API's limits. A single request over the byte limit is
 * a UsageError: no batch can take it.
 */
export async function splitBatches(
  plan: Plan,
  todo: readonly Cell[],
  api: Pick<BatchApi, "limits" | "requestBytes" | "name">,
  options: PromptParts & {
    pricing?: Pricing | undefined;
    cap?: number;
    /** Stops the split (Ctrl-C): it builds every prompt, minutes for 1M. */
    signal?: AbortSignal | undefined;
  },
): Promise<BatchSplit> {
  const { maxRequests, maxBytes } = api.limits;
  const budget = outputBudget(plan.model.request) ?? 0;
  const batches: Cell[][] = [];
  let current: Cell[] = [];
  let bytes = 0;
  let spent = 0;
  let inputTokens = 0;
  let stoppedByCost: string | undefined;
  const turn = turnTaker(options.signal ?? new AbortController().signal);
  for (const cell of todo) {
    await turn();
    const built = await builtPrompt(plan, cell, options);
    const tokens = estimatePromptTokens(built, options.context.tokenizer);
    const worst = options.pricing
      ? costOf(options.pricing, { input_tokens: tokens, output_tokens: budget })
      : 0;
    if (options.cap !== undefined && spent + worst > options.cap) {
      stoppedByCost =
        `Submitted no more cells before the cost cap of $${options.cap} would be passed: ${
          todo.length - batches.flat().length - current.length
        } cells left out, whose next could cost up to $${
          worst.toFixed(4)
        } at the batch price (worst case so far $${spent.toFixed(4)})`;
      break;
    }
    spent += worst;
    inputTokens += tokens;
    const size = api.requestBytes(batchRequestOf(cell, built));
    if (size > maxBytes) {
      throw new UsageError(
        `Cannot batch cell "${cell.cell_id}": its request is ${size} bytes, over the ${api.name}'s ${maxBytes} bytes a batch may hold; run it with runner.batch: false`,
      );
    }
    if (current.length >= maxRequests || bytes + size > maxBytes) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(cell);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return {
    batches,
    worstCaseUsd: spent,
    inputTokens,
    ...(stoppedByCost ? { stoppedByCost } : {}),
  };
}
