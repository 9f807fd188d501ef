/**
 * `niah report <results.jsonl>... [--csv FILE] [--html FILE]`: aggregates
 * rows per grid point and per axis, prints a summary per run, and writes the
 * table as CSV and a self-contained HTML report with heatmaps. Reading the
 * files is `report/read/result_files.ts`'s, shared with `plot`, `compare` and
 * `run`: one pass gives the aggregate and the counting rows the families'
 * report sections read (the registry's `reportSections`); this file names
 * no family.
 */
import { type ReportFlags, reportOptions } from "./command_options.ts";
import { withDefaults } from "./command_spec.ts";
import {
  loadAllFamilies,
  reportSections,
  taskPresentations,
} from "../tasks/registry.ts";
import type {
  ReportSectionSource,
  SectionOutput,
} from "../tasks/report_section.ts";
import { chooseAxes, type HeatmapAxes } from "../report/render/axes.ts";
import { htmlReport } from "../report/render/html_report.ts";
import { htmlSections } from "../report/render/html_sections.ts";
import { checkReportAxes } from "../report/render/report_limits.ts";
import type { GroupAggregate } from "../report/aggregate/aggregate.ts";
import { reportCsv } from "../report/render/report_csv.ts";
import { reportTable } from "../report/render/report_table.ts";
import { reportText } from "../report/render/report_text.ts";
import { terminalText } from "../report/render/terminal_text.ts";
import { writeFileAtomic } from "../store/atomic_write.ts";
import { standardStreamOf } from "../store/standard_stream.ts";
import { aggregateFiles } from "../report/read/result_files.ts";
import type { ResultRow } from "../report/read/read_results.ts";
import { paletteNamed } from "./palette_choice.ts";
import { type CommandIo, ioBesideOutputs } from "./io.ts";
import { niahInvocation } from "./invocation.ts";
import { expandShardPaths } from "./shard_files.ts";

/** Options of `report` (declared once, in command_options.ts). */
type ReportOptions = ReportFlags;

/** A family's section as made, with its name. */
interface MadeSection {
  name: string;
  output: SectionOutput;
}

/**
 * The sections of `sources` that have rows among `kept` (the counting rows
 * of their task types, in reading order), made.
 */
function makeSections(
  sources: readonly ReportSectionSource[],
  kept: readonly ResultRow[],
  threshold: number,
): MadeSection[] {
  return sources.flatMap((source) => {
    const types = new Set(source.taskTypes);
    const rows = kept.filter((row) => types.has(row.task_type));
    if (rows.length === 0) return [];
    return [{ name: source.name, output: source.make({ rows, threshold }) }];
  });
}

/** The HTML the made sections add to `group`'s part of the report. */
function sectionsHtml(made: readonly MadeSection[], group: GroupAggregate) {
  return made.map((section) => section.output.html?.(group) ?? "")
    .filter((html) => html !== "").join("\n");
}

/**
 * Writes the CSV tables of the made sections beside `csv`: its stem, a
 * dot, the section's name, `.csv`. Beside a standard stream there is no
 * such place; then they are left out, said once.
 */
async function writeSectionCsvs(
  made: readonly MadeSection[],
  csv: string,
  io: CommandIo,
): Promise<void> {
  const tables = made.filter((section) => section.output.csv !== undefined);
  if (tables.length === 0) return;
  if (standardStreamOf(csv) !== null) {
    io.err(
      `(the CSV tables of ${
        tables.map((s) => s.name).join(", ")
      } are written beside a --csv file, not to a standard stream)`,
    );
    return;
  }
  const stem = csv.replace(/\.csv$/i, "");
  for (const section of tables) {
    const path = `${stem}.${section.name}.csv`;
    await writeFileAtomic(path, section.output.csv!, "CSV");
    io.out(`wrote ${terminalText(path)}\n`);
  }
}

/** Aggregates, prints a summary, and writes the CSV and HTML asked for. */
export async function reportCommand(
  files: readonly string[],
  given: ReportOptions,
  commandIo: CommandIo,
): Promise<void> {
  await loadAllFamilies();
  const options = withDefaults(reportOptions, given);
  const palette = await paletteNamed(options.palette);
  const io = ioBesideOutputs(commandIo, {
    "--csv": options.csv,
    "--html": options.html,
  });
  const threshold = options.threshold;
  const paths = await expandShardPaths(files, io.err);
  const sources = reportSections();
  const aggregate = await aggregateFiles(paths, {
    ...io,
    presentations: taskPresentations(),
    keepTypes: sources.flatMap((source) => source.taskTypes),
  });
  // Before anything lays axes out: a crafted file's 20,000 axes are refused.
  checkReportAxes(aggregate, "report");
  // Every group's axes first, so a bad --x or --y fails before any output,
  // with or without --html.
  const axes: HeatmapAxes[] = aggregate.groups.map((group) =>
    chooseAxes(group, { x: options.x, y: options.y })
  );
  const made = makeSections(sources, aggregate.kept ?? [], threshold);
  const sections = options.html === undefined ? [] : await htmlSections(
    aggregate.groups,
    {
      axes,
      threshold,
      palette,
      extra: (group) => sectionsHtml(made, group),
    },
  );
  io.out(
    reportText(
      aggregate,
      threshold,
      made.map((section) => section.output.text).join(""),
    ),
  );
  if (options.csv === undefined && options.html === undefined) return;
  const table = reportTable(aggregate);
  if (options.csv !== undefined) {
    await writeFileAtomic(options.csv, reportCsv(table), "CSV");
    io.out(`wrote ${terminalText(options.csv)}\n`);
    await writeSectionCsvs(made, options.csv, io);
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
      invocation: niahInvocation(),
    });
    await writeFileAtomic(options.html, html, "HTML report");
    io.out(`wrote ${terminalText(options.html)}\n`);
  }
}
