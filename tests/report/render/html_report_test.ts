import assert from "node:assert/strict";
import { chooseAxes } from "../../../src/report/render/axes.ts";
import { groupEffectiveLength } from "../../../src/report/stats/effective_length.ts";
import { groupHeatmap } from "../../../src/report/render/heatmap_data.ts";
import { heatmapSpec } from "../../../src/report/render/heatmap_spec.ts";
import {
  htmlReport,
  reconstructCommand,
} from "../../../src/report/render/html_report.ts";
import { shellQuote } from "../../../src/report/render/html_text.ts";
import { renderSvg } from "../../../src/report/render/render_svg.ts";
import { reportTable } from "../../../src/report/render/report_table.ts";
import {
  aggregateOf,
  niahGrid,
  niahRow,
  referenceRow,
} from "../synthetic_rows.ts";

Deno.test("reconstruct commands quote paths for the shell", () => {
  assert.equal(shellQuote("results/run.jsonl"), "results/run.jsonl");
  assert.equal(
    shellQuote("my results/it's.jsonl"),
    `'my results/it'\\''s.jsonl'`,
  );
});

Deno.test("the HTML report is one self-contained page: heatmaps inline, sortable table, failures with their commands", async () => {
  const rows = niahGrid({ seeds: 2 });
  rows.push(
    niahRow({
      params: { context_length: 1000, depth_percent: 0 },
      seed: 9,
      score: 0,
    }),
  );
  (rows[rows.length - 1] as Record<string, unknown>).response =
    "<script>alert(1)</script>";
  const aggregate = await aggregateOf(rows);
  const group = aggregate.groups[0]!;
  const svg = await renderSvg(
    heatmapSpec(groupHeatmap(group, chooseAxes(group), "score")),
    { idPrefix: "h1-" },
  );
  const html = htmlReport({
    title: "niah report: grid",
    aggregate,
    table: reportTable(aggregate),
    sections: [{
      group,
      heatmaps: [{ caption: "Mean score.", svg }],
      effective: groupEffectiveLength(group),
    }],
  });
  assert.match(html, /^<!doctype html>/);
  assert.match(html, /<svg [^>]*>/);
  assert.match(html, /<table id="cells" class="sortable">/);
  assert.match(html, /<th data-key="mean" aria-sort="none">mean<\/th>/);
  assert.match(
    html,
    /<strong>Effective context length<\/strong> \(mean score ≥ 0\.85 at every length up to it\): /,
  );
  assert.match(
    html,
    /<code class="command">niah reconstruct r\.jsonl --cell \S+<\/code>/,
  );
  assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  assert.doesNotMatch(html, /<script>alert/);
  // Self-contained: nothing loads from elsewhere.
  assert.doesNotMatch(html, /\bsrc=/);
  assert.doesNotMatch(html, /<link\b/);
  assert.doesNotMatch(html, /url\((?!#)/);
});

Deno.test("failures of Python-tool rows are rebuilt by line, as that tool counts them", async () => {
  const aggregate = await aggregateOf([
    referenceRow({ context_length: 1000, depth: 0, seed: 1, score: 1 }),
    referenceRow({ context_length: 1000, depth: 50, seed: 1, score: 0 }),
  ]);
  const failure = aggregate.failures[0]!;
  assert.equal(reconstructCommand(failure), "niah reconstruct r.jsonl --row 1");
  const html = htmlReport({
    title: "t",
    aggregate,
    table: reportTable(aggregate),
    sections: [],
    invocation: "deno task niah",
  });
  assert.match(
    html,
    /<code class="command">deno task niah reconstruct r\.jsonl --row 1<\/code>/,
  );
  assert.match(html, /a Python-tool row: add --haystack DIR/);
});
