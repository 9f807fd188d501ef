/**
 * The runs' parts of the HTML report (`html_report.ts`'s
 * {@link ReportSection}): each group's heatmaps (none when too big to lay
 * out; their y axis pinned when they scroll, `pinned_axis.ts`), its
 * effective context length, and the HTML the families' report
 * sections add to it (passed in as a function of the run).
 */
import type { GroupAggregate } from "../aggregate/aggregate.ts";
import type { HeatmapAxes } from "./axes.ts";
import { groupEffectiveLength } from "../stats/effective_length.ts";
import { groupHeatmap } from "./heatmap_data.ts";
import { withPalette } from "./heatmap_palette.ts";
import { heatmapSpec } from "./heatmap_spec.ts";
import type { ReportHeatmap, ReportSection } from "./html_report.ts";
import type { HeatmapPalette } from "./palettes.ts";
import { renderChart } from "./render_svg.ts";
import { chartWithPinnedAxis } from "./pinned_axis.ts";
import { heatmapTooBig } from "./report_limits.ts";

/** The heatmaps of a group's HTML section (none when too big to lay out). */
async function sectionHeatmaps(
  group: GroupAggregate,
  axes: HeatmapAxes,
  prefix: string,
  palette: HeatmapPalette | undefined,
): Promise<ReportHeatmap[]> {
  if (heatmapTooBig(group, axes) !== null) return [];
  const heatmaps = [];
  const score = withPalette(groupHeatmap(group, axes, "score"), axes, palette);
  const meaning = group.presentation.score;
  heatmaps.push({
    caption: `${
      meaning === undefined
        ? "Mean score, model failures (unparsed, truncated, refused) as 0"
        : meaning.charAt(0).toUpperCase() + meaning.slice(1)
    }; grey: no answer (provider error, timeout).`,
    svg: chartWithPinnedAxis(
      await renderChart(heatmapSpec(score), { idPrefix: `${prefix}s-` }),
      score.yTitle !== "",
    ),
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
      svg: chartWithPinnedAxis(
        await renderChart(heatmapSpec(invalid), { idPrefix: `${prefix}i-` }),
        invalid.yTitle !== "",
      ),
    });
  }
  return heatmaps;
}

/** What the runs' HTML parts are drawn with. */
interface HtmlSectionsOptions {
  /** Each group's heatmap axes, in the aggregate's group order. */
  axes: readonly HeatmapAxes[];
  threshold: number;
  palette: HeatmapPalette | undefined;
  /** The HTML the families' sections add to a run ("" for none). */
  extra(group: GroupAggregate): string;
}

/** The HTML part of each group, in order. */
export async function htmlSections(
  groups: readonly GroupAggregate[],
  options: HtmlSectionsOptions,
): Promise<ReportSection[]> {
  const sections: ReportSection[] = [];
  for (const [index, group] of groups.entries()) {
    const axes = options.axes[index]!;
    const heatmaps = await sectionHeatmaps(
      group,
      axes,
      `h${index + 1}-`,
      options.palette,
    );
    const omitted = heatmapTooBig(group, axes);
    const extra = options.extra(group);
    sections.push({
      group,
      heatmaps,
      effective: groupEffectiveLength(group, options.threshold),
      ...(extra !== "" ? { extra } : {}),
      ...(omitted === null ? {} : { heatmapOmitted: omitted }),
    });
  }
  return sections;
}
