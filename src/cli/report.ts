/**
 * `niah report <results.jsonl>... [--csv FILE] [--html FILE]`: aggregates
 * rows per grid point and per axis, prints a summary per run, and writes the
 * table as CSV and a self-contained HTML report with heatmaps. Also home to
 * the file handling that `plot` and `compare` share (reading result files,
 * writing outputs whole or not at all).
 */
import { UsageError } from "../errors.ts";
import { type Aggregate, aggregateRows } from "../report/aggregate.ts";
import { chooseAxes, type HeatmapAxes } from "../report/axes.ts";
import {
  DEFAULT_THRESHOLD,
  describeEffectiveLength,
  groupEffectiveLength,
} from "../report/effective_length.ts";
import { groupHeatmap } from "../report/heatmap_data.ts";
import { heatmapSpec } from "../report/heatmap_spec.ts";
import { htmlReport, type ReportSection } from "../report/html_report.ts";
import { aggregateInWorkers } from "../report/parallel_aggregate.ts";
import {
  describeDuplicates,
  type DuplicateScan,
  scanDuplicates,
} from "../report/duplicate_rows.ts";
import { readResults, type ResultRow } from "../report/read_results.ts";
import { renderSvg } from "../report/render_svg.ts";
import { reportCsv } from "../report/report_csv.ts";
import { reportTable } from "../report/report_table.ts";
import { runSummary } from "../report/run_summary.ts";
import { terminalText } from "../report/terminal_text.ts";
import { writeFileAtomic } from "../store/atomic_write.ts";
import { openResults } from "../store/open_results.ts";
import type { CommandIo } from "./io.ts";
import { expandShardPaths } from "./shard_files.ts";

/** Options of `report`. */
export interface ReportOptions {
  csv?: string;
  html?: string;
  /** Effective-length threshold on the mean score (default 0.85). */
  threshold?: number;
  x?: string;
  y?: string;
}

/** Streams the rows of a results file, in batches, closing it after. */
export async function* readResultFile(
  path: string,
  io: CommandIo,
  skip?: ReadonlySet<number>,
): AsyncGenerator<ResultRow[]> {
  using file = await openResults(path);
  yield* readResults(path, file, { signal: io.signal, warn: io.err, skip });
}

/**
 * Finds the rows of `paths` that must not count twice (see
 * `duplicate_rows.ts`) and says how many were dropped.
 */
export async function findDuplicates(
  paths: readonly string[],
  io: CommandIo,
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
  io: CommandIo,
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
export const PARALLEL_FROM_BYTES = 32 * 2 ** 20;

/**
 * How many threads parse `bytes` of results: 1 (no workers) for small
 * inputs or one core, else one per core up to 4. `NIAH_REPORT_THREADS`
 * overrides (1 turns workers off).
 */
export function threadCount(bytes: number, io: CommandIo): number {
  const asked = io.env("NIAH_REPORT_THREADS");
  if (asked !== undefined && /^\s*[1-9]\d*\s*$/.test(asked)) {
    return Math.min(16, Number(asked));
  }
  if (bytes < PARALLEL_FROM_BYTES) return 1;
  return Math.max(1, Math.min(4, navigator.hardwareConcurrency ?? 1));
}

/**
 * Aggregates several results files, in worker threads when they are big
 * (falling back to one thread where workers cannot start); no rows at all
 * is a `UsageError`.
 */
export async function aggregateFiles(
  given: readonly string[],
  io: CommandIo,
): Promise<Aggregate> {
  const paths = await expandShardPaths(given, io.err);
  const aggregate = await aggregateResultFiles(paths, io);
  if (aggregate.groups.length === 0) {
    throw new UsageError(
      `Cannot report: ${
        paths.map((p) => `"${terminalText(p)}"`).join(", ")
      } hold${paths.length === 1 ? "s" : ""} no result rows`,
    );
  }
  return aggregate;
}

/**
 * Aggregates several results files as {@link aggregateFiles} does, but an
 * aggregate without rows is returned, not refused (`run` reads its store).
 */
export async function aggregateResultFiles(
  paths: readonly string[],
  io: CommandIo,
): Promise<Aggregate> {
  let bytes = 0;
  for (const path of paths) {
    using file = await openResults(path);
    bytes += (await file.stat()).size;
  }
  const scan = await findDuplicates(paths, io);
  const threads = threadCount(bytes, io);
  let aggregate: Aggregate | null = null;
  if (threads >= 2) {
    const files = [];
    try {
      for (const [index, path] of paths.entries()) {
        files.push({
          source: path,
          reader: await openResults(path),
          skip: scan.skip.get(index),
        });
      }
      aggregate = await aggregateInWorkers(files, {
        workers: threads - 1,
        signal: io.signal,
        warn: io.err,
      });
    } finally {
      for (const file of files) file.reader.close();
    }
  }
  return aggregate ?? await aggregateRows(readResultFiles(paths, io, scan));
}

/** `name` in folder `dir`, without a leading "./" for the working directory. */
export function inFolder(dir: string, name: string): string {
  return dir === "." || dir === ""
    ? name
    : `${dir.replace(/\/+$/, "")}/${name}`;
}

/** A name safe in a file name: letters, digits, ".", "_", "-". */
export function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^\.+/, "_");
}

/** Aggregates, prints a summary, and writes the CSV and HTML asked for. */
export async function reportCommand(
  files: readonly string[],
  options: ReportOptions,
  io: CommandIo,
): Promise<void> {
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  const aggregate = await aggregateFiles(files, io);
  // Every group's axes first, so a bad --x or --y fails before any output,
  // with or without --html.
  const axesOf: HeatmapAxes[] = aggregate.groups.map((group) =>
    chooseAxes(group, { x: options.x, y: options.y })
  );
  const table = reportTable(aggregate);
  const sections: ReportSection[] = [];
  let text = "";
  for (const [index, group] of aggregate.groups.entries()) {
    const t = group.total;
    const effective = groupEffectiveLength(group, threshold);
    text += runSummary(group);
    if (effective) {
      text += `  effective context length (mean ≥ ${threshold}): ${
        describeEffectiveLength(effective)
      }\n`;
    }
    if (options.html !== undefined) {
      const axes = axesOf[index]!;
      const prefix = `h${index + 1}-`;
      const heatmaps = [];
      const score = groupHeatmap(group, axes, "score");
      heatmaps.push({
        caption:
          "Mean score, model failures (unparsed, truncated, refused) as 0; grey: no answer (provider error, timeout).",
        svg: await renderSvg(heatmapSpec(score), { idPrefix: `${prefix}s-` }),
      });
      if (t.valid < t.rows) {
        const invalid = groupHeatmap(group, axes, "invalid_rate");
        heatmaps.push({
          caption:
            "Share of rows without a parseable answer (provider errors, timeouts, truncated, refused or unparseable).",
          svg: await renderSvg(heatmapSpec(invalid), {
            idPrefix: `${prefix}i-`,
          }),
        });
      }
      sections.push({ group, heatmaps, effective });
    }
  }
  if (aggregate.superseded > 0) {
    text +=
      `(${aggregate.superseded} error rows were replaced by later rows of the same cell)\n`;
  }
  io.out(text);
  if (options.csv !== undefined) {
    await writeFileAtomic(options.csv, reportCsv(table), "CSV");
    io.out(`wrote ${terminalText(options.csv)}\n`);
  }
  if (options.html !== undefined) {
    const html = htmlReport({
      title: `niah report: ${
        aggregate.groups.length <= 3
          ? aggregate.groups.map((g) => `${g.run_name} · ${g.model_id}`)
            .join(", ")
          : `${aggregate.groups.length} runs`
      }`,
      aggregate,
      table,
      sections,
    });
    await writeFileAtomic(options.html, html, "HTML report");
    io.out(`wrote ${terminalText(options.html)}\n`);
  }
}
