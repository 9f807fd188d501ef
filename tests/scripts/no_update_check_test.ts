/**
 * Plain `deno run` asks dl.deno.land for a newer Deno unless
 * DENO_NO_UPDATE_CHECK=1: the `niah` task, the test task, the processes
 * the tests start and .ci/run all set it (issue #40).
 */
import assert from "node:assert/strict";

const root = new URL("../../", import.meta.url);

Deno.test("every task (niah, test, demo, bench, install...) sets DENO_NO_UPDATE_CHECK=1 for every deno it runs", async () => {
  const config = JSON.parse(
    await Deno.readTextFile(new URL("deno.json", root)),
  ) as { tasks: Record<string, string> };
  assert.ok(Object.keys(config.tasks).length >= 7);
  for (const [name, task] of Object.entries(config.tasks)) {
    const runs = task.split("&&").map((part) => part.trim());
    for (const run of runs) {
      assert.match(run, /^DENO_NO_UPDATE_CHECK=1 deno /, `${name}: ${run}`);
    }
  }
});

Deno.test(".ci/run exports DENO_NO_UPDATE_CHECK=1", async () => {
  const script = await Deno.readTextFile(new URL(".ci/run", root));
  assert.match(script, /^export DENO_NO_UPDATE_CHECK=1$/m);
});

Deno.test("the processes the tests start run with DENO_NO_UPDATE_CHECK=1", async () => {
  for (
    const file of ["run_niah.ts", "host_pool.ts", "line_process.ts"]
  ) {
    const text = await Deno.readTextFile(
      new URL(`tests/support/${file}`, root),
    );
    assert.match(text, /DENO_NO_UPDATE_CHECK: "1"/, file);
  }
});
