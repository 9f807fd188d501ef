/**
 * niah.py's eight tasks against RULER's own output
 * (tests/vectors/ruler/index.json: every niah case, byte for byte, or line
 * hash for line hash where the case is stored hashed), counted with the
 * tokenizer's cuts and, for the small exact cases, without them too.
 *
 * The essay tasks read RULER's `PaulGrahamEssays.json`, which niah never
 * ships: they run where the Paul Graham essays are on this machine
 * ($NIAH_PAUL_GRAHAM_ESSAYS, default ../shared/corpora/PaulGrahamEssays),
 * from which the test builds the file as scripts/reference/ruler/
 * build_essay_json.py does, checked against the hash the vectors record.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { loadEnglishPunkt } from "../../../../src/haystack/punkt/sent_tokenize.ts";
import { pythonJsonString } from "../../../../src/tasks/ruler/reference/python_json.ts";
import {
  rulerDataset,
  rulerJsonlLine,
  validationJsonl,
} from "../../../../src/tasks/ruler/reference/ruler_dataset.ts";
import { rulerTask } from "../../../../src/tasks/ruler/reference/ruler_tasks.ts";
import { loadRulerWordLists } from "../../../../src/tasks/ruler/reference/wonderwords.ts";
import { textCuts } from "../../../../src/tokenizer/cut_rule.ts";
import { getTokenizer } from "../../../../src/tokenizer/encoding.ts";
import { PAUL_GRAHAM_ESSAYS } from "../../../support/paul_graham.ts";
import type { RulerVectorCase as VectorCase } from "../../../support/ruler_vectors.ts";

const VECTORS = new URL("../../../vectors/ruler/", import.meta.url);

const index: {
  paul_graham_essays_json: { sha256: string; bytes: number };
  cases: VectorCase[];
} = JSON.parse(await Deno.readTextFile(new URL("index.json", VECTORS)));
const niahCases = index.cases.filter((c) => rulerTask(c.task)?.kind === "niah");

/** SHA-256 of a text's UTF-8, in hex (what the index keeps per line). */
function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/**
 * The `text` of `PaulGrahamEssays.json` as build_essay_json.py builds it:
 * the essays' *.txt in sorted order, read with universal newlines, joined
 * with nothing between; undefined where the essays are not here.
 */
async function essayText(dir: string): Promise<string | undefined> {
  const names: string[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) {
      if (entry.isFile && entry.name.endsWith(".txt")) names.push(entry.name);
    }
  } catch {
    return undefined;
  }
  // Python sorts the paths by code point; the names are ASCII.
  names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  let text = "";
  for (const name of names) {
    text += (await Deno.readTextFile(`${dir}/${name}`)).replace(
      /\r\n?/g,
      "\n",
    );
  }
  return text === "" ? undefined : text;
}

const essay = await essayText(PAUL_GRAHAM_ESSAYS);
const isEssay = (c: VectorCase) =>
  rulerTask(c.task)!.args.type_haystack === "essay";

Deno.test("the vectors hold every niah task, at several lengths, seeds and both encodings", () => {
  const tasks = new Set(niahCases.map((c) => c.task));
  assert.equal(tasks.size, 8);
  assert.ok(new Set(niahCases.map((c) => c.max_seq_length)).size >= 3);
  assert.ok(new Set(niahCases.map((c) => c.seed)).size >= 2);
  assert.deepEqual(
    [...new Set(niahCases.map((c) => c.encoding))].sort(),
    ["cl100k_base", "o200k_base"],
  );
});

// CI has no essays: the essay cases run, beside the rest, where they are.
if (essay !== undefined) {
  Deno.test("the essay file built from the essays here is the one RULER read for the vectors", () => {
    const json = `{"text": ${pythonJsonString(essay)}}`;
    assert.equal(
      new TextEncoder().encode(json).length,
      index.paul_graham_essays_json.bytes,
    );
    assert.equal(sha256(json), index.paul_graham_essays_json.sha256);
  });
}

const runnable = niahCases.filter((c) => essay !== undefined || !isEssay(c));

for (const c of runnable) {
  const name =
    `${c.task} at ${c.max_seq_length}, ${c.encoding}, seed ${c.seed}, ${c.num_samples} samples is RULER's`;
  Deno.test(name, async () => {
    const tokenizer = await getTokenizer(c.encoding);
    const cuts = textCuts(tokenizer) ?? undefined;
    const options = {
      maxSeqLength: c.max_seq_length,
      numSamples: c.num_samples,
      randomSeed: c.seed,
      countTokens: (text: string) => tokenizer.count(text),
      words: await loadRulerWordLists(),
      ...(isEssay(c)
        ? { essay: essay!, sentTokenize: await loadEnglishPunkt() }
        : {}),
    };
    const withCuts = { ...options, ...(cuts ? { cuts } : {}) };
    if (c.file) {
      const want = await Deno.readTextFile(new URL(c.file, VECTORS));
      assert.equal(validationJsonl(rulerDataset(c.task, withCuts)), want);
      if (c.max_seq_length <= 4096) {
        assert.equal(validationJsonl(rulerDataset(c.task, options)), want);
      }
    } else {
      const rows = [];
      for (const sample of rulerDataset(c.task, withCuts)) {
        const line = rulerJsonlLine(sample);
        rows.push({
          sha256: sha256(line.slice(0, -1)),
          length: sample.length,
          index: sample.index,
        });
      }
      assert.deepEqual(rows, c.rows);
    }
  });
}
