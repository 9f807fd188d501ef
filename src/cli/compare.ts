/**
 * `niah compare <a.jsonl> <b.jsonl> [--out-dir DIR] [--fail-if-drop X]`:
 * pairs the cells of two runs over the same grid, draws the difference
 * heatmap (B - A), tests it (exact McNemar on 0/1 scores, a seeded paired
 * bootstrap otherwise), and prints a one-line verdict. With --fail-if-drop,
 * exits 3 when B's mean falls more than X below A's: a regression gate for CI
 * and scheduled runs.
 */
import { type CompareFlags, compareOptions } from "./command_options.ts";
import { withDefaults } from "./command_spec.ts";
import { compareRuns } from "../report/compare/compare_runs.ts";
import {
  checkRegression,
  comparisonSummary,
} from "../report/compare/compare_text.ts";
import { heatmapSpec } from "../report/render/heatmap_spec.ts";
import { renderSvg } from "../report/render/render_svg.ts";
import { diffHeatmapTooBig } from "../report/render/report_limits.ts";
import { terminalText } from "../report/render/terminal_text.ts";
import {
  comparisonRules,
  loadAllFamilies,
  taskPresentations,
} from "../tasks/registry.ts";
import type { CommandIo } from "./io.ts";
import { sidePaths } from "./shard_files.ts";
import {
  checkResultFiles,
  readResultFiles,
} from "../report/read/result_files.ts";
import { inFolder, safeName, shortened } from "./output_names.ts";
import { folderOf, writeFileAtomic } from "../store/atomic_write.ts";

/** Options of `compare` (declared once, in command_options.ts). */
type CompareCommandOptions = CompareFlags;

function stem(path: string): string {
  const base = path.slice(path.lastIndexOf("/") + 1);
  return safeName(base.replace(/\.jsonl$/, ""));
}

/** Compares, prints the verdict, writes the heatmap, applies the gate. */
export async function compareCommand(
  fileA: string,
  fileB: string,
  given: CompareCommandOptions,
  io: CommandIo,
): Promise<void> {
  await loadAllFamilies();
  const options = withDefaults(compareOptions, given);
  const pathsA = await sidePaths(fileA, io.err);
  const pathsB = await sidePaths(fileB, io.err);
  await checkResultFiles([...pathsA, ...pathsB]);
  const side = (source: string, paths: string[]) => ({
    source,
    rows: readResultFiles(paths, { ...io, presentations: taskPresentations() }),
  });
  const result = await compareRuns(side(fileA, pathsA), side(fileB, pathsB), {
    x: options.x,
    y: options.y,
    presentations: taskPresentations(),
    rules: comparisonRules(),
  });
  io.out(comparisonSummary(result));
  const outDir = options.outDir ?? folderOf(fileB);
  const base = inFolder(
    outDir,
    `${shortened(`${stem(fileA)}-vs-${stem(fileB)}`, [fileA, fileB])}.diff`,
  );
  const { xOrder, yOrder } = result.heatmap;
  const tooBig = diffHeatmapTooBig(xOrder.length, yOrder.length);
  if (tooBig !== null) {
    io.out(`${tooBig}\n`);
  } else {
    const spec = heatmapSpec(result.heatmap);
    await writeFileAtomic(
      `${base}.vl.json`,
      `${JSON.stringify(spec, null, 2)}\n`,
      "heatmap spec",
    );
    await writeFileAtomic(`${base}.svg`, await renderSvg(spec), "heatmap");
    io.out(`wrote ${terminalText(base)}.svg\n`);
  }
  io.out(`${terminalText(result.verdict)}\n`);
  checkRegression(result, options.failIfDrop);
}
