/**
 * A command function called directly (by a test, or by `schedule`) gets
 * the defaults its command line declares, and keeps what else it is given.
 */
import assert from "node:assert/strict";
import { reportOptions, runOptions } from "../../src/cli/command_options.ts";
import { withDefaults } from "../../src/cli/command_spec.ts";
import { DEFAULT_THRESHOLD } from "../../src/report/stats/effective_length.ts";

Deno.test("withDefaults fills in each declared default and keeps the rest", () => {
  const fetcher = () => Promise.resolve(new Response("ok"));
  const options = withDefaults(runOptions, { quiet: true, fetch: fetcher });
  assert.equal(options.quiet, true);
  assert.equal(options.dryRun, false);
  assert.equal(options.allowHuge, false);
  assert.equal(options.limit, undefined);
  assert.equal(options.fetch, fetcher);
  const dirs: string[] = withDefaults(runOptions, {}).modelDir;
  assert.equal(dirs.length, 0);
  // Each call gets its own list, never the declaration's.
  dirs.push("x");
  assert.deepEqual(withDefaults(runOptions, {}).modelDir, []);
  assert.equal(withDefaults(reportOptions, { html: "r.html" }).threshold, 0.85);
  // The command line's default is the report's own (written apart, since
  // start-up must not load the report modules).
  assert.equal(withDefaults(reportOptions, {}).threshold, DEFAULT_THRESHOLD);
  assert.equal(withDefaults(reportOptions, { threshold: 0.5 }).threshold, 0.5);
});
