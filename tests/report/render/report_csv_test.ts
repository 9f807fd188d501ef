import assert from "node:assert/strict";
import { reportCsv } from "../../../src/report/render/report_csv.ts";
import { reportTable } from "../../../src/report/render/report_table.ts";
import { aggregateOf, niahRow } from "../synthetic_rows.ts";

const at = (length: number, depth: number) => ({
  context_length: length,
  depth_percent: depth,
});

Deno.test("the table has a run line, a line per axis value and a line per grid point", async () => {
  const table = reportTable(
    await aggregateOf([
      niahRow({ params: at(2000, 0), score: 1 }),
      niahRow({ params: at(1000, 50), score: 0 }),
      niahRow({ params: at(1000, 0), score: 1 }),
      niahRow({ params: at(2000, 50), failure_class: "refusal", score: 0 }),
      niahRow({
        params: at(2000, 50),
        seed: 2,
        failure_class: "provider_error",
      }),
    ]),
  );
  assert.deepEqual(
    table.lines.map((l) => `${l.level}:${l.axis}:${JSON.stringify(l.params)}`),
    [
      "run::{}",
      'axis:context_length:{"context_length":1000}',
      'axis:context_length:{"context_length":2000}',
      'axis:depth_percent:{"depth_percent":0}',
      'axis:depth_percent:{"depth_percent":50}',
      'cell::{"context_length":1000,"depth_percent":0}',
      'cell::{"context_length":1000,"depth_percent":50}',
      'cell::{"context_length":2000,"depth_percent":0}',
      'cell::{"context_length":2000,"depth_percent":50}',
    ],
  );
  const run = table.lines[0]!;
  assert.equal(run.rows, 5);
  assert.equal(run.answered, 4);
  assert.equal(run.missing, 1);
  assert.equal(run.valid, 3);
  // The refusal scores 0 in the headline mean; the provider error is left out.
  assert.equal(run.mean, 0.5);
  assert.equal(run.mean_parseable, 2 / 3);
  assert.equal(run.invalid_rate, 0.4);
  assert.equal(run.classes.refusal, 1);
  const cell = table.lines.at(-1)!;
  assert.deepEqual([cell.rows, cell.answered, cell.mean, cell.mean_parseable], [
    2,
    1,
    0,
    null,
  ]);
});

Deno.test("the CSV is RFC 4180: a header, stable class columns, quoted fields where needed", async () => {
  const csv = reportCsv(
    reportTable(
      await aggregateOf([
        niahRow({
          model_id: 'gpt "4o", mini',
          params: at(1000, 0),
          score: 1,
          cost_usd: 0.0012345678,
        }),
      ]),
    ),
  );
  const lines = csv.trimEnd().split("\n");
  assert.equal(
    lines[0],
    "run_name,model_id,task_type,level,axis,context_length,depth_percent,rows,answered,missing,valid,mean,std,wilson_low,wilson_high,mean_parseable,invalid_rate,n_ok,n_wrong,n_parse_fail,n_truncated,n_refusal,n_provider_error,n_timeout,input_tokens,output_tokens,reasoning_tokens,mean_context_tokens,cost_usd",
  );
  assert.equal(
    lines[1],
    'grid,"gpt ""4o"", mini",uuid,run,,,,1,1,0,1,1,,0.206549,1,1,0,1,0,0,0,0,0,0,100,10,0,998,0.001235',
  );
  assert.equal(lines.length, 3);
});
