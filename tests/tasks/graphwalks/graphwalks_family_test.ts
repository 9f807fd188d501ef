/**
 * The `graphwalks` family's parts on the shipped small files: each row's
 * bin by o200k_base tokens, the seeded draw (the same rows on every
 * machine, a larger count keeping a smaller one's), the recipe that names
 * the file's sha256 and row, the refusals (a length that is no bin, a bin
 * short of rows), and the report section's table, chart and CSV.
 */
import assert from "node:assert/strict";
import { denoCorpusReader } from "../../../src/cli/deno_io.ts";
import type { ResultRow } from "../../../src/report/read/read_results.ts";
import { createBuildContext } from "../../../src/tasks/build_context.ts";
import {
  datasetFolder,
  drawOrder,
  readGraphwalks,
} from "../../../src/tasks/graphwalks/graphwalks_data.ts";
import {
  graphwalksComparison,
  graphwalksSection,
} from "../../../src/tasks/graphwalks/graphwalks_report.ts";
import { graphwalksTask } from "../../../src/tasks/graphwalks/graphwalks_task.ts";
import type { Cell } from "../../../src/tasks/task.ts";
import { getTokenizer } from "../../../src/tokenizer/encoding.ts";

const FIXTURES = new URL("../../fixtures/graphwalks", import.meta.url).pathname;
const context = createBuildContext(
  await getTokenizer("cl100k_base"),
  denoCorpusReader,
);
const SHORT = `${FIXTURES}/graphwalks_128k_and_shorter.parquet`;
const LONG = `${FIXTURES}/graphwalks_256k_to_1mil.parquet`;

function cell(length: number, sample: number, seed = 0): Cell {
  return {
    cell_id: `c${length}-${sample}`,
    index: 0,
    axes: { context_length: length },
    params: { type: "graphwalks" },
    sample_index: sample,
    seed,
  };
}

Deno.test("rows are binned by o200k_base tokens of the prompt", async () => {
  const short = await readGraphwalks(SHORT, datasetFolder(SHORT), context);
  const long = await readGraphwalks(LONG, datasetFolder(LONG), context);
  assert.deepEqual(short.rows.map((row) => row.bin), [
    ...Array(6).fill(8192),
    ...Array(4).fill(16384),
  ]);
  assert.deepEqual(long.rows.map((row) => row.bin), [16384, 16384]);
  assert.ok(short.rows.every((row) => row.tokens > 4096));
  assert.match(short.sha256, /^[0-9a-f]{64}$/);
});

Deno.test("the seeded draw is fixed, and a seed reorders it", async () => {
  const files = [
    await readGraphwalks(SHORT, datasetFolder(SHORT), context),
    await readGraphwalks(LONG, datasetFolder(LONG), context),
  ];
  const order = drawOrder(files, 16384, "bfs", 0);
  assert.equal(order.length, 3);
  assert.deepEqual(
    order.map((ref) => [ref.file, ref.row]).sort(),
    [[0, 6], [0, 8], [1, 0]],
  );
  assert.deepEqual(drawOrder(files, 16384, "bfs", 0), order);
  const seeds = Array.from(
    { length: 8 },
    (_, seed) => JSON.stringify(drawOrder(files, 16384, "bfs", seed)),
  );
  assert.ok(new Set(seeds).size > 1, "some seed draws another order");
});

Deno.test("a cell's recipe names the file's sha256 and the row, and renders the same message", async () => {
  const params = graphwalksTask.params.parse({
    type: "graphwalks",
    dataset: FIXTURES,
    problem_type: "parents",
    num_samples: 3,
  });
  const built = await graphwalksTask.build(params, cell(8192, 2), context);
  const file = await readGraphwalks(SHORT, datasetFolder(SHORT), context);
  assert.equal(built.recipe.file_sha256, file.sha256);
  const row = file.rows[built.recipe.row as number]!;
  assert.equal(row.problem_type, "parents");
  assert.deepEqual(built.messages, [{ role: "user", content: row.prompt }]);
  assert.deepEqual(JSON.parse(built.expected_answer), row.answer);
  const rendered = await graphwalksTask.render(built.recipe, context);
  assert.deepEqual(rendered.messages, built.messages);
  // The oracle's answer is right, and scores the card's F1.
  const oracle = graphwalksTask.oracleResponse!(built);
  const score = graphwalksTask.score(oracle, built);
  assert.equal(score.correct, true);
  const n = row.answer.length;
  assert.equal(score.value, (n - 1) / n);
});

Deno.test("a length that is no bin, and a bin short of rows, are one line each", async () => {
  const params = graphwalksTask.params.parse({
    type: "graphwalks",
    dataset: FIXTURES,
    num_samples: 4,
  });
  await assert.rejects(
    graphwalksTask.build(params, cell(10000, 0), context),
    /sweep\.context_lengths 10000 is not a token bin's upper bound/,
  );
  await assert.rejects(
    graphwalksTask.build(params, cell(8192, 3), context),
    /bin \(4096, 8192\] has fewer than 4 bfs rows/,
  );
  const problems = await graphwalksTask.probe!(
    params,
    { context_length: [8192, 32768] },
    () => getTokenizer("cl100k_base"),
    { seeds: [0], samples: 4 },
    context,
  );
  assert.deepEqual(problems, [
    `task.num_samples: bin (4096, 8192] has 3 bfs rows in ${FIXTURES}, fewer than the 4 asked`,
    `task.num_samples: bin (16384, 32768] has 0 bfs rows in ${FIXTURES}, fewer than the 4 asked`,
  ]);
});

function resultRow(type: string, bin: number, score: number): ResultRow {
  return {
    run_name: "r",
    model_id: "m",
    task_type: "graphwalks",
    params: { context_length: bin, problem_type: type },
    score,
  } as unknown as ResultRow;
}

Deno.test("the report section tables every bin and the cards' two, with a chart and a CSV", () => {
  const rows = [
    resultRow("bfs", 8192, 1),
    resultRow("bfs", 8192, 0.5),
    resultRow("bfs", 262144, 0.25),
    resultRow("parents", 16384, 0.8),
  ];
  const out = graphwalksSection.make({ rows, threshold: 0.85 });
  assert.match(
    out.text,
    /^ {2}\(4096, 8192\] +0\.750 \(0\.500–1\.000\) n=2 +–$/m,
  );
  assert.match(out.text, /^ {2}≤128k +0\.750 .* n=2 +0\.800 .* n=1$/m);
  assert.match(out.text, /^ {2}>128k +0\.250 .* n=1 +–$/m);
  assert.equal(out.text.split("\n").filter((l) => /^ {2}\(/.test(l)).length, 8);
  const html = out.html!({
    run_name: "r",
    model_id: "m",
    task_type: "graphwalks",
  });
  assert.match(html, /<svg [^>]*viewBox="0 0 360 220" width="100%"/);
  assert.equal((html.match(/<polyline/g) ?? []).length, 2);
  assert.match(
    out.csv!,
    /^"r","m","parents","\(8192, 16384\]","0\.8","0\.8","0\.8","1"$/m,
  );
});

Deno.test("style niah scores the list inside the brackets; reference the card's items", () => {
  const built = {
    expected_answer: JSON.stringify(["a", "b"]),
    metadata: { style: "niah" },
  };
  const niah = graphwalksTask.score("Final Answer: [a, b]", built);
  assert.equal(niah.value, 1);
  assert.equal(niah.correct, true);
  const reference = graphwalksTask.score("Final Answer: [a, b]", {
    ...built,
    metadata: { style: "reference" },
  });
  assert.equal(reference.value, 0.5);
  assert.equal(reference.correct, true);
  assert.equal(
    graphwalksTask.score("final answer: [a]", built).parse_fail,
    true,
  );
  assert.equal(
    graphwalksTask.params.parse({ type: "graphwalks" }).style,
    "reference",
  );
});

Deno.test("a file whose true nodes are in `answer`, as a JSON string, reads the same", async () => {
  const file = await readGraphwalks(
    `${FIXTURES}/answer_column.parquet`,
    FIXTURES,
    context,
  );
  assert.equal(file.rows.length, 1);
  const row = file.rows[0]!;
  assert.equal(row.problem_type, "parents");
  assert.ok(row.answer.length > 0);
  assert.ok(row.answer.every((node) => /^[0-9a-f]{10}$/.test(node)));
  assert.equal(row.bin, 8192);
});

Deno.test("compare groups Graphwalks pairs by problem type and token bin, bfs first, bins in order", () => {
  const groupOf = graphwalksComparison.groupOf!;
  const groups = [
    { problem_type: "parents", context_length: 8192 },
    { problem_type: "bfs", context_length: 16384 },
    { problem_type: "bfs", context_length: 8192 },
  ].map((params) => groupOf(params));
  assert.deepEqual(
    [...groups].sort((a, b) => a.order - b.order).map((g) => g.label),
    ["bfs, (4096, 8192]", "bfs, (8192, 16384]", "parents, (4096, 8192]"],
  );
});
