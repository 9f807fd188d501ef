/**
 * `niah import llmtest` on the real 2023 results (tests/vectors/llmtest_2023,
 * MIT, Greg Kamradt): Claude 2.1's folder is 1,376 rows on 1,225 cells whose
 * means are the notebook's pivot means, GPT-4's arrays 225 cells; report
 * prints the judge beside the exact reading; reconstruct refuses in one
 * line; rescore keeps the grades; bad files are one-line errors and
 * nothing is written.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { niahRow, writeRows } from "../report/synthetic_rows.ts";

const DATA = new URL("../vectors/llmtest_2023/", import.meta.url).pathname;
const CLAUDE = `${DATA}claude_2_1`;
const GPT = [
  `${DATA}OpenAI_OriginalResults.json`,
  `${DATA}OpenAI_OriginalResults_2.json`,
];

/** The notebook's pivot: mean grade per (length, depth), over every pass. */
async function pivot(paths: string[]): Promise<Map<string, number>> {
  const grades = new Map<string, number[]>();
  const add = (length: number, depth: number, grade: number) => {
    const key = `${length}|${depth}`;
    grades.set(key, [...grades.get(key) ?? [], grade]);
  };
  for (const path of paths) {
    if (path.endsWith(".json")) {
      const entries = JSON.parse(await Deno.readTextFile(path));
      for (const e of entries) add(e.token_limit, e.depth_percent, e.score);
      continue;
    }
    for await (const entry of Deno.readDir(path)) {
      const cell = JSON.parse(await Deno.readTextFile(`${path}/${entry.name}`));
      add(cell.context_length, cell.depth_percent, cell.score);
    }
  }
  return new Map(
    [...grades].map((
      [key, g],
    ) => [key, g.reduce((a, b) => a + b, 0) / g.length]),
  );
}

/** Cell means from `report --csv`, by (length, depth). */
async function cellMeans(csv: string): Promise<Map<string, number>> {
  const [head, ...lines] = (await Deno.readTextFile(csv)).trim().split("\n");
  const names = head!.split(",");
  const col = (name: string) => names.indexOf(name);
  const means = new Map<string, number>();
  for (const line of lines) {
    const cells = line.split(",");
    if (cells[col("level")] !== "cell") continue;
    means.set(
      `${Number(cells[col("context_length")])}|${
        Number(cells[col("depth_percent")])
      }`,
      Number(cells[col("mean")]),
    );
  }
  return means;
}

function assertSameMeans(got: Map<string, number>, want: Map<string, number>) {
  assert.equal(got.size, want.size);
  for (const [key, grade] of want) {
    assert.ok(
      Math.abs(got.get(key)! - grade / 10) < 1e-6,
      `${key}: ${got.get(key)} vs ${grade / 10}`,
    );
  }
}

Deno.test("Claude 2.1's 2023 folder imports as 1,376 rows on 1,225 cells with the notebook's cell means, and report audits the judge", async () => {
  await withWorkspace({}, async (dir) => {
    const imported = await runNiah([
      "import",
      "llmtest",
      CLAUDE,
      "--out",
      "claude.jsonl",
    ], { cwd: dir });
    assert.equal(imported.code, 0, imported.stderr);
    assert.match(
      imported.stdout,
      /wrote 1376 rows on 1225 cells from 1376 llmtest files/,
    );
    const report = await runNiah([
      "report",
      "claude.jsonl",
      "--csv",
      "claude.csv",
    ], { cwd: dir });
    assert.equal(report.code, 0, report.stderr);
    assert.match(
      report.stdout,
      /llmtest-claude-2\.1 · claude-2\.1 \(llmtest\): 1376 rows/,
    );
    assertSameMeans(
      await cellMeans(`${dir}/claude.csv`),
      await pivot([CLAUDE]),
    );
    assert.match(
      report.stdout,
      /judge audit · llmtest-claude-2\.1 · claude-2\.1: 1376 responses/,
    );
    assert.match(report.stdout, /agree on 1355 \(98\.5%\)/);
    assert.match(
      report.stdout,
      /judge graded 10, answer absent: 1; judge graded below 10, answer present: 20/,
    );
    assert.match(
      report.stdout,
      /mean: judge 0\.642 \(grade \/ 10\), exact 0\.609/,
    );
    // The row: the grade is the headline, the exact reading beside it.
    const first = JSON.parse(
      (await Deno.readTextFile(`${dir}/claude.jsonl`)).split("\n")[0]!,
    );
    assert.equal(first.task_type, "llmtest");
    assert.equal(
      first.expected_answer,
      "eat a sandwich and sit in Dolores Park on a sunny day",
    );
    assert.deepEqual(Object.keys(first.score.details).sort(), [
      "exact",
      "grade",
    ]);
    assert.equal(first.score.value, first.score.details.grade / 10);
    assert.match(first.source.file, /token_len_1000_depth_0_results\.json$/);

    // Drawn as the 2023 notebook drew it: its colours from the lowest cell
    // mean (1 of 10) to the highest (10 of 10).
    const plot = await runNiah(
      ["plot", "claude.jsonl", "--palette", "llmtest", "--out-dir", "plots"],
      { cwd: dir },
    );
    assert.equal(plot.code, 0, plot.stderr);
    const svg = await Deno.readTextFile(
      `${dir}/plots/llmtest-claude-2.1.claude-2.1.score.svg`,
    );
    assert.match(svg, /Token Limit/);
    assert.match(svg, /Depth Percent/);
    // #F0496E and #0CD79F, as the SVG writes them.
    assert.match(svg, /Score: 0\.1" [^>]*fill="rgb\(240, 73, 110\)"/);
    assert.match(svg, /Score: 1" [^>]*fill="rgb\(12, 215, 159\)"/);
    // The grades as imported: niah parsed, cut and refused none of them.
    assert.match(svg, /mean of the judge's 1-10 grades \/ 10, as imported/);
    assert.doesNotMatch(svg, /unparsed|truncated|refused/);

    const html = await runNiah(["report", "claude.jsonl", "--html", "r.html"], {
      cwd: dir,
    });
    assert.equal(html.code, 0, html.stderr);
    const page = await Deno.readTextFile(`${dir}/r.html`);
    const charts = page.slice(0, page.indexOf('class="judge-audit"'));
    assert.match(
      charts,
      /<figcaption>Mean of the judge&#39;s 1-10 grades \/ 10, as imported; grey/,
    );
    assert.doesNotMatch(
      charts.slice(charts.indexOf("<figure")),
      /unparsed|truncated|refused/,
    );
    const audit = page.slice(page.indexOf('class="judge-audit"'));
    assert.match(audit, /agree on 1355\./);
    // Every disagreeing response is listed with its cell and grade.
    const listed = audit.slice(0, audit.indexOf("</table>"));
    assert.equal((listed.match(/<tr><td>/g) ?? []).length, 21);
    assert.match(
      audit,
      /<tr><td>141471<\/td><td>8\.683<\/td><td>7<\/td><td>present<\/td>/,
    );

    const rebuilt = await runNiah(
      ["reconstruct", "claude.jsonl", "--row", "0"],
      { cwd: dir },
    );
    assert.equal(rebuilt.code, 2);
    assert.match(
      rebuilt.stderr,
      /^niah: Cannot rebuild prompt: .* was imported from another tool's results.*never recorded[^\n]*\n$/,
    );

    const merged = await runNiah(
      ["merge", "claude.jsonl", "--out", "merged.jsonl"],
      { cwd: dir },
    );
    assert.equal(merged.code, 0, merged.stderr);
    assert.match(merged.stdout, /merged 1376 rows from 1 file into 1376 cells/);

    const rescored = await runNiah([
      "rescore",
      "claude.jsonl",
      "--out",
      "again.jsonl",
    ], { cwd: dir });
    assert.equal(rescored.code, 0, rescored.stderr);
    assert.match(
      rescored.stdout,
      /1376 rescored, 0 changed; mean 0\.642 -> 0\.642/,
    );
  });
});

Deno.test("GPT-4's 2023 arrays import as 225 cells (the rerun a second sample), with no exact reading, said once", async () => {
  await withWorkspace({}, async (dir) => {
    const refused = await runNiah([
      "import",
      "llmtest",
      ...GPT,
      "--out",
      "gpt.jsonl",
    ], { cwd: dir });
    assert.equal(refused.code, 2);
    assert.match(
      refused.stderr,
      /OpenAI_OriginalResults\.json: .*names no model; give --model-id/,
    );
    const imported = await runNiah(
      [
        "import",
        "llmtest",
        ...GPT,
        "--model-id",
        "gpt-4-128k",
        "--out",
        "gpt.jsonl",
      ],
      { cwd: dir },
    );
    assert.equal(imported.code, 0, imported.stderr);
    assert.match(
      imported.stdout,
      /wrote 330 rows on 225 cells from 2 llmtest files/,
    );
    assert.equal(imported.stderr.match(/no exact reading/g)?.length, 1);
    const report = await runNiah(["report", "gpt.jsonl", "--csv", "gpt.csv"], {
      cwd: dir,
    });
    assert.equal(report.code, 0, report.stderr);
    assertSameMeans(await cellMeans(`${dir}/gpt.csv`), await pivot(GPT));
    assert.doesNotMatch(report.stdout, /judge audit/);
  });
});

Deno.test("--answer sets what the exact reading looks for", async () => {
  await withWorkspace({
    "r/a_results.json": JSON.stringify({
      model: "m",
      context_length: 1000,
      depth_percent: 50,
      version: 1,
      needle: "The code is 42.",
      model_response: "It is forty-two.",
      score: 10,
    }),
  }, async (dir) => {
    for (const [answer, exact] of [[undefined, 0], ["forty-two", 1]] as const) {
      const out = `out-${exact}.jsonl`;
      const args = [
        "import",
        "llmtest",
        "r",
        "--out",
        out,
        ...(answer ? ["--answer", answer] : []),
      ];
      const result = await runNiah(args, { cwd: dir });
      assert.equal(result.code, 0, result.stderr);
      const row = JSON.parse(await Deno.readTextFile(`${dir}/${out}`));
      assert.equal(row.score.details.exact, exact);
      assert.equal(row.expected_answer, answer ?? "42");
    }
  });
});

Deno.test("bad llmtest files are one-line errors naming file and key, and nothing is written", async () => {
  const good = {
    model: "m",
    context_length: 1000,
    depth_percent: 50,
    version: 1,
    needle: "The code is 42.",
    model_response: "42",
    score: 10,
  };
  const cases: [string, string, RegExp][] = [
    ["bad.json", "{not json", /bad\.json: not JSON/],
    [
      "grade.json",
      JSON.stringify({ ...good, score: 11 }),
      /grade\.json: key score: expected an integer grade from 1 to 10/,
    ],
    [
      "missing.json",
      JSON.stringify({ ...good, model_response: undefined }),
      /missing\.json: key model_response: expected a string, found nothing/,
    ],
    [
      "depth.json",
      JSON.stringify({ ...good, depth_percent: 101 }),
      /depth\.json: key depth_percent: expected a number from 0 to 100/,
    ],
    [
      "entry.json",
      JSON.stringify([{ token_limit: 1000, depth_percent: 0, score: 10 }, {
        token_limit: -1,
        depth_percent: 0,
        score: 10,
      }]),
      /entry\.json: entry 2: key token_limit: expected a positive integer/,
    ],
    [
      "huge.json",
      JSON.stringify({ ...good, context_length: 1e308 }),
      /huge\.json: key context_length: expected a positive integer up to 2\^53 - 1/,
    ],
  ];
  for (const [name, text, message] of cases) {
    await withWorkspace(
      { "ok.json": JSON.stringify(good), [name]: text },
      async (dir) => {
        const result = await runNiah(
          [
            "import",
            "llmtest",
            "ok.json",
            name,
            "--model-id",
            "m",
            "--out",
            "out.jsonl",
          ],
          { cwd: dir },
        );
        assert.equal(result.code, 2, name);
        assert.match(result.stderr, message);
        assert.equal(result.stderr.trim().split("\n").length, 1, result.stderr);
        await assert.rejects(Deno.stat(`${dir}/out.jsonl`));
      },
    );
  }
  // A byte-order mark an editor left is not part of the JSON.
  await withWorkspace(
    { "bom.json": "\uFEFF" + JSON.stringify(good) },
    async (dir) => {
      const result = await runNiah(
        ["import", "llmtest", "bom.json", "--out", "out.jsonl"],
        { cwd: dir },
      );
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, /wrote 1 row/);
    },
  );
  // A file far past what a results file holds is refused before it is read.
  await withWorkspace({}, async (dir) => {
    const big = await Deno.open(`${dir}/big.json`, {
      write: true,
      create: true,
    });
    await big.truncate(2 * 1024 ** 3);
    big.close();
    const result = await runNiah([
      "import",
      "llmtest",
      "big.json",
      "--out",
      "out.jsonl",
    ], { cwd: dir });
    assert.equal(result.code, 2);
    assert.match(result.stderr, /big\.json" is 2048 MiB, over the 256 MiB/);
    await assert.rejects(Deno.stat(`${dir}/out.jsonl`));
  });
});

Deno.test("compare pairs the 2023 cells with a run of today's model by length and depth, on the exact reading, and says so", async () => {
  await withWorkspace({}, async (dir) => {
    const imported = await runNiah(
      ["import", "llmtest", CLAUDE, "--out", "claude.jsonl"],
      { cwd: dir },
    );
    assert.equal(imported.code, 0, imported.stderr);
    // Today's model on the 2023 cells of the longest length, all found.
    const rows = JSON.parse(
      `[${
        (await Deno.readTextFile(`${dir}/claude.jsonl`)).trim().split("\n")
          .join(",")
      }]`,
    ) as {
      params: { context_length: number; depth_percent: number };
      sample_index: number;
      score: { details: { exact: number } };
    }[];
    const longest = rows.filter((r) => r.params.context_length === 200000);
    assert.equal(longest.length, 35);
    await writeRows(
      `${dir}/today.jsonl`,
      longest.map((r) =>
        niahRow({
          run_name: "today",
          task_type: "single",
          params: r.params,
          score: 1,
        })
      ),
    );
    const result = await runNiah(["compare", "claude.jsonl", "today.jsonl"], {
      cwd: dir,
    });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /paired 35 cells \(left out: 1190 only in A\)/);
    assert.match(
      result.stdout,
      /2023 rows are compared on their exact reading .* thresholded at 10; cells are paired by length and depth/,
    );
    // B finds every needle; A's exact readings at 200000 (5 of 35) decide.
    const found = longest.filter((r) => r.score.details.exact === 1).length;
    assert.equal(found, 5);
    assert.match(
      result.stdout,
      /B is significantly better than A: mean score 0\.143 → 1\.000 .* over 35 paired cells; exact McNemar p < 0\.001/,
    );
    assert.match(result.stdout, /exact McNemar/);
  });
});
