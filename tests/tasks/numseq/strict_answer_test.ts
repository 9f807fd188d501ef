/**
 * The strict parser behaves as verifiers' `XMLParser(["reasoning",
 * "answer"]).parse_answer` does, on the failures the seed's run logs show.
 */
import { randomText } from "../../support/random_text.ts";
import assert from "node:assert/strict";
import {
  pythonStrip,
  strictAnswer,
  strictScore,
} from "../../../src/tasks/numseq/strict_answer.ts";

Deno.test("the content of the first closed <answer> pair is the answer, trimmed", () => {
  assert.equal(
    strictAnswer("<reasoning>\nx\n</reasoning>\n<answer>\n 42 \n</answer>"),
    "42",
  );
  // The chat branch of parse_answer reads the first pair (verifiers #2447):
  // a self-corrected second answer is not the one scored.
  assert.equal(strictAnswer("<answer>1</answer> then <answer>2</answer>"), "1");
  assert.equal(strictAnswer("draft <answer>2\n</answer>"), "2");
  // No <reasoning> tag is needed.
  assert.equal(strictAnswer("<answer>-7</answer>"), "-7");
  // An empty pair is an empty answer, not a missing one.
  assert.equal(strictAnswer("<answer></answer>"), "");
});

Deno.test("what the seed's parser cannot read is null: boxed, empty, unclosed, other case", () => {
  assert.equal(strictAnswer("So the term is \\boxed{42}."), null);
  assert.equal(strictAnswer(""), null);
  assert.equal(strictAnswer("<reasoning>long</reasoning><answer>42"), null);
  assert.equal(strictAnswer("<ANSWER>42</ANSWER>"), null);
  assert.equal(strictAnswer("<answer >42</answer>"), null);
});

Deno.test("the lazy match starts at the first <answer> of a pair, as Python's regex does", () => {
  // An unclosed opener swallows up to the next closer: one match, "1 <answer>2".
  assert.equal(strictAnswer("<answer>1 <answer>2</answer>"), "1 <answer>2");
});

Deno.test("the match must be exact after stripping: formatting costs the point", () => {
  assert.deepEqual(strictScore("<answer>42</answer>", "42"), {
    value: 1,
    parsed: "42",
  });
  assert.equal(strictScore("<answer>42.</answer>", "42").value, 0);
  assert.equal(strictScore("<answer>+42</answer>", "42").value, 0);
  assert.equal(strictScore("<answer>1,234</answer>", "1234").value, 0);
  assert.equal(strictScore("<answer>\\boxed{42}</answer>", "42").value, 0);
  assert.equal(strictScore("<answer>\u2212" + "5</answer>", "-5").value, 0);
});

Deno.test("whitespace is Python's: U+001F and U+0085 strip, U+FEFF does not", () => {
  assert.equal(pythonStrip("\x1f\x85 42\u3000"), "42");
  assert.equal(pythonStrip("\ufeff42"), "\ufeff42");
  assert.equal(strictAnswer("<answer>\x1c42\x1d</answer>"), "42");
});

// verifiers' regex itself, as the oracle on short texts (cubic on long ones).
const PY_SPACE_CLASS = String
  .raw`\t\n\v\f\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000`;
const VERIFIERS = new RegExp(
  `<answer>[${PY_SPACE_CLASS}]*([^]*?)[${PY_SPACE_CLASS}]*</answer>`,
);
const PY_EDGES = new RegExp(`^[${PY_SPACE_CLASS}]+|[${PY_SPACE_CLASS}]+$`, "g");

Deno.test("the two-search parse equals verifiers' regex on random texts of tags, spaces and digits", () => {
  const parts = [
    "<answer>",
    "</answer>",
    "<answer",
    "answer>",
    "</",
    " ",
    "\n",
    "\x1f",
    "\x85",
    "\u3000",
    "\ufeff",
    "4",
    "2",
    "x",
    "<",
    ">",
  ];
  for (let seed = 1; seed <= 3000; seed++) {
    const text = randomText(parts, seed, 1 + (seed % 25));
    const match = VERIFIERS.exec(text);
    const want = match ? (match[1] ?? "").replace(PY_EDGES, "") : null;
    assert.equal(strictAnswer(text), want, JSON.stringify(text));
  }
});

Deno.test("a long answer with no closing tag parses at once (the regex took 13 s on 4,000 line breaks)", () => {
  const open = "<answer>" + "\n".repeat(1_000_000);
  assert.equal(strictAnswer(open), null);
  assert.equal(strictScore(open + "42</answer>", "42").value, 1);
  assert.equal(
    pythonStrip(" ".repeat(1_000_000) + "x" + " ".repeat(1_000_000)),
    "x",
  );
});
