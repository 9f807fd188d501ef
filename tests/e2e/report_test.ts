import assert from "node:assert/strict";
import { runNiah, withWorkspace, workspace } from "../support/hosted_niah.ts";
// The HTML's reconstruct commands name how the niah process was started:
// those reports run in a process of their own, as a user's do.
import { runNiah as runNiahProcess } from "../support/run_niah.ts";
import { niahGrid, niahRow, writeRows } from "../report/synthetic_rows.ts";

Deno.test("report prints a summary with the effective context length and writes CSV and HTML", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-report-" });
  try {
    await writeRows(
      `${dir}/grid.jsonl`,
      niahGrid({ run_name: "grid", seeds: 8 }),
    );
    const result = await runNiahProcess(
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
      /^grid · fake \(uuid\): 200 rows, mean 0\.\d{3} \(95% CI 0\.\d{3}–0\.\d{3}\) over 199 answered, parseable mean 0\.\d{3} over 191, model failures scored 0: 8 truncated; tokens \d+ in \/ \d+ out, cost \$0\.\d{4}$/,
    );
    assert.equal(
      lines[1],
      "  incomplete: 1 row without an answer (1 provider_error) left out of the mean; run the sweep again to fill it",
    );
    assert.match(
      lines[2]!,
      /^ {2}effective context length \(mean ≥ 0\.7\): \d+ tokens; 95% interval: /,
    );
    assert.equal(lines[3], "wrote out/grid.csv");
    assert.equal(lines[4], "wrote out/grid.html");
    const csv = await Deno.readTextFile(`${dir}/out/grid.csv`);
    assert.match(
      csv,
      /^run_name,model_id,task_type,level,axis,context_length,depth_percent,rows,/,
    );
    assert.equal(csv.trimEnd().split("\n").length, 1 + 1 + 10 + 25);
    const html = await Deno.readTextFile(`${dir}/out/grid.html`);
    assert.match(html, /<svg /);
    // The headline and the parseable mean, and the run flagged incomplete.
    assert.match(html, /<dt>mean score<\/dt><dd>0\.\d{3} \(95% CI /);
    assert.match(html, /<dt>parseable mean<\/dt><dd>0\.\d{3}<\/dd>/);
    assert.match(
      html,
      /<dt>model failures<\/dt><dd>8 \(8 truncated\), scored 0/,
    );
    assert.match(
      html,
      /<dt>incomplete<\/dt><dd>1 row without an answer \(1 provider_error\)/,
    );
    assert.match(html, /data-key="mean_parseable"/);
    assert.match(html, /main\.ts reconstruct grid\.jsonl --cell \S+/);
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
    const report = await runNiahProcess([
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
        /<code class="command">deno run [^<]*?main\.ts (reconstruct [^<]+)<\/code>/g,
      ),
    ]
      .map((m) => m[1]!);
    assert.equal(commands.length, 4);
    const args = commands[3]!.split(" ");
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

Deno.test("run's printed grid and report give the same headline numbers for the same store: model failures 0, missing rows left out", async () => {
  await withWorkspace({
    "configs/runs/t.yaml": `run_name: "t"
model: "fake"
task: {type: "uuid"}
sweep:
  context_lengths: [300, 600]
  depth_percents: [0, 50, 100]
  seeds: [1, 2]
store: {path: "results/t.jsonl"}
`,
  }, async (dir) => {
    const first = await runNiah(["run", "configs/runs/t.yaml", "--quiet"], {
      cwd: dir,
    });
    assert.equal(first.code, 0, first.stderr);
    // Turn some of the 12 answers into model failures (one keeping a
    // partial score, which must not count), one into a provider error that
    // the next run re-runs, and add two rows that never got an answer.
    const store = `${dir}/results/t.jsonl`;
    const rows = (await Deno.readTextFile(store)).trimEnd().split("\n")
      .map((line) => JSON.parse(line));
    const fail = (row: Record<string, unknown>, cls: string, value = 0) =>
      Object.assign(row, {
        failure_class: cls,
        score: { value, details: { found: false } },
        ...(cls === "truncated" ? { finish_reason: "length" } : {}),
      });
    fail(rows[0], "parse_fail");
    fail(rows[1], "truncated", 0.5);
    fail(rows[2], "refusal");
    fail(rows[3], "wrong");
    const noAnswer = (row: Record<string, unknown>, cls: string) =>
      Object.assign(row, {
        status: "error",
        failure_class: cls,
        response: null,
        score: null,
        usage: null,
        cost_usd: null,
        error: "HTTP 503: overloaded",
      });
    noAnswer(rows[4], "provider_error");
    const extra = (cls: string, seed: number) =>
      noAnswer({ ...rows[5], cell_id: `extra-${seed}`, seed }, cls);
    rows.push(extra("provider_error", 3), extra("timeout", 4));
    await Deno.writeTextFile(
      store,
      rows.map((row) => JSON.stringify(row)).join("\n") + "\n",
    );

    const run = await runNiah(["run", "configs/runs/t.yaml", "--quiet"], {
      cwd: dir,
    });
    // This run answered its one cell; exit 4 would flag the store's other
    // unanswered rows as an incomplete run.
    assert.ok(run.code === 0 || run.code === 4, run.stderr);
    assert.match(run.stderr, /11 done, 1 to run \(1 after errors\)/);
    const report = await runNiah([
      "report",
      "results/t.jsonl",
      "--csv",
      "t.csv",
    ], {
      cwd: dir,
    });
    assert.equal(report.code, 0, report.stderr);

    // The same summary lines, word for word.
    const summary = (text: string) =>
      text.split("\n").filter((line) =>
        line.startsWith("t · fake (uuid): ") ||
        line.startsWith("  incomplete: ")
      );
    const printed = summary(run.stdout);
    assert.deepEqual(printed, summary(report.stdout));
    assert.deepEqual(printed.length, 2);
    // 14 rows: 8 right, 4 model failures scored 0, 2 without an answer.
    assert.match(
      printed[0]!,
      /^t · fake \(uuid\): 14 rows, mean 0\.667 \(95% CI 0\.391–0\.862\) over 12 answered, parseable mean 0\.889 over 9, model failures scored 0: 1 parse_fail, 1 refusal, 1 truncated;/,
    );
    assert.equal(
      printed[1],
      "  incomplete: 2 rows without an answer (1 provider_error, 1 timeout) left out of the mean; run the sweep again to fill them",
    );

    // The grid's cells are the report's per-grid-point means.
    const csv = (await Deno.readTextFile(`${dir}/t.csv`)).trimEnd().split("\n")
      .map((line) => line.split(","));
    const head = csv[0]!;
    const col = (name: string) => head.indexOf(name);
    const fromReport = new Map<string, string>();
    for (const line of csv.slice(1)) {
      if (line[col("level")] !== "cell") continue;
      const mean = line[col("mean")]!;
      fromReport.set(
        `${line[col("context_length")]}|${line[col("depth_percent")]}`,
        mean === ""
          ? "err"
          : `${Number(mean).toFixed(2)}${
            line[col("missing")] !== "0" ? "*" : ""
          }`,
      );
    }
    const grid = run.stdout.split("\n");
    const at = grid.findIndex((line) => line.startsWith("tokens \\ depth"));
    const depths = grid[at]!.split(/\s+/).slice(3).map((d) => d.slice(0, -1));
    const fromRun = new Map<string, string>();
    for (const line of grid.slice(at + 1, at + 3)) {
      const [length, ...cells] = line.split(/\s+/);
      cells.forEach((cell, i) => fromRun.set(`${length}|${depths[i]}`, cell));
    }
    assert.equal(fromRun.size, 6);
    assert.deepEqual(fromRun, fromReport);
    assert.ok([...fromRun.values()].some((cell) => cell.endsWith("*")));
  });
});

Deno.test("report --x/--y with an unknown axis exits 2 with one line listing the known axes, with and without --html", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-report-" });
  try {
    await writeRows(`${dir}/grid.jsonl`, niahGrid({ run_name: "grid" }));
    for (
      const args of [
        ["--x", "depth"],
        ["--y", "depth"],
        ["--x", "depth", "--html", "out.html"],
        ["--y", "depth", "--csv", "out.csv", "--html", "out.html"],
      ]
    ) {
      const result = await runNiah(["report", "grid.jsonl", ...args], {
        cwd: dir,
      });
      assert.equal(result.code, 2, args.join(" "));
      assert.equal(result.stdout, "", args.join(" "));
      assert.equal(
        result.stderr,
        `niah: Cannot draw heatmap: ${
          args[0]
        } "depth" is not an axis of run "grid" (model "fake"); known axes: "context_length", "depth_percent"\n`,
      );
    }
    assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), [
      "grid.jsonl",
    ]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

/** Control characters a terminal acts on (newline and tab aside). */
function controlCharacters(text: string): string[] {
  return [...text].filter((c) => {
    const code = c.charCodeAt(0);
    return (code < 0x20 && c !== "\n" && c !== "\t") ||
      (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e);
  });
}

Deno.test("text from a results file cannot send terminal escapes through report, plot, compare, reconstruct or merge", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-report-" });
  try {
    const evil = {
      run_name: "run\u001b[2J\u001b]0;owned\u0007\rX",
      model_id: "model\u009b31m\u202e",
    };
    const rows = [1, 2, 3].flatMap((seed) => [
      niahRow({ ...evil, params: { mode: "a\u001b[31m" }, seed, score: 1 }),
      niahRow({ ...evil, params: { mode: "b\r\u0008" }, seed, score: 0 }),
    ]);
    await writeRows(`${dir}/evil.jsonl`, rows);
    await writeRows(
      `${dir}/evil2.jsonl`,
      rows.map((row) => ({ ...row, response: "\u001b[31mred" })),
    );
    await writeRows(`${dir}/task.jsonl`, [
      niahRow({
        ...evil,
        task_type: "uuid\u001b[5m",
        params: { mode: "a" },
        score: 1,
      }),
    ]);
    await writeRows(`${dir}/failed.jsonl`, [
      niahRow({
        ...evil,
        cell_id: "cell\u001b[8m",
        params: { mode: "a" },
        failure_class: "provider_error",
      }),
    ]);
    const runs = [
      ["report", "evil.jsonl", "--csv", "evil.csv"],
      ["report", "evil.jsonl", "--x", "nope\u001b[1m"],
      ["plot", "evil.jsonl", "--y", "nope"],
      ["compare", "evil.jsonl", "evil2.jsonl"],
      ["compare", "evil.jsonl", "task.jsonl"],
      ["reconstruct", "task.jsonl", "--row", "0"],
      ["merge", "failed.jsonl", "--out", "merged.jsonl"],
    ];
    for (const args of runs) {
      const result = await runNiah(args, { cwd: dir });
      const output = result.stdout + result.stderr;
      assert.deepEqual(controlCharacters(output), [], args.join(" "));
      assert.ok(output.length > 0, args.join(" "));
    }
    const report = await runNiah(["report", "evil.jsonl"], { cwd: dir });
    assert.equal(report.code, 0, report.stderr);
    // The characters are shown, escaped, not dropped.
    assert.match(
      report.stdout,
      /^run\\e\[2J\\e\]0;owned\\x07\\rX · model\\x9b31m\\u202e \(uuid\): 6 rows/,
    );
    const axis = await runNiah(["report", "evil.jsonl", "--x", "nope"], {
      cwd: dir,
    });
    assert.equal(axis.code, 2);
    assert.match(axis.stderr, /run "run\\e\[2J\\e\]0;owned\\x07\\rX"/);
    const compare = await runNiah(["compare", "evil.jsonl", "task.jsonl"], {
      cwd: dir,
    });
    assert.equal(compare.code, 2);
    assert.match(compare.stderr, /B is task "uuid\\e\[5m"/);
    const merge = await runNiah(
      ["merge", "failed.jsonl", "--out", "merged2.jsonl"],
      { cwd: dir },
    );
    assert.match(
      merge.stderr,
      /warning: 1 cell ended in an error.*cell\\e\[8m/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
