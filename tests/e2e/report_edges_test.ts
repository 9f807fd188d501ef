/**
 * `report` on results files a hostile (or unlucky) user hands it: cells a
 * spreadsheet would run as formulas, a run whose shortest length only timed
 * out, and files crafted to make a report lay out more than memory holds.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { repoRoot, runNiah, workspace } from "../support/hosted_niah.ts";
// The HTML's reconstruct commands name how the niah process was started:
// those reports run in a process of their own, as a user's do.
import { runNiah as runNiahProcess } from "../support/run_niah.ts";
import { niahRow, writeRows } from "../report/synthetic_rows.ts";

async function inTempDir(body: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "niah-report-edges-" });
  try {
    await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("report --csv guards text cells that start with =, +, - or @ and keeps negative numbers numbers", async () => {
  await inTempDir(async (dir) => {
    const rows = [];
    for (const [probe, offset] of [["=1+1", -0.5], ["@SUM(A1)", 2]] as const) {
      rows.push(niahRow({
        run_name: '=HYPERLINK("http://evil.example","x")',
        model_id: "+cmd|' /C calc'!A0",
        params: { probe, offset, mode: "-2+3" },
        score: 1,
      }));
    }
    await writeRows(`${dir}/r.jsonl`, rows);
    const result = await runNiah(["report", "r.jsonl", "--csv", "r.csv"], {
      cwd: dir,
    });
    assert.equal(result.code, 0, result.stderr);
    const csv = await Deno.readTextFile(`${dir}/r.csv`);
    const cellLines = csv.trimEnd().split("\n").filter((line) =>
      line.includes(",cell,")
    );
    assert.equal(cellLines.length, 2, csv);
    const equals = cellLines.find((line) => line.includes("'=1+1"));
    assert.ok(
      equals?.startsWith(
        `"'=HYPERLINK(""http://evil.example"",""x"")",'+cmd|' /C calc'!A0,uuid,cell,,'=1+1,-0.5,'-2+3,`,
      ),
      csv,
    );
    assert.ok(
      cellLines.some((line) => line.includes(`,cell,,'@SUM(A1),2,'-2+3,`)),
      csv,
    );
    // No unguarded cell starts with a formula character.
    for (const line of csv.trimEnd().split("\n")) {
      for (const cell of line.split(",")) {
        assert.doesNotMatch(cell, /^"?[=+@]/, line);
      }
    }
  });
});

Deno.test("report does not call a run 'below the shortest length' when that length only timed out", async () => {
  await inTempDir(async (dir) => {
    const rows = [];
    for (const length of [1000, 2000, 4000]) {
      for (const depth of [0, 50, 100]) {
        const params = { context_length: length, depth_percent: depth };
        rows.push(
          length === 1000
            ? niahRow({ params, failure_class: "timeout" })
            : niahRow({ params, score: 1 }),
        );
      }
    }
    await writeRows(`${dir}/r.jsonl`, rows);
    const result = await runNiah(["report", "r.jsonl", "--html", "r.html"], {
      cwd: dir,
    });
    assert.equal(result.code, 0, result.stderr);
    assert.doesNotMatch(result.stdout, /below 1000/);
    assert.match(
      result.stdout,
      /effective context length \(mean ≥ 0\.85\): at least 4000 tokens, the longest length with answers; 95% interval: from below 2000 tokens \(the shortest length with answers\) to at least 4000 tokens; no answers at 1000 tokens \(timeouts or provider errors: left out, not failed\)/,
    );
    const html = await Deno.readTextFile(`${dir}/r.html`);
    assert.match(
      html,
      /at least 4000 tokens, the longest length with answers/,
    );
  });
});

/** Runs a command line as the reader would paste it, with deno on PATH. */
async function paste(line: string, cwd: string): Promise<Deno.CommandOutput> {
  const bin = Deno.execPath().slice(0, Deno.execPath().lastIndexOf("/"));
  return await new Deno.Command("sh", {
    args: ["-c", line],
    cwd,
    env: { PATH: `${bin}:${Deno.env.get("PATH") ?? ""}`, NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
}

const WRONG_RUN = {
  "configs/models/wrong.yaml": `id: "wrong"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "canned", response_text: "No idea."}
`,
  "configs/runs/r.yaml": `run_name: "r"
model: "wrong"
task: {type: "uuid"}
sweep:
  context_lengths: [300]
  depth_percents: [0, 100]
  seeds: [1]
store: {path: "results/r.jsonl"}
`,
};

function commandsOf(html: string): string[] {
  return [...html.matchAll(/<code class="command">([^<]+)<\/code>/g)].map(
    (m) =>
      m[1]!.replaceAll("&#39;", "'").replaceAll("&quot;", '"')
        .replaceAll("&amp;", "&"),
  );
}

Deno.test("the failure list's reconstruct commands run as pasted: deno task niah in the checkout, deno run with main.ts elsewhere", async () => {
  const dir = await workspace(WRONG_RUN);
  try {
    const run = await runNiah(["run", "configs/runs/r.yaml", "--quiet"], {
      cwd: dir,
    });
    assert.equal(run.code, 0, run.stderr);

    // From source, outside the checkout.
    const outside = await runNiahProcess(
      ["report", "results/r.jsonl", "--html", "r.html"],
      { cwd: dir },
    );
    assert.equal(outside.code, 0, outside.stderr);
    const [away] = commandsOf(await Deno.readTextFile(`${dir}/r.html`));
    assert.ok(
      away!.startsWith(
        `deno run --allow-read --allow-write --allow-env ${repoRoot}main.ts reconstruct results/r.jsonl --cell `,
      ),
      away,
    );
    const rebuiltAway = await paste(`${away} --messages`, dir);
    const awayErr = new TextDecoder().decode(rebuiltAway.stderr);
    assert.equal(rebuiltAway.code, 0, awayErr);
    const messages = JSON.parse(new TextDecoder().decode(rebuiltAway.stdout));
    assert.match(messages[0].content, /What is the secret code\?$/);

    // From source, in the checkout's root (as deno task niah runs it).
    const inside = await runNiahProcess(
      ["report", `${dir}/results/r.jsonl`, "--html", `${dir}/root.html`],
      { cwd: repoRoot },
    );
    assert.equal(inside.code, 0, inside.stderr);
    const [home] = commandsOf(await Deno.readTextFile(`${dir}/root.html`));
    assert.ok(
      home!.startsWith(`deno task niah reconstruct ${dir}/results/r.jsonl `),
      home,
    );
    const rebuiltHome = await paste(`${home} --messages`, repoRoot);
    const homeErr = new TextDecoder().decode(rebuiltHome.stderr);
    assert.equal(rebuiltHome.code, 0, homeErr);
    assert.deepEqual(
      JSON.parse(new TextDecoder().decode(rebuiltHome.stdout)),
      messages,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("report and plot refuse 20,000 params keys with exit 2 naming the cap, instead of running out of memory", async () => {
  await inTempDir(async (dir) => {
    const lines = [];
    for (let r = 0; r < 18; r++) {
      const params: Record<string, number> = {};
      for (let k = 0; k < 20_000; k++) params[`k${k}`] = (r * 7 + k) % 18;
      lines.push(JSON.stringify(niahRow({ params, score: 1 })));
    }
    await Deno.writeTextFile(`${dir}/keys.jsonl`, lines.join("\n") + "\n");
    for (
      const args of [
        ["report", "keys.jsonl", "--csv", "keys.csv"],
        ["report", "keys.jsonl", "--html", "keys.html"],
        ["plot", "keys.jsonl"],
      ]
    ) {
      const result = await runNiah(args, { cwd: dir });
      assert.equal(result.code, 2, `${args.join(" ")}: ${result.stderr}`);
      assert.match(
        result.stderr,
        /^niah: Cannot (report|plot): run "grid" \(model "fake", from "keys\.jsonl"\) has 20,000 axes \(distinct keys of "params"\); a report lays out at most 64\n$/,
      );
    }
    assert.deepEqual(
      [...Deno.readDirSync(dir)].map((e) => e.name),
      ["keys.jsonl"],
    );
  });
});

Deno.test("a grid too big for a heatmap: report --html keeps the tables without it, compare its verdict, plot exits 2 naming the cap", async () => {
  await inTempDir(async (dir) => {
    const lines = [];
    for (let x = 0; x < 101; x++) {
      for (let y = 0; y < 100; y++) {
        lines.push(JSON.stringify(niahRow({
          params: { context_length: 1000 + x, depth_percent: y },
          score: (x + y) % 3 === 0 ? 0 : 1,
        })));
      }
    }
    await Deno.writeTextFile(`${dir}/big.jsonl`, lines.join("\n") + "\n");
    const report = await runNiah(
      ["report", "big.jsonl", "--html", "big.html"],
      {
        cwd: dir,
      },
    );
    assert.equal(report.code, 0, report.stderr);
    const html = await Deno.readTextFile(`${dir}/big.html`);
    assert.doesNotMatch(html, /<svg /);
    assert.match(
      html,
      /<p class="omitted">No heatmap: its heatmap would be 101 x 100 = 10,100 cells; a heatmap lays out at most 10,000\. The tables below hold the numbers\.<\/p>/,
    );
    assert.match(
      html,
      /The first 2,000 of 10,100 grid points are listed; the CSV \(<code>report --csv<\/code>\) has them all\./,
    );
    const rowsListed = html.slice(html.indexOf('<table id="cells"'))
      .split("<tr>").length - 2;
    assert.equal(rowsListed, 2_000);

    // compare still gives its verdict, without the heatmap.
    const compare = await runNiah(["compare", "big.jsonl", "big.jsonl"], {
      cwd: dir,
    });
    assert.equal(compare.code, 0, compare.stderr);
    assert.match(
      compare.stdout,
      /^no heatmap: 101 x 100 cells is more than the 10000 a heatmap lays out$/m,
    );
    assert.match(compare.stdout, /^paired 10100 cells/m);

    const plot = await runNiah(["plot", "big.jsonl"], { cwd: dir });
    assert.equal(plot.code, 2, plot.stderr);
    assert.match(
      plot.stderr,
      /^niah: Cannot plot run "grid" \(model "fake"\): its heatmap would be 101 x 100 = 10,100 cells; a heatmap lays out at most 10,000 \(choose axes with fewer values with --x and --y, or read the numbers with report --csv\)\n$/,
    );
    assert.deepEqual(
      [...Deno.readDirSync(dir)].map((e) => e.name).sort(),
      ["big.html", "big.jsonl"],
    );
  });
});

Deno.test("a Python-tool row's reconstruct command in the failure list rebuilds its context as pasted", async () => {
  await inTempDir(async (dir) => {
    const rows = "tests/vectors/niah/tiny_python_rows.jsonl";
    const report = await runNiahProcess(
      ["report", rows, "--html", `${dir}/py.html`],
      { cwd: repoRoot },
    );
    assert.equal(report.code, 0, report.stderr);
    const commands = commandsOf(await Deno.readTextFile(`${dir}/py.html`));
    assert.ok(commands.length > 0);
    const command = commands[commands.length - 1]!;
    const index = Number(/ --row (\d+)$/.exec(command)?.[1]);
    assert.equal(command, `deno task niah reconstruct ${rows} --row ${index}`);
    const rebuilt = await paste(command, repoRoot);
    assert.equal(
      rebuilt.code,
      0,
      new TextDecoder().decode(rebuilt.stderr),
    );
    const expected = JSON.parse(
      await Deno.readTextFile(
        `${repoRoot}tests/vectors/niah/tiny_python_rows.reconstructed.json`,
      ),
    ) as { row: number; context_sha256: string }[];
    assert.equal(
      createHash("sha256").update(rebuilt.stdout).digest("hex"),
      expected.find((e) => e.row === index)?.context_sha256,
    );
  });
});

Deno.test("the results reader's refusal quotes a key-shaped value blanked", async () => {
  const key = "sk-proj-Abc123Def456Ghi789Jkl012Mno345";
  await inTempDir(async (dir) => {
    await writeRows(`${dir}/r.jsonl`, [
      { ...niahRow({ params: {}, score: 1 }), schema_version: key },
    ]);
    const result = await runNiah(["report", "r.jsonl"], { cwd: dir });
    assert.equal(result.code, 2, result.stderr);
    assert.match(
      result.stderr,
      /line 1 is not a result row .*: schema_version is "\[redacted\]", expected a number\n$/,
    );
    assert.ok(!result.stderr.includes("Abc123"), result.stderr);
  });
});

Deno.test("bidi controls in run and model names show as escapes in the HTML report and the heatmap", async () => {
  const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
  await inTempDir(async (dir) => {
    await writeRows(`${dir}/r.jsonl`, [
      niahRow({
        run_name: "evil\u202egnp.exe",
        model_id: "fa\u2067ke\u200f",
        params: {},
        score: 1,
      }),
    ]);
    const report = await runNiah(["report", "r.jsonl", "--html", "r.html"], {
      cwd: dir,
    });
    assert.equal(report.code, 0, report.stderr);
    const html = await Deno.readTextFile(`${dir}/r.html`);
    assert.doesNotMatch(html, BIDI);
    assert.match(
      html,
      /<h1>niah report: evil\\u202egnp\.exe · fa\\u2067ke\\u200f<\/h1>/,
    );
    const plot = await runNiah(["plot", "r.jsonl", "--out-dir", "plots"], {
      cwd: dir,
    });
    assert.equal(plot.code, 0, plot.stderr);
    // The SVG and its vega-lite spec alike.
    const names = [...Deno.readDirSync(`${dir}/plots`)].map((e) => e.name);
    assert.equal(names.length, 2, names.join());
    for (const name of names) {
      const text = await Deno.readTextFile(`${dir}/plots/${name}`);
      assert.doesNotMatch(text, BIDI, name);
      assert.match(text, /evil\\+u202egnp\.exe/, name);
    }
  });
});
