/**
 * RULER's own output for one synthetic task, as the vectors keep it
 * (tests/vectors/ruler/index.json: each case kept as a file, byte for
 * byte, or as its lines' hashes): one test that the task has at least
 * three cases kept as files, and one per case that the rows niah
 * generates for it print as RULER's lines.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { rulerSampleJson } from "../../src/tasks/ruler/reference/python_json.ts";
import type { RulerSample } from "../../src/tasks/ruler/reference/ruler_sample.ts";
import { rulerTask } from "../../src/tasks/ruler/reference/ruler_tasks.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";

const VECTORS = new URL("../vectors/ruler/", import.meta.url);

/** One case of the vectors' index. */
export interface RulerVectorCase {
  task: string;
  encoding: string;
  seed: number;
  max_seq_length: number;
  num_samples: number;
  file?: string;
  rows?: { sha256: string; length: number; index: number }[];
}

/** What a case's rows are generated from, besides the task's own fields. */
export interface RulerCaseInput {
  maxSeqLength: number;
  numSamples: number;
  randomSeed: number;
  tokensToGenerate: number;
  template: string;
  countTokens: (text: string) => number;
  args: NonNullable<ReturnType<typeof rulerTask>>["args"];
}

/** Registers the tests of task `name`'s cases, its rows from `generate`. */
export async function testRulerVectors(
  name: string,
  generate: (input: RulerCaseInput) => Iterable<RulerSample>,
): Promise<void> {
  const index: { cases: RulerVectorCase[] } = JSON.parse(
    await Deno.readTextFile(new URL("index.json", VECTORS)),
  );
  const cases = index.cases.filter((c) => c.task === name);
  Deno.test(`the vectors hold ${name} cases kept as files`, () => {
    assert.ok(cases.length >= 3);
  });
  for (const c of cases) {
    Deno.test(`${name} ${c.encoding} seed ${c.seed} at ${c.max_seq_length}: RULER's bytes`, async () => {
      const tokenizer = await getTokenizer(c.encoding);
      const task = rulerTask(name)!;
      const rows = generate({
        maxSeqLength: c.max_seq_length,
        numSamples: c.num_samples,
        randomSeed: c.seed,
        tokensToGenerate: task.tokensToGenerate,
        template: task.template,
        countTokens: (text) => tokenizer.count(text),
        args: task.args,
      });
      const lines = [...rows].map(rulerSampleJson);
      if (c.file) {
        const want = await Deno.readTextFile(new URL(c.file, VECTORS));
        assert.equal(lines.map((line) => line + "\n").join(""), want);
      } else {
        const hashes = lines.map((line) =>
          createHash("sha256").update(line).digest("hex")
        );
        assert.deepEqual(hashes, c.rows!.map((row) => row.sha256));
      }
    });
  }
}
