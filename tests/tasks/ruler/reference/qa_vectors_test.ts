/**
 * qa_1 and qa_2 against RULER's own output: every file under
 * tests/vectors/ruler_qa/<encoding>/s<seed>/<max_seq_length>/ is the
 * validation.jsonl RULER's prepare.py wrote (scripts/reference/ruler/
 * make_qa_vectors.sh) from the squad.json and hotpotqa.json beside them;
 * niah's generator gives the same bytes.
 */
import assert from "node:assert/strict";
import { readRulerQa } from "../../../../src/tasks/ruler/reference/qa_data.ts";
import {
  rulerDataset,
  validationJsonl,
} from "../../../../src/tasks/ruler/reference/ruler_dataset.ts";
import { getTokenizer } from "../../../../src/tokenizer/encoding.ts";

const VECTORS = new URL("../../../vectors/ruler_qa/", import.meta.url);
const data = {
  qa_1: readRulerQa(
    "squad",
    JSON.parse(await Deno.readTextFile(new URL("squad.json", VECTORS))),
  ),
  qa_2: readRulerQa(
    "hotpotqa",
    JSON.parse(await Deno.readTextFile(new URL("hotpotqa.json", VECTORS))),
  ),
};

interface QaCase {
  encoding: string;
  seed: number;
  length: number;
  task: "qa_1" | "qa_2";
  file: URL;
}

function* dirs(url: URL): Generator<string> {
  for (const entry of Deno.readDirSync(url)) {
    if (entry.isDirectory) yield entry.name;
  }
}

const cases: QaCase[] = [];
for (const encoding of dirs(VECTORS)) {
  for (const seedDir of dirs(new URL(`${encoding}/`, VECTORS))) {
    const seedUrl = new URL(`${encoding}/${seedDir}/`, VECTORS);
    for (const length of dirs(seedUrl)) {
      for (const task of ["qa_1", "qa_2"] as const) {
        cases.push({
          encoding,
          seed: Number(seedDir.slice(1)),
          length: Number(length),
          task,
          file: new URL(`${length}/${task}.jsonl`, seedUrl),
        });
      }
    }
  }
}

Deno.test("the QA vectors cover both tasks, both encodings, three lengths and three seeds", () => {
  assert.ok(cases.length >= 12);
  assert.deepEqual(
    new Set(cases.map((c) => c.encoding)),
    new Set(["cl100k_base", "o200k_base"]),
  );
  assert.deepEqual(
    new Set(cases.map((c) => c.length)),
    new Set([4096, 8192, 16384]),
  );
  assert.equal(new Set(cases.map((c) => c.seed)).size, 3);
});

Deno.test("the readers keep qa.py's documents and answerable questions", () => {
  const squad = data.qa_1;
  // One paragraph is in two articles: set() folds it.
  assert.ok(squad.docs.length > 100);
  assert.ok(squad.qas.every((qa) => qa.outputs.length > 0));
  assert.ok(squad.qas.some((qa) => qa.outputs.length === 3));
  assert.equal(data.qa_2.qas.length, 60);
  assert.ok(data.qa_2.qas.every((qa) => qa.context.length === 10));
});

for (const c of cases) {
  Deno.test(`${c.task} ${c.encoding} seed ${c.seed} at ${c.length}: RULER's bytes`, async () => {
    const want = await Deno.readTextFile(c.file);
    const tokenizer = await getTokenizer(c.encoding);
    const rows = rulerDataset(c.task, {
      maxSeqLength: c.length,
      numSamples: want.split("\n").length - 1,
      randomSeed: c.seed,
      countTokens: (text) => tokenizer.count(text),
      qa: data[c.task],
    });
    assert.equal(validationJsonl(rows), want);
  });
}
