/** The command line: commander wiring for every command, nothing more. */
import { Command, CommanderError, Option } from "commander";
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
const modelDirOption = () =>
  new Option("--model-dir <dir>", "also look for model ids here (repeatable)")
    .argParser(collect)
    .default([]);

/** `--allow-huge`: run, validate and dataset plan a sweep. */
const allowHugeOption = () =>
  new Option("--allow-huge", "plan more than 1,000,000 cells").default(false);

/** `-n, --limit`: run and dataset can sample less. */
const limitOption = () =>
  new Option(
    "-n, --limit <n>",
    "at most n samples per grid point (a quick look)",
  ).argParser(parseLimit);

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

  program.command("run")
    .description("run a sweep and append one row per cell to the store")
    .argument("<run.yaml>", "run config")
    .addOption(modelDirOption())
    .option("--dry-run", "print the plan and write nothing", false)
    .addOption(limitOption())
    .option(
      "--max-cost <usd>",
      "stop before the run would spend more than this (overrides runner.max_cost_usd)",
      parseUsd,
    )
    .option("--quiet", "no progress display", false)
    .addOption(allowHugeOption())
    .option(
      "--shard <i/N>",
      "run shard i (from 0) of N into <store>.shard-i-of-N.jsonl (default: JOB_COMPLETION_INDEX/JOB_COMPLETIONS)",
    )
    .action((
      file: string,
      options: {
        modelDir: string[];
        dryRun: boolean;
        limit?: number;
        maxCost?: number;
        quiet: boolean;
        shard?: string;
        allowHuge: boolean;
      },
    ) => runCommand(file, options, io).then(() => {}));

  program.command("validate")
    .description("check a run config and its model without calling any API")
    .argument("<run.yaml>", "run config")
    .addOption(modelDirOption())
    .addOption(allowHugeOption())
    .action((
      file: string,
      options: { modelDir: string[]; allowHuge: boolean },
    ) => validateCommand(file, options, io));

  program.command("reconstruct")
    .description(
      "rebuild the exact context a row's model received (name the row with --cell or --row)",
    )
    .argument("<results.jsonl>", "results file")
    .option("--cell <id>", "the row's cell_id (the last row of that cell)")
    .option(
      "--row <n>",
      "row number, counting from 0 as the Python tool's row_index does",
      rowNumber,
    )
    .option("--out <file>", "write to a file instead of standard output")
    .option("--messages", "print the exact message list sent, as JSON", false)
    .action((
      file: string,
      options: { row?: number; cell?: string; out?: string; messages: boolean },
    ) => reconstructCommand(file, options, io));

  program.command("dataset")
    .description(
      "write every cell's exact prompt and expected answer as JSONL, calling no model",
    )
    .argument("<run.yaml>", "run config")
    .addOption(modelDirOption())
    .option("--out <file>", "write to a file instead of standard output")
    .addOption(limitOption())
    .addOption(allowHugeOption())
    .action((
      file: string,
      options: {
        modelDir: string[];
        out?: string;
        limit?: number;
        allowHuge: boolean;
      },
    ) => datasetCommand(file, options, io));

  program.command("merge")
    .description(
      "merge the stores of a sharded sweep (run --shard) into one, a row per cell",
    )
    .argument(
      "[results.jsonl...]",
      "shard stores (or a sweep's store path, for all its shard files; default with --run: the run's shard files)",
    )
    .option(
      "--out <file>",
      "the merged store to write (default with --run: the run's store path)",
    )
    .option(
      "--run <run.yaml>",
      "the run config: list the planned cells that have no row",
    )
    .addOption(modelDirOption())
    .option(
      "--require-complete",
      "exit 3 when a cell is missing or ended in an error",
      false,
    )
    .action((
      files: string[],
      options: {
        out?: string;
        run?: string;
        modelDir: string[];
        requireComplete: boolean;
      },
    ) => mergeCommand(files, options, io));

  program.command("schedule")
    .description(
      "run configs on cron schedules, each run gated by compare --fail-if-drop against a baseline, with a report and webhook alerts",
    )
    .argument("<schedule.yaml>", "schedule file")
    .option(
      "--once",
      "run every job once, now, then exit (3 on a regression)",
      false,
    )
    .action((file: string, options: { once: boolean }) =>
      scheduleCommand(file, options, io)
    );

  program.command("plot")
    .description(
      "write an SVG heatmap (and its vega-lite spec) per run and model",
    )
    .argument("<results.jsonl...>", "results files")
    .option(
      "--out-dir <dir>",
      "where to write (default: the first results file's folder)",
    )
    .option("--x <axis>", "x axis (default: from the task)")
    .option("--y <axis>", "y axis (default: from the task)")
    .option("--metric <metric>", "score | invalid_rate", "score")
    .action((
      files: string[],
      options: { outDir?: string; x?: string; y?: string; metric: string },
    ) => plotCommand(files, options, io));

  program.command("report")
    .description(
      "aggregate rows per grid point and axis; print a summary, write CSV and HTML",
    )
    .argument("<results.jsonl...>", "results files")
    .option("--csv <file>", "write the per-run, per-axis, per-cell table")
    .option(
      "--html <file>",
      "write a self-contained HTML report (heatmaps, sortable table, failures)",
    )
    .option(
      "--threshold <t>",
      "effective context length: the mean score to stay at or above",
      parseFraction,
      0.85,
    )
    .option("--x <axis>", "heatmap x axis (default: from the task)")
    .option("--y <axis>", "heatmap y axis (default: from the task)")
    .action((
      files: string[],
      options: {
        csv?: string;
        html?: string;
        threshold: number;
        x?: string;
        y?: string;
      },
    ) => reportCommand(files, options, io));

  program.command("compare")
    .description(
      "compare run B with run A over the same grid: difference heatmap, significance, verdict",
    )
    .argument("<a.jsonl>", "results of run A (the baseline)")
    .argument("<b.jsonl>", "results of run B")
    .option(
      "--out-dir <dir>",
      "where to write the difference heatmap (default: B's folder)",
    )
    .option(
      "--fail-if-drop <x>",
      "exit 3 when B's mean score is more than x below A's",
      parseFraction,
    )
    .option("--x <axis>", "heatmap x axis (default: from the task)")
    .option("--y <axis>", "heatmap y axis (default: from the task)")
    .action((
      fileA: string,
      fileB: string,
      options: { outDir?: string; failIfDrop?: number; x?: string; y?: string },
    ) => compareCommand(fileA, fileB, options, io));

  program.command("schema")
    .description(
      "print the JSON Schema of run or model configs (for editors' completion and checks)",
    )
    .argument("[kind]", "run | model")
    .option("--out <file>", "write to a file instead of standard output")
    .option(
      "--out-dir <dir>",
      "write run.schema.json and model.schema.json there (both, unless a kind is named)",
    )
    .action((
      kind: string | undefined,
      options: { out?: string; outDir?: string },
    ) => schemaCommand(kind, options, io));

  return program;
}
