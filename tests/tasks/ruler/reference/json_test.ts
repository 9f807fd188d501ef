/**
 * RULER's rows as `json.dump(row, ensure_ascii=True)` writes them, against
 * what CPython 3.11 printed for the same crafted strings (quotes,
 * backslashes, the short control escapes, other controls, DEL, Latin-1,
 * the BMP's top, characters beyond the BMP, lone surrogates, empty).
 */
import assert from "node:assert/strict";
import {
  pythonJsonString,
  rulerSampleJson,
} from "../../../../src/tasks/ruler/reference/python_json.ts";

// `json.dumps(cases)` as Python printed it: JSON.parse gives the strings back.
const CASES: string[] = JSON.parse(
  String
    .raw`["plain", "q\"b\\s", "nl\n tab\t cr\r bs\b ff\f", "\u0000\u0001\u001f\u007f\u0080", "\u00e9 \u00fc \u00df \u00a0 \u2028 \uffff", "emoji \ud83d\ude00 \ud834\udd1e", "lone \ud800 x \udfff", ""]`,
);

// `[json.dumps(c) for c in cases]`, as Python printed it.
const PYTHON: string[] = JSON.parse(
  String
    .raw`["\"plain\"", "\"q\\\"b\\\\s\"", "\"nl\\n tab\\t cr\\r bs\\b ff\\f\"", "\"\\u0000\\u0001\\u001f\\u007f\\u0080\"", "\"\\u00e9 \\u00fc \\u00df \\u00a0 \\u2028 \\uffff\"", "\"emoji \\ud83d\\ude00 \\ud834\\udd1e\"", "\"lone \\ud800 x \\udfff\"", "\"\""]`,
);

Deno.test("strings are escaped as Python's json.dumps(ensure_ascii=True) escapes them", () => {
  assert.equal(CASES.length, 8);
  assert.deepEqual(CASES.map(pythonJsonString), PYTHON);
});

Deno.test("control characters without DEL or beyond (JSON.stringify's path) are escaped as Python escapes them", () => {
  // python3 -c 'import json; print(json.dumps("\x00\x01\x0b\x1f\x1e ~"))'
  assert.equal(
    pythonJsonString("\x00\x01\x0b\x1f\x1e ~"),
    String.raw`"\u0000\u0001\u000b\u001f\u001e ~"`,
  );
});

Deno.test("a row is written with Python's separators, keys in RULER's order", () => {
  const row = {
    index: -1,
    input: CASES[5]!,
    outputs: CASES,
    length: 131072,
    length_w_model_temp: 131072,
    answer_prefix: " The special",
    token_position_answer: 0,
  };
  const python = JSON.parse(
    String
      .raw`"{\"index\": -1, \"input\": \"emoji \\ud83d\\ude00 \\ud834\\udd1e\", \"outputs\": [\"plain\", \"q\\\"b\\\\s\", \"nl\\n tab\\t cr\\r bs\\b ff\\f\", \"\\u0000\\u0001\\u001f\\u007f\\u0080\", \"\\u00e9 \\u00fc \\u00df \\u00a0 \\u2028 \\uffff\", \"emoji \\ud83d\\ude00 \\ud834\\udd1e\", \"lone \\ud800 x \\udfff\", \"\"], \"length\": 131072, \"length_w_model_temp\": 131072, \"answer_prefix\": \" The special\", \"token_position_answer\": 0}"`,
  );
  assert.equal(rulerSampleJson(row), python);
  const { token_position_answer: _, ...withoutPosition } = row;
  assert.equal(
    rulerSampleJson({ ...withoutPosition, outputs: [] }),
    python.replace(/"outputs": \[.*\], "length"/, '"outputs": [], "length"')
      .replace(', "token_position_answer": 0', ""),
  );
});
