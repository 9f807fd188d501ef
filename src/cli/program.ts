/**
 * The command line: every command declared once, as data (its arguments,
 * options, defaults and help; the types its action gets are derived from
 * that, see `command_spec.ts`), and commander wired to them, nothing more.
 */
import { Command, CommanderError } from "commander";
import {
  addCommand,
  defaulted,
  defineCommand,
  flag,
  optional,
} from "./command_spec.ts";
import type { CommandIo } from "./io.ts";
import {
  parseFraction,
  parseLimit,
  parseUsd,
  rowNumber,
} from "./option_parsers.ts";
import { currentCommit, versionText } from "./version.ts";

// Each command's module (and what it imports: SDKs, vega, tokenizers, ...)
// loads only when that command runs, so `--version` and `validate` start
// fast. deno compile embeds only literal dynamic imports, so each
// command's import() call stays written out below.

/** `pick(module)`, calling it once `load()` has loaded the module. */
function lazy<M, A extends unknown[], R>(
  load: () => Promise<M>,
  pick: (module: M) => (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => pick(await load())(...args);
}

const runCommand = lazy(() => import("./run.ts"), (m) => m.runCommand);
const validateCommand = lazy(
  () => import("./validate.ts"),
  (m) => m.validateCommand,
);
const reconstructCommand = lazy(
  () => import("./reconstruct.ts"),
  (m) => m.reconstructCommand,
);
const datasetCommand = lazy(
  () => import("./dataset.ts"),
  (m) => m.datasetCommand,
);
const plotCommand = lazy(() => import("./plot.ts"), (m) => m.plotCommand);
const reportCommand = lazy(() => import("./report.ts"), (m) => m.reportCommand);
const compareCommand = lazy(
  () => import("./compare.ts"),
  (m) => m.compareCommand,
);
const mergeCommand = lazy(() => import("./merge.ts"), (m) => m.mergeCommand);
const rescoreCommand = lazy(
  () => import("./rescore.ts"),
  (m) => m.rescoreCommand,
);
const schemaCommand = lazy(() => import("./schema.ts"), (m) => m.schemaCommand);
const scheduleCommand = lazy(
  () => import("./schedule.ts"),
  (m) => m.scheduleCommand,
);

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

const run = defineCommand({
  name: "run",
  description: "run a sweep and append one row per cell to the store",
  arguments: [["<run.yaml>", "run config"]],
  options: {
    modelDir,
    dryRun: flag("--dry-run", "print the plan and write nothing"),
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
  },
  run: ([file], options, io) => runCommand(file, options, io).then(() => {}),
});

const validate = defineCommand({
  name: "validate",
  description: "check a run config and its model without calling any API",
  arguments: [["<run.yaml>", "run config"]],
  options: { modelDir, allowHuge },
  run: ([file], options, io) => validateCommand(file, options, io),
});

const reconstruct = defineCommand({
  name: "reconstruct",
  description:
    "rebuild the exact context a row's model received (name the row with --cell or --row)",
  arguments: [["<results.jsonl>", "results file"]],
  options: {
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
  },
  run: ([file], options, io) => reconstructCommand(file, options, io),
});

const dataset = defineCommand({
  name: "dataset",
  description:
    "write every cell's exact prompt and expected answer as JSONL, calling no model",
  arguments: [["<run.yaml>", "run config"]],
  options: { modelDir, out, limit, allowHuge },
  run: ([file], options, io) => datasetCommand(file, options, io),
});

const merge = defineCommand({
  name: "merge",
  description:
    "merge the stores of a sharded sweep (run --shard) into one, a row per cell",
  arguments: [[
    "[results.jsonl...]",
    "shard stores (or a sweep's store path, for all its shard files; default with --run: the run's shard files)",
  ]],
  options: {
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
  },
  run: ([files], options, io) => mergeCommand(files, options, io),
});

const rescore = defineCommand({
  name: "rescore",
  description:
    "score every stored response again with the current scorer of its task and style, into a new store (no model call, no key)",
  arguments: [["<results.jsonl...>", "niah stores to rescore"]],
  options: {
    out: optional(
      "--out <file>",
      "the new store to write (required; never one of the inputs)",
    ),
  },
  run: ([files], options, io) => rescoreCommand(files, options, io),
});

const schedule = defineCommand({
  name: "schedule",
  description:
    "run configs on cron schedules, each run gated by compare --fail-if-drop against a baseline, with a report and webhook alerts",
  arguments: [["<schedule.yaml>", "schedule file"]],
  options: {
    once: flag(
      "--once",
      "run every job once, now, then exit (3 on a regression)",
    ),
  },
  run: ([file], options, io) => scheduleCommand(file, options, io),
});

/** `--x`, `--y`: report and compare choose heatmap axes. */
const heatmapX = optional(
  "--x <axis>",
  "heatmap x axis (default: from the task)",
);
const heatmapY = optional(
  "--y <axis>",
  "heatmap y axis (default: from the task)",
);

const plot = defineCommand({
  name: "plot",
  description:
    "write an SVG heatmap (and its vega-lite spec) per run and model",
  arguments: [["<results.jsonl...>", "results files"]],
  options: {
    outDir: optional(
      "--out-dir <dir>",
      "where to write (default: the first results file's folder)",
    ),
    x: optional("--x <axis>", "x axis (default: from the task)"),
    y: optional("--y <axis>", "y axis (default: from the task)"),
    metric: defaulted("--metric <metric>", "score | invalid_rate", "score"),
  },
  run: ([files], options, io) => plotCommand(files, options, io),
});

const report = defineCommand({
  name: "report",
  description:
    "aggregate rows per grid point and axis; print a summary, write CSV and HTML",
  arguments: [["<results.jsonl...>", "results files"]],
  options: {
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
  },
  run: ([files], options, io) => reportCommand(files, options, io),
});

const compare = defineCommand({
  name: "compare",
  description:
    "compare run B with run A over the same grid: difference heatmap, significance, verdict",
  arguments: [
    ["<a.jsonl>", "results of run A (the baseline)"],
    ["<b.jsonl>", "results of run B"],
  ],
  options: {
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
  },
  run: ([fileA, fileB], options, io) =>
    compareCommand(fileA, fileB, options, io),
});

const schema = defineCommand({
  name: "schema",
  description:
    "print the JSON Schema of run or model configs (for editors' completion and checks)",
  arguments: [["[kind]", "run | model"]],
  options: {
    out,
    outDir: optional(
      "--out-dir <dir>",
      "write run.schema.json and model.schema.json there (both, unless a kind is named)",
    ),
  },
  run: ([kind], options, io) => schemaCommand(kind, options, io),
});

/** Builds the `niah` program around `io`; commander never exits the process. */
export function buildProgram(io: CommandIo): Command {
  const program = new Command()
    .name("niah")
    .description(
      "Needle-in-a-haystack and other long-context evals for LLMs: build prompts, run them, score them, rebuild any prompt byte for byte.",
    )
    .option("-V, --version", "print niah's version, commit and Deno version")
    .option("--verbose", "print stack traces and error causes")
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.out(text),
      writeErr: (text) => io.err(text.replace(/\n$/, "")),
      // One line, like every other niah error: "niah: unknown option ...".
      outputError: (text) =>
        io.err(
          `niah: ${text.trim().replace(/^error: /, "")} (see niah --help)`,
        ),
    });

  // Printed lazily: the commit is read only when asked for.
  program.on("option:version", () => {
    io.out(versionText(currentCommit(io.env)));
    throw new CommanderError(0, "niah.version", "");
  });

  addCommand(program, run, io);
  addCommand(program, validate, io);
  addCommand(program, reconstruct, io);
  addCommand(program, dataset, io);
  addCommand(program, merge, io);
  addCommand(program, rescore, io);
  addCommand(program, schedule, io);
  addCommand(program, plot, io);
  addCommand(program, report, io);
  addCommand(program, compare, io);
  addCommand(program, schema, io);
  return program;
}
