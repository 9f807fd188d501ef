/**
 * Every command's options, declared once: flags, help, defaults and
 * parsers (`command_spec.ts`), and the option types derived from them,
 * which the command modules import as types. `program.ts` builds the
 * parser from the same objects; they live here, apart from the commands,
 * so a command can name its options' type without importing itself.
 */
import {
  type CallOptionsOf,
  defaulted,
  flag,
  optional,
  type OptionsOf,
} from "./command_spec.ts";
import {
  parseFraction,
  parseLimit,
  parsePaletteName,
  parseTokenCount,
  parseUsd,
  rowNumber,
} from "./option_parsers.ts";
import { DEFAULT_PALETTE } from "../report/render/palettes.ts";

const collect = (value: string, previous: string[]): string[] => [
  ...previous,
  value,
];

// Options several commands take, written once so their flags, help and
// parsing cannot drift apart.

/** `--model-dir`: run, validate, dataset and merge load a run config. */
const modelDir = defaulted(
  "--model-dir <dir>",
  "also look for model ids here (repeatable)",
  [] as string[],
  collect,
);

/** `--allow-huge`: run, validate and dataset plan a sweep. */
const allowHuge = flag("--allow-huge", "plan more than 1,000,000 cells");

/** `-n, --limit`: run and dataset can sample less. */
const limit = optional(
  "-n, --limit <n>",
  "at most n samples per grid point (a quick look)",
  parseLimit,
);

/** `--out`: reconstruct, dataset and schema write a file instead. */
const out = optional(
  "--out <file>",
  "write to a file instead of standard output",
);

/** `--x`, `--y`: report and compare choose heatmap axes. */
const heatmapX = optional(
  "--x <axis>",
  "heatmap x axis (default: from the task)",
);
const heatmapY = optional(
  "--y <axis>",
  "heatmap y axis (default: from the task)",
);

/** `--palette`: plot and report choose the heatmaps' colours. */
const palette = defaulted(
  "--palette <palette>",
  // The palettes' names and words are the registry's (palette_choice.ts).
  "heatmap colours",
  DEFAULT_PALETTE,
  parsePaletteName,
);

/** The options of `niah run`. */
export const runOptions = {
  modelDir,
  dryRun: flag(
    "--dry-run",
    "print the plan (axes, cells, tokens, cost) and the first 20 cells; write nothing",
  ),
  cells: flag("--cells", "with --dry-run, list every cell"),
  limit,
  maxCost: optional(
    "--max-cost <usd>",
    "stop before the run would spend more than this (overrides runner.max_cost_usd)",
    parseUsd,
  ),
  quiet: flag("--quiet", "no progress display"),
  allowHuge,
  shard: optional(
    "--shard <i/N>",
    "run shard i (from 0) of N into <store>.shard-i-of-N.jsonl (default: JOB_COMPLETION_INDEX/JOB_COMPLETIONS)",
  ),
  batch: flag(
    "--batch",
    "send the cells through the provider's batch API (as runner.batch: true)",
  ),
  wait: defaulted(
    "--no-wait",
    "batch mode: submit the batches and exit; a later run collects them",
    true,
  ),
  cancelBatches: flag(
    "--cancel-batches",
    "cancel the store's pending batches and collect what they finished",
  ),
};

/** What a caller may pass `niah run`'s command function (defaults filled in by `withDefaults`). */
export type RunFlags = CallOptionsOf<typeof runOptions>;

/** `run`'s flags with their defaults filled in (`withDefaults`). */
export type RunFlagValues = OptionsOf<typeof runOptions>;

/** The options of `niah validate`. */
export const validateOptions = { modelDir, allowHuge };

/** What a caller may pass `niah validate`'s command function (defaults filled in by `withDefaults`). */
export type ValidateFlags = CallOptionsOf<typeof validateOptions>;

/** The options of `niah reconstruct`. */
export const reconstructOptions = {
  cell: optional(
    "--cell <id>",
    "the row's cell_id (the last row of that cell)",
  ),
  row: optional(
    "--row <n>",
    "row number, counting from 0 as the Python tool's row_index does",
    rowNumber,
  ),
  out,
  messages: flag("--messages", "print the exact message list sent, as JSON"),
  haystack: optional(
    "--haystack <dir>",
    "the haystack folder of the Python tool's rows (they record only a path such as PaulGrahamEssays)",
  ),
};

/** What a caller may pass `niah reconstruct`'s command function (defaults filled in by `withDefaults`). */
export type ReconstructFlags = CallOptionsOf<typeof reconstructOptions>;

/** The options of `niah dataset`. */
export const datasetOptions = {
  modelDir,
  out,
  format: defaulted(
    "--format <format>",
    // Each task's formats' words are the registry's (registry_help.ts).
    "jsonl (niah's lines) or a task's own format",
    "jsonl",
  ),
  limit,
  allowHuge,
};

/** What a caller may pass `niah dataset`'s command function (defaults filled in by `withDefaults`). */
export type DatasetFlags = CallOptionsOf<typeof datasetOptions>;

/** The options of `niah merge`. */
export const mergeOptions = {
  out: optional(
    "--out <file>",
    "the merged store to write (default with --run: the run's store path)",
  ),
  run: optional(
    "--run <run.yaml>",
    "the run config: list the planned cells that have no row",
  ),
  modelDir,
  requireComplete: flag(
    "--require-complete",
    "exit 3 when a cell is missing or ended in an error",
  ),
};

/** What a caller may pass `niah merge`'s command function (defaults filled in by `withDefaults`). */
export type MergeFlags = CallOptionsOf<typeof mergeOptions>;

/** The options of `niah rescore`. */
export const rescoreOptions = {
  out: optional(
    "--out <file>",
    "the new store to write (required; never one of the inputs)",
  ),
};

/** What a caller may pass `niah rescore`'s command function (defaults filled in by `withDefaults`). */
export type RescoreFlags = CallOptionsOf<typeof rescoreOptions>;

/** The options of `niah import`. */
export const importOptions = {
  out: optional("--out <file>", "the niah store to write (required)"),
  length: optional(
    "--length <n>",
    // The importers' own words for their options (registry_help.ts).
    "a length the rows name",
    parseTokenCount,
  ),
  model: optional("--model <id>", "the model id the rows name"),
  modelId: optional(
    "--model-id <id>",
    "the model id the rows name (the same as --model)",
  ),
  runName: optional("--run-name <name>", "the run name the rows name"),
  answer: optional(
    "--answer <text>",
    "the answer an importer's exact reading looks for",
  ),
};

/** What a caller may pass `niah import`'s command function (defaults filled in by `withDefaults`). */
export type ImportFlags = CallOptionsOf<typeof importOptions>;

/** The options of `niah schedule`. */
export const scheduleOptions = {
  once: flag(
    "--once",
    "run every job once, now, then exit (3 on a regression)",
  ),
};

/** What a caller may pass `niah schedule`'s command function (defaults filled in by `withDefaults`). */
export type ScheduleFlags = CallOptionsOf<typeof scheduleOptions>;

/** The options of `niah plot`. */
export const plotOptions = {
  outDir: optional(
    "--out-dir <dir>",
    "where to write (default: the first results file's folder)",
  ),
  x: optional("--x <axis>", "x axis (default: from the task)"),
  y: optional("--y <axis>", "y axis (default: from the task)"),
  metric: defaulted("--metric <metric>", "score | invalid_rate", "score"),
  palette,
};

/** What a caller may pass `niah plot`'s command function (defaults filled in by `withDefaults`). */
export type PlotFlags = CallOptionsOf<typeof plotOptions>;

/** The options of `niah report`. */
export const reportOptions = {
  csv: optional(
    "--csv <file>",
    "write the per-run, per-axis, per-cell table",
  ),
  html: optional(
    "--html <file>",
    "write a self-contained HTML report (heatmaps, sortable table, failures)",
  ),
  threshold: defaulted(
    "--threshold <t>",
    "effective context length: the mean score to stay at or above",
    0.85,
    parseFraction,
  ),
  x: heatmapX,
  y: heatmapY,
  palette,
};

/** What a caller may pass `niah report`'s command function (defaults filled in by `withDefaults`). */
export type ReportFlags = CallOptionsOf<typeof reportOptions>;

/** The options of `niah compare`. */
export const compareOptions = {
  outDir: optional(
    "--out-dir <dir>",
    "where to write the difference heatmap (default: B's folder)",
  ),
  failIfDrop: optional(
    "--fail-if-drop <x>",
    "exit 3 when B's mean score is more than x below A's",
    parseFraction,
  ),
  x: heatmapX,
  y: heatmapY,
};

/** What a caller may pass `niah compare`'s command function (defaults filled in by `withDefaults`). */
export type CompareFlags = CallOptionsOf<typeof compareOptions>;

/** The options of `niah schema`. */
export const schemaOptions = {
  out,
  outDir: optional(
    "--out-dir <dir>",
    "write run.schema.json and model.schema.json there (both, unless a kind is named)",
  ),
};

/** What a caller may pass `niah schema`'s command function (defaults filled in by `withDefaults`). */
export type SchemaFlags = CallOptionsOf<typeof schemaOptions>;

/** The options of `niah data get`. */
export const dataGetOptions = {
  out: optional(
    "--out <dir>",
    "the folder to write the files and niah-manifest.json in (default: the dataset's, under data/)",
  ),
  revision: optional(
    "--revision <rev>",
    "a revision (commit, branch or tag) other than the one niah pins",
  ),
  allowHost: defaulted(
    "--allow-host <host>",
    "another host the hub may redirect a download to (its CDN; repeatable)",
    [] as string[],
    collect,
  ),
  dryRun: flag(
    "--dry-run",
    "say what would be fetched from which host; fetch nothing",
  ),
  quiet: flag("--quiet", "no progress display"),
};

/** What a caller may pass `niah data get`'s command function (defaults filled in by `withDefaults`). */
export type DataGetFlags = CallOptionsOf<typeof dataGetOptions>;

/** The options of `niah data manifest`. */
export const dataManifestOptions = {
  repo: optional("--repo <repo>", "the hub dataset the files are (owner/name)"),
  revision: optional(
    "--revision <rev>",
    "the revision they are said to be (default: the one niah pins; recorded unchecked)",
  ),
};

/** What a caller may pass `niah data manifest`'s command function (defaults filled in by `withDefaults`). */
export type DataManifestFlags = CallOptionsOf<typeof dataManifestOptions>;
