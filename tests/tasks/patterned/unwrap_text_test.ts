/**
 * The one-pass `unwrapText` against the literal rule it replaced (kept
 * here as the oracle: leftmost wrapper, its closing brace, replace, rescan
 * from the start), on random texts built from the pieces that make the
 * rule's corners: wrapper names cut in two (so a wrapper forms across a
 * cut), escapes, stray and unclosed braces, whitespace between a name and
 * its brace.
 */
import assert from "node:assert/strict";
import { PythonRandom } from "../../../src/random/python_random.ts";
import { closingBrace } from "../../../src/tasks/patterned/parse_boxed.ts";
import { unwrapText } from "../../../src/tasks/patterned/unwrap_text.ts";

const WRAPPER =
  /\\(?:text|textrm|textbf|textit|texttt|textsf|mathrm|mathtt|mathit|mathbf|boxed)\s*\{/;

/** The rule as niah had it: rescans from the start after each replacement. */
function rescanUnwrap(text: string): string {
  let out = text;
  for (;;) {
    const match = WRAPPER.exec(out);
    if (!match) return out;
    const open = match.index + match[0].length - 1;
    const close = closingBrace(out, open);
    if (close < 0) return out;
    out = out.slice(0, match.index) + out.slice(open + 1, close) +
      out.slice(close + 1);
  }
}

const PIECES = [
  "\\text{",
  "\\textbf{",
  "\\mathrm {",
  "\\boxed{",
  "\\texttt\t{",
  "\\te",
  "xt{",
  "\\math",
  "rm{",
  "\\",
  "\\\\",
  "{",
  "}",
  "}",
  "\\{",
  "\\}",
  " ",
  "\u00a0",
  "a",
  "cat dog",
  "text",
  "|",
  "\\textsf",
  "\\mathit",
  "{x}",
  "}",
  "}}",
  "a}",
];

function randomText(rng: PythonRandom): string {
  const n = rng.randint(0, 24);
  let text = "";
  for (let i = 0; i < n; i++) text += PIECES[rng.randbelow(PIECES.length)];
  return text;
}

Deno.test("unwrapText reads as the rescanning rule on 20,000 random texts", () => {
  const rng = new PythonRandom(27);
  let changed = 0;
  for (let i = 0; i < 20_000; i++) {
    const text = randomText(rng);
    const want = rescanUnwrap(text);
    assert.equal(unwrapText(text), want, JSON.stringify(text));
    if (want !== text) changed++;
  }
  // Over a third of the texts change: the comparison is not vacuous.
  assert.ok(changed > 5_000, `${changed} texts changed`);
});

Deno.test("wrappers that form across a cut are unwrapped too", () => {
  for (
    const text of [
      "\\te\\text{xt{a}}",
      "\\\\text{text{b}}",
      "\\text   \\mathrm{{a}}",
      "\\text{\\te}xt{c}",
      "\\textbf{\\textbf{\\math}rm{d}}",
    ]
  ) {
    assert.equal(unwrapText(text), rescanUnwrap(text), text);
  }
  assert.equal(unwrapText("\\te\\text{xt{a}}"), "a");
});

Deno.test("40,000 nested or chained wrappers unwrap in one pass, to what the rule gives", () => {
  // The rescanning rule needs seconds to minutes on these (16,000 nested:
  // 7.5 s, 16,000 chained: 25 s); the answers are known without it.
  const depth = 40_000;
  assert.equal(
    unwrapText("\\text{".repeat(depth) + "cat" + "}".repeat(depth)),
    "cat",
  );
  assert.equal(
    unwrapText("\\te\\text{xt{".repeat(depth) + "x" + "}}".repeat(depth)),
    "x",
  );
  assert.equal(unwrapText("\\text{a}".repeat(depth)), "a".repeat(depth));
  // The leftmost wrapper is never closed: the text stays as it is.
  const open = "\\text{" + "\\text{a} ".repeat(depth);
  assert.equal(unwrapText(open), open);
});
