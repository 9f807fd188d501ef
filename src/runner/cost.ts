/**
 * Money: the cost of a completion from the model's prices, an estimate for
 * a prompt before it is sent, and a guard that stops a run before a cap
 * would be passed.
 */
import type { ModelConfig } from "../config/model_config.ts";
import type { Usage } from "../providers/provider.ts";

/** Prices in USD per 1M tokens. */
export type Pricing = NonNullable<ModelConfig["pricing"]>;

/**
 * Cost in USD; reasoning tokens use their own price when one is given
 * (they are part of `output_tokens` as every API here reports them).
 */
export function costOf(pricing: Pricing, usage: Usage): number {
  const reasoning = usage.reasoning_tokens ?? 0;
  const reasoningPrice = pricing.reasoning ?? pricing.output;
  return (usage.input_tokens * pricing.input +
    (usage.output_tokens - reasoning) * pricing.output +
    reasoning * reasoningPrice) / 1e6;
}

/** Stops spending before `cap` USD would be passed. */
export class CostGuard {
  #spent = 0;
  #reserved = 0;
  readonly #waiters: (() => void)[] = [];

  constructor(readonly cap: number | undefined) {}

  /** USD spent so far. */
  get spent(): number {
    return this.#spent;
  }

  /**
   * Reserves the worst case of a request (all of its output budget). While
   * other requests hold reservations that might free room, it waits for
   * them to settle; false when the request could pass the cap even with
   * nothing else outstanding, and the run should take no more cells.
   */
  async reserve(worstCase: number): Promise<boolean> {
    for (;;) {
      if (
        this.cap === undefined ||
        this.#spent + this.#reserved + worstCase <= this.cap
      ) {
        this.#reserved += worstCase;
        return true;
      }
      if (this.#reserved === 0) return false;
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }

  /** Replaces a reservation with what was actually spent. */
  settle(reserved: number, actual: number): void {
    this.#reserved = Math.max(0, this.#reserved - reserved);
    this.#spent += actual;
    for (const wake of this.#waiters.splice(0)) wake();
  }
}

/**
 * The prices batch mode pays: `batch_input`/`batch_output` where the model
 * config gives them, else the direct prices less `batch_discount` (the
 * provider's `discount` when the config sets none; 0.5 is half price).
 */
export function batchPricing(pricing: Pricing, discount: number): Pricing {
  const off = (price: number) =>
    price * (1 - (pricing.batch_discount ?? discount));
  return {
    input: pricing.batch_input ?? off(pricing.input),
    output: pricing.batch_output ?? off(pricing.output),
    ...(pricing.reasoning !== undefined
      ? { reasoning: off(pricing.reasoning) }
      : {}),
  };
}
