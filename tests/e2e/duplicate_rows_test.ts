import assert from "node:assert/strict";
import { runNiah } from "../support/hosted_niah.ts";
import { niahRow, referenceRow } from "../report/synthetic_rows.ts";

async function inTempDir(body: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "niah-dup-" });
  try {
    await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

const lines = (rows: Record<string, unknown>[]) =>
  rows.map((row) => JSON.stringify(row)).join("\n") + "\n";

/** Two cells: one right, one wrong. */
const TWO = [
  niahRow({ params: { context_length: 1000, depth_percent: 0 }, score: 1 }),
  niahRow({ params: { context_length: 1000, depth_percent: 50 }, score: 0 }),
];

Deno.test("report a.jsonl a.jsonl counts every cell once and says how many rows it dropped", async () => {
  await inTempDir(async (dir) => {
    await Deno.writeTextFile(`${dir}/a.jsonl`, lines(TWO));
    const once = await runNiah(["report", "a.jsonl"], { cwd: dir });
    const twice = await runNiah(["report", "a.jsonl", "a.jsonl"], {
      cwd: dir,
    });
    assert.equal(once.code, 0, once.stderr);
    assert.equal(twice.code, 0, twice.stderr);
    assert.match(once.stdout, /: 2 rows, mean 0\.500 \(95% CI 0\.095–0\.905\)/);
    assert.equal(twice.stdout, once.stdout, "same counts and interval");
    assert.doesNotMatch(once.stderr, /dropped/);
    assert.match(
      twice.stderr,
      /note: dropped 2 duplicate rows \(same cell_id and fingerprint as a later ok row\); each cell counts once, by its latest ok row/,
    );
  });
});

Deno.test("a store holding two ok rows of one cell counts the latest; an error row after it does not count", async () => {
  await inTempDir(async (dir) => {
    const cell = { context_length: 1000, depth_percent: 0 };
    await Deno.writeTextFile(
      `${dir}/s.jsonl`,
      lines([
        niahRow({ params: cell, score: 0 }),
        TWO[1]!,
        niahRow({ params: cell, score: 1 }),
        niahRow({ params: cell, failure_class: "provider_error" }),
      ]),
    );
    const result = await runNiah(["report", "s.jsonl", "--csv", "s.csv"], {
      cwd: dir,
    });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /: 2 rows, mean 0\.500/);
    assert.match(
      result.stderr,
      /dropped 1 duplicate row \(.*\) and 1 error row that came after an ok row of the same cell/,
    );
    // compare and plot read through the same path.
    const plot = await runNiah(["plot", "s.jsonl", "--out-dir", "p"], {
      cwd: dir,
    });
    assert.equal(plot.code, 0, plot.stderr);
    assert.match(plot.stderr, /dropped 1 duplicate row/);
    const compare = await runNiah(["compare", "s.jsonl", "s.jsonl"], {
      cwd: dir,
    });
    assert.equal(compare.code, 0, compare.stderr);
    assert.match(compare.stdout, /A: s\.jsonl .*: 2 rows/);
  });
});

Deno.test("the Python tool's rows repeated in two files count once", async () => {
  await inTempDir(async (dir) => {
    const rows = [
      referenceRow({ context_length: 1000, depth: 0, seed: 1, score: 1 }),
      referenceRow({ context_length: 1000, depth: 50, seed: 1, score: 0 }),
    ];
    await Deno.writeTextFile(`${dir}/p.jsonl`, lines(rows));
    await Deno.copyFile(`${dir}/p.jsonl`, `${dir}/q.jsonl`);
    const result = await runNiah(["report", "p.jsonl", "q.jsonl"], {
      cwd: dir,
    });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /: 2 rows, mean 0\.500/);
    assert.match(result.stderr, /dropped 2 duplicate rows/);
  });
});

Deno.test("a score outside [0, 1] or negative tokens are refused with file and line", async () => {
  await inTempDir(async (dir) => {
    const bad = niahRow({
      params: { context_length: 1000, depth_percent: 50 },
      score: 1.5,
    });
    await Deno.writeTextFile(`${dir}/r.jsonl`, lines([TWO[0]!, bad]));
    const result = await runNiah(["report", "r.jsonl"], { cwd: dir });
    assert.equal(result.code, 2);
    assert.equal(
      result.stderr,
      'niah: Cannot read results: "r.jsonl" line 2 is not a result row of niah or of the Python tool (schema 2): score.value is 1.5, expected a number from 0 to 1\n',
    );
    const negative = niahRow({
      params: { context_length: 1000, depth_percent: 50 },
      score: 1,
      input_tokens: -3,
    });
    await Deno.writeTextFile(`${dir}/r.jsonl`, lines([negative]));
    const tokens = await runNiah(["plot", "r.jsonl"], { cwd: dir });
    assert.equal(tokens.code, 2);
    assert.match(
      tokens.stderr,
      /"r\.jsonl" line 1 .*: usage\.input_tokens is -3, expected a number >= 0\n$/,
    );
    const python = referenceRow({
      context_length: 1000,
      depth: 0,
      seed: 1,
      score: -0.5,
    });
    await Deno.writeTextFile(`${dir}/r.jsonl`, lines([python]));
    const py = await runNiah(["compare", "r.jsonl", "r.jsonl"], { cwd: dir });
    assert.equal(py.code, 2);
    assert.match(
      py.stderr,
      /line 1 .*score\.value is -0\.5, expected a number from 0 to 1/,
    );
    // 1e400 parses as Infinity: named as such, not as the null JSON prints.
    await Deno.writeTextFile(
      `${dir}/r.jsonl`,
      lines([bad]).replace('"value":1.5', '"value":1e400'),
    );
    const huge = await runNiah(["report", "r.jsonl"], { cwd: dir });
    assert.equal(huge.code, 2);
    assert.match(
      huge.stderr,
      /line 1 .*: score\.value is Infinity \(beyond any JSON number\), expected a number\n$/,
    );
  });
});
