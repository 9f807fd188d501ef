/**
 * The command line: every command declared once, as data (its arguments,
 * options, defaults and help; the types its action gets are derived from
 * that, see `command_spec.ts`), and commander wired to them, nothing more.
 */
import { Command, CommanderError, Help } from "commander";
import { COMMAND_DETAILS, GLOBAL_DETAILS } from "./command_help.ts";
import { addCommand, defineCommand } from "./command_spec.ts";
import {
  compareOptions,
  dataGetOptions,
  dataManifestOptions,
  datasetOptions,
  importOptions,
  mergeOptions,
  plotOptions,
  reconstructOptions,
  reportOptions,
  rescoreOptions,
  runOptions,
  scheduleOptions,
  schemaOptions,
  validateOptions,
} from "./command_options.ts";
import type { CommandIo } from "./io.ts";
import { describeFromRegistry, WITH_REGISTRY } from "./registry_help.ts";
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
const importCommand = lazy(
  () => import("./import.ts"),
  (m) => m.importCommand,
);
const schemaCommand = lazy(() => import("./schema.ts"), (m) => m.schemaCommand);
const scheduleCommand = lazy(
  () => import("./schedule.ts"),
  (m) => m.scheduleCommand,
);

const dataGetCommand = lazy(
  () => import("./data_get.ts"),
  (m) => m.dataGetCommand,
);
const dataManifestCommand = lazy(
  () => import("./data_get.ts"),
  (m) => m.dataManifestCommand,
);

const run = defineCommand({
  name: "run",
  description: "run a sweep and append one row per cell to the store",
  arguments: [["<run.yaml>", "run config"]],
  options: runOptions,
  run: ([file], options, io) => runCommand(file, options, io).then(() => {}),
});

const validate = defineCommand({
  name: "validate",
  description: "check a run config and its model without calling any API",
  arguments: [["<run.yaml>", "run config"]],
  options: validateOptions,
  run: ([file], options, io) => validateCommand(file, options, io),
});

const reconstruct = defineCommand({
  name: "reconstruct",
  description:
    "rebuild the exact context a row's model received (name the row with --cell or --row)",
  arguments: [["<results.jsonl>", "results file"]],
  options: reconstructOptions,
  run: ([file], options, io) => reconstructCommand(file, options, io),
});

const dataset = defineCommand({
  name: "dataset",
  description:
    "write every cell's exact prompt and expected answer as JSONL, calling no model",
  arguments: [["<run.yaml>", "run config"]],
  options: datasetOptions,
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
  options: mergeOptions,
  run: ([files], options, io) => mergeCommand(files, options, io),
});

const rescore = defineCommand({
  name: "rescore",
  description:
    "score every stored response again with the current scorer of its task and style, into a new store (no model call, no key)",
  arguments: [["<results.jsonl...>", "niah stores to rescore"]],
  options: rescoreOptions,
  run: ([files], options, io) => rescoreCommand(files, options, io),
});

// Its formats are the registry's, filled in by describeImport.
const importResults = defineCommand({
  name: "import",
  description: "turn another tool's results into a niah store",
  arguments: [["<format>", ""], ["<path...>", ""]],
  options: importOptions,
  run: ([format, files], options, io) =>
    importCommand(format, files, options, io),
});

/** Whether `args` may print help (or run `import`): the registry is needed. */
const needsImporters = (args: readonly string[]) =>
  args.length === 0 ||
  args.some((arg) => ["--help", "-h", "help", "import"].includes(arg));

const schedule = defineCommand({
  name: "schedule",
  description:
    "run configs on cron schedules, each run gated by compare --fail-if-drop against a baseline, with a report and webhook alerts",
  arguments: [["<schedule.yaml>", "schedule file"]],
  options: scheduleOptions,
  run: ([file], options, io) => scheduleCommand(file, options, io),
});

const plot = defineCommand({
  name: "plot",
  description:
    "write an SVG heatmap (and its vega-lite spec) per run and model",
  arguments: [["<results.jsonl...>", "results files"]],
  options: plotOptions,
  run: ([files], options, io) => plotCommand(files, options, io),
});

const report = defineCommand({
  name: "report",
  description:
    "aggregate rows per grid point and axis; print a summary, write CSV and HTML",
  arguments: [["<results.jsonl...>", "results files"]],
  options: reportOptions,
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
  options: compareOptions,
  run: ([fileA, fileB], options, io) =>
    compareCommand(fileA, fileB, options, io),
});

const schema = defineCommand({
  name: "schema",
  description:
    "print the JSON Schema of run or model configs (for editors' completion and checks)",
  arguments: [["[kind]", "run | model"]],
  options: schemaOptions,
  run: ([kind], options, io) => schemaCommand(kind, options, io),
});

const dataGet = defineCommand({
  name: "get",
  description:
    "download a hub dataset's files a family reads, at the revision niah pins, with niah-manifest.json beside them",
  arguments: [["<repo>", "the dataset on the Hugging Face hub (owner/name)"]],
  options: dataGetOptions,
  run: ([repo], options, io) => dataGetCommand(repo, options, io),
});

const dataManifest = defineCommand({
  name: "manifest",
  description:
    "write niah-manifest.json for a folder of a hub dataset's files you already have (sha256 of each, revision as found)",
  arguments: [["<dir>", "the folder of the files"]],
  options: dataManifestOptions,
  run: ([dir], options, io) => dataManifestCommand(dir, options, io),
});

/** `niah data`: its subcommands fetch and record hub datasets. */
function addDataCommand(program: Command, io: CommandIo): Command {
  const data = program.command("data").description(
    "get a Hugging Face hub dataset a family reads, or record one you have (data get | data manifest)",
  );
  addCommand(data, dataGet, io);
  addCommand(data, dataManifest, io);
  return data;
}

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

  program.addHelpText("after", `\n${GLOBAL_DETAILS.trimEnd()}`);
  const commands = [
    addCommand(program, run, io),
    addCommand(program, validate, io),
    addCommand(program, reconstruct, io),
    addCommand(program, dataset, io),
    addCommand(program, merge, io),
    addCommand(program, rescore, io),
    addCommand(program, importResults, io),
    addCommand(program, schedule, io),
    addCommand(program, plot, io),
    addCommand(program, report, io),
    addCommand(program, compare, io),
    addCommand(program, schema, io),
    addDataCommand(program, io),
  ];
  // Each command's longer help, wrapped as commander wraps its own.
  const help = new Help();
  for (const command of commands) {
    const details = COMMAND_DETAILS[command.name()];
    // import's, plot's and report's end with the registry's parts.
    if (details && !WITH_REGISTRY.includes(command.name())) {
      command.addHelpText("after", `\n${help.boxWrap(details, 80)}`);
    }
  }
  const parse = program.parseAsync.bind(program);
  let described = false;
  program.parseAsync = async (args, options) => {
    const imports = commands.find((c) => c.name() === importResults.name);
    if (imports && !described && needsImporters(args ?? [])) {
      described = true;
      await describeFromRegistry(commands, help);
    }
    return await parse(args, options);
  };
  return program;
}
