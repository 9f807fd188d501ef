import assert from "node:assert/strict";
import { UsageError } from "../../../src/errors.ts";
import {
  pairKey,
  readResults,
  type ResultRow,
} from "../../../src/report/read/read_results.ts";
import { readRows } from "../../../src/store/jsonl.ts";
import {
  loadAllFamilies,
  taskPresentations,
} from "../../../src/tasks/registry.ts";
import { niahRow, readerOf, referenceRow } from "../synthetic_rows.ts";

await loadAllFamilies();

async function readAll(
  text: string,
  warn?: (line: string) => void,
): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  for await (
    const batch of readResults("r.jsonl", readerOf(text), {
      presentations: taskPresentations(),
      ...(warn ? { warn } : {}),
    })
  ) rows.push(...batch);
  return rows;
}

Deno.test("niah rows are read with their grid point, failure class, score, tokens and cost", async () => {
  const [row] = await readAll(
    JSON.stringify(
      niahRow({
        params: { context_length: 1000, depth_percent: 50 },
        score: 1,
        seed: 2,
        input_tokens: 1126,
        output_tokens: 13,
        cost_usd: 0.25,
      }),
    ) + "\n",
  );
  assert.ok(row);
  assert.equal(row.schema, "niah");
  assert.deepEqual(row.params, { context_length: 1000, depth_percent: 50 });
  assert.equal(row.failure_class, "ok");
  assert.equal(row.valid, true);
  assert.equal(row.score, 1);
  assert.equal(row.seed, 2);
  assert.equal(row.input_tokens, 1126);
  assert.equal(row.output_tokens, 13);
  assert.equal(row.context_tokens, 998);
  assert.equal(row.cost_usd, 0.25);
  assert.equal(row.row, 1);
});

Deno.test("rows of the Python tool (schema 2, no cell_id) are read as length x depth cells", async () => {
  const rows = await readAll(
    [
      referenceRow({ context_length: 1000, depth: 0, seed: 1, score: 1 }),
      referenceRow({ context_length: 1000, depth: 50, seed: 1, score: 0 }),
      referenceRow({ context_length: 2000, depth: 0, seed: 1, score: null }),
    ].map((r) => JSON.stringify(r)).join("\n") + "\n",
  );
  assert.deepEqual(rows.map((r) => r.schema), [
    "reference",
    "reference",
    "reference",
  ]);
  assert.deepEqual(rows[1]!.params, {
    context_length: 1000,
    depth_percent: 50,
  });
  assert.deepEqual(rows.map((r) => r.failure_class), [
    "ok",
    "wrong",
    "provider_error",
  ]);
  assert.deepEqual(rows.map((r) => r.valid), [true, true, false]);
  assert.equal(rows[0]!.context_tokens, 1000);
  assert.notEqual(rows[0]!.cell_key, rows[1]!.cell_key);
});

Deno.test("truncated, refused, unparseable and provider-error rows are not valid answers", async () => {
  const classes = [
    "truncated",
    "refusal",
    "parse_fail",
    "provider_error",
    "timeout",
    "wrong",
  ];
  const rows = await readAll(
    classes.map((failure_class, i) =>
      JSON.stringify(
        niahRow({ params: { k: i }, failure_class, score: 0 }),
      )
    ).join("\n") + "\n",
  );
  assert.deepEqual(rows.map((r) => r.valid), [
    false,
    false,
    false,
    false,
    false,
    true,
  ]);
});

Deno.test("num_seq rows without a k axis take the order from the example", async () => {
  const [row] = await readAll(
    JSON.stringify(
      niahRow({
        task_type: "num_seq",
        params: {},
        score: 1,
        needle_metadata: { k: 3, coefficients: [1, 2, 3] },
      }),
    ) + "\n",
  );
  assert.deepEqual(row!.params, { k: 3 });
});

Deno.test("rows are numbered like niah reconstruct numbers them: blank lines skipped, CRLF and split UTF-8 handled", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const lines = [
      JSON.stringify(niahRow({ params: { x: "é東京" }, score: 1 })),
      "",
      "   ",
      JSON.stringify(niahRow({ params: { x: "🎉" }, score: 0 })),
    ];
    const text = lines.join("\r\n") + "\r\n";
    await Deno.writeTextFile(`${dir}/r.jsonl`, text);
    const stored = [];
    for await (const { row } of readRows(`${dir}/r.jsonl`)) stored.push(row);
    const rows = await readAll(text);
    assert.equal(rows.length, stored.length);
    assert.deepEqual(rows.map((r) => r.row), [1, 2]);
    assert.deepEqual(rows.map((r) => r.params.x), ["é東京", "🎉"]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a torn last line is skipped with a warning", async () => {
  const warnings: string[] = [];
  const rows = await readAll(
    JSON.stringify(niahRow({ params: {}, score: 1 })) + '\n{"schema_vers',
    (line) => warnings.push(line),
  );
  assert.equal(rows.length, 1);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!, /torn last line in "r\.jsonl" \(line 2\)/);
});

Deno.test("a line that is not a result row names the file and line", async () => {
  await assert.rejects(
    () =>
      readAll(
        JSON.stringify(niahRow({ params: {}, score: 1 })) + "\nnot json\n{}\n",
      ),
    (error: unknown) =>
      error instanceof UsageError &&
      /"r\.jsonl" line 2 is not valid JSON/.test(error.message),
  );
  await assert.rejects(
    () => readAll('{"schema_version": 2, "status": "ok"}\n'),
    (error: unknown) =>
      error instanceof UsageError &&
      /"r\.jsonl" line 1 is not a result row .*run_name is missing/.test(
        error.message,
      ),
  );
  await assert.rejects(
    () => readAll('{"schema_version": 2, "cell_id": "x", "status": "ok"}\n'),
    /fingerprint is missing/,
  );
});

Deno.test("pair keys match the same grid point, sample and seed across runs and models", async () => {
  const rows = await readAll(
    [
      niahRow({
        run_name: "a",
        model_id: "m1",
        params: { x: 1, y: 2 },
        seed: 3,
        score: 1,
      }),
      niahRow({
        run_name: "b",
        model_id: "m2",
        params: { y: 2, x: 1 },
        seed: 3,
        score: 0,
      }),
      niahRow({
        run_name: "b",
        model_id: "m2",
        params: { y: 2, x: 1 },
        seed: 4,
        score: 0,
      }),
    ].map((r) => JSON.stringify(r)).join("\n") + "\n",
  );
  assert.equal(pairKey(rows[0]!), pairKey(rows[1]!));
  assert.notEqual(pairKey(rows[1]!), pairKey(rows[2]!));
});
