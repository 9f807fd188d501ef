import assert from "node:assert/strict";
import { decodeUtf8, invalidUtf8Offset } from "../../src/config/utf8_text.ts";
import { UsageError } from "../../src/errors.ts";

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

Deno.test("decodeUtf8 returns well-formed text as is, a BOM included", () => {
  const text = '\uFEFFrun_name: "café 🎯"\n';
  assert.equal(decodeUtf8(utf8(text), "r.yaml", "run config"), text);
});

Deno.test("decodeUtf8 names the file, line, column and byte offset of a bad byte", () => {
  const data = new Uint8Array([...utf8("a: 1\nb: é"), 0xff, ...utf8("\n")]);
  assert.throws(
    () => decodeUtf8(data, "r.yaml", "run config"),
    (error) => {
      assert.ok(error instanceof UsageError);
      assert.equal(
        error.message,
        "Cannot read run config: r.yaml:2:5: not UTF-8 text (byte 0xff at offset 10); save the file as UTF-8",
      );
      return true;
    },
  );
});

Deno.test("invalidUtf8Offset finds overlong, surrogate, truncated and out-of-range sequences", () => {
  assert.equal(invalidUtf8Offset(utf8("plain ✓ 𝄞")), -1);
  assert.equal(invalidUtf8Offset(bytes(0x41, 0xc0, 0x80)), 1); // overlong
  assert.equal(invalidUtf8Offset(bytes(0xe0, 0x80, 0x80)), 0); // overlong
  assert.equal(invalidUtf8Offset(bytes(0x41, 0xed, 0xa0, 0x80)), 1); // surrogate
  assert.equal(invalidUtf8Offset(bytes(0xf4, 0x90, 0x80, 0x80)), 0); // > U+10FFFF
  assert.equal(invalidUtf8Offset(bytes(0x41, 0x42, 0xe2, 0x9c)), 2); // cut short
  assert.equal(invalidUtf8Offset(bytes(0x80)), 0); // stray continuation
  // Agrees with the platform's fatal decoder on every two-byte input.
  for (let a = 0; a < 256; a++) {
    for (let b = 0; b < 256; b += 17) {
      const input = bytes(a, b);
      let ok = true;
      try {
        new TextDecoder("utf-8", { fatal: true }).decode(input);
      } catch {
        ok = false;
      }
      assert.equal(invalidUtf8Offset(input) === -1, ok, `${a} ${b}`);
    }
  }
});
