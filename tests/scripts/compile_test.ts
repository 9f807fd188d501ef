import assert from "node:assert/strict";
import denoJson from "../../deno.json" with { type: "json" };
import {
  compileArgs,
  lazyModules,
  niahTaskFlags,
  outputPath,
  parseArgs,
  TARGETS,
} from "../../scripts/compile.ts";
import {
  brokenModules,
  edges,
  fileUrl,
  type ModuleGraph,
  moduleGraph,
} from "../support/module_graph.ts";
import { sourceFiles } from "../support/source_files.ts";

const root = new URL("../../", import.meta.url).pathname;

async function compileDryRun(
  ...args: string[]
): Promise<{ code: number; commands: string[][]; stderr: string }> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-read",
      "--allow-write=dist",
      "--allow-run",
      "--allow-env",
      "scripts/compile.ts",
      "--dry-run",
      ...args,
    ],
    cwd: root,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(output.stdout);
  return {
    code: output.code,
    commands: text.trim().split("\n").filter(Boolean).map((line) =>
      line.split(" ")
    ),
    stderr: new TextDecoder().decode(output.stderr),
  };
}

function valueAfter(argv: string[], flag: string): string[] {
  return argv.flatMap((arg, i) => arg === flag ? [argv[i + 1]!] : []);
}

Deno.test("the compile task bakes in the niah task's permission flags", () => {
  assert.deepEqual(
    niahTaskFlags("deno run --allow-read --unstable-cron main.ts"),
    ["--allow-read", "--unstable-cron"],
  );
  const flags = niahTaskFlags();
  assert.ok(flags.includes("--allow-read"), flags.join(" "));
  // A run's scope is a worker with its own permissions (runner/scope/),
  // which Deno starts only with this flag: without it the binary's first
  // real run would stop at Deno's own error.
  assert.ok(flags.includes("--unstable-worker-options"), flags.join(" "));
  // V8's young generation capped at 4 MB a semi-space: a 2,000-cell run's
  // peak memory drops by about 40 MB at the same CPU
  // (bench/run_memory_bench.ts), in the binary and the install too; and
  // V8's gc exposed, so the runner collects finished cells' garbage
  // (src/runner/execute/heap_trim.ts).
  assert.ok(
    flags.includes("--v8-flags=--max-semi-space-size=4,--expose-gc"),
    flags.join(" "),
  );
  assert.equal(
    denoJson.tasks.niah,
    `DENO_NO_UPDATE_CHECK=1 deno run ${flags.join(" ")} main.ts`,
  );
  assert.throws(
    () => niahTaskFlags("deno test -A"),
    /Cannot read the niah task/,
  );
});

Deno.test("compile --dry-run builds dist/niah for this machine with the permissions, includes and the commit", async () => {
  const { code, commands, stderr } = await compileDryRun();
  assert.equal(code, 0, stderr);
  assert.equal(commands.length, 1);
  const argv = commands[0]!;
  assert.deepEqual(argv.slice(0, 2), ["deno", "compile"]);
  assert.deepEqual(argv.slice(2, 2 + niahTaskFlags().length), niahTaskFlags());
  assert.equal(valueAfter(argv, "--target").length, 0);
  assert.deepEqual(valueAfter(argv, "--output"), [outputPath(null)]);
  assert.equal(argv.at(-1), "main.ts");
  const includes = valueAfter(argv, "--include");
  assert.ok(
    includes.includes("src/report/aggregate/aggregate_worker.ts"),
    includes.join(" "),
  );
  assert.ok(includes.includes("src/cli/validate.ts"), includes.join(" "));
  assert.ok(argv.includes("--env-file=dist/.niah-build.env"));
  // The commit comes from git (tests may run in a dirty worktree).
  const head = new TextDecoder().decode(
    (await new Deno.Command("git", {
      args: ["rev-parse", "HEAD"],
      cwd: root,
      stdout: "piped",
    }).output()).stdout,
  ).trim();
  assert.match(stderr, new RegExp(`NIAH_BUILD_COMMIT=${head}(-dirty)?\\n`));
  // A compiled binary runs no update check; the env file says so anyway.
  assert.match(stderr, /DENO_NO_UPDATE_CHECK=1\n/);
});

Deno.test("compile --all builds the five targets, each to its own file", async () => {
  const { code, commands, stderr } = await compileDryRun("--all");
  assert.equal(code, 0, stderr);
  assert.deepEqual(
    commands.map((argv) => valueAfter(argv, "--target")),
    TARGETS.map((t) => [t]),
  );
  assert.deepEqual(commands.map((argv) => valueAfter(argv, "--output")[0]), [
    "dist/niah-x86_64-unknown-linux-gnu",
    "dist/niah-aarch64-unknown-linux-gnu",
    "dist/niah-x86_64-apple-darwin",
    "dist/niah-aarch64-apple-darwin",
    "dist/niah-x86_64-pc-windows-msvc.exe",
  ]);
  const one = await compileDryRun("--target", "aarch64-apple-darwin");
  assert.deepEqual(one.commands.map((argv) => valueAfter(argv, "--target")), [[
    "aarch64-apple-darwin",
  ]]);
});

Deno.test("compile refuses an unknown target or argument with exit 2", async () => {
  const bad = await compileDryRun("--target", "riscv64-linux");
  assert.equal(bad.code, 2);
  assert.match(
    bad.stderr,
    /unknown target "riscv64-linux"; expected one of x86_64-unknown-linux-gnu/,
  );
  assert.throws(
    () => parseArgs(["--frobnicate"]),
    /unknown argument "--frobnicate"/,
  );
  assert.throws(
    () => parseArgs(["--all", "--output", "x"]),
    /at most one target/,
  );
  assert.deepEqual(
    parseArgs(["--target", "x86_64-apple-darwin", "--output", "x"]),
    {
      targets: ["x86_64-apple-darwin"],
      dryRun: false,
      output: "x",
    },
  );
});

/** The files of src/ that name `module`'s file in a lazy `import(`. */
async function lazyImporters(module: string): Promise<string[]> {
  const name = module.slice(module.lastIndexOf("/") + 1)
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const importers: string[] = [];
  for (const file of await sourceFiles("src", (n) => n.endsWith(".ts"))) {
    const text = await Deno.readTextFile(new URL(file, `file://${root}`));
    if (new RegExp(`import\\(\\s*["'][^"']*/${name}["']`).test(text)) {
      importers.push(file);
    }
  }
  return importers;
}

/** Whether only files main.ts does not reach import `module` lazily. */
async function importedOnlyUnreached(module: string, graph: ModuleGraph) {
  if (!module.startsWith("src/")) return false;
  const importers = await lazyImporters(module);
  return importers.length > 0 &&
    importers.every((file) => !graph.modules.has(fileUrl(file)));
}

Deno.test("every lazily imported module and the worker are in the binary's module graph or --include list", async () => {
  const lazy = await lazyModules();
  assert.deepEqual(
    lazy.unanalyzable,
    [],
    "a computed import() or Worker URL would be missing from the binary",
  );
  assert.ok(
    lazy.workers.includes("src/report/aggregate/aggregate_worker.ts"),
    lazy.workers.join(" "),
  );
  // MRCR's first token count spreads over workers (tasks/count_pool.ts).
  assert.ok(
    lazy.workers.includes("src/tasks/mrcr/mrcr_count_worker.ts"),
    lazy.workers.join(" "),
  );
  for (
    const command of [
      "run",
      "validate",
      "reconstruct",
      "dataset",
      "plot",
      "report",
      "compare",
      "merge",
      "schema",
      "schedule",
    ]
  ) {
    assert.ok(lazy.dynamicImports.includes(`src/cli/${command}.ts`), command);
  }
  assert.ok(
    lazy.dynamicImports.includes("openai"),
    lazy.dynamicImports.join(" "),
  );

  const graph = await moduleGraph("main.ts");
  assert.deepEqual(brokenModules(graph), []);
  const dynamic = edges(graph).filter((e) => e.dynamic);
  const unreached: string[] = [];
  for (const module of lazy.dynamicImports) {
    const found = module.startsWith("src/")
      ? dynamic.find((e) => e.to === fileUrl(module))
      : dynamic.find((e) => e.written === module);
    if (found === undefined && await importedOnlyUnreached(module, graph)) {
      unreached.push(module);
      continue;
    }
    assert.ok(
      found,
      `${module} is imported lazily but missing from the module graph of main.ts`,
    );
    assert.ok(
      graph.modules.has(found.to),
      `${found.to} is not loaded into the graph`,
    );
  }
  // A module main.ts does not reach yet (a task family not registered
  // yet) may load modules lazily too: they are --included all the same and
  // must resolve in their importer's own graph.
  for (const module of unreached) {
    for (const importer of await lazyImporters(module)) {
      const own = await moduleGraph(importer);
      const loaded = own.modules.get(fileUrl(module));
      assert.ok(loaded, `${module} is missing from the graph of ${importer}`);
      assert.equal(loaded.error, undefined, loaded.error);
    }
  }
  // The NLTK word list is a text file loaded lazily: it must be in the
  // graph (read, not missing) and be embedded with --include.
  const words = "src/tasks/patterned/reference/nltk_words.txt";
  assert.ok(lazy.dynamicImports.includes(words), lazy.dynamicImports.join(" "));
  const wordsModule = graph.modules.get(fileUrl(words));
  assert.ok(
    wordsModule,
    `${words} is missing from the module graph of main.ts`,
  );
  assert.equal(wordsModule.error, undefined, wordsModule.error);
  const textImport = dynamic.find((e) => e.to === fileUrl(words));
  assert.ok(textImport);
  const importer = graph.modules.get(textImport.from)?.dependencies?.find((
    d,
  ) => d.specifier === textImport.written) as
    | { assertionType?: string }
    | undefined;
  assert.equal(importer?.assertionType, "text");
  // A worker is not part of main.ts's graph: it is passed to --include,
  // and its own graph must resolve.
  const argv = compileArgs({
    target: null,
    output: "dist/niah",
    lazy,
    excludes: [],
    envFile: "e.env",
  });
  // deno compile fails on an --include that does not exist.
  for (const include of valueAfter(argv, "--include")) {
    assert.ok(
      (await Deno.stat(new URL(include, `file://${root}`))).isFile,
      include,
    );
  }
  assert.ok(valueAfter(argv, "--include").includes(words), words);
  for (const worker of lazy.workers) {
    assert.ok(valueAfter(argv, "--include").includes(worker), worker);
    assert.deepEqual(brokenModules(await moduleGraph(worker)), []);
  }
});
