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
  permissions?: Record<string, string>;
  steps: Step[];
  strategy?: { matrix: { include: { os: string; binary: string }[] } };
}

const workflow = parse(
  await Deno.readTextFile(
    new URL("../../.github/workflows/release.yml", import.meta.url),
  ),
) as {
  on: { push: { tags: string[] } };
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
};

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

Deno.test("each binary is smoke-tested on a runner of its own platform that GitHub still offers", () => {
  // Runner labels by the target they run natively; retired images (macos-13,
  // gone since December 2025) would leave the release waiting forever.
  const native: Record<string, RegExp> = {
    "x86_64-unknown-linux-gnu": /^ubuntu-(latest|2[24]\.04)$/,
    "aarch64-unknown-linux-gnu": /^ubuntu-2[24]\.04-arm$/,
    "x86_64-apple-darwin": /^macos-1[5-9]-intel$/,
    "aarch64-apple-darwin": /^macos-(latest|1[4-9]|2\d)$/,
    "x86_64-pc-windows-msvc": /^windows-(latest|2022|2025)$/,
  };
  for (const { os, binary } of workflow.jobs.smoke!.strategy!.matrix.include) {
    const target = TARGETS.find((t) => binary.startsWith(`niah-${t}`));
    assert.ok(target, binary);
    assert.match(os, native[target]!, `${binary} on ${os}`);
  }
});

Deno.test("only the release job may write to the repository", () => {
  assert.equal(workflow.permissions?.contents, "read");
  assert.equal(workflow.jobs.release!.permissions?.contents, "write");
  for (const [name, job] of Object.entries(workflow.jobs)) {
    if (name !== "release") assert.equal(job.permissions, undefined, name);
  }
});
