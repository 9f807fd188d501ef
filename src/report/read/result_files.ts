/**
 * Reading results files for every command that reads them (`report`,
 * `plot`, `compare`, and `run`'s closing score grid): streaming their rows,
 * each cell of a config counted once, and aggregating them, in worker
 * threads when they are big.
 */
import { UsageError } from "../../errors.ts";
import { liveStoreWarning } from "../../store/lock_probe.ts";
import { openResults } from "../../store/open_results.ts";
import { type Aggregate, aggregateRows } from "../aggregate/aggregate.ts";
import type { Presentations } from "./axis_presentation.ts";
import {
  describeDuplicates,
  type DuplicateScan,
  scanDuplicates,
} from "./duplicate_rows.ts";
import { aggregateInWorkers } from "../aggregate/parallel_aggregate.ts";
import { readResults, type ResultRow } from "./read_results.ts";
import { terminalText } from "../render/terminal_text.ts";
import { wordFor } from "../../counted.ts";

/** What reading results listens on and reports to (a command's io fits). */
interface ResultsIo {
  /** Aborts the reading (Ctrl-C). */
  signal: AbortSignal;
  /** Writes one line of warning or note. */
  err(line: string): void;
  /** Reads an environment variable (`NIAH_REPORT_THREADS`). */
  env(name: string): string | undefined;
  /** How each task's axes are shown (the task registry's); default generic. */
  presentations?: Presentations;
  /**
   * Task types whose counting rows the aggregate keeps, in reading order
   * (`Aggregate.kept`): what the report's sections read.
   */
  keepTypes?: readonly string[];
}

/** Streams the rows of a results file, in batches, closing it after. */
async function* readResultFile(
  path: string,
  io: ResultsIo,
  skip?: ReadonlySet<number>,
): AsyncGenerator<ResultRow[]> {
  using file = await openResults(path);
  yield* readResults(path, file, {
    signal: io.signal,
    warn: io.err,
    skip,
    presentations: io.presentations ?? {},
  });
}

/**
 * Finds the rows of `paths` that must not count twice (see
 * `duplicate_rows.ts`) and says how many were dropped.
 */
async function findDuplicates(
  paths: readonly string[],
  io: ResultsIo,
): Promise<DuplicateScan> {
  const scan = await scanDuplicates(
    paths.map((source) => ({ source, open: () => openResults(source) })),
    io.signal,
  );
  const note = describeDuplicates(scan);
  if (note !== null) io.err(note);
  return scan;
}

/**
 * Streams the rows of several results files, one after another, each cell
 * of a config counted once (duplicates dropped, see {@link findDuplicates}).
 */
export async function* readResultFiles(
  paths: readonly string[],
  io: ResultsIo,
  scan?: DuplicateScan,
): AsyncGenerator<ResultRow[]> {
  const { skip } = scan ?? await findDuplicates(paths, io);
  for (const [index, path] of paths.entries()) {
    yield* readResultFile(path, io, skip.get(index));
  }
}

/** Checks up front that every file opens, so a typo fails before any work. */
export async function checkResultFiles(
  paths: readonly string[],
): Promise<void> {
  for (const path of paths) (await openResults(path)).close();
}

/** From this many bytes of results on, aggregation uses worker threads. */
const PARALLEL_FROM_BYTES = 32 * 2 ** 20;

/**
 * How many threads parse `bytes` of results: 1 (no workers) for small
 * inputs or one core, else one per core up to 4. `NIAH_REPORT_THREADS`
 * overrides (1 turns workers off).
 */
function threadCount(bytes: number, io: Pick<ResultsIo, "env">): number {
  const asked = io.env("NIAH_REPORT_THREADS");
  if (asked !== undefined && /^\s*[1-9]\d*\s*$/.test(asked)) {
    return Math.min(16, Number(asked));
  }
  if (bytes < PARALLEL_FROM_BYTES) return 1;
  return Math.max(1, Math.min(4, navigator.hardwareConcurrency ?? 1));
}

/**
 * Aggregates several results files (shard paths already expanded), as
 * {@link aggregateResultFiles} does; no rows at all is a `UsageError`.
 */
export async function aggregateFiles(
  paths: readonly string[],
  io: ResultsIo,
): Promise<Aggregate> {
  const aggregate = await aggregateResultFiles(paths, io);
  if (aggregate.groups.length === 0) {
    throw new UsageError(
      `Cannot report: ${paths.map((p) => `"${terminalText(p)}"`).join(", ")} ${
        wordFor(paths.length, "holds", "hold")
      } no result rows`,
    );
  }
  return aggregate;
}

/**
 * Aggregates several results files, in worker threads when they are big
 * (falling back to one thread where workers cannot start); an aggregate
 * without rows is returned, not refused (`run` reads its store).
 */
export async function aggregateResultFiles(
  paths: readonly string[],
  io: ResultsIo,
): Promise<Aggregate> {
  let bytes = 0;
  for (const path of paths) {
    using file = await openResults(path);
    bytes += (await file.stat()).size;
    const live = await liveStoreWarning(path, "reading");
    if (live !== null) io.err(terminalText(live));
  }
  const scan = await findDuplicates(paths, io);
  const threads = threadCount(bytes, io);
  const aggregate = threads >= 2
    ? await aggregateInThreads(paths, scan, threads - 1, io)
    : null;
  const made = aggregate ??
    await aggregateRows(readResultFiles(paths, io, scan), {
      presentations: io.presentations ?? {},
      keepTypes: io.keepTypes ?? [],
    });
  made.kept?.sort(readingOrder(paths));
  return made;
}

/**
 * Rows in reading order: by file (a file given twice at its last place,
 * where its counting rows were read), then by row.
 */
function readingOrder(
  paths: readonly string[],
): (a: ResultRow, b: ResultRow) => number {
  const at = new Map(paths.map((path, index) => [path, index]));
  return (a, b) =>
    (at.get(a.source) ?? 0) - (at.get(b.source) ?? 0) || a.row - b.row;
}

/** The aggregate made by `workers` worker threads; null where none start. */
async function aggregateInThreads(
  paths: readonly string[],
  scan: DuplicateScan,
  workers: number,
  io: ResultsIo,
): Promise<Aggregate | null> {
  const files = [];
  try {
    for (const [index, path] of paths.entries()) {
      files.push({
        source: path,
        reader: await openResults(path),
        skip: scan.skip.get(index),
      });
    }
    return await aggregateInWorkers(files, {
      workers,
      signal: io.signal,
      warn: io.err,
      presentations: io.presentations ?? {},
      keepTypes: io.keepTypes ?? [],
    });
  } finally {
    for (const file of files) file.reader.close();
  }
}
