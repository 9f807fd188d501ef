/**
 * `niah rescore <results.jsonl>... --out FILE`: re-scores every stored
 * response with the current scorer of its task and style (no model call,
 * no key) into a new store, and prints, per run, the headline mean before
 * and after and how many rows changed.
 */
import { loadAllFamilies } from "../tasks/registry.ts";
import { type RescoreFlags, rescoreOptions } from "./command_options.ts";
import { withDefaults } from "./command_spec.ts";
import { UsageError } from "../errors.ts";
import type { GroupAggregate } from "../report/aggregate/aggregate.ts";
import { summarise } from "../report/stats/cell_stats.ts";
import { aggregateResultFiles } from "../report/read/result_files.ts";
import { groupTitle } from "../report/render/run_summary.ts";
import { rescoreStores, type RescoreTally } from "../runner/rows/rescore.ts";
import { standardStreamOf } from "../store/standard_stream.ts";
import type { CommandIo } from "./io.ts";

/** Options of `rescore` (declared once, in command_options.ts). */
type RescoreOptions = RescoreFlags;

/** Re-scores `files` into `--out` and prints what changed. */
export async function rescoreCommand(
  files: readonly string[],
  given: RescoreOptions,
  io: CommandIo,
): Promise<void> {
  await loadAllFamilies();
  const options = withDefaults(rescoreOptions, given);
  if (options.out === undefined) {
    throw new UsageError(
      "Cannot rescore: --out FILE is required (rescore writes a new store and never changes its inputs)",
    );
  }
  if (standardStreamOf(options.out) !== null) {
    throw new UsageError(
      `Cannot rescore into "${options.out}": the rescored store is read back for the summary of what changed; give --out a file`,
    );
  }
  const inputs = [...files];
  // Rescoring first: a bad --out (an input, a running store) is refused
  // before the inputs are read for their means. Inputs are never written.
  const tallies = await rescoreStores(inputs, options.out, io.signal);
  const before = await aggregateResultFiles(inputs, io);
  const after = await aggregateResultFiles([options.out], io);
  for (const line of rescoreLines(tallies, before.groups, after.groups)) {
    io.out(line + "\n");
  }
  io.out(`wrote ${options.out}\n`);
}

const keyOf = (
  g: Pick<GroupAggregate, "run_name" | "model_id" | "task_type">,
) => JSON.stringify([g.run_name, g.model_id, g.task_type]);

function meanText(group: GroupAggregate | undefined): string {
  const mean = group ? summarise(group.total).mean : null;
  return mean === null ? "–" : mean.toFixed(3);
}

/**
 * One line per (run, model, task): rows read, rows re-scored (those with
 * an answer), rows whose headline value or class changed, and the headline
 * mean (model failures as 0, as `niah report` prints it) before and after.
 */
function rescoreLines(
  tallies: readonly RescoreTally[],
  before: readonly GroupAggregate[],
  after: readonly GroupAggregate[],
): string[] {
  const old = new Map(before.map((g) => [keyOf(g), g]));
  const now = new Map(after.map((g) => [keyOf(g), g]));
  return tallies.map((t) => {
    const key = keyOf(t);
    const group = now.get(key) ?? old.get(key);
    const title = group
      ? groupTitle(group)
      : `${t.run_name} · ${t.model_id} (${t.task_type})`;
    return `${title}: ${t.rows} rows, ${t.rescored} rescored, ${t.changed} changed; mean ${
      meanText(old.get(key))
    } -> ${meanText(now.get(key))}`;
  });
}
