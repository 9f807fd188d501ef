/**
 * The parts of the commands' help that come from the registry, so the CLI
 * names no family, format or palette itself: `import`'s formats, inputs,
 * option words and longer help (each importer's); `dataset --format`'s
 * formats (each task's `datasetFormats`); `plot`'s and `report`'s
 * `--palette` (each family's palettes). The registry (every task) loads
 * only when help may be printed or `import` runs (program.ts), so
 * `--version` stays fast.
 *
 * @module
 */
import type { Command, Help } from "commander";
import type { Importer } from "../tasks/importer.ts";
import { DEFAULT_PALETTE } from "../report/render/palettes.ts";
import { COMMAND_DETAILS } from "./command_help.ts";
import { palettes } from "./palette_choice.ts";

/** Commands whose longer help ends with the registry's parts. */
export const WITH_REGISTRY = ["import", "plot", "report"];

/** Sets the description of `command`'s option `long`, if it has it. */
function describeOption(command: Command, long: string, text: string) {
  const option = command.options.find((o) => o.long === long);
  if (option) option.description = text;
}

/** `import`'s help from the importers the registry holds. */
function describeImport(
  command: Command,
  help: Help,
  importers: readonly Importer[],
): void {
  const each = (part: (importer: Importer) => string, between: string) =>
    importers.map(part).join(between);
  command.description(
    `${command.description()} (${
      each((importer) => `${importer.format}: ${importer.summary}`, "; ")
    })`,
  );
  const [format, paths] = command.registeredArguments;
  if (format) format.description = each((importer) => importer.format, " | ");
  if (paths) paths.description = each((importer) => importer.inputs, "; ");
  for (const importer of importers) {
    for (const [long, text] of Object.entries(importer.optionHelp ?? {})) {
      describeOption(command, long, text);
    }
  }
  const details = `${COMMAND_DETAILS.import} ${
    each((importer) => `${importer.format}: ${importer.help}`, " ")
  }`;
  command.addHelpText("after", `\n${help.boxWrap(details, 80)}`);
}

/** `plot`'s and `report`'s `--palette` and palette sentences. */
async function describePalettes(
  commands: readonly Command[],
  help: Help,
): Promise<void> {
  const known = await palettes();
  const choices = [
    DEFAULT_PALETTE,
    ...known.map((p) => `${p.name} (${p.summary})`),
  ].join(" | ");
  const names = known.map((p) => p.name).join(" | ");
  const details: Record<string, string> = {
    plot: `${COMMAND_DETAILS.plot}${
      known.map((p) => `; --palette ${p.name} ${p.help}`).join("")
    }.`,
    report: `${COMMAND_DETAILS.report}${
      names === "" ? "" : `, --palette ${names} their colours (as plot's)`
    }.`,
  };
  for (const command of commands) {
    const text = details[command.name()];
    if (text === undefined) continue;
    describeOption(command, "--palette", `heatmap colours: ${choices}`);
    command.addHelpText("after", `\n${help.boxWrap(text, 80)}`);
  }
}

/** Fills in every command's registry-made help. */
export async function describeFromRegistry(
  commands: readonly Command[],
  help: Help,
): Promise<void> {
  const { loadAllFamilies, registeredImporters, registeredTasks } =
    await import("../tasks/registry.ts");
  await loadAllFamilies();
  const named = (name: string) => commands.find((c) => c.name() === name);
  const imports = named("import");
  if (imports) describeImport(imports, help, registeredImporters());
  const dataset = named("dataset");
  if (dataset) {
    const formats = registeredTasks().flatMap((task) =>
      Object.entries(task.datasetFormats ?? {})
    ).map(([name, format]) => `${name} (${format.help})`);
    describeOption(
      dataset,
      "--format",
      ["jsonl (niah's lines)", ...formats].join(" or "),
    );
  }
  await describePalettes(commands, help);
}
