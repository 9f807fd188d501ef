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
import { UsageError } from "../../errors.ts";
import type { SentPrompt } from "../../prompt/sent_prompt.ts";
import type { BatchApi, BatchRequest } from "../../providers/batch.ts";
import { outputBudget } from "../../providers/request_params.ts";
import type { Built, Cell } from "../../tasks/task.ts";
import {
  builtPrompt,
  type CellPrompt,
  cellPrompts,
  type PromptParts,
} from "../plan/cell_prompts.ts";
import { costOf, type Pricing } from "../cost.ts";
import type { Plan } from "../plan/plan.ts";

/** One cell's batch request. */
function batchRequestOf(
  cell: Cell,
  built: SentPrompt<Built>,
): BatchRequest {
  return {
    custom_id: cell.cell_id,
    messages: built.messages,
    ...(built.max_tokens !== undefined ? { max_tokens: built.max_tokens } : {}),
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
interface BatchSplit {
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
  const splitter = new BatchSplitter(plan, todo.length, api, options);
  for await (const prompt of cellPrompts(plan, todo, options, options.signal)) {
    if (!splitter.add(prompt)) break;
  }
  return splitter.result();
}

/**
 * The split, one built prompt at a time, so a caller that builds every
 * prompt anyway (the dry run's estimate) sizes the batches in the same
 * pass.
 */
export class BatchSplitter {
  readonly #batches: Cell[][] = [];
  #current: Cell[] = [];
  #bytes = 0;
  #spent = 0;
  #inputTokens = 0;
  #taken = 0;
  #stoppedByCost: string | undefined;
  readonly #budget: number;

  constructor(
    plan: Plan,
    readonly total: number,
    readonly api: Pick<BatchApi, "limits" | "requestBytes" | "name">,
    readonly options: { pricing?: Pricing | undefined; cap?: number },
  ) {
    this.#budget = outputBudget(plan.model.request) ?? 0;
  }

  /** Adds a cell; false (and no more cells) once the cost cap is reached. */
  add({ cell, built, tokens }: CellPrompt): boolean {
    const { pricing, cap } = this.options;
    const worst = pricing
      ? costOf(pricing, {
        input_tokens: tokens,
        output_tokens: built.max_tokens ?? this.#budget,
      })
      : 0;
    if (cap !== undefined && this.#spent + worst > cap) {
      this.#stoppedByCost =
        `Submitted no more cells before the cost cap of $${cap} would be passed: ${
          this.total - this.#taken
        } cells left out, whose next could cost up to $${
          worst.toFixed(4)
        } at the batch price (worst case so far $${this.#spent.toFixed(4)})`;
      return false;
    }
    this.#spent += worst;
    this.#inputTokens += tokens;
    this.#taken++;
    const { maxRequests, maxBytes } = this.api.limits;
    const size = this.api.requestBytes(batchRequestOf(cell, built));
    if (size > maxBytes) {
      throw new UsageError(
        `Cannot batch cell "${cell.cell_id}": its request is ${size} bytes, over the ${this.api.name}'s ${maxBytes} bytes a batch may hold; run it with runner.batch: false`,
      );
    }
    if (this.#current.length >= maxRequests || this.#bytes + size > maxBytes) {
      this.#batches.push(this.#current);
      this.#current = [];
      this.#bytes = 0;
    }
    this.#current.push(cell);
    this.#bytes += size;
    return true;
  }

  /** The batches so far and what the cap left out. */
  result(): BatchSplit {
    const batches = this.#current.length > 0
      ? [...this.#batches, this.#current]
      : [...this.#batches];
    return {
      batches,
      worstCaseUsd: this.#spent,
      inputTokens: this.#inputTokens,
      ...(this.#stoppedByCost ? { stoppedByCost: this.#stoppedByCost } : {}),
    };
  }
}
