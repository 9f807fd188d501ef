/**
 * `niah rescore`: stored responses scored again by the current scorer into
 * a new store, with no model call, printing the headline mean before and
 * after; the inputs are never written.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const RUN = `run_name: "r"
model: "fake"
task: {type: "uuid"}
sweep:
  context_lengths: [600, 900]
  depth_percents: [10, 90]
  seeds: [1]
store: {path: "results/r.jsonl"}
`;

type Row = Record<string, unknown> & {
  score: { value: number } | null;
  failure_class: string;
};

const rowsOf = (text: string): Row[] =>
  text.trim().split("\n").map((line) => JSON.parse(line) as Row);

/**
 * The store as an older scorer might have left it: every answer scored 0
 * and `wrong`, and the last row a provider error with no answer.
 */
function aged(rows: Row[]): string {
  return rows.map((row, i) =>
    JSON.stringify(
      i === rows.length - 1
        ? {
          ...row,
          response: null,
          score: null,
          status: "error",
          failure_class: "provider_error",
          error: "HTTP 500",
        }
        : {
          ...row,
          score: { ...row.score, value: 0 },
          failure_class: "wrong",
          scorer: "niah/uuid/score/0",
        },
    ) + "\n"
  ).join("");
}

Deno.test("rescore scores stored answers again into a new store, prints the mean before and after, and leaves its input alone", async () => {
  await withWorkspace({ "configs/runs/r.yaml": RUN }, async (dir) => {
    const ran = await runNiah(["run", "configs/runs/r.yaml", "--quiet"], {
      cwd: dir,
    });
    assert.equal(ran.code, 0, ran.stderr);
    const fresh = rowsOf(await Deno.readTextFile(`${dir}/results/r.jsonl`));
    assert.equal(fresh.length, 4);
    const scorer = fresh[0]!.scorer;
    assert.match(String(scorer), /^niah\/uuid\/score\//);
    // Rows record the style and the generator that built their prompt.
    assert.equal(fresh[0]!.style, "reference");
    assert.equal(fresh[0]!.generator, "niah/uuid/reference/1");
    const old = aged(fresh);
    await Deno.writeTextFile(`${dir}/results/r.jsonl`, old);

    const result = await runNiah(
      ["rescore", "results/r.jsonl", "--out", "results/new.jsonl"],
      { cwd: dir },
    );
    assert.equal(result.code, 0, result.stderr);
    assert.match(
      result.stdout,
      /^r · fake \(uuid\): 4 rows, 3 rescored, 3 changed; mean 0\.000 -> 1\.000\nwrote results\/new\.jsonl\n$/,
    );
    assert.equal(await Deno.readTextFile(`${dir}/results/r.jsonl`), old);
    const rescored = rowsOf(
      await Deno.readTextFile(`${dir}/results/new.jsonl`),
    );
    assert.deepEqual(
      rescored.map((row) => [row.failure_class, row.score?.value ?? null]),
      [["ok", 1], ["ok", 1], ["ok", 1], ["provider_error", null]],
    );
    assert.deepEqual(rescored.slice(0, 3).map((row) => row.scorer), [
      scorer,
      scorer,
      scorer,
    ]);
    // Everything but the score, its class and the scorer is as stored.
    const strip = (
      { score: _s, failure_class: _f, scorer: _v, ...rest }: Row,
    ) => rest;
    assert.deepEqual(rescored.map(strip), rowsOf(old).map(strip));

    // The rescored store reports as any store does.
    const report = await runNiah(["report", "results/new.jsonl"], { cwd: dir });
    assert.equal(report.code, 0, report.stderr);
    assert.match(report.stdout, /mean 1\.000/);
  });
});

Deno.test("rescore refuses to write over its input, and needs --out", async () => {
  await withWorkspace({ "configs/runs/r.yaml": RUN }, async (dir) => {
    const ran = await runNiah(["run", "configs/runs/r.yaml", "--quiet"], {
      cwd: dir,
    });
    assert.equal(ran.code, 0, ran.stderr);
    const before = await Deno.readTextFile(`${dir}/results/r.jsonl`);
    const over = await runNiah(
      ["rescore", "results/r.jsonl", "--out", "results/r.jsonl"],
      { cwd: dir },
    );
    assert.equal(over.code, 2, over.stderr);
    assert.match(over.stderr, /^niah: Cannot .*results\/r\.jsonl/);
    assert.equal(await Deno.readTextFile(`${dir}/results/r.jsonl`), before);
    // A folder that does not exist yet is made, as for every output.
    const fresh = await runNiah(
      ["rescore", "results/r.jsonl", "--out", "new/dir/r.jsonl"],
      { cwd: dir },
    );
    assert.equal(fresh.code, 0, fresh.stderr);
    assert.equal(
      (await Deno.readTextFile(`${dir}/new/dir/r.jsonl`)).trim().split("\n")
        .length,
      4,
    );
    const none = await runNiah(["rescore", "results/r.jsonl"], { cwd: dir });
    assert.equal(none.code, 2, none.stderr);
    assert.match(none.stderr, /--out FILE is required/);
    const notNiah = await runNiah(
      ["rescore", "configs/runs/r.yaml", "--out", "results/x.jsonl"],
      { cwd: dir },
    );
    assert.equal(notNiah.code, 2, notNiah.stderr);
    assert.match(
      notNiah.stderr,
      /is not a niah result row|not a niah results file|line 1/,
    );
  });
});

/** One fake run per task family, each a store of a row or two. */
const FAMILIES: Record<string, string> = {
  uuid: `task: {type: "uuid"}
sweep: {context_lengths: [500], depth_percents: [50], seeds: [1]}`,
  multi:
    `task: {type: "multi", needles: ["Figs are secret.", "Ham is secret."], question: "What is secret?", answers: ["figs", "ham"]}
sweep: {context_lengths: [500], depth_percents: [10], seeds: [1]}`,
  chain: `task: {type: "uuid_chain", chain_length: 3}
sweep: {context_lengths: [800], depth_percents: [10], seeds: [1]}`,
  numseq: `task: {type: "num_seq", num_examples: 2, seed: 42}`,
  patterned:
    `task: {type: "patterned_needle", seed: 42, num_lines: 30, num_samples: 2}`,
};

Deno.test("rescore refuses a stored field its scorer cannot read in one line naming file, line and key, exit 2", async () => {
  const files = Object.fromEntries(
    Object.entries(FAMILIES).map(([name, task]) => [
      `configs/runs/${name}.yaml`,
      `run_name: "${name}"\nmodel: "fake"\n${task}\nstore: {path: "results/${name}.jsonl"}\n`,
    ]),
  );
  await withWorkspace(files, async (dir) => {
    for (const name of Object.keys(FAMILIES)) {
      const ran = await runNiah(
        ["run", `configs/runs/${name}.yaml`, "--quiet"],
        { cwd: dir },
      );
      assert.equal(ran.code, 0, ran.stderr);
    }
    const cases: [string, string, unknown, string][] = [
      [
        "numseq",
        "expected_answer",
        "abc",
        'expected_answer is "abc", expected a whole number written in digits',
      ],
      ["uuid", "expected_answer", 5, "expected_answer is 5, expected text"],
      [
        "multi",
        "expected_fragments",
        5,
        "needle_metadata.expected_fragments is 5, expected a list",
      ],
      ["chain", "chain", 5, "needle_metadata.chain is 5, expected a list"],
      [
        "patterned",
        "expected_answer",
        5,
        "expected_answer is 5, expected text",
      ],
      [
        "multi",
        "expected_fragments",
        [],
        "needle_metadata.expected_fragments is [], expected a list of length >= 1",
      ],
      [
        "numseq",
        "needle_metadata",
        5,
        "needle_metadata is 5, expected a mapping",
      ],
    ];
    for (const [name, key, value, why] of cases) {
      const lines = (await Deno.readTextFile(`${dir}/results/${name}.jsonl`))
        .trimEnd().split("\n");
      const row = JSON.parse(lines.at(-1)!);
      if (key in row) row[key] = value;
      else row.needle_metadata[key] = value;
      lines[lines.length - 1] = JSON.stringify(row);
      await Deno.writeTextFile(`${dir}/bad.jsonl`, lines.join("\n") + "\n");
      const result = await runNiah(
        ["rescore", "bad.jsonl", "--out", "results/out.jsonl"],
        { cwd: dir },
      );
      assert.equal(result.code, 2, `${name} ${key}: ${result.stderr}`);
      assert.equal(
        result.stderr,
        `niah: Cannot rescore: "bad.jsonl" line ${lines.length}: ${why}\n`,
      );
      await assert.rejects(() => Deno.stat(`${dir}/results/out.jsonl`));
    }
  });
});

Deno.test("rescore scores a num_seq answer of 60,000 line breaks or 16,000 open boxes at once, in both parsers", async () => {
  const task = FAMILIES.numseq!;
  await withWorkspace({
    "configs/runs/strict.yaml":
      `run_name: "strict"\nmodel: "fake"\n${task}\nstore: {path: "results/strict.jsonl"}\n`,
    "configs/runs/lenient.yaml": `run_name: "lenient"\nmodel: "fake"\n${
      task.replace("seed: 42", "seed: 42, answer_parser: lenient")
    }\nstore: {path: "results/lenient.jsonl"}\n`,
  }, async (dir) => {
    const answers: Record<string, string> = {
      strict: "<answer>" + "\n".repeat(60_000),
      lenient: "\\boxed{".repeat(16_000),
    };
    for (const [name, response] of Object.entries(answers)) {
      const ran = await runNiah(
        ["run", `configs/runs/${name}.yaml`, "--quiet"],
        { cwd: dir },
      );
      assert.equal(ran.code, 0, ran.stderr);
      const rows = rowsOf(
        await Deno.readTextFile(`${dir}/results/${name}.jsonl`),
      );
      await Deno.writeTextFile(
        `${dir}/${name}-long.jsonl`,
        rows.map((row) => JSON.stringify({ ...row, response }) + "\n").join(
          "",
        ),
      );
      const started = performance.now();
      const result = await runNiah(
        ["rescore", `${name}-long.jsonl`, "--out", `results/${name}-out.jsonl`],
        { cwd: dir },
      );
      assert.equal(result.code, 0, result.stderr);
      // Cubic before (4,008 characters took 62 s): a cap far above linear.
      assert.ok(performance.now() - started < 30_000, `${name}: at once`);
      const out = rowsOf(
        await Deno.readTextFile(`${dir}/results/${name}-out.jsonl`),
      );
      assert.equal(out.length, rows.length);
      for (const row of out) {
        assert.equal(row.response, response, name);
        assert.equal(row.score?.value, 0, name);
        assert.equal(row.failure_class, "parse_fail", name);
      }
    }
  });
});
