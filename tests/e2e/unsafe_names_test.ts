/**
 * Names read from imported files (a model, a run) are shown, never obeyed:
 * the RULER table and the judge audit print them through the one escaping
 * `compare` and `rescore` use, and the SVGs `plot` draws stay valid XML.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const HOSTILE = "m\u001b[31m\u0007\r\u009b2J\u202e";

const predLine = (index: number) =>
  JSON.stringify({ index, outputs: ["7"], pred: "7" });

Deno.test("a hostile model name in imported rows is escaped in report's sections and valid XML in plot's SVG", async () => {
  await withWorkspace(
    { "pred/vt.jsonl": `${predLine(0)}\n${predLine(1)}\n` },
    async (dir) => {
      const imported = await runNiah([
        "import",
        "ruler",
        "pred/vt.jsonl",
        "--length",
        "4096",
        "--model",
        HOSTILE,
        "--out",
        "rows.jsonl",
      ], { cwd: dir });
      assert.equal(imported.code, 0, imported.stderr);
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
