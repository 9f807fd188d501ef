/**
 * `niah plot <results.jsonl>... [--out-dir DIR] [--x AXIS --y AXIS]
 * [--metric score|invalid_rate] [--palette NAME]`: one SVG heatmap
 * per (run, model), rendered with vega-lite, and its vega-lite spec beside it.
 */
import { type PlotFlags, plotOptions } from "./command_options.ts";
import { withDefaults } from "./command_spec.ts";
import { loadAllFamilies, taskPresentations } from "../tasks/registry.ts";
import { UsageError } from "../errors.ts";
import { chooseAxes } from "../report/render/axes.ts";
import { groupHeatmap } from "../report/render/heatmap_data.ts";
import { heatmapSpec } from "../report/render/heatmap_spec.ts";
import { withPalette } from "../report/render/heatmap_palette.ts";
import { paletteNamed } from "./palette_choice.ts";
import { renderSvg } from "../report/render/render_svg.ts";
import {
  checkReportAxes,
  heatmapTooBig,
} from "../report/render/report_limits.ts";
import { terminalText } from "../report/render/terminal_text.ts";
import type { CommandIo } from "./io.ts";
import { folderOf, writeFileAtomic } from "../store/atomic_write.ts";
import { aggregateFiles } from "../report/read/result_files.ts";
import { inFolder, safeName, uniqueStems } from "./output_names.ts";
import { expandShardPaths } from "./shard_files.ts";

/** What a heatmap can colour. */
const PLOT_METRICS = ["score", "invalid_rate"] as const;

/** Options of `plot` (declared once, in command_options.ts). */
type PlotOptions = PlotFlags;

/** Writes the heatmaps and prints their paths, one per line. */
export async function plotCommand(
  files: readonly string[],
  given: PlotOptions,
  io: CommandIo,
): Promise<void> {
  await loadAllFamilies();
  const options = withDefaults(plotOptions, given);
  const metric = options.metric;
  if (!(PLOT_METRICS as readonly string[]).includes(metric)) {
    throw new UsageError(
      `Cannot plot: --metric "${metric}" is not one of ${
        PLOT_METRICS.map((m) => `"${m}"`).join(", ")
      }`,
    );
  }
  const palette = await paletteNamed(options.palette);
  const aggregate = await aggregateFiles(
    await expandShardPaths(files, io.err),
    { ...io, presentations: taskPresentations() },
  );
  const outDir = options.outDir ?? folderOf(files[0] ?? ".");
  checkReportAxes(aggregate, "plot");
  // Resolve every group's axes first, so a bad --x or a heatmap too big to
  // lay out writes nothing.
  const plans = aggregate.groups.map((group) => {
    const axes = chooseAxes(group, { x: options.x, y: options.y });
    const tooBig = heatmapTooBig(group, axes);
    if (tooBig !== null) {
      throw new UsageError(
        `Cannot plot run "${terminalText(group.run_name)}" (model "${
          terminalText(group.model_id)
        }"): ${tooBig} (choose axes with fewer values with --x and --y, or read the numbers with report --csv)`,
      );
    }
    return { group, axes };
  });
  // One file per (run, model, task), however the names sanitise.
  const stems = uniqueStems(
    plans.map(({ group }) => [group.run_name, group.model_id, group.task_type]),
    ([run, model]) => `${safeName(run!)}.${safeName(model!)}`,
  );
  for (const [index, { group, axes }] of plans.entries()) {
    const data = withPalette(
      groupHeatmap(group, axes, metric as (typeof PLOT_METRICS)[number]),
      axes,
      palette,
    );
    const spec = heatmapSpec(data);
    const svg = await renderSvg(spec);
    const base = inFolder(outDir, `${stems[index]}.${metric}`);
    await writeFileAtomic(
      `${base}.vl.json`,
      `${JSON.stringify(spec, null, 2)}\n`,
      "heatmap spec",
    );
    await writeFileAtomic(`${base}.svg`, svg, "heatmap");
    io.out(`wrote ${base}.svg\n`);
  }
}
