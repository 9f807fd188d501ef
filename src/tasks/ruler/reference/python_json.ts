/**
 * One line of RULER's `validation.jsonl` as `scripts/data/manifest_utils.py`
 * writes it: `json.dump(row, f, ensure_ascii=True)` then `"\n"`, with
 * Python's default separators (`", "`, `": "`) and its string escapes.
 *
 * @module
 */
import type { RulerSample } from "./ruler_sample.ts";

const SHORT_ESCAPES: Readonly<Record<number, string>> = {
  0x22: '\\"',
  0x5c: "\\\\",
  0x0a: "\\n",
  0x0d: "\\r",
  0x09: "\\t",
  0x08: "\\b",
  0x0c: "\\f",
};

/** A code unit Python escapes and JSON.stringify does not: DEL and up. */
const BEYOND_ASCII = /[\x7f-\uffff]/;

/** Whether a UTF-16 code unit goes out as itself: printable ASCII but `"` and `\`. */
function isPlain(code: number): boolean {
  return code >= 0x20 && code <= 0x7e && code !== 0x22 && code !== 0x5c;
}

/**
 * `json.dumps(text, ensure_ascii=True)`: `"`, `\` and the five short
 * control escapes as Python writes them, every other code unit outside
 * printable ASCII (DEL included) as `\uXXXX` in lowercase hex, so a
 * character beyond the BMP is its surrogate pair, as Python writes it.
 */
export function pythonJsonString(text: string): string {
  // Below DEL, JSON.stringify writes what Python writes (the same short
  // escapes, `\u00XX` in lowercase hex for the other control characters).
  if (!BEYOND_ASCII.test(text)) return JSON.stringify(text);
  let out = '"';
  let plainFrom = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isPlain(code)) continue;
    out += text.slice(plainFrom, i);
    out += SHORT_ESCAPES[code] ?? "\\u" + code.toString(16).padStart(4, "0");
    plainFrom = i + 1;
  }
  return out + text.slice(plainFrom) + '"';
}

/** Python's `str(int)`; a RULER row holds no other number. */
function pythonInt(value: number): string {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Cannot write ${value} as a Python int`);
  }
  return String(value);
}

/**
 * `json.dumps(row, ensure_ascii=True)` for one row, its keys in RULER's
 * order (`token_position_answer` only where the row has it, as niah.py's
 * rows do), without the line break.
 */
export function rulerSampleJson(sample: RulerSample): string {
  const fields = [
    `"index": ${pythonInt(sample.index)}`,
    `"input": ${pythonJsonString(sample.input)}`,
    `"outputs": [${sample.outputs.map(pythonJsonString).join(", ")}]`,
    `"length": ${pythonInt(sample.length)}`,
    `"length_w_model_temp": ${pythonInt(sample.length_w_model_temp)}`,
    `"answer_prefix": ${pythonJsonString(sample.answer_prefix)}`,
  ];
  if (sample.token_position_answer !== undefined) {
    fields.push(
      `"token_position_answer": ${pythonInt(sample.token_position_answer)}`,
    );
  }
  return `{${fields.join(", ")}}`;
}
