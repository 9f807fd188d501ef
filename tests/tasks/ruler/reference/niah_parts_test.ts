/**
 * The size search's counts by parts equal the tokenizer's count of the
 * whole text, for texts cut into parts anywhere (line breaks, spaces,
 * mid-word, inside a checkpointed essay, before a limit), with and without
 * the tokenizer's cuts.
 */
import assert from "node:assert/strict";
import { PythonRandom } from "../../../../src/random/python_random.ts";
import {
  CheckpointedText,
  PartCounter,
  type TextPart,
} from "../../../../src/tasks/ruler/reference/sizing_parts.ts";
import { textCuts } from "../../../../src/tokenizer/cut_rule.ts";
import { getTokenizer } from "../../../../src/tokenizer/encoding.ts";

const WORDS = [
  "The",
  "grass",
  "is",
  "green.",
  "One",
  "of",
  "the",
  "special",
  "magic",
  "numbers",
  "for",
  "happy-dog",
  "is:",
  "1234567.",
  "\n",
  "\n\n",
  "It's",
  "don't",
  "é",
  "😀",
  "9f1c-4e",
  "  ",
  "...",
  "What",
  "Q:",
  "x",
];

function randomText(rng: PythonRandom, words: number): string {
  let text = "";
  for (let i = 0; i < words; i++) {
    text += rng.choice(WORDS) + (rng.random() < 0.7 ? " " : "");
  }
  return text;
}

/** `text` cut at random places into strings and ranges of `doc`. */
function randomParts(
  rng: PythonRandom,
  doc: CheckpointedText,
): { parts: TextPart[]; text: string } {
  const parts: TextPart[] = [];
  let text = "";
  for (let k = rng.randint(1, 8); k > 0; k--) {
    if (rng.random() < 0.5) {
      const small = randomText(rng, rng.randint(0, 6));
      parts.push(small);
      text += small;
    } else {
      const start = rng.randbelow(doc.text.length);
      const end = rng.randint(start, doc.text.length);
      parts.push({ of: doc, start, end });
      text += doc.text.slice(start, end);
    }
  }
  return { parts, text };
}

for (const name of ["cl100k_base", "o200k_base"]) {
  Deno.test(`counts by parts are ${name}'s counts of the whole text`, async () => {
    const tokenizer = await getTokenizer(name);
    const count = (text: string) => tokenizer.count(text);
    const rng = new PythonRandom(7);
    for (const cuts of [textCuts(tokenizer) ?? undefined, undefined]) {
      const counter = new PartCounter(count, cuts);
      const doc = new CheckpointedText(randomText(rng, 3000), counter);
      for (let trial = 0; trial < 40; trial++) {
        const { parts, text } = randomParts(rng, doc);
        assert.equal(counter.countParts(parts), count(text));
        // Limits fall between code points, as an answer's offset does.
        let limit = rng.randint(0, text.length);
        if (/[\udc00-\udfff]/.test(text[limit] ?? "")) limit--;
        assert.equal(
          counter.countParts(parts, limit),
          count(text.slice(0, limit)),
        );
      }
    }
  });
}
