/**
 * RULER's seeds, task by task as RULER takes them: cwe seeds Python's
 * `random` alone and takes any integer (a negative seed acts as its
 * absolute value: the same prompts as the positive one, as the vectors of
 * RULER's own cwe at -42 and 2^40+5 show); the other tasks also call
 * `np.random.seed`, which refuses a seed outside 0..2^32-1, so niah refuses
 * it at `validate`, one line, exit 2.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const run = (name: string, seed: number) =>
  `run_name: "t"\nmodel: "fake"\ntask: {type: ruler, name: ${name}, num_samples: 2, seed: ${seed}}\nsweep: {context_lengths: [4096]}\nstore: {path: "${name}${seed}.jsonl"}\n`;

Deno.test("cwe takes any integer seed, as RULER's does; a negative one gives the positive one's prompts", async () => {
  await withWorkspace({
    "neg.yaml": run("cwe", -42),
    "pos.yaml": run("cwe", 42),
    "big.yaml": run("cwe", 2 ** 40 + 5),
  }, async (dir) => {
    const big = await runNiah(["validate", "big.yaml"], { cwd: dir });
    assert.equal(big.code, 0, big.stderr);
    const prompts: string[] = [];
    for (const config of ["neg.yaml", "pos.yaml"]) {
      const ran = await runNiah(["run", config], { cwd: dir });
      assert.equal(ran.code, 0, ran.stderr);
      const store = config === "neg.yaml" ? "cwe-42.jsonl" : "cwe42.jsonl";
      const shown = await runNiah(["reconstruct", store, "--row", "1"], {
        cwd: dir,
      });
      assert.equal(shown.code, 0, shown.stderr);
      prompts.push(shown.stdout);
    }
    assert.ok(prompts[0]!.length > 1000);
    assert.equal(prompts[0], prompts[1]);
  });
});

Deno.test("a task that seeds numpy refuses a seed outside 0..2^32-1 at validate, as RULER's raises", async () => {
  await withWorkspace({
    "neg.yaml": run("niah_single_1", -1),
    "big.yaml": run("vt", 2 ** 32),
    "top.yaml": run("fwe", 2 ** 32 - 1),
  }, async (dir) => {
    for (const [config, seed] of [["neg.yaml", -1], ["big.yaml", 2 ** 32]]) {
      const out = await runNiah(["validate", config as string], { cwd: dir });
      assert.equal(out.code, 2, out.stderr);
      assert.equal(out.stderr.trim().split("\n").length, 1, out.stderr);
      assert.match(
        out.stderr,
        new RegExp(
          `${config}:3.*task\\.seed.*np\\.random\\.seed.*0 to 4294967295 and refuses ${seed}`,
        ),
      );
    }
    const top = await runNiah(["validate", "top.yaml"], { cwd: dir });
    assert.equal(top.code, 0, top.stderr);
  });
});

Deno.test("sweep.seeds and a grid of task names follow the same rule, where the seed is written", async () => {
  const config = (task: string, sweep: string) =>
    `run_name: "t"\nmodel: "fake"\ntask: {type: ruler, num_samples: 1${task}}\nsweep: {context_lengths: [4096]${sweep}}\n`;
  await withWorkspace({
    "seeds.yaml": config("", ", seeds: [42, -42]"),
    "grid.yaml": config(", seed: -42", ", grid: {name: [cwe, vt]}"),
    "cwe.yaml": config(", seed: -42", ", grid: {name: [cwe]}"),
    "cwe_seeds.yaml": config(", name: cwe", ", seeds: [-1, 4294967296]"),
  }, async (dir) => {
    const seeds = await runNiah(["validate", "seeds.yaml"], { cwd: dir });
    assert.equal(seeds.code, 2, seeds.stderr);
    assert.match(
      seeds.stderr,
      /seeds\.yaml.*sweep\.seeds\[1\].*RULER's niah_single_1 seeds numpy.*refuses -42/,
    );
    const grid = await runNiah(["validate", "grid.yaml"], { cwd: dir });
    assert.equal(grid.code, 2, grid.stderr);
    assert.match(grid.stderr, /task\.seed.*RULER's vt seeds numpy/);
    for (const ok of ["cwe.yaml", "cwe_seeds.yaml"]) {
      const out = await runNiah(["validate", ok], { cwd: dir });
      assert.equal(out.code, 0, `${ok}: ${out.stderr}`);
    }
  });
});
