import assert from "node:assert/strict";
import {
  BINARY_PERMISSIONS,
  repoRoot,
  runNiah,
  withWorkspace,
} from "../support/hosted_niah.ts";
import { niahGrid, writeRows } from "../report/synthetic_rows.ts";

const RUN = `run_name: "t"
model: "fake"
task: {type: "uuid"}
sweep:
  context_lengths: [300]
  depth_percents: [0, 100]
  seeds: [1]
store: {path: "results/t.jsonl"}
`;

async function bytesOf(path: string): Promise<string> {
  return await Deno.readTextFile(path);
}

Deno.test("report --csv/--html onto a results file it reads is refused, the file untouched", async () => {
  await withWorkspace({}, async (dir) => {
    await writeRows(`${dir}/r.jsonl`, niahGrid({ run_name: "grid", seeds: 1 }));
    await Deno.symlink(`${dir}/r.jsonl`, `${dir}/link.jsonl`);
    const before = await bytesOf(`${dir}/r.jsonl`);
    for (const args of [["--csv", "r.jsonl"], ["--html", "./link.jsonl"]]) {
      const result = await runNiah(["report", "r.jsonl", ...args], {
        cwd: dir,
      });
      assert.equal(result.code, 2, result.stderr);
      assert.match(
        result.stderr,
        /^niah: Cannot write (CSV|HTML report): "\.?\/?(r|link)\.jsonl" is (one of the inputs|the input "r\.jsonl"); writing it would overwrite what was read; choose another path\n$/,
      );
      assert.equal(await bytesOf(`${dir}/r.jsonl`), before);
    }
  });
});

Deno.test("plot --out-dir whose heatmap name is an input is refused", async () => {
  await withWorkspace({}, async (dir) => {
    // A results file that happens to carry the heatmap's name.
    await Deno.mkdir(`${dir}/p`);
    const input = `${dir}/p/grid.fake.score.svg`;
    await writeRows(input, niahGrid({ run_name: "grid", seeds: 1 }));
    const before = await bytesOf(input);
    const result = await runNiah(
      ["plot", "p/grid.fake.score.svg", "--out-dir", "p"],
      { cwd: dir },
    );
    assert.equal(result.code, 2, result.stderr);
    assert.match(
      result.stderr,
      /Cannot write heatmap: "p\/grid\.fake\.score\.svg" is one of the inputs/,
    );
    assert.equal(await bytesOf(input), before);
  });
});

Deno.test("reconstruct --out and dataset --out onto their own inputs are refused", async () => {
  await withWorkspace({ "configs/runs/t.yaml": RUN }, async (dir) => {
    const run = await runNiah(["run", "configs/runs/t.yaml"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    const store = await bytesOf(`${dir}/results/t.jsonl`);
    const rebuilt = await runNiah(
      [
        "reconstruct",
        "results/t.jsonl",
        "--row",
        "0",
        "--out",
        "results/t.jsonl",
      ],
      { cwd: dir },
    );
    assert.equal(rebuilt.code, 2, rebuilt.stderr);
    assert.match(
      rebuilt.stderr,
      /Cannot write the rebuilt prompt: "results\/t\.jsonl" is one of the inputs/,
    );
    assert.equal(await bytesOf(`${dir}/results/t.jsonl`), store);

    const config = await bytesOf(`${dir}/configs/runs/t.yaml`);
    for (const out of ["configs/runs/t.yaml", "configs/models/fake.yaml"]) {
      const dataset = await runNiah(
        ["dataset", "configs/runs/t.yaml", "--out", out],
        { cwd: dir },
      );
      assert.equal(dataset.code, 2, dataset.stderr);
      assert.match(
        dataset.stderr,
        new RegExp(
          `Cannot write dataset: "${
            out.replaceAll(".", "\\.")
          }" is one of the inputs`,
        ),
      );
    }
    assert.equal(await bytesOf(`${dir}/configs/runs/t.yaml`), config);
    // No temporary file is left behind.
    const names = [...Deno.readDirSync(`${dir}/configs/runs`)].map((e) =>
      e.name
    );
    assert.deepEqual(names, ["t.yaml"]);
  });
});

Deno.test("an output that is a named pipe is written into, never replaced by a plain file; one through a symbolic link keeps the link", async () => {
  await withWorkspace({}, async (dir) => {
    await writeRows(`${dir}/r.jsonl`, niahGrid({ run_name: "grid", seeds: 1 }));
    const made = await new Deno.Command("mkfifo", { args: [`${dir}/pipe`] })
      .output();
    assert.ok(made.success, "mkfifo");
    const reader = new Deno.Command("cat", {
      args: [`${dir}/pipe`],
      stdout: "piped",
    }).spawn();
    // Should niah ever wait on the pipe (opening it to read waits for a
    // writer), it is killed after a while: the test fails, never hangs.
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        ...BINARY_PERMISSIONS,
        `${repoRoot}main.ts`,
        "report",
        "r.jsonl",
        "--csv",
        "pipe",
      ],
      cwd: dir,
      env: { NO_COLOR: "1" },
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    let stalled = false;
    const guard = setTimeout(() => {
      stalled = true;
      child.kill("SIGKILL");
    }, 120_000);
    const output = await child.output();
    clearTimeout(guard);
    const result = {
      code: output.code,
      stderr: new TextDecoder().decode(output.stderr),
    };
    const stillPipe = (await Deno.lstat(`${dir}/pipe`)).isFifo;
    // Replaced, or its writer killed, the pipe would never see a writer:
    // end the reader then.
    if (stalled || !stillPipe) reader.kill();
    const read = new TextDecoder().decode((await reader.output()).stdout);
    assert.ok(!stalled, "niah waited on the named pipe");
    assert.equal(result.code, 0, result.stderr);
    assert.ok(stillPipe, "the named pipe was replaced by a plain file");
    assert.match(read, /^run_name,model_id,task_type,level,/);

    await Deno.writeTextFile(`${dir}/old.csv`, "old\n");
    await Deno.symlink("old.csv", `${dir}/latest.csv`);
    const linked = await runNiah(["report", "r.jsonl", "--csv", "latest.csv"], {
      cwd: dir,
    });
    assert.equal(linked.code, 0, linked.stderr);
    assert.equal(await Deno.readLink(`${dir}/latest.csv`), "old.csv");
    assert.match(
      await Deno.readTextFile(`${dir}/old.csv`),
      /^run_name,model_id,task_type,level,/,
    );
  });
});
