/**
 * tiktoken's `encode_ordinary` of text that holds characters beyond ASCII.
 * The text is cut into the stretches both regexes always split it into
 * (`space_stretches.ts`); each run of ASCII stretches goes to niah's
 * encoder of ASCII text (`tiktoken_ascii.ts`), each run of the others to
 * tiktoken's WASM encoder, and the tokens are joined in order. No piece
 * crosses a cut, so the tokens are those of the whole text encoded by
 * tiktoken (tests/tokenizer/mixed_encode_test.ts checks them against it),
 * while only the stretches that hold other characters are decided by
 * tiktoken's Unicode tables, as before.
 *
 * Written here because tiktoken's WASM encoder took 2 to 3 times as long as
 * niah's on ASCII, and most long documents are mostly ASCII: a 4 M-character
 * text with a non-ASCII word every 29 words encodes in 290-380 ms where the
 * WASM encoder alone took 560 ms, and 70-110 ms where it took 505-510 ms
 * when they are rarer.
 *
 * @module
 */
import { forEachStretch } from "./space_stretches.ts";

/** An encoder of one kind of text. */
type Encode = (text: string) => Uint32Array;

/**
 * The tokens of `text`: its ASCII stretches by `ascii`, every other
 * stretch by `other`, runs of stretches of one kind encoded together.
 */
export function encodeByStretches(
  text: string,
  ascii: Encode,
  other: Encode,
): Uint32Array {
  const parts: Uint32Array[] = [];
  let length = 0;
  let runStart = 0;
  let runAscii = true;
  const flush = (end: number) => {
    if (end <= runStart) return;
    const part = (runAscii ? ascii : other)(text.slice(runStart, end));
    parts.push(part);
    length += part.length;
  };
  forEachStretch(text, 0, text.length, (start, _end, stretchAscii) => {
    if (stretchAscii === runAscii) return;
    flush(start);
    runStart = start;
    runAscii = stretchAscii;
  });
  flush(text.length);
  if (parts.length === 1) return parts[0]!;
  const tokens = new Uint32Array(length);
  let at = 0;
  for (const part of parts) {
    tokens.set(part, at);
    at += part.length;
  }
  return tokens;
}
