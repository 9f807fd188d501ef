/**
 * `--palette` of `plot` and `report`: niah's own colours (`default`) or a
 * palette a family lends (`Family.palettes`). The commands resolve the name
 * given; their help names the registry's palettes (registry_help.ts); the
 * CLI names none itself.
 *
 * @module
 */
import { UsageError } from "../errors.ts";
import {
  DEFAULT_PALETTE,
  type HeatmapPalette,
} from "../report/render/palettes.ts";

/** The registry's palettes (loaded with the registry, on first use). */
export async function palettes(): Promise<HeatmapPalette[]> {
  const { loadAllFamilies, registeredPalettes } = await import(
    "../tasks/registry.ts"
  );
  await loadAllFamilies();
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
