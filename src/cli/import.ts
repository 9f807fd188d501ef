/**
 * `niah import <format> <path>... --out FILE`: another tool's results as
 * one niah store, through the importer a family registers for `format`
 * (`tasks/importer.ts`); this command knows none of them.
 */
import { type ImportFlags, importOptions } from "./command_options.ts";
import { withDefaults } from "./command_spec.ts";
import { UsageError } from "../errors.ts";
import { importStore } from "../tasks/import_store.ts";
import {
  findImporter,
  loadAllFamilies,
  registeredImporters,
} from "../tasks/registry.ts";
import type { CommandIo } from "./io.ts";

/** Imports `paths` in `format` into the store `--out` names. */
export async function importCommand(
  format: string,
  paths: readonly string[],
  given: ImportFlags,
  io: CommandIo,
): Promise<void> {
  await loadAllFamilies();
  const options = withDefaults(importOptions, given);
  const importer = findImporter(format);
  if (importer === undefined) {
    const formats = registeredImporters().map((known) => known.format);
    throw new UsageError(
      `Cannot import "${format}": the formats niah imports are: ${
        formats.join(", ")
      }`,
    );
  }
  const out = options.out;
  if (out === undefined) {
    throw new UsageError("Cannot import: --out FILE is required");
  }
  const done = await importStore(importer, paths, { ...options, out });
  io.out(`${done.said}\n`);
  for (const warning of done.warnings ?? []) io.err(warning);
}
