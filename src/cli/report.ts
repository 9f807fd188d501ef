/**
 * `niah report <results.jsonl>... [--csv FILE] [--html FILE]`: aggregates
 * rows per grid point and per axis, prints a summary per run, and writes the
 * table as CSV and a self-contained HTML report with heatmaps. Reading the
 * files is `report/result_files.ts`'s, shared with `plot`, `compare` and
 * `run`.
 */
import { exactReading } from "../tasks/llmtest/llmtest_score.ts";
import {
  type JudgeAudit,
  judgeAudits,
  judgeAuditText,
} from "../report/judge_audit.ts";
import { type ReportFlags, reportOptions } from "./command_options.ts";
import { withDefaults } from "./command_spec.ts";
import { taskPresentations } from "../tasks/registry.ts";
import { chooseAxes, type HeatmapAxes } from "../report/axes.ts";
import {
  DEFAULT_THRESHOLD,
  describeEffectiveLength,
  groupEffectiveLength,
} from "../report/effective_length.ts";
import { groupHeatmap } from "../report/heatmap_data.ts";
import { heatmapSpec } from "../report/heatmap_spec.ts";
import { withPalette } from "../report/heatmap_palette.ts";
import type { Palette } from "../report/palettes.ts";
import {
  htmlReport,
  type ReportHeatmap,
  type ReportSection,
} from "../report/html_report.ts";
import { checkReportAxes, heatmapTooBig } from "../report/report_limits.ts";
import type { GroupAggregate } from "../report/aggregate.ts";
import { renderSvg } from "../report/render_svg.ts";
import { reportCsv } from "../report/report_csv.ts";
import { reportTable } from "../report/report_table.ts";
import { runSummary } from "../report/run_summary.ts";
import { terminalText } from "../report/terminal_text.ts";
import { writeFileAtomic } from "../store/atomic_write.ts";
import { aggregateFiles, readResultFiles } from "../report/result_files.ts";
import type { ResultRow } from "../report/read_results.ts";
import {
  RULER_THRESHOLD,
  rulerTables,
  rulerTableText,
} from "../report/ruler_table.ts";
import { SYNTHETIC_TASK_NAMES } from "../tasks/ruler/reference/ruler_tasks.ts";
import { pythonRound2, rulerTaskScore } from "../tasks/ruler/ruler_score.ts";
import { type CommandIo, ioBesideOutputs } from "./io.ts";
import { niahInvocation } from "./invocation.ts";
import { expandShardPaths } from "./shard_files.ts";

/** Options of `report` (declared once, in command_options.ts). */
type ReportOptions = ReportFlags;

/** The heatmaps of a group's HTML section (none when too big to lay out). */
async function sectionHeatmaps(
  group: GroupAggregate,
  axes: HeatmapAxes,
  prefix: string,
  palette: Palette,
): Promise<ReportHeatmap[]> {
  if (heatmapTooBig(group, axes) !== null) return [];
  const heatmaps = [];
  const score = withPalette(groupHeatmap(group, axes, "score"), axes, palette);
  heatmaps.push({
    caption:
      "Mean score, model failures (unparsed, truncated, refused) as 0; grey: no answer (provider error, timeout).",
    svg: await renderSvg(heatmapSpec(score), { idPrefix: `${prefix}s-` }),
  });
  if (group.total.valid < group.total.rows) {
    const invalid = withPalette(
      groupHeatmap(group, axes, "invalid_rate"),
      axes,
      palette,
    );
    heatmaps.push({
      caption:
        "Share of rows without a parseable answer (provider errors, timeouts, truncated, refused or unparseable).",
      svg: await renderSvg(heatmapSpec(invalid), {
        idPrefix: `${prefix}i-`,
      }),
    });
  }
  return heatmaps;
}

/**
 * RULER's tables (task x length, average, effective length) for the RULER
 * runs among `paths`, from their rows in file order; the last row of a
 * cell stands (a retry replaces an error row). RULER's threshold is on its
 * x100 scale: 85.6 unless `--threshold` names another fraction than niah's
 * default.
 */
async function rulerText(
  paths: readonly string[],
  io: CommandIo,
  fraction: number,
): Promise<string> {
  const threshold = fraction === DEFAULT_THRESHOLD
    ? RULER_THRESHOLD
    : fraction * 100;
  const tables = rulerTables(await countingRows(paths, io, "ruler"), {
    order: SYNTHETIC_TASK_NAMES,
    taskScore: rulerTaskScore,
    round2: pythonRound2,
  });
  return tables.map((table) => rulerTableText(table, threshold)).join("");
}

/** The counting row of each cell of task `task`, read again from `paths`. */
async function countingRows(
  paths: readonly string[],
  io: CommandIo,
  task: string,
): Promise<ResultRow[]> {
  const cells = new Map<string, ResultRow>();
  for await (
    const rows of readResultFiles(paths, {
      ...io,
      presentations: taskPresentations(),
    })
  ) {
    for (const row of rows) {
      if (row.task_type !== task) continue;
      const key = JSON.stringify([row.run_name, row.model_id, row.cell_key]);
      cells.delete(key);
      cells.set(key, row);
    }
  }
  return [...cells.values()];
}

/** The judge audits of imported 2023 rows (judge_audit.ts), if any. */
async function auditsOf(
  paths: readonly string[],
  io: CommandIo,
  aggregate: { groups: readonly { task_type: string }[] },
): Promise<JudgeAudit[]> {
  if (!aggregate.groups.some((group) => group.task_type === "llmtest")) {
    return [];
  }
  return judgeAudits(await countingRows(paths, io, "llmtest"), exactReading);
}

/** One run's section of the HTML report: heatmaps, effective length, audit. */
async function htmlSection(
  group: ReportSection["group"],
  index: number,
  axes: HeatmapAxes,
  extras: {
    effective: ReportSection["effective"];
    audits: readonly JudgeAudit[];
    palette: NonNullable<ReportOptions["palette"]>;
  },
): Promise<ReportSection> {
  const heatmaps = await sectionHeatmaps(
    group,
    axes,
    `h${index + 1}-`,
    extras.palette,
  );
  const omitted = heatmapTooBig(group, axes);
  const audit = extras.audits.find((a) =>
    a.run_name === group.run_name && a.model_id === group.model_id
  );
  return {
    group,
    heatmaps,
    effective: extras.effective,
    ...(audit !== undefined ? { audit } : {}),
    ...(omitted === null ? {} : { heatmapOmitted: omitted }),
  };
}

/** Aggregates, prints a summary, and writes the CSV and HTML asked for. */
export async function reportCommand(
  files: readonly string[],
  given: ReportOptions,
  commandIo: CommandIo,
): Promise<void> {
  const options = withDefaults(reportOptions, given);
  const io = ioBesideOutputs(commandIo, {
    "--csv": options.csv,
    "--html": options.html,
  });
  const threshold = options.threshold;
  const paths = await expandShardPaths(files, io.err);
  const aggregate = await aggregateFiles(
    paths,
    { ...io, presentations: taskPresentations() },
  );
  // Before anything lays axes out: a crafted file's 20,000 axes are refused.
  checkReportAxes(aggregate, "report");
  // Every group's axes first, so a bad --x or --y fails before any output,
  // with or without --html.
  const axesOf: HeatmapAxes[] = aggregate.groups.map((group) =>
    chooseAxes(group, { x: options.x, y: options.y })
  );
  const audits = await auditsOf(paths, io, aggregate);
  const sections: ReportSection[] = [];
  let text = "";
  for (const [index, group] of aggregate.groups.entries()) {
    const effective = groupEffectiveLength(group, threshold);
    text += runSummary(group);
    if (effective) {
      text += `  effective context length (mean ≥ ${threshold}): ${
        describeEffectiveLength(effective)
      }\n`;
    }
    if (options.html !== undefined) {
      sections.push(
        await htmlSection(group, index, axesOf[index]!, {
          effective,
          audits,
          palette: options.palette,
        }),
      );
    }
  }
  if (aggregate.groups.some((group) => group.task_type === "ruler")) {
    text += await rulerText(paths, io, threshold);
  }
  text += audits.map(judgeAuditText).join("");
  if (aggregate.superseded > 0) {
    text +=
      `(${aggregate.superseded} error rows were replaced by later rows of the same cell)\n`;
  }
  io.out(text);
  if (options.csv === undefined && options.html === undefined) return;
  const table = reportTable(aggregate);
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
      invocation: niahInvocation(),
    });
    await writeFileAtomic(options.html, html, "HTML report");
    io.out(`wrote ${terminalText(options.html)}\n`);
  }
}
