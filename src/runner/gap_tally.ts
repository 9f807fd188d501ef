/**
 * The run's one warning about token counts: how many rows have a large gap
 * between niah's context tokens and the provider's input tokens
 * (`token_counts.gap_flag`), and the largest gap seen.
 */
import type { Row } from "../store/jsonl.ts";
import type { Tokenizer } from "../tokenizer/tokenizer.ts";
import type { Plan } from "./plan.ts";

/** Counts flagged rows as they are written. */
export class GapTally {
  flagged = 0;
  counted = 0;
  worst: { gap: number; context: number } | null = null;

  /** Notes one written row (rows without token counts are skipped). */
  note(row: Row): void {
    const counts = row.token_counts;
    if (typeof counts?.gap_flag !== "boolean") return;
    this.counted++;
    if (!counts.gap_flag) return;
    this.flagged++;
    const gap = counts.gap ?? 0;
    if (!this.worst || Math.abs(gap) > Math.abs(this.worst.gap)) {
      this.worst = { gap, context: counts.context ?? 0 };
    }
  }

  /** One line for the whole run, or null when no gap was large. */
  warning(plan: Plan, tokenizer: Tokenizer): string | null {
    // The fake provider's input count is a guess at 4 characters a token.
    if (!this.worst || plan.model.runtime.sdk === "fake") return null;
    return `warning: ${this.flagged} of ${this.counted} rows have a large gap between niah's context tokens and the provider's input tokens (largest ${
      this.worst.gap > 0 ? "+" : ""
    }${this.worst.gap} on a ${this.worst.context}-token context); niah counts in "${tokenizer.name}"${
      tokenizer.approximation ? ` (${tokenizer.approximation})` : ""
    }: name the model's own tokenizer with "tokenizer:" in its model config, or check that the provider got the whole prompt`;
  }
}
