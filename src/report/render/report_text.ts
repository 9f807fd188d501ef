/**
 * What `niah report` prints: each run's summary and effective context
 * length, then the text of the families' sections (passed in, in the
 * registry's order), then how many error rows later rows replaced.
 */
import { terminalLines } from "./terminal_text.ts";
import type { Aggregate } from "../aggregate/aggregate.ts";
import {
  describeEffectiveLength,
  groupEffectiveLength,
} from "../stats/effective_length.ts";
import { runSummary } from "./run_summary.ts";

/** The report's text for `aggregate` at effective-length `threshold`. */
export function reportText(
  aggregate: Aggregate,
  threshold: number,
  sectionsText: string,
): string {
  let text = "";
  for (const group of aggregate.groups) {
    const effective = groupEffectiveLength(group, threshold);
    text += runSummary(group);
    if (effective) {
      text += `  effective context length (mean ≥ ${threshold}): ${
        describeEffectiveLength(effective)
      }\n`;
    }
  }
  // A section prints names read from files: shown, never obeyed.
  text += terminalLines(sectionsText);
  if (aggregate.superseded > 0) {
    text +=
      `(${aggregate.superseded} error rows were replaced by later rows of the same cell)\n`;
  }
  return text;
}
