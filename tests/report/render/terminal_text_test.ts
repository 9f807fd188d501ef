import assert from "node:assert/strict";
import {
  pageText,
  terminalText,
} from "../../../src/report/render/terminal_text.ts";

Deno.test("terminal text shows control, C1 and bidi characters as escapes and keeps the rest", () => {
  assert.equal(
    terminalText("a\u001b[31mb\u0007c\rd\ne\tf\u0000g\u007f"),
    "a\\e[31mb\\x07c\\rd\\ne\\tf\\x00g\\x7f",
  );
  assert.equal(terminalText("\u009b2J\u0085"), "\\x9b2J\\x85");
  assert.equal(
    terminalText("abc\u202edef\u2066\u2028"),
    "abc\\u202edef\\u2066\\u2028",
  );
  assert.equal(terminalText("naïve 日本語 🙂 a\\b"), "naïve 日本語 🙂 a\\b");
  assert.equal(terminalText(42), "42");
  assert.equal(terminalText(null), "null");
});

Deno.test("escaping twice changes nothing more", () => {
  const once = terminalText("x\u001b]0;title\u0007");
  assert.equal(terminalText(once), once);
});

Deno.test("pageText shows controls as terminalText does but keeps the tabs and line ends a page lays out", () => {
  assert.equal(
    pageText("a\tb\nc\r\nd\re\u0000\u001b[1m\u0007\u009b\u202e"),
    "a\tb\nc\r\nd\\re\\x00\\e[1m\\x07\\x9b\\u202e",
  );
  assert.equal(pageText("plain ünïcode 文字"), "plain ünïcode 文字");
});
