/**
 * Every shipped run config loads and passes validate's checks, or is
 * refused only because a file it names is not on this machine (a dataset,
 * RULER's essay file, the Paul Graham essays: files niah does not ship),
 * in one line naming that file. No list here names the configs: a family's
 * own example configs are checked as they land.
 */
import assert from "node:assert/strict";
import { basename } from "node:path";
import { parse } from "yaml";
import { denoRunFiles } from "../src/cli/deno_io.ts";
import { loadRun } from "../src/runner/load/load_run.ts";

const runs = new URL("../configs/runs/", import.meta.url);

/** Every string a part of a run config holds (its paths among them). */
function namedPaths(config: unknown): string[] {
  if (typeof config === "string") return [config];
  if (Array.isArray(config)) return config.flatMap(namedPaths);
  if (typeof config === "object" && config !== null) {
    return Object.values(config).flatMap(namedPaths);
  }
  return [];
}

for (const entry of Deno.readDirSync(runs)) {
  if (!entry.name.endsWith(".yaml")) continue;
  Deno.test(`configs/runs/${entry.name} passes validate`, async () => {
    const path = `configs/runs/${entry.name}`;
    const config = parse(await Deno.readTextFile(path)) as {
      model: string;
      task: unknown;
      haystack?: unknown;
    };
    let loaded;
    try {
      loaded = await loadRun(path, [], denoRunFiles);
    } catch (error) {
      // Refused only for a file it names that this machine lacks.
      const message = (error as Error).message;
      const files = namedPaths([config.task, config.haystack ?? null]);
      // The reader names the file as the config does, by its name, or a
      // file inside the folder the config names.
      const absent = /"([^"]+)" does not exist/.exec(message)?.[1] ?? "";
      const missing = files.filter((file) =>
        absent === file || absent === basename(file) ||
        absent.startsWith(`${file}/`)
      );
      assert.ok(missing.length > 0, `${entry.name}: ${message}`);
      // And the file is indeed not here.
      assert.throws(() => Deno.statSync(missing[0]!), Deno.errors.NotFound);
      return;
    }
    assert.ok(loaded.plan.cells.length > 0);
    // The model it names is the one the plan runs.
    assert.equal(loaded.plan.model.id, config.model.replace(/\.yaml$/, ""));
  });
}
