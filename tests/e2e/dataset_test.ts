import { captureIo } from "../support/capture_io.ts";
import assert from "node:assert/strict";
import { datasetCommand, type DatasetLine } from "../../src/cli/dataset.ts";
import { denoRunFiles } from "../../src/cli/deno_io.ts";
import { loadRun } from "../../src/runner/load/load_run.ts";
import type { RunFiles } from "../../src/runner/load/run_files.ts";
import { InterruptedError } from "../../src/errors.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { runNiah as runNiahProcess } from "../support/run_niah.ts";

/** 2 lengths x 2 depths x 2 grid values x 2 seeds = 16 cells. */
const RUN = `run_name: "t"
model: "fake"
task: {type: "uuid", style: "niah"}
sweep:
  context_lengths: [300, 900]
  depth_percents: [0, 100]
  grid:
    question_template: ["What is the secret code?", "Which code was hidden?"]
  seeds: [1, 2]
runner: {concurrency: 3}
store: {path: "results/t.jsonl"}
`;

const LINE_KEYS = [
  "expected_answer",
  "id",
  "info",
  "messages",
  "params",
  "sample_index",
  "seed",
  "task_type",
];
const INFO_KEYS = [
  "fingerprint",
  "metadata",
  "model_id",
  "prompt_question",
  "recipe",
  "run_name",
];

/** Parses JSONL text, checking that every line ends with a newline. */
function linesOf(text: string): DatasetLine[] {
  if (text === "") return [];
  assert.ok(text.endsWith("\n"), "every line ends with a newline");
  return text.slice(0, -1).split("\n").map((line) => JSON.parse(line));
}

/**
 * The plan `niah` would make of `configs/runs/t.yaml` in `dir`: the run's
 * relative paths read inside `dir`, without changing the working directory
 * (shared by the test files that run in parallel).
 */
async function planIn(dir: string) {
  const at = (path: string) => path.startsWith("/") ? path : `${dir}/${path}`;
  const files: RunFiles = {
    ...denoRunFiles,
    readText: (path, what) => denoRunFiles.readText(at(path), what),
    isFile: (path) => denoRunFiles.isFile(at(path)),
    isFolder: (path) => denoRunFiles.isFolder(at(path)),
    storePathProblem: (path) => denoRunFiles.storePathProblem(at(path)),
    corpus: {
      ...denoRunFiles.corpus,
      listTextFiles: (path) => denoRunFiles.corpus.listTextFiles(at(path)),
      readText: (path, encoding) =>
        denoRunFiles.corpus.readText(at(path), encoding),
    },
  };
  return (await loadRun("configs/runs/t.yaml", [], files)).plan;
}

/** Every entry under `dir`, as sorted relative paths. */
async function tree(dir: string, prefix = ""): Promise<string[]> {
  const paths: string[] = [];
  for await (const entry of Deno.readDir(`${dir}/${prefix}`)) {
    const path = `${prefix}${entry.name}`;
    paths.push(path);
    if (entry.isDirectory) paths.push(...await tree(dir, `${path}/`));
  }
  return paths.sort();
}

Deno.test("dataset prints one line per planned cell, in plan order, in the documented shape", async () => {
  await withWorkspace({ "configs/runs/t.yaml": RUN }, async (dir) => {
    const result = await runNiah(["dataset", "configs/runs/t.yaml"], {
      cwd: dir,
    });
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stderr, "wrote 16 prompts to standard output\n");
    const plan = await planIn(dir);
    const lines = linesOf(result.stdout);
    assert.equal(plan.cells.length, 16);
    assert.equal(lines.length, plan.cells.length);
    lines.forEach((line, i) => {
      const cell = plan.cells[i]!;
      assert.deepEqual(Object.keys(line).sort(), LINE_KEYS);
      assert.equal(line.id, cell.cell_id);
      assert.equal(line.task_type, "uuid");
      assert.deepEqual(line.params, cell.axes);
      assert.equal(typeof line.params.context_length, "number");
      assert.equal(typeof line.params.depth_percent, "number");
      assert.equal(typeof line.params.question_template, "string");
      assert.equal(line.sample_index, cell.sample_index);
      assert.equal(line.seed, cell.seed);
      assert.ok(line.messages.length > 0);
      for (const message of line.messages) {
        assert.deepEqual(Object.keys(message), ["role", "content"]);
        assert.equal(typeof message.content, "string");
      }
      assert.deepEqual(Object.keys(line.info).sort(), INFO_KEYS);
      assert.equal(line.info.run_name, "t");
      assert.equal(line.info.model_id, "fake");
      assert.equal(line.info.fingerprint, plan.fingerprint);
      assert.equal(line.info.prompt_question, line.params.question_template);
      const prompt = line.messages.at(-1)!.content;
      assert.ok(prompt.endsWith(line.info.prompt_question));
      assert.match(line.expected_answer, /^[0-9a-f-]{36}$/);
      assert.ok(prompt.includes(line.expected_answer), "the needle is there");
      assert.ok(
        String(line.info.metadata.needle).includes(line.expected_answer),
      );
      assert.equal(typeof line.info.recipe, "object");
    });
    assert.equal(new Set(lines.map((line) => line.id)).size, 16);
    // Nothing is stored: a dataset calls no model.
    await assert.rejects(Deno.stat(`${dir}/results`), Deno.errors.NotFound);
  });
});

Deno.test("dataset -n N writes at most N samples per grid point", async () => {
  const sampled = RUN.replace(
    "  seeds: [1, 2]",
    "  samples: 3\n  seeds: [1, 2]",
  );
  await withWorkspace({ "configs/runs/t.yaml": sampled }, async (dir) => {
    const all = await runNiah(["dataset", "configs/runs/t.yaml"], { cwd: dir });
    assert.equal(all.code, 0, all.stderr);
    assert.equal(linesOf(all.stdout).length, 48);
    const two = await runNiah(["dataset", "configs/runs/t.yaml", "-n", "2"], {
      cwd: dir,
    });
    assert.equal(two.code, 0, two.stderr);
    assert.equal(two.stderr, "wrote 32 prompts to standard output\n");
    const kept = linesOf(two.stdout) as unknown as { sample_index: number }[];
    assert.equal(kept.length, 32);
    assert.ok(kept.every((line) => line.sample_index < 2));
    const more = await runNiah(
      ["dataset", "configs/runs/t.yaml", "--limit", "100"],
      { cwd: dir },
    );
    assert.equal(more.code, 0, more.stderr);
    assert.equal(
      more.stdout,
      all.stdout,
      "a limit past the samples is all cells",
    );
  });
});

Deno.test("dataset messages equal what reconstruct --messages prints after a run, byte for byte", async () => {
  const corpus = "Über café naïve — “quoted” 東京 and emoji 🎉. ".repeat(200) +
    "A plain sentence follows. Then another one.\n\n".repeat(100);
  const run = RUN.replace(
    "sweep:",
    'haystack: {type: "files", path: "corpus"}\nsweep:',
  ).replace("seeds: [1, 2]", "seeds: [7]");
  await withWorkspace({
    "configs/runs/t.yaml": run,
    "corpus/a.txt": corpus,
  }, async (dir) => {
    const ran = await runNiah(["run", "configs/runs/t.yaml"], { cwd: dir });
    assert.equal(ran.code, 0, ran.stderr);
    const dataset = await runNiah(["dataset", "configs/runs/t.yaml"], {
      cwd: dir,
    });
    assert.equal(dataset.code, 0, dataset.stderr);
    const lines = new Map(
      linesOf(dataset.stdout).map((line) => [line.id, line]),
    );
    const rows = linesOf(
      await Deno.readTextFile(`${dir}/results/t.jsonl`),
    ) as unknown as Record<string, unknown>[];
    assert.equal(rows.length, 8);
    assert.equal(lines.size, 8);
    const rebuilt = await Promise.all(rows.map((_, i) =>
      runNiah([
        "reconstruct",
        "results/t.jsonl",
        "--row",
        String(i),
        "--messages",
      ], { cwd: dir })
    ));
    rows.forEach((row, i) => {
      const line = lines.get(String(row.cell_id));
      assert.ok(line, `row ${i + 1} has a dataset line`);
      const reconstructed = rebuilt[i]!;
      assert.equal(reconstructed.code, 0, reconstructed.stderr);
      assert.equal(
        `${JSON.stringify(line.messages, null, 2)}\n`,
        reconstructed.stdout,
        `row ${i + 1}: the dataset's messages are the ones sent`,
      );
      assert.equal(line.expected_answer, row.expected_answer);
      assert.equal(line.info.prompt_question, row.prompt_question);
      assert.equal(line.info.fingerprint, row.fingerprint);
      assert.deepEqual(line.info.recipe, row.recipe);
      assert.deepEqual(line.params, row.params);
      assert.equal(line.seed, row.seed);
      assert.equal(line.sample_index, row.sample_index);
    });
  });
});

Deno.test("dataset --out writes the file through a temp file and prints nothing on stdout", async () => {
  await withWorkspace({ "configs/runs/t.yaml": RUN }, async (dir) => {
    const toStdout = await runNiah(["dataset", "configs/runs/t.yaml"], {
      cwd: dir,
    });
    assert.equal(toStdout.code, 0, toStdout.stderr);
    const result = await runNiah(
      ["dataset", "configs/runs/t.yaml", "--out", "data/new/t.jsonl"],
      { cwd: dir },
    );
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stdout, "");
    assert.equal(result.stderr, "wrote 16 prompts to data/new/t.jsonl\n");
    assert.equal(
      await Deno.readTextFile(`${dir}/data/new/t.jsonl`),
      toStdout.stdout,
    );
    assert.deepEqual(await tree(`${dir}/data`), ["new", "new/t.jsonl"]);

    // Writing again replaces the file whole.
    const again = await runNiah(
      [
        "dataset",
        "configs/runs/t.yaml",
        "--out",
        "data/new/t.jsonl",
        "-n",
        "1",
      ],
      { cwd: dir },
    );
    assert.equal(again.code, 0, again.stderr);
    assert.equal(
      linesOf(await Deno.readTextFile(`${dir}/data/new/t.jsonl`)).length,
      16,
    );
    assert.deepEqual(await tree(`${dir}/data`), ["new", "new/t.jsonl"]);
  });
});

Deno.test("dataset --out leaves nothing behind when its folder cannot be created", async () => {
  await withWorkspace({
    "configs/runs/t.yaml": RUN,
    "blocker": "a file, not a folder\n",
  }, async (dir) => {
    const before = await tree(dir);
    const result = await runNiah(
      ["dataset", "configs/runs/t.yaml", "--out", "blocker/sub/t.jsonl"],
      { cwd: dir },
    );
    assert.equal(result.code, 2, result.stderr);
    assert.equal(result.stdout, "");
    const errLines = result.stderr.trimEnd().split("\n");
    assert.equal(errLines.length, 1, result.stderr);
    assert.match(
      errLines[0]!,
      /^niah: Cannot write dataset: cannot create folder "blocker\/sub"/,
    );
    assert.deepEqual(await tree(dir), before);

    await Deno.mkdir(`${dir}/a-folder`);
    const onFolder = await runNiah(
      ["dataset", "configs/runs/t.yaml", "--out", "a-folder"],
      { cwd: dir },
    );
    assert.equal(onFolder.code, 2, onFolder.stderr);
    assert.equal(
      onFolder.stderr,
      'niah: Cannot write dataset: "a-folder" is a folder\n',
    );
    assert.deepEqual(await tree(`${dir}/a-folder`), []);
  });
});

Deno.test("dataset rejects bad input with exit 2 and one line", async () => {
  await withWorkspace({
    "configs/runs/t.yaml": RUN,
    "configs/runs/bad.yaml": RUN + "colour: blue\n",
  }, async (dir) => {
    const cases: [string[], RegExp][] = [
      [["configs/runs/bad.yaml"], /colour/],
      [["configs/runs/missing.yaml"], /does not exist/],
      [["configs/runs/t.yaml", "-n", "0"], /'0' is invalid/],
      [["configs/runs/t.yaml", "-n", "two"], /'two' is invalid/],
      [["configs/runs/t.yaml", "--limit", "-3"], /'-3' is invalid/],
      [["configs/runs/t.yaml", "-n", "1.5"], /'1\.5' is invalid/],
      [["configs/runs/t.yaml", "--bogus"], /unknown option/],
    ];
    for (const [args, pattern] of cases) {
      const result = await runNiah(
        ["dataset", ...args, "--out", "out/t.jsonl"],
        { cwd: dir },
      );
      const what = args.join(" ");
      assert.equal(result.code, 2, `${what}: ${result.stderr}`);
      assert.equal(result.stdout, "", what);
      const lines = result.stderr.trimEnd().split("\n");
      assert.equal(lines.length, 1, `${what}: ${result.stderr}`);
      assert.match(lines[0]!, /^niah: /, what);
      assert.match(lines[0]!, pattern, what);
      assert.doesNotMatch(result.stderr, /\n\s+at /, "no stack trace");
      await assert.rejects(Deno.stat(`${dir}/out`), Deno.errors.NotFound);
    }
  });
});

Deno.test("dataset needs no API key and never prints one", async () => {
  const sentinel = "sk-niah-dataset-SENTINEL-0123456789";
  const keyed = `id: "keyed"
runtime: {sdk: "fake", api: "fake"}
client: {api_key_env: "NIAH_DATASET_TEST_KEY"}
request: {model: "fake", mode: "oracle"}
`;
  await withWorkspace({
    "configs/runs/t.yaml": RUN.replace('model: "fake"', 'model: "keyed"'),
    "configs/models/keyed.yaml": keyed,
  }, async (dir) => {
    const env = { NIAH_DATASET_TEST_KEY: sentinel };
    const toStdout = await runNiah(["dataset", "configs/runs/t.yaml"], {
      cwd: dir,
      env,
    });
    assert.equal(toStdout.code, 0, toStdout.stderr);
    assert.equal(linesOf(toStdout.stdout).length, 16);
    assert.ok(!toStdout.stdout.includes(sentinel));
    assert.ok(!toStdout.stderr.includes(sentinel));
    const toFile = await runNiah(
      ["dataset", "configs/runs/t.yaml", "--out", "t.jsonl"],
      { cwd: dir, env },
    );
    assert.equal(toFile.code, 0, toFile.stderr);
    assert.ok(!toFile.stderr.includes(sentinel));
    assert.ok(!(await Deno.readTextFile(`${dir}/t.jsonl`)).includes(sentinel));
    const withoutKey = await runNiah(["dataset", "configs/runs/t.yaml"], {
      cwd: dir,
    });
    assert.equal(withoutKey.code, 0, withoutKey.stderr);
    assert.equal(withoutKey.stdout, toStdout.stdout);
  });
});

/** A run config that loads from any cwd: absolute model and store paths. */
async function absoluteRun(dir: string, cells: string): Promise<string> {
  const path = `${dir}/run.yaml`;
  await Deno.writeTextFile(
    path,
    RUN.replace('model: "fake"', `model: "${dir}/configs/models/fake.yaml"`)
      .replace("results/t.jsonl", `${dir}/results/t.jsonl`)
      .replace(/sweep:[^]*?runner:/, `sweep:\n${cells}\nrunner:`),
  );
  return path;
}

Deno.test("Ctrl-C stops a dataset on stdout after the line being written", async () => {
  await withWorkspace({}, async (dir) => {
    const runPath = await absoluteRun(
      dir,
      "  context_lengths: [300, 600, 900]\n  depth_percents: [0, 50, 100]",
    );
    const controller = new AbortController();
    const io = captureIo({}, controller.signal);
    const { stdout, stderr } = io;
    // Lines stream: the first reaches stdout before the rest are built.
    io.out = (text) => {
      stdout.push(text);
      controller.abort(new InterruptedError("Interrupted"));
    };
    await assert.rejects(
      datasetCommand(runPath, { modelDir: [] }, io),
      (error) =>
        error instanceof InterruptedError &&
        /wrote 1 of 9 prompts to standard output/.test(error.message),
    );
    assert.equal(stdout.length, 1);
    assert.equal(linesOf(stdout.join("")).length, 1);
    assert.deepEqual(stderr, []);
  });
});

Deno.test("Ctrl-C during dataset --out removes the temp file and writes nothing", async () => {
  await withWorkspace({}, async (dir) => {
    const runPath = await absoluteRun(
      dir,
      "  context_lengths: [20000]\n  depth_percents: {min: 0, max: 100, num: 11}\n  seeds: [1, 2, 3, 4]",
    );
    const controller = new AbortController();
    const io = captureIo({}, controller.signal);
    const { stdout, stderr } = io;
    const outDir = `${dir}/data/sub`;
    // Abort once the temp file holds at least one line.
    const watcher = setInterval(() => {
      try {
        for (const entry of Deno.readDirSync(outDir)) {
          if (Deno.statSync(`${outDir}/${entry.name}`).size > 0) {
            controller.abort(new InterruptedError("Interrupted"));
          }
        }
      } catch {
        // Not created yet.
      }
    }, 1);
    try {
      await assert.rejects(
        datasetCommand(runPath, {
          modelDir: [],
          out: `${outDir}/t.jsonl`,
        }, io),
        (error) =>
          error instanceof InterruptedError &&
          /Interrupted after \d+ of 44 prompts; nothing written/.test(
            error.message,
          ),
      );
    } finally {
      clearInterval(watcher);
    }
    assert.ok(controller.signal.aborted, "the run was cut, not finished");
    assert.deepEqual(stdout, []);
    assert.deepEqual(stderr, []);
    // The temp file and the folders made for it are gone.
    assert.deepEqual(await tree(dir), [
      "configs",
      "configs/models",
      "configs/models/fake.yaml",
      "configs/runs",
      "run.yaml",
    ]);
  });
});

Deno.test("Ctrl-C on niah dataset --out exits 130 and leaves no file", async () => {
  const big = RUN.replace(
    /sweep:[^]*?runner:/,
    `sweep:
  context_lengths: [100000]
  depth_percents: {min: 0, max: 100, num: 11}
  seeds: {min: 1, max: 30, num: 30}
runner:`,
  );
  await withWorkspace({ "configs/runs/t.yaml": big }, async (dir) => {
    const before = await tree(dir);
    const cut = await runNiahProcess(
      ["dataset", "configs/runs/t.yaml", "--out", "data/t.jsonl"],
      // Interrupt once the temporary output file exists, i.e. mid-write.
      {
        cwd: dir,
        interruptWhen: async () => {
          try {
            for await (const _ of Deno.readDir(`${dir}/data`)) return true;
          } catch {
            // not created yet
          }
          return false;
        },
      },
    );
    assert.equal(cut.code, 130, cut.stderr);
    assert.match(
      cut.stderr,
      /^niah: Interrupted after \d+ of 330 prompts; nothing written to "data\/t\.jsonl"\n$/,
    );
    assert.equal(cut.stdout, "");
    assert.deepEqual(await tree(dir), before);
  });
});

Deno.test("with phase shifting on, dataset writes the shifted prompts a run would send", async () => {
  const model = await Deno.readTextFile(
    new URL(
      "../../configs/models/deepseek-flash-phaseshift.yaml",
      import.meta.url,
    ),
  );
  const run = RUN.replace('model: "fake"', 'model: "deepseek-flash-phaseshift"')
    .replace(/ {2}grid:\n.*\n/, "");
  await withWorkspace({
    "configs/runs/t.yaml": run,
    "configs/models/deepseek-flash-phaseshift.yaml": model,
  }, async (dir) => {
    const result = await runNiah(
      ["dataset", "configs/runs/t.yaml", "-n", "1"],
      {
        cwd: dir,
      },
    );
    assert.equal(result.code, 0, result.stderr);
    const lines = linesOf(result.stdout);
    assert.ok(lines.length > 0);
    for (const line of lines) {
      assert.equal(line.info.phase_shift?.found, 1);
      assert.equal(line.info.phase_shift?.aligned, 1);
    }
    // A needle at token 0 is aligned already; the others need characters.
    assert.ok(
      lines.some((line) =>
        /[\u200b-\u200d\u2060\ufeff]/.test(line.messages[0]?.content ?? "")
      ),
      "zero-width characters were inserted",
    );
  });
});
