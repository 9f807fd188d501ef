import assert from "node:assert/strict";
import { parseDocument } from "yaml";
import { yamlErrorHint } from "../../src/config/yaml_error_hint.ts";

/** The yaml library's first message for `text`, without its position. */
const messageOf = (text: string) =>
  parseDocument(text).errors[0]!.message.split("\n")[0]!.replace(
    / at line \d+.*$/,
    "",
  );

Deno.test("each listed slip gets its hint from the yaml library's own message", () => {
  const slips: [string, RegExp][] = [
    ['a: 1\nmodel "fake"\nb: 2\n', /key missing its colon/],
    ['a: 1\nmodel "fake"\n', /key missing its colon/],
    ["a: b: c\n", /unquoted value holding ": "/],
    ["a: 1\na: 2\n", /written twice/],
    ["a:\n\tb: 1\n", /spaces, not tabs/],
    ["a:\n    b: 1\n  c: 2\n", /indented alike/],
    ['a: "abc\nb: 1\n', /closing quote/],
    ["a: @x\n", /in quotes/],
    ['a: "x"#c\n', /space before it/],
    ["a: [1, 2\nb: 1\n", /without its closing \]/],
  ];
  for (const [text, hint] of slips) {
    assert.match(yamlErrorHint(messageOf(text)) ?? "", hint, text);
  }
  assert.equal(yamlErrorHint("something else"), undefined);
});
