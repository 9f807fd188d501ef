import { randomText } from "../../support/random_text.ts";
import assert from "node:assert/strict";
import {
  parseAnswer,
  type ParsePath,
} from "../../../src/tasks/numseq/parse_answer.ts";

type Row = [response: string, path: ParsePath | null, text: string | null];

const on = { lastLineFallback: true };
const off = { lastLineFallback: false };

const TABLE: Row[] = [
  // The asked-for format, and its variations.
  ["<reasoning>r</reasoning><answer>42</answer>", "answer_tag", "42"],
  ["<reasoning>r</reasoning>\n<answer>\n-17\n</answer>", "answer_tag", "-17"],
  ["<ANSWER> 7 </ANSWER>", "answer_tag", "7"],
  ["<answer>+5</answer>", "answer_tag", "5"],
  ["<answer>5.0</answer>", "answer_tag", "5"],
  ["<answer>-5.000</answer>", "answer_tag", "-5"],
  ["<answer>1,234</answer>", "answer_tag", "1234"],
  ["<answer>-1,234,567</answer>", "answer_tag", "-1234567"],
  ["<answer>1 234 567</answer>", "answer_tag", "1234567"],
  ["<answer>1\u202f234</answer>", "answer_tag", "1234"],
  ["<answer>- 5</answer>", "answer_tag", "-5"],
  ["<answer>\u22125</answer>", "answer_tag", "-5"],
  ["<answer>$-12$</answer>", "answer_tag", "-12"],
  ["<answer>**99**</answer>", "answer_tag", "99"],
  ["<answer>42.</answer>", "answer_tag", "42"],
  ["<answer>-0</answer>", "answer_tag", "0"],
  ["<answer>1{,}024</answer>", "answer_tag", "1024"],
  ["<answer>\\boxed{8}</answer>", "answer_tag", "8"],
  ["<answer>a(20) = 4096</answer>", "answer_tag", "4096"],
  ["<answer>The 20th term is 4096.</answer>", "answer_tag", "4096"],
  [
    "<answer>123456789012345678901234567890</answer>",
    "answer_tag",
    "123456789012345678901234567890",
  ],
  // A non-integer parses (and scores as wrong), it is not a parse failure.
  ["<answer>2.5</answer>", "answer_tag", "2.5"],
  // The last answer block wins; a cut-off last block still counts.
  ["<answer>1</answer> wait, no: <answer>2</answer>", "answer_tag", "2"],
  ["<answer>1</answer> on reflection <answer>3", "answer_tag", "3"],
  // An answer tag without a number falls through.
  ["<answer>...</answer>\nSo \\boxed{12}", "boxed", "12"],
  // \boxed{} when there is no usable answer tag: the last one.
  ["First \\boxed{3}, then \\boxed{-21}.", "boxed", "-21"],
  ["\\boxed{{-21}}", "boxed", "-21"],
  ["$\\boxed{1,000}$", "boxed", "1000"],
  ["\\boxed{a_{15} = 77}", "boxed", "77"],
  ["\\boxed {\\text{-6}}", "boxed", "-6"],
  // The final number on the last line.
  ["Working...\nThe answer is 42", "last_line", "42"],
  ["Working...\n**Answer: -1,024**\n\n", "last_line", "-1024"],
  ["a(n) = 2a(n-1)\nso term 9 is -3.", "last_line", "-3"],
  ["x = 5-3\nthus 5-3", "last_line", "3"],
  ["42", "last_line", "42"],
  ["Term 20 = 7.0", "last_line", "7"],
  // Nothing parses.
  ["", null, null],
  ["I cannot tell.", null, null],
  ["<answer></answer>", null, null],
  ["The terms are 3,5", null, null],
  ["\\boxed{", null, null],
  ["version v2.0", null, null],
];

for (const [response, path, text] of TABLE) {
  Deno.test(`parseAnswer(${JSON.stringify(response).slice(0, 60)})`, () => {
    const parsed = parseAnswer(response, on);
    assert.equal(parsed?.path ?? null, path);
    assert.equal(parsed?.text ?? null, text);
    if (parsed && /^-?\d+$/.test(parsed.text)) {
      assert.equal(parsed.integer, BigInt(parsed.text));
    }
  });
}

Deno.test("a non-integer answer has no integer value", () => {
  assert.equal(parseAnswer("<answer>2.5</answer>", on)?.integer, null);
});

Deno.test("the last-line fallback can be turned off", () => {
  assert.equal(parseAnswer("The answer is 42", off), null);
  assert.equal(parseAnswer("<answer>42</answer>", off)?.path, "answer_tag");
  assert.equal(parseAnswer("\\boxed{42}", off)?.path, "boxed");
});

/** The last balanced `\boxed{...}` as the parser once found it: a scan per box. */
function boxedByScans(text: string): string | null {
  let found: string | null = null;
  for (const match of text.matchAll(/\\boxed\s*\{/g)) {
    let depth = 1;
    let i = match.index + match[0].length;
    const from = i;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === "{") depth++;
      else if (text[i] === "}") depth--;
    }
    if (depth === 0) found = text.slice(from, i - 1);
  }
  return found;
}

Deno.test("the boxed answer is the one a scan from every box finds, and thousands of open boxes read at once", () => {
  const parts = ["\\boxed{", "\\boxed {", "{", "}", "4", "2", "-", " ", "x"];
  const options = { lastLineFallback: false };
  for (let seed = 1; seed <= 3000; seed++) {
    const body = randomText(parts, seed, 1 + (seed % 30));
    // A number alone in the box makes the parse say which box it read.
    const text = `${body} \\boxed{${seed}} ${body}`;
    const want = boxedByScans(text);
    const got = parseAnswer(text, options);
    if (want !== null && /^\d+$/.test(want)) {
      assert.equal(got?.path, "boxed", JSON.stringify(text));
      assert.equal(String(got?.integer), want, JSON.stringify(text));
    }
  }
  const open = "\\boxed{".repeat(100_000);
  assert.equal(parseAnswer(open + "\\boxed{7}", options)?.integer, 7n);
});
