/**
 * cwe against RULER's own output: every stored cwe case of
 * tests/vectors/ruler/index.json kept as a file, byte for byte, and the
 * hashed 32k case line hash for line hash.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { generateCommonWords } from "../../../../src/tasks/ruler/reference/common_words.ts";
import { rulerSampleJson } from "../../../../src/tasks/ruler/reference/python_json.ts";
import { rulerTask } from "../../../../src/tasks/ruler/reference/ruler_tasks.ts";
import { getTokenizer } from "../../../../src/tokenizer/encoding.ts";
import { loadRulerWordLists } from "../../../../src/tasks/ruler/reference/wonderwords.ts";

const words = await loadRulerWordLists();

const VECTORS = new URL("../../../vectors/ruler/", import.meta.url);

interface VectorCase {
  task: string;
  encoding: string;
  seed: number;
  max_seq_length: number;
  num_samples: number;
  file?: string;
  rows?: { sha256: string; length: number; index: number }[];
}

const index: { cases: VectorCase[] } = JSON.parse(
  await Deno.readTextFile(new URL("index.json", VECTORS)),
);
const cases = index.cases.filter((c) => c.task === "cwe");

Deno.test("the vectors hold cwe cases kept as files", () => {
  assert.ok(cases.length >= 3);
});

for (const c of cases) {
  Deno.test(`cwe ${c.encoding} seed ${c.seed} at ${c.max_seq_length}: RULER's bytes`, async () => {
    const tokenizer = await getTokenizer(c.encoding);
    const task = rulerTask("cwe")!;
    const rows = generateCommonWords({
      maxSeqLength: c.max_seq_length,
      numSamples: c.num_samples,
      randomSeed: c.seed,
      tokensToGenerate: task.tokensToGenerate,
      template: task.template,
      countTokens: (text) => tokenizer.count(text),
      args: task.args,
      words,
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
