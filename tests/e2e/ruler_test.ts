/**
 * The `ruler` family from the command line: the shipped smoke sweep runs
 * offline on the fake provider, every row reconstructs byte for byte, a
 * second run resumes every cell, batch mode and shards give the same rows,
 * `dataset --format ruler` writes RULER's own `validation.jsonl` bytes
 * (tests/vectors/ruler), the standard sweep's dry run prices 39,000 cells
 * without building one, and validate refuses what RULER cannot run here.
 */
import assert from "node:assert/strict";
import { rulerGenerators } from "../../src/tasks/ruler/ruler_generators.ts";
import type { RulerName } from "../../src/tasks/ruler/ruler_params.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import type { RulerVectorCase } from "../support/ruler_vectors.ts";

const root = new URL("../../", import.meta.url);
const shipped = (path: string) => Deno.readTextFileSync(new URL(path, root));
const SMOKE = shipped("configs/runs/ruler-smoke.yaml");
/**
 * A stand-in for RULER's `english_words.json`: as many distinct words as
 * the longest length has tokens, so validate need not draw cwe from it.
 */
const WORDS = JSON.stringify(
  Object.fromEntries(
    Array.from(
      { length: 131_072 },
      (_, i) => [String(i), `w${i.toString(36)}`],
    ),
  ),
);
const SMOKE_TASKS = 6;
const SMOKE_SAMPLES = 3;
const BUDGETS: Record<string, number> = { vt: 30, cwe: 120, fwe: 50 };

interface StoredRow {
  cell_id: string;
  task_type: string;
  context_length: number;
  status: string;
  params: Record<string, unknown>;
  needle_metadata: { name: string; outputs: string[]; metric: string };
  score: { value: number } | null;
}

async function rowsOf(path: string): Promise<StoredRow[]> {
  return (await Deno.readTextFile(path)).trim().split("\n").map((line) =>
    JSON.parse(line) as StoredRow
  );
}

Deno.test("ruler-smoke runs offline on the fake provider, reconstructs every row byte for byte and resumes", async () => {
  await withWorkspace(
    { "configs/runs/ruler-smoke.yaml": SMOKE },
    async (dir) => {
      const run = await runNiah(["run", "configs/runs/ruler-smoke.yaml"], {
        cwd: dir,
      });
      assert.equal(run.code, 0, run.stderr);
      const rows = await rowsOf(`${dir}/results/ruler-smoke.jsonl`);
      assert.equal(rows.length, SMOKE_TASKS * SMOKE_SAMPLES);
      for (const row of rows) {
        assert.equal(row.task_type, "ruler");
        assert.equal(row.context_length, 4096);
        assert.equal(row.status, "ok");
        assert.equal(row.params.name, row.needle_metadata.name);
        assert.equal(row.needle_metadata.metric, "all");
        assert.equal(row.score?.value, 1);
      }
      const dataset = await runNiah(
        ["dataset", "configs/runs/ruler-smoke.yaml", "--out", "d.jsonl"],
        { cwd: dir },
      );
      assert.equal(dataset.code, 0, dataset.stderr);
      const lines = (await Deno.readTextFile(`${dir}/d.jsonl`)).trim().split(
        "\n",
      ).map((line) =>
        JSON.parse(line) as {
          id: string;
          messages: unknown;
          info: { max_tokens?: number };
        }
      );
      for (const [n, row] of rows.entries()) {
        const rebuilt = await runNiah(
          [
            "reconstruct",
            "results/ruler-smoke.jsonl",
            "--row",
            String(n),
            "--messages",
          ],
          { cwd: dir },
        );
        assert.equal(rebuilt.code, 0, rebuilt.stderr);
        const line = lines.find((l) => l.id === row.cell_id)!;
        assert.equal(
          rebuilt.stdout,
          `${JSON.stringify(line.messages, null, 2)}\n`,
        );
        // RULER's tokens_to_generate is the cell's max_tokens.
        const name = row.needle_metadata.name;
        assert.equal(
          line.info.max_tokens,
          name.startsWith("niah") ? 128 : BUDGETS[name],
          name,
        );
      }
      const again = await runNiah(["run", "configs/runs/ruler-smoke.yaml"], {
        cwd: dir,
      });
      assert.equal(again.code, 0, again.stderr);
      assert.equal(
        (await rowsOf(`${dir}/results/ruler-smoke.jsonl`)).length,
        rows.length,
        "a second run resumes every cell",
      );
      // RULER's table in the HTML report and as its own CSV file.
      const report = await runNiah(
        [
          "report",
          "results/ruler-smoke.jsonl",
          "--html",
          "r.html",
          "--csv",
          "r.csv",
        ],
        { cwd: dir },
      );
      assert.equal(report.code, 0, report.stderr);
      const html = await Deno.readTextFile(`${dir}/r.html`);
      assert.match(
        html,
        /<section class="ruler"><h3>RULER: task score by length/,
      );
      assert.match(
        html,
        /<td>niah_multikey_2<\/td><td class="num">100\.00<\/td>/,
      );
      assert.match(
        html,
        /<p>average: 6 of RULER&#39;s 13 tasks, not the figure/,
      );
      const csv = await Deno.readTextFile(`${dir}/r.ruler.csv`);
      assert.match(
        csv,
        /^run_name,model_id,harness,task,max_seq_length,score$/m,
      );
      assert.match(csv, /^"ruler-smoke","[^"]+","ruler","vt","4096","100"$/m);
      assert.match(
        csv,
        /^"ruler-smoke","[^"]+","ruler","average","4096","100"$/m,
      );
    },
  );
});

Deno.test("ruler-smoke in batch mode and in two shards gives the direct run's rows", async () => {
  const small = SMOKE.replace(/num_samples: \d+/, "num_samples: 2");
  await withWorkspace({ "configs/runs/r.yaml": small }, async (dir) => {
    const direct = await runNiah(["run", "configs/runs/r.yaml"], { cwd: dir });
    assert.equal(direct.code, 0, direct.stderr);
    const want = (await rowsOf(`${dir}/results/ruler-smoke.jsonl`)).map((
      r,
    ) => [r.cell_id, r.score?.value]).sort();
    await Deno.writeTextFile(
      `${dir}/configs/runs/b.yaml`,
      small.replace("results/ruler-smoke.jsonl", "results/b.jsonl"),
    );
    const batch = await runNiah(["run", "configs/runs/b.yaml", "--batch"], {
      cwd: dir,
    });
    assert.equal(batch.code, 0, batch.stderr);
    assert.deepEqual(
      (await rowsOf(`${dir}/results/b.jsonl`)).map((
        r,
      ) => [r.cell_id, r.score?.value])
        .sort(),
      want,
    );
    await Deno.writeTextFile(
      `${dir}/configs/runs/s.yaml`,
      small.replace("results/ruler-smoke.jsonl", "results/s.jsonl"),
    );
    for (const shard of ["0/2", "1/2"]) {
      const part = await runNiah(
        ["run", "configs/runs/s.yaml", "--shard", shard],
        { cwd: dir },
      );
      assert.equal(part.code, 0, part.stderr);
    }
    const merged = await runNiah(
      ["merge", "--run", "configs/runs/s.yaml", "--require-complete"],
      { cwd: dir },
    );
    assert.equal(merged.code, 0, merged.stderr);
    assert.deepEqual(
      (await rowsOf(`${dir}/results/s.jsonl`)).map((
        r,
      ) => [r.cell_id, r.score?.value])
        .sort(),
      want,
    );
  });
});

Deno.test("dataset --format ruler writes RULER's own validation.jsonl bytes, a folder of <length>/<task>/ for a sweep", async () => {
  const index = JSON.parse(shipped("tests/vectors/ruler/index.json")) as {
    cases: RulerVectorCase[];
  };
  await withWorkspace(
    { "configs/runs/ruler-smoke.yaml": SMOKE },
    async (dir) => {
      const out = await runNiah(
        [
          "dataset",
          "configs/runs/ruler-smoke.yaml",
          "--format",
          "ruler",
          "--out",
          "ruler",
        ],
        { cwd: dir },
      );
      assert.equal(out.code, 0, out.stderr);
      let compared = 0;
      for (const c of index.cases) {
        if (
          c.file === undefined || c.encoding !== "cl100k_base" ||
          c.seed !== 42 ||
          c.max_seq_length !== 4096 || c.num_samples !== SMOKE_SAMPLES
        ) continue;
        const path = `${dir}/ruler/4096/${c.task}/validation.jsonl`;
        const ours = await Deno.readFile(path).catch(() => null);
        if (ours === null) continue; // an essay task: not in the smoke sweep
        const theirs = await Deno.readFile(
          new URL(`tests/vectors/ruler/${c.file}`, root),
        );
        assert.deepEqual(ours, theirs, `${c.task} differs from RULER's`);
        compared++;
      }
      assert.ok(
        compared >= SMOKE_TASKS,
        `compared ${compared} of RULER's files`,
      );
      // One task at one length is one file, at --out itself.
      const one = SMOKE.replace(/grid:\n(\s+name:\n(\s+- "\w+"\n)+)/, "");
      await Deno.writeTextFile(`${dir}/configs/runs/one.yaml`, one);
      const file = await runNiah(
        [
          "dataset",
          "configs/runs/one.yaml",
          "--format",
          "ruler",
          "--out",
          "v.jsonl",
        ],
        { cwd: dir },
      );
      assert.equal(file.code, 0, file.stderr);
      assert.deepEqual(
        await Deno.readFile(`${dir}/v.jsonl`),
        await Deno.readFile(`${dir}/ruler/4096/niah_single_1/validation.jsonl`),
      );
    },
  );
});

Deno.test("dataset --format ruler writes RULER's own qa_1 and qa_2 bytes (tests/vectors/ruler_qa); a file off the pin is refused unless allowed", async () => {
  const vectors = "tests/vectors/ruler_qa/";
  const config = (extra: string) =>
    `run_name: "qa"\nmodel: "fake"\ntask: {type: "ruler", num_samples: 3, seed: 42, squad: "squad.json", hotpotqa: "hotpotqa.json"${extra}}\nsweep:\n  context_lengths: [4096]\n  grid:\n    name: ["qa_1", "qa_2"]\n`;
  await withWorkspace({
    "configs/runs/qa.yaml": config(", allow_other_revision: true"),
    "configs/runs/pinned.yaml": config(""),
    "squad.json": shipped(`${vectors}squad.json`),
    "hotpotqa.json": shipped(`${vectors}hotpotqa.json`),
  }, async (dir) => {
    const out = await runNiah(
      ["dataset", "configs/runs/qa.yaml", "--format", "ruler", "--out", "r"],
      { cwd: dir },
    );
    assert.equal(out.code, 0, out.stderr);
    for (const task of ["qa_1", "qa_2"]) {
      assert.deepEqual(
        await Deno.readFile(`${dir}/r/4096/${task}/validation.jsonl`),
        await Deno.readFile(
          new URL(`${vectors}cl100k_base/s42/4096/${task}.jsonl`, root),
        ),
        `${task} differs from RULER's`,
      );
    }
    const pinned = await runNiah(["validate", "configs/runs/pinned.yaml"], {
      cwd: dir,
    });
    assert.equal(pinned.code, 2, pinned.stderr);
    assert.match(
      pinned.stderr,
      /task\.squad: "squad\.json" has sha256 [0-9a-f]{64}, not a revision this family knows; expected SQuAD 2\.0 dev-v2\.0\.json .*80a5225e/,
    );
  });
});

/**
 * A QA file of the vectors with its questions ten times over (SQuAD's
 * articles, HotpotQA's list): more than the standard sweep's 500 samples.
 */
function repeated(path: string): string {
  const data = JSON.parse(shipped(path));
  return JSON.stringify(
    Array.isArray(data)
      ? Array(10).fill(data).flat()
      : { ...data, data: Array(10).fill(data.data).flat() },
  );
}

Deno.test("the standard sweep's dry run prices its cells, direct and batch, as upper bounds", async () => {
  // The tasks whose generator niah has (all 13 now). The QA files here are
  // the vectors' small ones, which SQuAD's pin refuses unless allowed.
  const standard = shipped("configs/runs/ruler-standard.yaml").replace(
    '  squad: "squad.json"\n',
    '  squad: "squad.json"\n  allow_other_revision: true\n',
  );
  const names = [...standard.matchAll(/^ {6}- "(\w+)"$/gm)].map((m) => m[1]!);
  assert.equal(names.length, 13);
  const generated = names.filter((name) =>
    rulerGenerators.facts(name as RulerName).generated
  );
  const config = names.filter((name) => !generated.includes(name)).reduce(
    (text, name) => text.replace(`      - "${name}"\n`, ""),
    standard,
  );
  await withWorkspace({
    "configs/runs/ruler-standard.yaml": config,
    "configs/models/openai-gpt-4o-mini.yaml": shipped(
      "configs/models/openai-gpt-4o-mini.yaml",
    ),
    "PaulGrahamEssays.json": JSON.stringify({ text: "An essay. " }),
    // validate reads the word list, and cwe's probe draws from it.
    "english_words.json": WORDS,
    // The vectors' files repeated past the 500 questions a length draws.
    "squad.json": repeated("tests/vectors/ruler_qa/squad.json"),
    "hotpotqa.json": repeated("tests/vectors/ruler_qa/hotpotqa.json"),
  }, async (dir) => {
    const dry = await runNiah(
      ["run", "configs/runs/ruler-standard.yaml", "--dry-run"],
      { cwd: dir },
    );
    assert.equal(dry.code, 0, dry.stderr);
    const cells = 6 * 500 * generated.length;
    const match = dry.stdout.match(
      /^estimate: (\d+) cells, at most (\d+) input tokens, up to (\d+) output tokens \(max_tokens\); at most \$\d+\.\d{4} input \+ up to \$\d+\.\d{4} output$/m,
    );
    assert.ok(match, dry.stdout);
    assert.equal(Number(match[1]), cells);
    // Each cell at most its max_seq_length, less its tokens_to_generate.
    const lengths = 4096 + 8192 + 16384 + 32768 + 65536 + 131072;
    const budgets = generated.map((name) =>
      rulerGenerators.facts(name as RulerName).tokensToGenerate
    );
    assert.equal(
      Number(match[2]),
      budgets.reduce((n, b) => n + 500 * (lengths - 6 * b), 0),
    );
    assert.equal(
      Number(match[3]),
      budgets.reduce((n, b) => n + 500 * 6 * b, 0),
    );
    assert.match(dry.stdout, /^in batch mode .*at most \$\d+\.\d{4} input/m);
  });
});

Deno.test("validate refuses a QA task without its file, an essay task without RULER's essay file, and a missing file, in one line each", async () => {
  const run = (task: string, haystack = "") =>
    `run_name: "v"\nmodel: "fake"\ntask: ${task}\n${haystack}sweep: {context_lengths: [4096]}\n`;
  await withWorkspace({
    "configs/runs/qa.yaml": run('{type: "ruler", name: "qa_1"}'),
    "configs/runs/essay.yaml": run('{type: "ruler", name: "niah_single_2"}'),
    "configs/runs/missing.yaml": run(
      '{type: "ruler", name: "niah_single_2"}',
      'haystack: {type: "ruler_essays", path: "PaulGrahamEssays.json"}\n',
    ),
  }, async (dir) => {
    const expect = async (file: string, pattern: RegExp) => {
      const result = await runNiah(["validate", `configs/runs/${file}`], {
        cwd: dir,
      });
      assert.equal(result.code, 2, result.stderr);
      assert.equal(result.stderr.trim().split("\n").length, 1, result.stderr);
      assert.match(result.stderr, pattern);
    };
    await expect(
      "qa.yaml",
      /qa_1 reads SQuAD 2\.0 dev .*dev-v2\.0\.json\); set task\.squad to it/,
    );
    await expect("essay.yaml", /download_paulgraham_essay\.py/);
    await expect(
      "missing.yaml",
      /haystack.*"PaulGrahamEssays\.json" does not exist; .*download_paulgraham_essay\.py/,
    );
  });
});
