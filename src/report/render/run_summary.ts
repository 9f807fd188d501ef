/**
 * The lines that sum up one (run, model, task): the headline mean with its
 * Wilson interval, the mean over parseable answers, model failures, tokens
 * and cost, and, where rows have no answer, that the run is incomplete.
 * `niah run` prints them under its score grid and `niah report` prints them
 * per run, so the two always say the same for the same store.
 */
import type { GroupAggregate } from "../aggregate/aggregate.ts";
import { summarise } from "../stats/cell_stats.ts";
import {
  MODEL_FAILURE_CLASSES,
  NO_ANSWER_CLASSES,
} from "../stats/failure_classes.ts";
import { ciName } from "../stats/score_interval.ts";
import { terminalText } from "./terminal_text.ts";
import { counted, wordFor } from "../../counted.ts";

/** "2 parse_fail, 1 truncated" for the classes of `among` in a tally. */
function classCounts(
  classes: Record<string, number>,
  among: ReadonlySet<string>,
): string {
  return Object.entries(classes)
    .filter(([cls, n]) => among.has(cls) && n > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([cls, n]) => `${n} ${terminalText(cls)}`).join(", ");
}

/** The group's name as printed: "run · model (task)", escaped for a terminal. */
export function groupTitle(group: GroupAggregate): string {
  return `${terminalText(group.run_name)} · ${terminalText(group.model_id)} (${
    terminalText(group.task_type)
  })`;
}

/**
 * Said of a group whose rows come from more than one run config (their
 * fingerprints differ) under one run name: the report counts their cells
 * together, a cell id of each config side by side; undefined otherwise.
 */
export function configsNote(group: GroupAggregate): string | undefined {
  const n = group.fingerprints.size;
  if (n < 2) return undefined;
  return `note: rows of ${n} run configs share this run name (fingerprints ${
    fingerprintsShown(group)
  }) and are counted together here; give each config its own run_name, or report each store alone, to see them apart`;
}

/** The group's fingerprints as messages list them: four at most, then "...". */
export function fingerprintsShown(group: GroupAggregate): string {
  const all = [...group.fingerprints];
  return [...all.slice(0, 4), ...(all.length > 4 ? ["..."] : [])].join(", ");
}

/**
 * The summary of a group, one line, and a second flagging an incomplete run
 * when some rows have no answer (provider errors, timeouts); each ends in a
 * newline.
 */
export function runSummary(group: GroupAggregate): string {
  const t = group.total;
  const s = summarise(t);
  const failures = s.answered - t.valid;
  const mean = s.mean === null
    ? "mean – (no answers)"
    : `mean ${s.mean.toFixed(3)} (95% ${ciName(s.interval)} ${
      s.low!.toFixed(3)
    }–${s.high!.toFixed(3)}) over ${s.answered} answered`;
  const parseable = s.meanParseable === null
    ? "parseable mean –"
    : `parseable mean ${s.meanParseable.toFixed(3)} over ${t.valid}`;
  const failed = failures > 0
    ? `, model failures scored 0: ${
      classCounts(t.classes, MODEL_FAILURE_CLASSES)
    }`
    : "";
  let text = `${groupTitle(group)}: ${
    counted(t.rows, "row")
  }, ${mean}, ${parseable}${failed}; tokens ${t.inputTokens} in / ${t.outputTokens} out, cost ${
    t.costRows > 0 ? `$${t.costUsd.toFixed(4)}` : "unknown"
  }\n`;
  const configs = configsNote(group);
  if (configs !== undefined) text += `  ${configs}\n`;
  if (s.missing > 0) {
    text += `  incomplete: ${counted(s.missing, "row")} without an answer (${
      classCounts(t.classes, NO_ANSWER_CLASSES) || "no score"
    }) left out of the mean; run the sweep again to fill ${
      wordFor(s.missing, "it", "them")
    }\n`;
  }
  return text;
}
