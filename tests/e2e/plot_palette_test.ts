/**
 * `plot --palette llmtest` and `report --html --palette llmtest` draw as
 * the 2023 needle-in-a-haystack pictures: #F0496E at the lowest cell mean,
 * #0CD79F at the highest, "Token Limit" by "Depth Percent"; a palette niah
 * lacks is a one-line usage error (exit 2).
 */
import assert from "node:assert/strict";
import { runNiah } from "../support/hosted_niah.ts";
import { cellFills, paletteRows } from "../report/palette_rows.ts";
import { writeRows } from "../report/synthetic_rows.ts";

async function withRows(body: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "niah-palette-" });
  try {
    // Cell means 0.25, 0.75, 0.5 and 0.375, in that order.
    await writeRows(`${dir}/a.jsonl`, paletteRows());
    await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** The colours of the 2023 map at 0.25, 0.75, 0.5 and 0.375 of 0.25..0.75. */
const LLMTEST_FILLS = ["#f0496e", "#0cd79f", "#ebb839", "#ee8154"];

Deno.test("plot --palette llmtest: the 2023 colours from the lowest to the highest cell mean, Token Limit by Depth Percent", async () => {
  await withRows(async (dir) => {
    const result = await runNiah(
      ["plot", "a.jsonl", "--palette", "llmtest"],
      { cwd: dir },
    );
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stdout, "wrote grid.fake.score.svg\n");
    const svg = await Deno.readTextFile(`${dir}/grid.fake.score.svg`);
    assert.deepEqual(cellFills(svg), LLMTEST_FILLS);
    assert.match(svg, />Token Limit</);
    assert.match(svg, />Depth Percent</);
    const spec = JSON.parse(
      await Deno.readTextFile(`${dir}/grid.fake.score.vl.json`),
    );
    assert.equal(spec.encoding.x.title, "Token Limit");
    assert.equal(spec.encoding.y.title, "Depth Percent");
    assert.deepEqual(spec.layer[0].encoding.color.scale.domain, [
      0.25,
      0.5,
      0.75,
    ]);

    // Without the flag: niah's own colours over 0..1 and axis titles.
    const plain = await runNiah(
      ["plot", "a.jsonl", "--out-dir", "plain"],
      { cwd: dir },
    );
    assert.equal(plain.code, 0, plain.stderr);
    const svgPlain = await Deno.readTextFile(
      `${dir}/plain/grid.fake.score.svg`,
    );
    assert.equal(
      cellFills(svgPlain).filter((f) => LLMTEST_FILLS.includes(f)).length,
      0,
    );
    assert.doesNotMatch(svgPlain, /Token Limit/);
  });
});

Deno.test("report --html --palette llmtest embeds the same heatmap colours", async () => {
  await withRows(async (dir) => {
    const result = await runNiah(
      ["report", "a.jsonl", "--html", "r.html", "--palette", "llmtest"],
      { cwd: dir },
    );
    assert.equal(result.code, 0, result.stderr);
    const html = await Deno.readTextFile(`${dir}/r.html`);
    assert.deepEqual(cellFills(html), LLMTEST_FILLS);
    assert.match(html, />Token Limit</);
    assert.match(html, />Depth Percent</);

    const plain = await runNiah(["report", "a.jsonl", "--html", "p.html"], {
      cwd: dir,
    });
    assert.equal(plain.code, 0, plain.stderr);
    const plainHtml = await Deno.readTextFile(`${dir}/p.html`);
    assert.ok(!cellFills(plainHtml).includes("#f0496e"));
    assert.doesNotMatch(plainHtml, /Token Limit/);
  });
});

Deno.test("a palette niah lacks is a one-line usage error naming --palette and the palettes (exit 2), writing nothing", async () => {
  await withRows(async (dir) => {
    for (
      const args of [
        ["plot", "a.jsonl", "--palette", "viridis"],
        ["report", "a.jsonl", "--html", "r.html", "--palette", "viridis"],
      ]
    ) {
      const result = await runNiah(args, { cwd: dir });
      assert.equal(result.code, 2, `${args[0]}: ${result.stderr}`);
      assert.equal(result.stdout, "");
      const lines = result.stderr.trimEnd().split("\n");
      assert.equal(lines.length, 1, result.stderr);
      assert.match(lines[0]!, /^niah: .*--palette/);
      assert.match(lines[0]!, /default, llmtest/);
      assert.match(lines[0]!, /"viridis"/);
    }
    const written = [...Deno.readDirSync(dir)].map((e) => e.name);
    assert.deepEqual(written, ["a.jsonl"]);
  });
});
