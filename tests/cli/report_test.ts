import assert from "node:assert/strict";
import { runNiah, workspace } from "../support/run_niah.ts";
import { niahGrid, writeRows } from "../report/synthetic_rows.ts";

Deno.test("report prints a summary with the effective context length and writes CSV and HTML", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-report-" });
  try {
    await writeRows(
      `${dir}/grid.jsonl`,
      niahGrid({ run_name: "grid", seeds: 8 }),
    );
    const result = await runNiah(
      [
        "report",
        "grid.jsonl",
        "--csv",
        "out/grid.csv",
        "--html",
        "out/grid.html",
        "--threshold",
        "0.7",
      ],
      { cwd: dir },
    );
    assert.equal(result.code, 0, result.stderr);
    const lines = result.stdout.split("\n");
    assert.match(
      lines[0]!,
      /^grid · fake \(uuid\): 200 rows, mean 0\.\d{3} \(95% CI 0\.\d{3}–0\.\d{3}\), invalid 4\.5%, tokens \d+ in \/ \d+ out, cost \$0\.\d{4}$/,
    );
    assert.match(
      lines[1]!,
      /^ {2}effective context length \(mean ≥ 0\.7\): \d+ tokens; 95% interval /,
    );
    assert.equal(lines[2], "wrote out/grid.csv");
    assert.equal(lines[3], "wrote out/grid.html");
    const csv = await Deno.readTextFile(`${dir}/out/grid.csv`);
    assert.match(
      csv,
      /^run_name,model_id,task_type,level,axis,context_length,depth_percent,rows,/,
    );
    assert.equal(csv.trimEnd().split("\n").length, 1 + 1 + 10 + 25);
    const html = await Deno.readTextFile(`${dir}/out/grid.html`);
    assert.match(html, /<svg /);
    assert.match(html, /niah reconstruct grid\.jsonl --cell \S+/);
    // No temporary files left behind.
    assert.deepEqual(
      [...Deno.readDirSync(`${dir}/out`)].map((e) => e.name).sort(),
      ["grid.csv", "grid.html"],
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the failures list's reconstruct command rebuilds the prompt of a real failed run", async () => {
  const dir = await workspace({
    "configs/models/wrong.yaml": `id: "wrong"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "canned", response_text: "No idea."}
`,
    "configs/runs/r.yaml": `run_name: "r"
model: "wrong"
task: {type: "uuid"}
sweep:
  context_lengths: [300, 600]
  depth_percents: [0, 100]
  seeds: [1]
store: {path: "results/r.jsonl"}
`,
  });
  try {
    const run = await runNiah(["run", "configs/runs/r.yaml", "--quiet"], {
      cwd: dir,
    });
    assert.equal(run.code, 0, run.stderr);
    const report = await runNiah([
      "report",
      "results/r.jsonl",
      "--html",
      "results/r.html",
    ], { cwd: dir });
    assert.equal(report.code, 0, report.stderr);
    assert.match(report.stdout, /^r · wrong \(uuid\): 4 rows, mean 0\.000/);
    assert.match(
      report.stdout,
      /effective context length \(mean ≥ 0\.85\): below 300 tokens/,
    );
    const html = await Deno.readTextFile(`${dir}/results/r.html`);
    const commands = [
      ...html.matchAll(
        /<code class="command">(niah reconstruct [^<]+)<\/code>/g,
      ),
    ]
      .map((m) => m[1]!);
    assert.equal(commands.length, 4);
    const args = commands[3]!.split(" ").slice(1);
    assert.deepEqual(args.slice(0, 2), ["reconstruct", "results/r.jsonl"]);
    const rebuilt = await runNiah([...args, "--messages"], { cwd: dir });
    assert.equal(rebuilt.code, 0, rebuilt.stderr);
    const messages = JSON.parse(rebuilt.stdout);
    assert.equal(messages[0].role, "user");
    assert.match(messages[0].content, /What is the secret code\?$/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("report over many files in three threads gives the same numbers as in one", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-report-" });
  try {
    await writeRows(`${dir}/a.jsonl`, niahGrid({ run_name: "a", seeds: 4 }));
    await writeRows(
      `${dir}/b.jsonl`,
      niahGrid({ run_name: "b", seeds: 4, shift: 0.2 }),
    );
    const one = await runNiah([
      "report",
      "a.jsonl",
      "b.jsonl",
      "--csv",
      "one.csv",
    ], {
      cwd: dir,
      env: { NIAH_REPORT_THREADS: "1" },
    });
    const two = await runNiah([
      "report",
      "a.jsonl",
      "b.jsonl",
      "--csv",
      "two.csv",
    ], {
      cwd: dir,
      env: { NIAH_REPORT_THREADS: "3" },
    });
    assert.equal(one.code, 0, one.stderr);
    assert.equal(two.code, 0, two.stderr);
    assert.equal(
      one.stdout.replace("one.csv", "x"),
      two.stdout.replace("two.csv", "x"),
    );
    assert.equal(
      await Deno.readTextFile(`${dir}/one.csv`),
      await Deno.readTextFile(`${dir}/two.csv`),
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("report on a file that is not results, or with a bad threshold, exits 2", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-report-" });
  try {
    await Deno.writeTextFile(`${dir}/c.yaml.jsonl`, '{"a": 1}\n');
    const bad = await runNiah(["report", "c.yaml.jsonl"], { cwd: dir });
    assert.equal(bad.code, 2);
    assert.match(
      bad.stderr,
      /^niah: Cannot read results: "c\.yaml\.jsonl" line 1 is not a result row/,
    );
    const threshold = await runNiah([
      "report",
      "c.yaml.jsonl",
      "--threshold",
      "2",
    ], { cwd: dir });
    assert.equal(threshold.code, 2);
    assert.match(threshold.stderr, /expected a number from 0 to 1, got "2"/);
    const empty = `${dir}/empty.jsonl`;
    await Deno.writeTextFile(empty, "");
    const none = await runNiah(["report", "empty.jsonl"], { cwd: dir });
    assert.equal(none.code, 2);
    assert.equal(
      none.stderr,
      'niah: Cannot report: "empty.jsonl" holds no result rows\n',
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
