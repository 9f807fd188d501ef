/**
 * `--palette` of `plot` and `report`: niah's own colours (`default`) or a
 * palette a family lends (`Family.palettes`). The commands' help names the
 * registry's palettes, filled in when help is asked for (program.ts), and
 * the commands resolve the name given; the CLI names none itself.
 *
 * @module
 */
import type { Command, Help } from "commander";
import { UsageError } from "../errors.ts";
import {
  DEFAULT_PALETTE,
  type HeatmapPalette,
} from "../report/render/palettes.ts";
import { COMMAND_DETAILS } from "./command_help.ts";

/** The registry's palettes (loaded with the registry, on first use). */
async function palettes(): Promise<HeatmapPalette[]> {
  const { registeredPalettes } = await import("../tasks/registry.ts");
  return registeredPalettes();
}

/** The palette `--palette NAME` names: undefined for niah's own. */
export async function paletteNamed(
  name: string,
): Promise<HeatmapPalette | undefined> {
  if (name === DEFAULT_PALETTE) return undefined;
  const known = await palettes();
  const palette = known.find((candidate) => candidate.name === name);
  if (palette) return palette;
  throw new UsageError(
    `Cannot draw: --palette: expected one of ${
      [DEFAULT_PALETTE, ...known.map((p) => p.name)].join(", ")
    }, got "${name}"`,
  );
}

/**
 * Fills in `plot`'s and `report`'s `--palette` help and their longer help's
 * palette sentences from the registry's palettes.
 */
export async function describePalettes(
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
    const option = command.options.find((o) => o.long === "--palette");
    if (option) option.description = `heatmap colours: ${choices}`;
    command.addHelpText("after", `\n${help.boxWrap(text, 80)}`);
  }
}
