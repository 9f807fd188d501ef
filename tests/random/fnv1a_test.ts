import assert from "node:assert/strict";
import {
  fnv1a,
  fnv1aFold,
  fnv1aFoldPair,
  FNV_OFFSET,
} from "../../src/random/fnv1a.ts";

Deno.test("fnv1a is 32-bit FNV-1a (the published vectors)", () => {
  assert.equal(fnv1a(""), 0x811c9dc5);
  assert.equal(fnv1a("a"), 0xe40c292c);
  assert.equal(fnv1a("foobar"), 0xbf9cf968);
});

Deno.test("fnv1aFold folds a span, and folds compose", () => {
  const text = "xxfoobaryy";
  assert.equal(fnv1aFold(FNV_OFFSET, text, 2, 8) >>> 0, fnv1a("foobar"));
  assert.equal(
    fnv1aFold(fnv1aFold(FNV_OFFSET, "foo"), "bar") >>> 0,
    fnv1a("foobar"),
  );
});

Deno.test("fnv1aFoldPair folds a span into two states as fnv1aFold does each", () => {
  const pair: [number, number] = [FNV_OFFSET, 12345];
  fnv1aFoldPair(pair, "xxfoobaryy", 2, 8);
  assert.deepEqual(pair, [
    fnv1aFold(FNV_OFFSET, "foobar"),
    fnv1aFold(12345, "foobar"),
  ]);
});
