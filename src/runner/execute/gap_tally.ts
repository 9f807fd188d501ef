/**
 * The run's warnings about token counts: how many rows have a large gap
 * between niah's context tokens and the provider's input tokens
 * (`token_counts.gap_flag`), and the largest gap seen; and how many rows
 * got a usage that is not token counts (`usage_invalid`), which the gap
 * check skips.
 */
import { counted } from "../../counted.ts";
import type { Row } from "../../store/jsonl.ts";
import type { Tokenizer } from "../../tokenizer/tokenizer.ts";
import type { Plan } from "../plan/plan.ts";

/** Counts flagged rows as they are written. */
export class GapTally {
  flagged = 0;
  counted = 0;
  worst: { gap: number; context: number } | null = null;
  /** Rows whose usage was not token counts, and the first such usage. */
  invalidUsage = 0;
  firstInvalid: Record<string, unknown> | null = null;

  /** Notes one written row (rows without token counts are skipped). */
  note(row: Row): void {
    if (row.usage_invalid) {
      this.invalidUsage++;
      this.firstInvalid ??= row.usage_invalid;
    }
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

  /** One line when some rows got a usage that is not token counts. */
  usageWarning(): string | null {
    if (this.invalidUsage === 0) return null;
    const example = JSON.stringify(this.firstInvalid).slice(0, 200);
    return `warning: ${
      counted(this.invalidUsage, "row")
    } got a usage from the provider that is not token counts (first: ${example}); kept as "usage_invalid", with no cost or token gap computed from it`;
  }
}
