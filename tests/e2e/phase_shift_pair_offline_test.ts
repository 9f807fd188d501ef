/**
 * The prompt-phase-shifting A/B pair can be tried offline: the shipped
 * fake pair (configs/runs/fake-{a,b}-test.yaml, configs/models/
 * fake-baseline.yaml and fake-phaseshift.yaml) plans the DeepSeek pair's
 * grid, its model configs differ only in phase_shift_enabled, and it runs,
 * shifts B's prompts and compares without a key or a network.
 */
import assert from "node:assert/strict";
import { repoRoot, runNiah, withWorkspace } from "../support/hosted_niah.ts";

const read = (path: string) => Deno.readTextFile(`${repoRoot}${path}`);

/** A config's settings: its lines without comments. */
async function settingsOf(path: string): Promise<string[]> {
  return (await read(path)).split("\n").filter((line) =>
    !line.trimStart().startsWith("#")
  );
}

Deno.test("the fake A/B pair is the DeepSeek pair's sweep, and its models differ only in phase_shift_enabled", async () => {
  for (
    const [group, name, model] of [
      ["a", "baseline", ["deepseek-flash", "fake-baseline"]],
      ["b", "phaseshift", ["deepseek-flash-phaseshift", "fake-phaseshift"]],
    ] as const
  ) {
    const deepseek = await settingsOf(
      `configs/runs/deepseek-${group}-test.yaml`,
    );
    const fake = await settingsOf(`configs/runs/fake-${group}-test.yaml`);
    assert.deepEqual(
      fake,
      deepseek.map((line) =>
        line
          .replace(`"deepseek-${group}-${name}`, `"fake-${group}-${name}`)
          .replace(`results/deepseek-${group}-`, `results/fake-${group}-`)
          .replace(`model: "${model[0]}"`, `model: "${model[1]}"`)
      ),
    );
  }
  const withoutId = (lines: string[]) =>
    lines.filter((l) => !l.startsWith("id:"));
  const baseline = withoutId(
    await settingsOf("configs/models/fake-baseline.yaml"),
  );
  const shifted = withoutId(
    await settingsOf("configs/models/fake-phaseshift.yaml"),
  );
  assert.deepEqual(
    shifted,
    baseline.map((line) =>
      line.replace("phase_shift_enabled: false", "phase_shift_enabled: true")
    ),
  );
  assert.notDeepEqual(shifted, baseline);
  const deepseek = await settingsOf(
    "configs/models/deepseek-flash-phaseshift.yaml",
  );
  for (
    const key of ["phase_shift_capture_pattern", "phase_shift_slice_length"]
  ) {
    const line = deepseek.find((l) => l.includes(`${key}:`))!;
    assert.ok(shifted.includes(line), key);
  }
});

Deno.test("the fake A/B pair runs, shifts B's prompts and compares offline", async () => {
  // The pair as shipped, on its shortest length only (10 cells each), so
  // the test stays quick.
  const shrink = (text: string) =>
    text.replace(
      /context_lengths: \{[^}]*\}/,
      "context_lengths: [4000]",
    );
  await withWorkspace({
    "configs/models/fake-baseline.yaml": await read(
      "configs/models/fake-baseline.yaml",
    ),
    "configs/models/fake-phaseshift.yaml": await read(
      "configs/models/fake-phaseshift.yaml",
    ),
    "configs/runs/fake-a-test.yaml": shrink(
      await read("configs/runs/fake-a-test.yaml"),
    ),
    "configs/runs/fake-b-test.yaml": shrink(
      await read("configs/runs/fake-b-test.yaml"),
    ),
  }, async (dir) => {
    for (const group of ["a", "b"]) {
      const run = await runNiah(
        ["run", `configs/runs/fake-${group}-test.yaml`],
        {
          cwd: dir,
        },
      );
      assert.equal(run.code, 0, run.stderr);
    }
    const rows = (await Deno.readTextFile(
      `${dir}/results/fake-b-phaseshift.jsonl`,
    )).trimEnd().split("\n").map((line) => JSON.parse(line));
    assert.equal(rows.length, 10);
    for (const row of rows) {
      assert.equal(row.phase_shift.found, 1);
      assert.equal(row.phase_shift.aligned, 1);
    }
    const compare = await runNiah([
      "compare",
      "results/fake-a-baseline.jsonl",
      "results/fake-b-phaseshift.jsonl",
    ], { cwd: dir });
    assert.equal(compare.code, 0, compare.stderr);
    assert.match(compare.stdout, /over 10 paired cells/);
  });
});
