/**
 * The Punkt vectors (tests/vectors/punkt/, written by
 * scripts/reference/punkt_vectors.py) and RULER's essay haystack built
 * from the Paul Graham essays when they are
 * on this machine (tests/support/paul_graham.ts): the essays' files,
 * sorted, concatenated as RULER's `download_paulgraham_essay.py` does,
 * split as `niah.py` does (`re.sub(r"\s+", " ", text).split(" ")`).
 */
import {
  lstripLength,
  rstripLength,
  SPACE,
} from "../../../src/haystack/punkt/python_text.ts";
import { createHash } from "node:crypto";
import { PAUL_GRAHAM_ESSAYS } from "../../support/paul_graham.ts";

/** The words of RULER's essay haystack, or undefined without the essays. */
export async function rulerEssayWords(): Promise<string[] | undefined> {
  const names: string[] = [];
  try {
    for await (const entry of Deno.readDir(PAUL_GRAHAM_ESSAYS)) {
      if (entry.isFile && entry.name.endsWith(".txt")) names.push(entry.name);
    }
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return undefined;
    throw error;
  }
  names.sort();
  let text = "";
  for (const name of names) {
    // Python's text mode reads "\r\n" and "\r" as "\n".
    text += (await Deno.readTextFile(`${PAUL_GRAHAM_ESSAYS}/${name}`))
      .replace(/\r\n?/g, "\n");
  }
  return text.replace(new RegExp(`${SPACE}+`, "gu"), " ").split(" ");
}

/** Python's `" ".join(words[:n]).strip()`. */
export function joinedPrefix(words: readonly string[], n: number): string {
  const text = words.slice(0, n).join(" ");
  return text.slice(lstripLength(text), rstripLength(text));
}

const VECTORS = new URL("../../vectors/punkt/", import.meta.url);

/** crafted.json: texts and NLTK's sentences. */
export interface CraftedCases {
  nltk: string;
  cases: { text: string; sentences: string[] }[];
}

/** essays.json: word counts and NLTK's sentences' count and digest. */
export interface EssayCases {
  essay_files: number;
  total_words: number;
  cases: { words: number; count: number; sha256: string }[];
}

/** One vector file. */
export async function punktVectors<T>(name: string): Promise<T> {
  return JSON.parse(await Deno.readTextFile(new URL(name, VECTORS))) as T;
}

/** SHA-256 of the sentences joined by "\n", as the vectors record it. */
export function sentencesDigest(sentences: readonly string[]): string {
  return createHash("sha256").update(sentences.join("\n")).digest("hex");
}
