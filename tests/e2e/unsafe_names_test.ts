/**
 * Names read from imported files (a model, a run) are shown, never obeyed:
 * the RULER table, the judge audit and `compare` print them through the one
 * escaping, the HTML report shows them the same way, and the SVGs `plot`
 * and `compare` draw stay valid XML.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const HOSTILE = "m\u001b[31m\u0007\r\u009b2J\u202e";

const predLine = (index: number) =>
  JSON.stringify({ index, outputs: ["7"], pred: "7" });

/** Imports pred/vt.jsonl as RULER rows of `model` into `out`. */
async function importAs(dir: string, model: string, out: string) {
  const imported = await runNiah(
    ["import", "ruler", "pred/vt.jsonl", "--length", "4096"].concat(
      ["--model", model, "--out", out],
    ),
    { cwd: dir },
  );
  assert.equal(imported.code, 0, imported.stderr);
}

Deno.test("a hostile model name in imported rows is escaped in report's sections and valid XML in plot's SVG", async () => {
  await withWorkspace(
    { "pred/vt.jsonl": `${predLine(0)}\n${predLine(1)}\n` },
    async (dir) => {
      await importAs(dir, HOSTILE, "rows.jsonl");
      const report = await runNiah(["report", "rows.jsonl"], { cwd: dir });
      assert.equal(report.code, 0, report.stderr);
      assert.match(
        report.stdout,
        /RULER · ruler-.* · m\\e\[31m\\x07\\r\\x9b2J\\u202e/,
      );
      assert.doesNotMatch(
        report.stdout,
        // deno-lint-ignore no-control-regex
        /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/,
      );
      // The HTML report's title, heading, navigation and tables show the
      // name's controls as the terminal does; a page keeps only tabs and
      // line ends, which it lays out.
      const html = await runNiah(
        ["report", "rows.jsonl", "--html", "r.html"],
        { cwd: dir },
      );
      assert.equal(html.code, 0, html.stderr);
      const page = await Deno.readTextFile(`${dir}/r.html`);
      assert.doesNotMatch(
        page,
        // deno-lint-ignore no-control-regex
        /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202e]|\r(?!\n)/,
      );
      assert.match(
        page,
        /<title>niah report: .*m\\e\[31m\\x07\\r\\x9b2J\\u202e/,
      );
      const plot = await runNiah(["plot", "rows.jsonl", "--out-dir", "plots"], {
        cwd: dir,
      });
      assert.equal(plot.code, 0, plot.stderr);
      for (const entry of Deno.readDirSync(`${dir}/plots`)) {
        if (!entry.name.endsWith(".svg")) continue;
        const svg = await Deno.readTextFile(`${dir}/plots/${entry.name}`);
        // XML 1.0 allows no C0 control but tab, newline and return.
        // deno-lint-ignore no-control-regex
        assert.doesNotMatch(svg, /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
        assert.match(svg, /m\\e\[31m/);
      }
    },
  );
});

/** No C0 or C1 control, nor U+202E, in `text` (tab and newline allowed). */
function assertInert(text: string, what: string): void {
  assert.doesNotMatch(
    text,
    // deno-lint-ignore no-control-regex
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/,
    what,
  );
}

Deno.test("compare prints hostile model names escaped and draws valid XML", async () => {
  await withWorkspace(
    { "pred/vt.jsonl": `${predLine(0)}\n${predLine(1)}\n` },
    async (dir) => {
      await importAs(dir, HOSTILE, "a.jsonl");
      await importAs(dir, `${HOSTILE}2`, "b.jsonl");
      const compared = await runNiah(
        ["compare", "a.jsonl", "b.jsonl", "--out-dir", "cmp"],
        { cwd: dir },
      );
      assert.equal(compared.code, 0, compared.stderr);
      assertInert(compared.stdout, "compare's stdout");
      assertInert(compared.stderr, "compare's stderr");
      assert.match(compared.stdout, /m\\e\[31m/);
      let svgs = 0;
      for (const entry of Deno.readDirSync(`${dir}/cmp`)) {
        if (!entry.name.endsWith(".svg")) continue;
        svgs++;
        const svg = await Deno.readTextFile(`${dir}/cmp/${entry.name}`);
        // deno-lint-ignore no-control-regex
        assert.doesNotMatch(svg, /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
      }
      assert.ok(svgs > 0, "compare drew its heatmap");
    },
  );
});

Deno.test("the judge audit prints a hostile model name from a 2023 result file escaped", async () => {
  await withWorkspace({
    "r/a_results.json": JSON.stringify({
      model: HOSTILE,
      context_length: 1000,
      depth_percent: 50,
      version: 1,
      needle: "The code is 42.",
      model_response: "The code is 42.",
      score: 1,
    }),
  }, async (dir) => {
    const imported = await runNiah(
      ["import", "llmtest", "r", "--out", "rows.jsonl"],
      { cwd: dir },
    );
    assert.equal(imported.code, 0, imported.stderr);
    const report = await runNiah(["report", "rows.jsonl"], { cwd: dir });
    assert.equal(report.code, 0, report.stderr);
    assert.match(
      report.stdout,
      /judge audit · .* · m\\e\[31m\\x07\\r\\x9b2J\\u202e/,
    );
    assertInert(report.stdout, "report's stdout");
  });
});
