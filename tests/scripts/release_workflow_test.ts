import assert from "node:assert/strict";
import { parse } from "yaml";
import { outputPath, TARGETS } from "../../scripts/compile.ts";

interface Step {
  run?: string;
  uses?: string;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  steps: Step[];
  strategy?: { matrix: { include: { os: string; binary: string }[] } };
}

const workflow = parse(
  await Deno.readTextFile(
    new URL("../../.github/workflows/release.yml", import.meta.url),
  ),
) as { on: { push: { tags: string[] } }; jobs: Record<string, Job> };

const runs = (job: Job) => job.steps.map((s) => s.run ?? "").join("\n");

Deno.test("the release workflow runs on v* tags and tests before it builds", () => {
  assert.deepEqual(workflow.on.push.tags, ["v*"]);
  assert.match(runs(workflow.jobs.test!), /deno task ok/);
  assert.equal(workflow.jobs.build!.needs, "test");
});

Deno.test("the release workflow builds, smoke-tests and ships every target compile.ts knows", () => {
  const build = workflow.jobs.build!;
  const compile = build.steps.find((s) => s.run?.includes("deno task compile"));
  assert.equal(compile?.run, "deno task compile --all");
  assert.equal(compile?.env?.NIAH_BUILD_COMMIT, "${{ github.sha }}");
  assert.match(runs(build), /sha256sum niah-\* > SHA256SUMS/);

  const smoked = workflow.jobs.smoke!.strategy!.matrix.include.map((m) =>
    m.binary
  );
  assert.deepEqual(
    smoked,
    TARGETS.map((t) => outputPath(t).replace(/^dist\//, "")),
  );
  assert.match(runs(workflow.jobs.smoke!), /--version/);

  const release = runs(workflow.jobs.release!);
  assert.match(
    release,
    /gh release (create|upload) "\$TAG" dist\/niah-\* dist\/SHA256SUMS/,
  );
  assert.deepEqual(workflow.jobs.release!.needs, ["build", "smoke"]);
});
