/**
 * RULER's `qa.py` (qa_1 over SQuAD, qa_2 over HotpotQA) draw for draw:
 * a question's own documents, then (while the haystack is smaller than the
 * dataset) its article's other paragraphs and documents drawn by the global
 * `random.sample` from the rest, or (when not) the dataset's documents
 * repeated and cut; the list shuffled by a fresh `random.Random(seed)`,
 * numbered as `Document {i}:\n{document}` and joined by blank lines. The
 * number of documents is sized as niah.py sizes its haystack (a probe of
 * 10, a binary search to three times the estimate, a shrink-by-10 retry),
 * every probe drawing from the same global stream.
 *
 * @module
 */
import { PythonRandom } from "../../../random/python_random.ts";
import { pythonFormat } from "../../niah/python_format.ts";

import type {
  RulerGeneration,
  RulerQaData,
  RulerSample,
} from "./ruler_sample.ts";
import { rulerTask } from "./ruler_tasks.ts";
import { drawFitting, searchHaystackSize } from "./sizing.ts";

const INCREMENTAL = 10;

interface Qa {
  g: RulerGeneration;
  data: RulerQaData;
  rng: PythonRandom;
}

/** The documents of question `index` at `numDocs`, before the shuffle. */
function pickDocs(c: Qa, index: number, numDocs: number): string[] {
  const { docs, qas } = c.data;
  const qa = qas[index];
  if (qa === undefined) {
    throw new RangeError(`RULER's qa.py has no question ${index}`);
  }
  if (numDocs >= docs.length) {
    const out: string[] = [];
    while (out.length < numDocs) out.push(...docs);
    return out.slice(0, numDocs);
  }
  const own = qa.context;
  const more = qa.more ?? [];
  let picked: number[];
  if (numDocs - own.length > more.length) {
    const taken = new Set([...own, ...more]);
    const addition: number[] = [];
    for (let i = 0; i < docs.length; i++) if (!taken.has(i)) addition.push(i);
    const k = Math.max(0, numDocs - own.length - more.length);
    picked = [...own, ...more, ...c.rng.sample(addition, k)];
  } else {
    picked = [...own, ...c.rng.sample(more, numDocs - own.length)];
  }
  return picked.map((i) => docs[i]!);
}

/** `generate_input_output`: the prompt of question `index` and its answers. */
function generateInputOutput(
  c: Qa,
  index: number,
  numDocs: number,
): { input: string; answer: string[] } {
  const all = pickDocs(c, index, numDocs);
  new PythonRandom(c.g.randomSeed).shuffle(all);
  const context = all.map((doc, i) => `Document ${i + 1}:\n${doc}`).join(
    "\n\n",
  );
  const qa = c.data.qas[index]!;
  return {
    input: pythonFormat(c.g.template, { context, query: qa.query }),
    answer: qa.outputs,
  };
}

/** qa.py's `main()`: its validation.jsonl rows, from the dataset `g.qa`. */
export function* generateQa(g: RulerGeneration): Generator<RulerSample> {
  const data = g.qa;
  if (data === undefined) {
    throw new Error(
      "RULER's qa.py needs its dataset (squad.json or hotpotqa.json)",
    );
  }
  if (data.qas.length < Math.max(1, g.numSamples)) {
    throw new RangeError(
      `RULER's qa.py needs ${g.numSamples} questions; the dataset has ${data.qas.length}`,
    );
  }
  const c: Qa = { g, data, rng: new PythonRandom(g.randomSeed) };
  const max = g.maxSeqLength;
  const numDocs = searchHaystackSize({
    incremental: INCREMENTAL,
    maxSeqLength: max,
    extraTokens: g.tokensToGenerate,
    count: (n) => g.countTokens(generateInputOutput(c, 0, n).input),
  });
  const prefix = rulerTask("qa_1")!.answerPrefix.slice(0, 10);
  for (let index = 0; index < g.numSamples; index++) {
    const { value, length } = drawFitting(numDocs, INCREMENTAL, max, (n) => {
      const value = generateInputOutput(c, index, n);
      return { value, length: g.countTokens(value.input) + g.tokensToGenerate };
    });
    const cut = value.input.lastIndexOf(prefix);
    yield {
      index,
      input: value.input.slice(0, cut),
      outputs: value.answer,
      length,
      length_w_model_temp: length,
      answer_prefix: value.input.slice(cut),
    };
  }
}
