/**
 * `niah merge <files...> --out F [--run run.yaml]`, or `niah merge --run
 * run.yaml` for all the run's shard files into its store: merges the stores of a
 * sharded sweep (`run --shard i/N`) into one, one row per cell (an `ok` row
 * beats an error, a later row an earlier one), refusing rows of different
 * fingerprints. It says which cells are missing: against the run's plan
 * with `--run`, else from the shard files' names (`x.shard-i-of-N.jsonl`).
 * With `--require-complete`, a missing or failed cell exits 3 (after the
 * merged file is written). The output is locked as a run locks its store,
 * so a run appending to it refuses merge (and the reverse); with `--run`
 * and no `--out`, rows already in the run's store are merged in too, so a
 * second merge (after a shard is rerun) or a store that an unsharded run
 * began loses nothing.
 */
import { loadAllFamilies } from "../tasks/registry.ts";
import { type MergeFlags, mergeOptions } from "./command_options.ts";
import { withDefaults } from "./command_spec.ts";
import { UsageError } from "../errors.ts";
import {
  mergedFiles,
  type MergeSources,
  mergeVerdict,
  requireComplete,
} from "../runner/rows/merge_verdict.ts";
import { mergeRows, type SourcedRow } from "../runner/rows/merge_rows.ts";
import { readRows } from "../store/jsonl.ts";
import { rowLine } from "../store/row_layout.ts";
import { terminalText } from "../report/render/terminal_text.ts";
import { type CommandIo, ioBesideOutputs } from "./io.ts";
import { loadRun } from "../runner/load/load_run.ts";
import { denoRunFiles, isFile } from "./deno_io.ts";
import { writeFileAtomic } from "../store/atomic_write.ts";
import { liveStoreWarning } from "../store/lock_probe.ts";
import { lockOutput } from "../store/store_lock.ts";
import { runStamp } from "./run_stamp.ts";
import { expandShardPaths, shardFilesOf, shardOfFile } from "./shard_files.ts";

/** Options of `merge` (declared once, in command_options.ts). */
type MergeOptions = MergeFlags;

async function* sourcedRows(
  paths: readonly string[],
  signal: AbortSignal,
): AsyncGenerator<SourcedRow> {
  for (const source of paths) {
    for await (const { line, row } of readRows(source, { signal })) {
      yield { row, origin: { source, line } };
    }
  }
}

/** Merges, writes `--out` whole, and reports what is missing. */
export async function mergeCommand(
  files: readonly string[],
  given: MergeOptions,
  commandIo: CommandIo,
): Promise<void> {
  await loadAllFamilies();
  const options = withDefaults(mergeOptions, given);
  const io = ioBesideOutputs(commandIo, { "--out": options.out });
  const loaded = options.run === undefined
    ? null
    : await loadRun(options.run, options.modelDir, denoRunFiles, {
      stamp: runStamp(io.env),
      // The shards ran already (with --allow-huge if they needed it);
      // merging sends nothing.
      allowHuge: true,
    });
  const plan = loaded?.plan ?? null;
  if (plan === null && (files.length === 0 || options.out === undefined)) {
    throw new UsageError(
      `Cannot merge: name the shard files and --out, or give --run <run.yaml> to merge the run's shard files into its store`,
    );
  }
  const paths = files.length > 0
    ? await expandShardPaths(files, io.err)
    : await shardFilesOf(plan!.storePath);
  if (paths.length === 0) {
    throw new UsageError(
      `Cannot merge: no shard files of "${plan!.storePath}" (expected "${
        plan!.storePath.replace(/(\.jsonl)?$/, ".shard-<i>-of-<N>$1")
      }", written by run --shard)`,
    );
  }
  const out = options.out ?? plan!.storePath;
  const lock = await lockOutput(out, "merge");
  try {
    const intoStore = options.out === undefined && await isFile(out);
    if (intoStore) io.err(`merging the rows already in "${out}" too`);
    await mergeInto(
      out,
      {
        store: intoStore ? out : null,
        shards: paths,
        shardPlaces: paths.map(shardOfFile),
      },
      { ...options, loaded },
      io,
    );
  } finally {
    lock?.release();
  }
}

async function mergeInto(
  out: string,
  sources: MergeSources,
  options: MergeOptions & { loaded: Loaded | null },
  io: CommandIo,
): Promise<void> {
  const { loaded } = options;
  const paths = mergedFiles(sources);
  for (const path of paths) {
    const live = await liveStoreWarning(path, "merging");
    if (live !== null) io.err(terminalText(live));
  }
  const merged = await mergeRows(sourcedRows(paths, io.signal));
  const verdict = mergeVerdict(
    merged,
    sources,
    out,
    loaded && {
      plan: loaded.plan,
      runNameTemplate: loaded.runNameTemplate,
      path: options.run,
    },
    io.err,
  );
  await writeFileAtomic(
    out,
    verdict.rows.map(rowLine).join("\n") + "\n",
    "merged results",
    { replacesInput: sources.store !== null },
  );
  io.out(`${verdict.summary}\n`);
  // Problems quote cell ids read from the files: shown, never obeyed.
  for (const problem of verdict.problems) {
    io.err(`warning: ${terminalText(problem)}`);
  }
  if (options.requireComplete) requireComplete(verdict.problems);
}

type Loaded = Awaited<ReturnType<typeof loadRun>>;
