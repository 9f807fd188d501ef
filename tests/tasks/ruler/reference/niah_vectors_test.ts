/**
 * niah.py's eight tasks against RULER's own output
 * (tests/vectors/ruler/index.json: every niah case, byte for byte, or line
 * hash for line hash where the case is stored hashed), counted with the
 * tokenizer's cuts and, for the small cases, without them.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import {
  rulerDataset,
  rulerJsonlLine,
  validationJsonl,
} from "../../../../src/tasks/ruler/reference/ruler_dataset.ts";
import { rulerTask } from "../../../../src/tasks/ruler/reference/ruler_tasks.ts";
import { textCuts } from "../../../../src/tokenizer/cut_rule.ts";
import { getTokenizer } from "../../../../src/tokenizer/encoding.ts";

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
const niahCases = index.cases.filter((c) => rulerTask(c.task)?.kind === "niah");

/** What a case needs that niah loads: the word lists, the essay and Punkt. */
function needs(task: string): { words: boolean; essay: boolean } {
  const args = rulerTask(task)!.args;
  return {
    words: args.type_needle_k === "words" || args.type_needle_v === "words",
    essay: args.type_haystack === "essay",
  };
}

/** SHA-256 of a text's UTF-8, in hex (what the index keeps per line). */
function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

// Until the word lists and Punkt land, only the uuid-only task runs.
const runnable = niahCases.filter((c) => {
  const need = needs(c.task);
  return !need.words && !need.essay;
});

Deno.test("the vectors hold cases of niah tasks", () => {
  assert.ok(runnable.length > 0);
});

for (const c of runnable) {
  const name =
    `${c.task} at ${c.max_seq_length}, ${c.encoding}, seed ${c.seed}, ${c.num_samples} samples is RULER's`;
  Deno.test(name, async () => {
    const tokenizer = await getTokenizer(c.encoding);
    const countTokens = (text: string) => tokenizer.count(text);
    const cuts = textCuts(tokenizer) ?? undefined;
    const options = {
      maxSeqLength: c.max_seq_length,
      numSamples: c.num_samples,
      randomSeed: c.seed,
      countTokens,
    };
    if (c.file) {
      const want = await Deno.readTextFile(new URL(c.file, VECTORS));
      assert.equal(
        validationJsonl(
          rulerDataset(c.task, { ...options, ...(cuts ? { cuts } : {}) }),
        ),
        want,
      );
      assert.equal(validationJsonl(rulerDataset(c.task, options)), want);
    } else {
      const rows = [];
      for (
        const sample of rulerDataset(c.task, {
          ...options,
          ...(cuts ? { cuts } : {}),
        })
      ) {
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
