/**
 * RULER's `qa.py` readers (NVIDIA/RULER at c3f5e3b): `read_squad` over
 * SQuAD 2.0 dev (`json/squad.json`) and `read_hotpotqa` over HotpotQA's
 * dev-distractor file (`json/hotpotqa.json`), from the parsed JSON. Each
 * gives the sorted, de-duplicated documents (Python's `sorted(set(...))`,
 * by code point) and the questions in file order, each with the indices of
 * its own documents and (SQuAD) of its article's other paragraphs.
 * A file that lacks a key `qa.py` reads is refused with where.
 *
 * @module
 */
import type { RulerQa, RulerQaData } from "./ruler_sample.ts";
import { codePointCompare } from "./wonderwords_pairs.ts";

/** The two datasets qa.py reads (`--dataset`). */
export type RulerQaDataset = "squad" | "hotpotqa";

function fail(what: string, where: string, expected: string): never {
  throw new Error(`${what}: ${where} is not ${expected}`);
}

function arrayAt(value: unknown, what: string, where: string): unknown[] {
  if (!Array.isArray(value)) fail(what, where, "an array");
  return value;
}

function objectAt(
  value: unknown,
  what: string,
  where: string,
): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    fail(what, where, "an object");
  }
  return value as Record<string, unknown>;
}

function stringAt(value: unknown, what: string, where: string): string {
  if (typeof value !== "string") fail(what, where, "a string");
  return value;
}

/** `sorted(list(set(docs)))` and the index of each. */
function indexed(
  all: string[],
): { docs: string[]; index: Map<string, number> } {
  const docs = [...new Set(all)].sort(codePointCompare);
  return { docs, index: new Map(docs.map((doc, i) => [doc, i])) };
}

interface SquadParagraph {
  context: string;
  qas: unknown[];
  where: string;
}

function squadArticles(json: unknown, what: string): SquadParagraph[][] {
  const data = arrayAt(objectAt(json, what, "the file").data, what, "data");
  return data.map((article, a) => {
    const where = `data[${a}].paragraphs`;
    const paragraphs = arrayAt(
      objectAt(article, what, `data[${a}]`).paragraphs,
      what,
      where,
    );
    return paragraphs.map((raw, p) => {
      const paragraph = objectAt(raw, what, `${where}[${p}]`);
      return {
        context: stringAt(paragraph.context, what, `${where}[${p}].context`),
        qas: arrayAt(paragraph.qas, what, `${where}[${p}].qas`),
        where: `${where}[${p}]`,
      };
    });
  });
}

/** qa.py's `read_squad`: answerable questions only. */
function readSquad(json: unknown, what = "squad.json"): RulerQaData {
  const articles = squadArticles(json, what);
  const { docs, index } = indexed(articles.flat().map((p) => p.context));
  const qas: RulerQa[] = [];
  for (const paragraphs of articles) {
    const more = paragraphs.map((p) => index.get(p.context)!);
    for (const p of paragraphs) {
      const own = index.get(p.context)!;
      p.qas.forEach((raw, q) => {
        const where = `${p.where}.qas[${q}]`;
        const qa = objectAt(raw, what, where);
        if (typeof qa.is_impossible !== "boolean") {
          fail(what, `${where}.is_impossible`, "true or false");
        }
        if (qa.is_impossible) return;
        const answers = arrayAt(qa.answers, what, `${where}.answers`);
        qas.push({
          query: stringAt(qa.question, what, `${where}.question`),
          outputs: answers.map((answer, i) =>
            stringAt(
              objectAt(answer, what, `${where}.answers[${i}]`).text,
              what,
              `${where}.answers[${i}].text`,
            )
          ),
          context: [own],
          more: more.filter((i) => i !== own),
        });
      });
    }
  }
  return { qas, docs };
}

/** One HotpotQA context entry as qa.py joins it: `title\n` + sentences. */
function hotpotDoc(raw: unknown, what: string, where: string): string {
  const entry = arrayAt(raw, what, where);
  const title = stringAt(entry[0], what, `${where}[0]`);
  const sentences = arrayAt(entry[1], what, `${where}[1]`);
  return `${title}\n${
    sentences.map((s, i) => stringAt(s, what, `${where}[1][${i}]`)).join("")
  }`;
}

/** qa.py's `read_hotpotqa`: every question, its context paragraphs as documents. */
function readHotpotQa(
  json: unknown,
  what = "hotpotqa.json",
): RulerQaData {
  const items = arrayAt(json, what, "the file").map((raw, i) => {
    const item = objectAt(raw, what, `[${i}]`);
    const context = arrayAt(item.context, what, `[${i}].context`);
    return {
      query: stringAt(item.question, what, `[${i}].question`),
      answer: stringAt(item.answer, what, `[${i}].answer`),
      docs: context.map((c, j) => hotpotDoc(c, what, `[${i}].context[${j}]`)),
    };
  });
  const { docs, index } = indexed(items.flatMap((item) => item.docs));
  return {
    docs,
    qas: items.map((item) => ({
      query: item.query,
      outputs: [item.answer],
      context: item.docs.map((doc) => index.get(doc)!),
    })),
  };
}

/** The reader of `dataset`. */
export function readRulerQa(
  dataset: RulerQaDataset,
  json: unknown,
  what?: string,
): RulerQaData {
  return dataset === "squad" ? readSquad(json, what) : readHotpotQa(json, what);
}
